import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { MAX_MESSAGE_TEXT } from '@portcall/contracts/conversations';
import { formatMessage, messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorAlert } from '../../../ui/form-error-alert';
import { RichTextField } from '../../../ui/rich-text-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { UploadField, type UploadItem } from '../../../ui/upload-field';
import { useSendMessage } from '../api/send-message';

// The server stores at most ten files a message.
const MAX_ATTACHMENTS = 10;

const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

export const ZReplyForm = z.object({
  text: z
    .string()
    .refine(hasText, messages.REQUIRED_FIELD)
    .refine((html) => html.length <= MAX_MESSAGE_TEXT, formatMessage('MAX_LENGTH', { n: MAX_MESSAGE_TEXT })),
  attachments: z.array(z.custom<UploadItem>()),
});
export type TReplyForm = z.infer<typeof ZReplyForm>;

const empty: TReplyForm = { text: '', attachments: [] };

/**
 * The reply box of a conversation: the rich-text field (toolbar and placeholder of platform-core §9)
 * and the upload field (20 MB a file, 25 MB together), sent as one multipart request.
 */
export function ReplyForm({
  appointmentId,
  buyerId,
  onSent,
}: {
  appointmentId: number;
  buyerId: number;
  onSent?: () => void;
}) {
  const send = useSendMessage();
  const [problem, setProblem] = useState<string>();
  // FilePond keeps its own items once mounted: a new key gives an empty field after a send.
  const [round, setRound] = useState(0);
  const form = useForm<TReplyForm>({ resolver: zodResolver(ZReplyForm), defaultValues: empty });

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    const files = values.attachments.flatMap((a) => (a.kind === 'new' ? [a.file] : []));
    try {
      await send.mutateAsync({ appointmentId, buyerId, text: values.text, files });
      form.reset(empty);
      setRound((r) => r + 1);
      onSent?.();
    } catch (error) {
      setProblem(applyServerErrors(error, form.setError, ['text', 'attachments']));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Reply">
      <Stack gap="xs">
        <FormErrorAlert message={problem} />
        <RichTextField control={form.control} name="text" />
        <UploadField key={round} control={form.control} name="attachments" multiple maxFiles={MAX_ATTACHMENTS} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
