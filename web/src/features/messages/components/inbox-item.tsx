import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import type { TConversationMessage } from '@portcall/contracts/conversations';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { PaperclipIcon } from '../../../ui/icons';

/** The message's text without its formatting, for a one-line preview. */
export function previewOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** What a conversation is about: its vessel at its port, else its appointment's number. */
export function conversationTitle(message: Pick<TConversationMessage, 'vesselName' | 'portName' | 'conversationId'>) {
  return message.vesselName && message.portName
    ? `${message.vesselName} at ${message.portName}`
    : `Appointment #${message.conversationId}`;
}

/** One conversation of the inbox (its latest message): sender, company, date, a preview; unread ones are marked. */
export function InboxItem({
  message,
  onOpen,
}: {
  message: TConversationMessage;
  onOpen: (message: TConversationMessage) => void;
}) {
  const isUnread = message.received && !message.isRead;
  return (
    <UnstyledButton
      className="inbox-item"
      data-unread={isUnread || undefined}
      onClick={() => onOpen(message)}
      aria-label={`${isUnread ? 'Unread message' : 'Message'} from ${message.senderFullName}: ${conversationTitle(message)}`}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box className="inbox-item__dot" aria-hidden="true" />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm" fw={isUnread ? 700 : 500} truncate>
              {message.senderFullName}
              <Text span size="xs" c="dimmed" fw={400}>
                {' · '}
                {message.senderCompanyName}
              </Text>
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTimeInZone(message.sentDate)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            {message.attachments.length > 0 ? <PaperclipIcon size={13} aria-label="Has attachments" /> : null}
            <Text size="sm" c={isUnread ? undefined : 'dimmed'} truncate>
              {message.title ? `${message.title}: ` : ''}
              {previewOf(message.text)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {conversationTitle(message)}
            {message.counterpartyName ? ` · ${message.counterpartyName}` : ''}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
