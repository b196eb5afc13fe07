import { Alert, Button, Group, Text } from '@mantine/core';
import { messages } from '@portcall/contracts/messages';
import type { EditConflict } from './use-edit-conflict';

/**
 * Inside a form: who changed the item while one was editing, or that a save met a newer version,
 * with the reload that keeps what one typed. Nothing when the form is on the newest version.
 */
export function EditConflictAlert({ conflict }: { conflict: EditConflict }) {
  const text = conflict.isStale ? messages.STALE_VERSION_RELOAD : conflict.changedBy;
  if (!text) return null;
  return (
    <Alert
      color={conflict.isStale ? 'red' : 'yellow'}
      variant="light"
      role="alert"
      aria-label="Changed by someone else"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{text}</Text>
        <Button size="compact-sm" variant="light" loading={conflict.isReloading} onClick={() => void conflict.reload()}>
          Reload
        </Button>
      </Group>
    </Alert>
  );
}
