import { ZLiveNotification } from '@portcall/contracts/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { queryKeys } from '../../../api/query-keys';
import { useRealtimeTopic } from '../../../api/use-realtime';
import { nextUnreadCount } from '../../../lib/unread-count';

/**
 * A notification pushed on `{userId}/NOTIFICATIONS`: a toast, the badge set to the count the server
 * sends (else +1), and the drawer's lists refreshed. Pushes of the evaluation workflows that carry
 * only a message and no stored notification still toast.
 */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  useRealtimeTopic('NOTIFICATIONS', 'notification', (payload) => {
    const message = (payload as { eventMessage?: unknown } | null)?.eventMessage;
    if (typeof message === 'string' && message) toast.info(message);
    const live = ZLiveNotification.safeParse(payload);
    if (!live.success) return;
    client.setQueryData<number>(queryKeys.notifications.unread(), (c) =>
      nextUnreadCount(c, { kind: 'arrived', serverCount: live.data.unreadCount }),
    );
    void client.invalidateQueries({ queryKey: queryKeys.notifications.lists() });
  });
}
