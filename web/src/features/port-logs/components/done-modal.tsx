import { Button, FileInput, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

/** The agent says how an entry was handled before marking it done (the buyer reads the comment). */
export function DoneModal({
  description,
  isOpen,
  isPending,
  onClose,
  onConfirm,
}: {
  description: string;
  isOpen: boolean;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (comment: string, file: File | null) => void;
}) {
  const [comment, setComment] = useState('');
  const [file, setFile] = useState<File | null>(null);
  return (
    <Modal opened={isOpen} onClose={onClose} title="Mark entry done" centered>
      <Stack gap="md">
        <Text size="sm">{description}</Text>
        <Textarea
          label="Comment"
          placeholder="Optional: how it was handled"
          autosize
          minRows={3}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <FileInput
          label="File"
          placeholder="Optional: a receipt, a crew list..."
          clearable
          value={file}
          onChange={setFile}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="teal" loading={isPending} onClick={() => onConfirm(comment, file)}>
            Mark done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
