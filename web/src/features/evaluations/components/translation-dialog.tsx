import { Alert, Badge, Button, Group, Loader, Modal, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { useAttachmentTranslation, useTranslatorFeedbackMutation } from '../api/translate-attachment';

export interface TranslationTarget {
  expenseId: number;
  fileId: number;
  filename: string;
}

/** Useful / not useful, once per translation, with an optional comment. */
function Feedback({ requestId }: { requestId: string }) {
  const send = useTranslatorFeedbackMutation();
  const [comment, setComment] = useState('');
  const [sent, setSent] = useState(false);
  if (sent) return <Text size="sm">Thank you: your feedback was recorded.</Text>;
  const answer = async (isUseful: boolean) => {
    try {
      await send.mutateAsync({ requestId, isUseful, ...(comment.trim() ? { comment: comment.trim() } : {}) });
      setSent(true);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Stack gap={6}>
      <Textarea
        label="Comment (optional)"
        autosize
        minRows={1}
        maxLength={2000}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
      />
      <Group gap="sm">
        <Text size="sm">Was this translation useful?</Text>
        <Button size="xs" variant="light" color="teal" loading={send.isPending} onClick={() => void answer(true)}>
          Useful
        </Button>
        <Button size="xs" variant="light" color="red" loading={send.isPending} onClick={() => void answer(false)}>
          Not useful
        </Button>
      </Group>
    </Stack>
  );
}

/** The agent's file in English, page by page, with the language it was read in. */
export function TranslationDialog({
  evaluationId,
  target,
  onClose,
}: {
  evaluationId: number;
  target: TranslationTarget | null;
  onClose: () => void;
}) {
  const translation = useAttachmentTranslation(evaluationId, target);
  const data = translation.data;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="xl"
      title={target ? `Translation of ${target.filename}` : ''}
    >
      {translation.isLoading ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">Reading and translating the file…</Text>
        </Group>
      ) : translation.error ? (
        <Alert color="orange" variant="light" title="No translation">
          {errorMessage(translation.error)}
        </Alert>
      ) : data ? (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm">Language detected:</Text>
            <Badge variant="light">{data.languageName}</Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {data.heading}
          </Text>
          <ScrollArea.Autosize mah="55vh">
            <Stack gap="sm">
              {data.pages.map((page, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: pages are fixed and in order
                <Paper key={i} withBorder p="sm" aria-label={`Page ${i + 1} of ${data.pages.length}`}>
                  <Text size="xs" c="dimmed" mb={4}>
                    Page {i + 1} of {data.pages.length}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {page}
                  </Text>
                </Paper>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          {data.requestId ? <Feedback requestId={data.requestId} /> : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
