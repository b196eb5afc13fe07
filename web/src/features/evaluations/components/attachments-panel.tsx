import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AttachmentItem, documentKindLabels } from '../../../ui/attachment-item';
import { LineDocumentCheck } from '../../da-helper/components/line-document-check';
import { downloadDisbursementAttachment, useDisbursement } from '../api/load-disbursement';
import { TranslationDialog, type TranslationTarget } from './translation-dialog';

/**
 * The files the agent attached to the DA, by line, each opened with a click; a line's file can be
 * translated, and the DA helper checks a line's amount against its invoice and flags the line when
 * they disagree.
 */
export function AttachmentsPanel({ evaluationId, proformaId }: { evaluationId: number; proformaId: number }) {
  const da = useDisbursement(evaluationId, proformaId);
  const [translating, setTranslating] = useState<TranslationTarget | null>(null);
  if (!da.data) return null;
  const lines = Object.values(da.data.sections)
    .flat()
    .filter((e) => e.attachments.length > 0);
  const documents = da.data.documents;
  const file = (a: { id: number; filename: string; kind: string }) => (
    <AttachmentItem
      key={a.id}
      filename={a.filename}
      note={documentKindLabels[a.kind] ?? a.kind.toLowerCase()}
      onOpen={() => void downloadDisbursementAttachment(proformaId, a)}
    />
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
              {line.attachments.map((a) => (
                // Wraps in the evaluation's narrow side column rather than pushing "Translate" past its edge.
                <Group key={a.id} gap={4} wrap="wrap">
                  {file(a)}
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={`Translate ${a.filename}`}
                    onClick={() => setTranslating({ expenseId: line.id, fileId: a.id, filename: a.filename })}
                  >
                    Translate
                  </Button>
                </Group>
              ))}
              <LineDocumentCheck
                evaluationId={evaluationId}
                proformaId={proformaId}
                expenseId={line.id}
                lineName={line.name}
                enteredAmount={line.amount}
                currency={line.currency ?? da.data?.currency ?? ''}
                attachments={line.attachments}
              />
            </Group>
          ))}
        </Stack>
      )}
      <TranslationDialog evaluationId={evaluationId} target={translating} onClose={() => setTranslating(null)} />
    </Paper>
  );
}
