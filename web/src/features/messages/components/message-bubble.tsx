import { Box, Button, Group, Paper, Text } from '@mantine/core';
import type { TConversationMessage } from '@portcall/contracts/conversations';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { PaperclipIcon } from '../../../ui/icons';
import { downloadAttachment } from '../api/download-attachment';

function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * One message of a conversation: what I sent on the right, what I received on the left, with the
 * sender's name and company, the date, and its attachments to download. The text was sanitised by
 * the server to the toolbar's tags before it was stored, so it is shown as HTML.
 */
export function MessageBubble({ message }: { message: TConversationMessage }) {
  const isMine = !message.received;
  return (
    <Box className="message-row" data-mine={isMine || undefined}>
      <Paper
        className="message-bubble"
        data-mine={isMine || undefined}
        data-unread={(message.received && !message.isRead) || undefined}
        p="sm"
        radius="md"
        withBorder
        aria-label={`Message from ${message.senderFullName}`}
      >
        <Group justify="space-between" gap="md" wrap="nowrap" mb={4}>
          <Text size="xs" fw={650} truncate>
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
        {message.title ? (
          <Text size="sm" fw={600}>
            {message.title}
          </Text>
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server to the toolbar's tags */}
        <div className="message-text" dangerouslySetInnerHTML={{ __html: message.text }} />
        {message.attachments.length > 0 ? (
          <Group gap={6} mt={6}>
            {message.attachments.map((a) => (
              <Button
                key={a.id}
                size="compact-xs"
                variant="light"
                color="navy"
                leftSection={<PaperclipIcon size={13} />}
                onClick={() => void downloadAttachment(message.id, a)}
                aria-label={`Download ${a.name}`}
              >
                {a.name} ({sizeLabel(a.size)})
              </Button>
            ))}
          </Group>
        ) : null}
      </Paper>
    </Box>
  );
}
