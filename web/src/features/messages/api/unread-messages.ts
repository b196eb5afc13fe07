import { ZUnreadCount } from '@portcall/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** GET message/unread: the header badge's count. */
export async function loadUnreadMessages(signal?: AbortSignal): Promise<number> {
  const answer = await apiRequest('/secured/message/unread', { signal, schema: ZUnreadCount });
  return answer.count;
}

export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.messages.unread(),
    queryFn: ({ signal }) => loadUnreadMessages(signal),
    // Live events keep it current; a failure leaves the badge empty rather than toasting.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });

export function useUnreadMessages() {
  return useQuery(unreadMessagesQueryOptions());
}
