import { type TConversation, type TConversationMessage, ZConversationMessage } from '@portcall/contracts/conversations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';
import { queryKeys } from '../../../api/query-keys';

export interface SendMessageInput {
  appointmentId: number;
  buyerId: number;
  text: string;
  title?: string;
  files: File[];
}

/** POST conversation/{appointmentId}/message/send?buyerId= as multipart: `form` {title, text} + `attachments`. */
export function sendMessage({ appointmentId, buyerId, text, title, files }: SendMessageInput) {
  return apiRequest(`/secured/conversation/${appointmentId}/message/send`, {
    method: 'POST',
    query: { buyerId },
    body: buildMultipart({ text, ...(title?.trim() ? { title: title.trim() } : {}) }, files),
    schema: ZConversationMessage,
  });
}

/** Appends a message to a cached conversation once, whether the answer or the live event came first. */
export function withMessage(conversation: TConversation | undefined, message: TConversationMessage) {
  if (!conversation || conversation.messages.some((m) => m.id === message.id)) return conversation;
  return { ...conversation, messages: [...conversation.messages, message] };
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    // The form shows the failure under its fields.
    meta: { silent: true },
    onSuccess: (message, { appointmentId, buyerId }) => {
      client.setQueryData<TConversation>(queryKeys.messages.conversation(appointmentId, buyerId), (c) =>
        withMessage(c, message),
      );
    },
  });
}
