import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { DocumentIcon } from './icons';

export interface AttachmentItemProps {
  filename: string;
  /** What the file is for ("statement of facts"), shown dimmed after the name. */
  note?: string;
  /** Opens (downloads) the file; without it the name is plain text (a file the viewer cannot fetch). */
  onOpen?: () => void;
  /** Takes the file off a form being edited. */
  onRemove?: () => void;
}

/**
 * One stored file, shown the same way on every DA-journey screen (the agent's DA form, the buyer's
 * evaluation, the bank-account form): document icon, name (a link when it can be opened), what it is,
 * and a remove button while the form is edited. A long name is cut with an ellipsis inside its cell
 * and kept whole in the tooltip, so it never widens a table past the screen.
 */
export function AttachmentItem({ filename, note, onOpen, onRemove }: AttachmentItemProps) {
  return (
    <Group gap={6} wrap="nowrap" miw={0} className="attachment-item">
      <DocumentIcon size={14} aria-hidden style={{ flex: 'none' }} />
      {onOpen ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          truncate
          title={filename}
          onClick={onOpen}
          aria-label={`Open ${filename}`}
        >
          {filename}
        </Anchor>
      ) : (
        <Text size="sm" truncate title={filename}>
          {filename}
        </Text>
      )}
      {note ? (
        <Text span size="xs" c="dimmed" style={{ flex: 'none' }}>
          ({note})
        </Text>
      ) : null}
      {onRemove ? (
        <ActionIcon size="xs" variant="subtle" color="red" aria-label={`Remove ${filename}`} onClick={onRemove}>
          ×
        </ActionIcon>
      ) : null}
    </Group>
  );
}

/** What a DA's file is for, as the attachment's note says it. */
export const documentKindLabels: Record<string, string> = {
  SUPPORTING: 'supporting document',
  BANK_PAYMENT: 'bank payment',
  STATEMENT_OF_FACTS: 'statement of facts',
  INVOICE: 'invoice',
  OTHER: 'other',
};
