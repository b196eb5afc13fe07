import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { DocumentIcon } from './icons';

// A fixed cap, not a percentage: inside a table cell a percentage has nothing to resolve against,
// and a long name would widen the column (and the page) instead of ending in an ellipsis.
const NAME_WIDTH = 240;

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
 * and kept whole in its title, so it never widens a table past the screen.
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
          maw={NAME_WIDTH}
          title={filename}
          onClick={onOpen}
          aria-label={`Open ${filename}`}
        >
          {filename}
        </Anchor>
      ) : (
        <Text size="sm" truncate maw={NAME_WIDTH} title={filename}>
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
