import { type TConversation, ZLiveMessage } from '@portcall/contracts/conversations';
import { formatMessage } from '@portcall/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { queryKeys } from '../../../api/query-keys';
import { useRealtimeTopic } from '../../../api/use-realtime';
import { nextUnreadCount } from '../../../lib/unread-count';
import { withMessage } from '../api/send-message';

/**
 * A message pushed on `{userId}/APPOINTMENT_CHAT`: the badge takes the reader's count from the
 * event (else +1), an open conversation shows the message at once, the inbox refreshes, and a
 * received one toasts. The sender's own echo (another tab) changes the conversation and the inbox only.
 */
export function useLiveMessages(): void {
  const client = useQueryClient();
  useRealtimeTopic('APPOINTMENT_CHAT', 'message', (payload) => {
    const live = ZLiveMessage.safeParse(payload);
    if (!live.success) return;
    const { unreadCount, ...message } = live.data;
    client.setQueryData<TConversation>(queryKeys.messages.conversation(message.conversationId, message.buyerId), (c) =>
      withMessage(c, message),
    );
    // The inbox lists conversations sent and received: one's own message moves its conversation up.
    void client.invalidateQueries({ queryKey: queryKeys.messages.inboxes() });
    if (!message.received) return;
    client.setQueryData<number>(queryKeys.messages.unread(), (c) =>
      nextUnreadCount(c, { kind: 'arrived', serverCount: unreadCount }),
    );
    toast.info(formatMessage('NEW_MESSAGE_FROM', { name: `${message.senderFullName} (${message.senderCompanyName})` }));
  });
}
