import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { downloadDisbursementAttachment, useDisbursement } from '../api/load-disbursement';

const kindLabels: Record<string, string> = {
  SUPPORTING: 'supporting document',
  BANK_PAYMENT: 'bank payment',
  STATEMENT_OF_FACTS: 'statement of facts',
  INVOICE: 'invoice',
  OTHER: 'other',
};

/** The files the agent attached to the DA, by line, each opened with a click. */
export function AttachmentsPanel({ evaluationId, proformaId }: { evaluationId: number; proformaId: number }) {
  const da = useDisbursement(evaluationId, proformaId);
  if (!da.data) return null;
  const lines = Object.values(da.data.sections)
    .flat()
    .filter((e) => e.attachments.length > 0);
  const documents = da.data.documents;
  const file = (a: { id: number; filename: string; kind: string }) => (
    <Anchor
      key={a.id}
      component="button"
      type="button"
      size="sm"
      onClick={() => void downloadDisbursementAttachment(proformaId, a)}
      aria-label={`Open ${a.filename}`}
    >
      {a.filename}
      <Text span size="xs" c="dimmed">
        {' '}
        ({kindLabels[a.kind] ?? a.kind.toLowerCase()})
      </Text>
    </Anchor>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Agent's attachments">
      <Title order={4} mb="xs">
        Agent's attachments
      </Title>
      {lines.length === 0 && documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          The agent attached no file.
        </Text>
      ) : (
        <Stack gap={6}>
          {documents.length > 0 ? (
            <Group gap="sm" align="baseline">
              <Text size="sm" fw={600} w={220}>
                DA documents
              </Text>
              {documents.map(file)}
            </Group>
          ) : null}
          {lines.map((line) => (
            <Group key={line.id} gap="sm" align="baseline">
              <Text size="sm" fw={600} w={220}>
                {line.name}
              </Text>
              {line.attachments.map(file)}
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
