import { ZUnreadCount } from '@portcall/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** GET notification/unread: the header badge's count. */
export async function loadUnreadNotifications(signal?: AbortSignal): Promise<number> {
  const answer = await apiRequest('/secured/notification/unread', { signal, schema: ZUnreadCount });
  return answer.count;
}

export const unreadNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.unread(),
    queryFn: ({ signal }) => loadUnreadNotifications(signal),
    // Live events keep it current; a failure leaves the badge empty rather than toasting.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });

export function useUnreadNotifications(isEnabled = true) {
  return useQuery({ ...unreadNotificationsQueryOptions(), enabled: isEnabled });
}
