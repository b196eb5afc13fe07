import { Alert, Badge, Group, Modal, Stack, Tabs, Text, Typography } from '@mantine/core';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { errorMessage } from '../../../api/http-policy';
import { PageLoader } from '../../../ui/page-loader';
import { useOutboxEmail } from '../api/outbox';

/**
 * One e-mail of the outbox as its recipient reads it. The HTML was sanitized by the server (links
 * kept, nothing that runs), so it is rendered as is; links open in a new tab. This is how an operator
 * without an SMTP server hands on a confirmation link.
 */
export function OutboxEmailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const email = useOutboxEmail(id);
  const e = email.data;
  return (
    <Modal opened={id !== null} onClose={onClose} title={e?.subject ?? 'E-mail'} size="xl">
      {email.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(email.error)}
        </Alert>
      ) : !e ? (
        <PageLoader label="Loading the e-mail..." />
      ) : (
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm">
              To <strong>{e.toAddress}</strong>, queued {formatDateTimeInZone(e.createdAt)}
              {e.sentAt ? `, sent ${formatDateTimeInZone(e.sentAt)}` : ''}
            </Text>
            <Badge variant="light" color={e.status === 'SENT' ? 'teal' : e.status === 'DEAD' ? 'red' : 'yellow'}>
              {e.status === 'SENT' ? 'Sent' : e.status === 'DEAD' ? 'Failed' : 'Waiting'}
            </Badge>
          </Group>
          {!e.isMailerConfigured ? (
            <Alert color="blue" variant="light" title="No SMTP server is configured">
              The platform keeps its e-mails here instead of sending them (set SMTP_URL to send). Read the message below
              and follow its links, or pass them on to the recipient.
            </Alert>
          ) : null}
          {e.lastError ? (
            <Alert color="red" variant="light" title={`Sending failed after ${e.attempts} tries`}>
              {e.lastError}
            </Alert>
          ) : null}
          <Tabs defaultValue="html" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="html">Message</Tabs.Tab>
              <Tabs.Tab value="text">Plain text</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="md">
              <Typography>
                {/* Sanitized on the server: only formatting and http(s)/mailto links survive. */}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server (platform/rich-text.ts) */}
                <div className="outbox-email-body" dangerouslySetInnerHTML={{ __html: e.html }} />
              </Typography>
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="md">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {e.text}
              </Text>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Modal>
  );
}
