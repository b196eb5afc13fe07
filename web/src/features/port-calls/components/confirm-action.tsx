import { Alert, Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { messages } from '@portcall/contracts/messages';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../api/api-error';

/** The server's catalogue text for a refusal (an appointment with FDAs, a wrong state), else the generic one. */
export const failureText = (error: unknown) => (isApiError(error) ? error.message : messages.INTERNAL_ERROR);

/**
 * A button that asks before it acts (cancel, close, delete, unlink...). The question stays open
 * while the call runs, and a refusal is shown in it, in the server's words, rather than a toast the
 * user might miss; it closes only once the action went through.
 */
export function ConfirmAction({
  label,
  title,
  question,
  confirmLabel,
  color,
  variant = 'light',
  isDestructive = false,
  onConfirm,
  buttonProps,
}: {
  label: string;
  title: string;
  question: ReactNode;
  confirmLabel: string;
  color?: string;
  variant?: ButtonProps['variant'];
  isDestructive?: boolean;
  onConfirm: () => Promise<unknown>;
  buttonProps?: ButtonProps & { 'aria-label'?: string };
}) {
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      await onConfirm();
      close();
    } catch (e) {
      setError(failureText(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button size="compact-sm" variant={variant} color={color} onClick={() => setOpen(true)} {...buttonProps}>
        {label}
      </Button>
      <Modal opened={isOpen} onClose={close} title={title} centered>
        <Stack gap="md">
          <Text size="sm" component="div">
            {question}
          </Text>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button color={isDestructive ? 'red' : color} loading={isPending} onClick={confirm}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
