import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDate } from '@portcall/contracts/format';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { isApiError } from '../../../api/api-error';
import { RichTextInput } from '../../../ui/rich-text-field';
import { useAddComment, useComments } from '../api/expense-comments';

/** The thread on one expense of one request: both sides write, the server keeps the toolbar's tags only. */
export function CommentsPanel({
  requestId,
  expenseId,
  expenseName,
}: {
  requestId: number;
  expenseId: number;
  expenseName: string;
}) {
  const thread = useComments(requestId, expenseId);
  const add = useAddComment(requestId, expenseId);
  const [text, setText] = useState('');
  const send = () =>
    add.mutate(text, {
      onSuccess: () => setText(''),
      onError: (error) => toast.error(isApiError(error) ? error.message : 'The comment could not be saved'),
    });
  return (
    <Stack gap="xs" aria-label={`Comments on ${expenseName}`}>
      {thread.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          No comments on this expense yet.
        </Text>
      ) : null}
      {thread.data?.map((c) => (
        <Stack key={c.id} gap={0}>
          <Text size="xs" c="dimmed">
            {c.authorName} · {c.companyName} · {formatDate(c.createdAt)}
          </Text>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server to the toolbar's tags */}
          <div className="message-text" dangerouslySetInnerHTML={{ __html: c.commentText }} />
        </Stack>
      ))}
      <RichTextInput value={text} onChange={setText} placeholder="Write a comment..." label="Comment" />
      <Group justify="flex-end">
        <Button size="xs" onClick={send} loading={add.isPending} disabled={text.trim() === ''}>
          Add comment
        </Button>
      </Group>
    </Stack>
  );
}
