import { Alert, Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import type { TConversation } from '@portcall/contracts/conversations';
import { messages } from '@portcall/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { errorMessage } from '../../../api/http-policy';
import { queryKeys } from '../../../api/query-keys';
import { useConversation } from '../api/load-conversation';
import { useReadMessage } from '../api/read-message';
import { MessageBubble } from './message-bubble';

// The reply form (rich text editor and attachments: tiptap, prosemirror, filepond) loads when a
// conversation is opened, not with every secured page's header.
const ReplyForm = lazy(() => import('./reply-form').then((m) => ({ default: m.ReplyForm })));

export interface ConversationPanelProps {
  appointmentId: number;
  buyerId: number;
  /** Height of the message list; the reply box sits under it. */
  height?: number | string;
}

/**
 * An appointment's conversation: every message (mine on the right, received on the left) and the
 * reply box. New messages arrive live (the messages feature's live hook writes them into this
 * query); what the reader sees is marked read. Embeddable in any page (appointment drawer,
 * evaluation page) with the appointment's id and its buyer company's id.
 */
export function ConversationPanel({ appointmentId, buyerId, height = 360 }: ConversationPanelProps) {
  const client = useQueryClient();
  const conversation = useConversation(appointmentId, buyerId);
  const read = useReadMessage();
  const requested = useRef(new Set<number>());
  const viewport = useRef<HTMLDivElement>(null);
  const list = conversation.data?.messages ?? [];
  const lastId = list.at(-1)?.id;

  useEffect(() => {
    for (const message of list) {
      if (!message.received || message.isRead || requested.current.has(message.id)) continue;
      requested.current.add(message.id);
      read.mutate(message.id, {
        onSuccess: () =>
          client.setQueryData<TConversation>(queryKeys.messages.conversation(appointmentId, buyerId), (c) =>
            c ? { ...c, messages: c.messages.map((m) => (m.id === message.id ? { ...m, isRead: true } : m)) } : c,
          ),
      });
    }
  }, [list, read, client, appointmentId, buyerId]);

  // The newest message is the one to see, as in any chat.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the last message changes
  useEffect(() => {
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  if (conversation.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (conversation.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(conversation.error)}
      </Alert>
    );

  return (
    <Stack gap="sm" className="conversation-panel">
      <ScrollArea.Autosize mah={height} viewportRef={viewport} type="auto" offsetScrollbars>
        <Stack gap="xs" py={4} aria-label="Conversation" role="log">
          {list.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {messages.NO_CONVERSATION_MESSAGES}
            </Text>
          ) : (
            list.map((m) => <MessageBubble key={m.id} message={m} />)
          )}
        </Stack>
      </ScrollArea.Autosize>
      <Suspense fallback={<Loader size="sm" />}>
        <ReplyForm appointmentId={appointmentId} buyerId={buyerId} />
      </Suspense>
    </Stack>
  );
}
