import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

/** Asks for an optional reason before an appointment is rejected (the buyer sees it). */
export function RejectModal({
  title,
  isOpen,
  isPending,
  onClose,
  onConfirm,
}: {
  title: string;
  isOpen: boolean;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal opened={isOpen} onClose={onClose} title="Reject appointment" centered>
      <Stack gap="md">
        <Text size="sm">
          Reject <b>{title}</b>? The principal is told and may appoint another agent.
        </Text>
        <Textarea
          label="Reason"
          placeholder="Optional: why you cannot take this call"
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={isPending} onClick={() => onConfirm(reason)}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
