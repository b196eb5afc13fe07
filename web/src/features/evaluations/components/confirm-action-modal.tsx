import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { useDialogSubmit } from './use-dialog-submit';

/** Asks before an action that cannot be undone from this screen; stays open and shows a refusal. */
export function ConfirmActionModal({
  title,
  question,
  confirmLabel,
  done,
  color = 'red',
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  confirmLabel: string;
  done: string;
  color?: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { submit, error, isPending } = useDialogSubmit(onClose);
  return (
    <Modal opened onClose={onClose} title={title} zIndex={250}>
      <Stack>
        <Text size="sm">{question}</Text>
        <FormErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={color} loading={isPending} onClick={() => submit(onConfirm, done)}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
