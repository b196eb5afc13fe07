import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import {
  PORT_LOG_ENTRY_CATEGORIES,
  portLogCategoryLabels,
  type TPortLogEntryCategory,
  type TPortLogEntrySave,
  ZPortLogEntrySave,
} from '@portcall/contracts/port-logs';
import { useState } from 'react';

const categoryOptions = PORT_LOG_ENTRY_CATEGORIES.map((c) => ({ value: c, label: portLogCategoryLabels[c] }));

/** Adds or changes a department's entry: what the agent must handle (the same schema the server checks). */
export function EntryModal({
  title,
  initial,
  isOpen,
  isPending,
  onClose,
  onSave,
}: {
  title: string;
  initial?: TPortLogEntrySave;
  isOpen: boolean;
  isPending: boolean;
  onClose: () => void;
  onSave: (entry: TPortLogEntrySave) => void;
}) {
  const [category, setCategory] = useState<TPortLogEntryCategory>(initial?.category ?? 'CREW_CHANGE');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const parsed = ZPortLogEntrySave.safeParse({ category, description });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the entry');
      return;
    }
    onSave(parsed.data);
  };
  return (
    <Modal opened={isOpen} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Select
          label="Category"
          data={categoryOptions}
          value={category}
          allowDeselect={false}
          onChange={(v) => setCategory((v ?? 'OTHER') as TPortLogEntryCategory)}
        />
        <Textarea
          label="What the agent must handle"
          placeholder="Crew change: 2 on, 2 off; names and flights to follow"
          autosize
          minRows={3}
          maxLength={2000}
          withAsterisk
          value={description}
          error={error}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={isPending} onClick={save}>
            Save entry
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
