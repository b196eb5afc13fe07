import { ZUnreadCount } from '@portcall/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';
import { nextUnreadCount } from '../../../lib/unread-count';

/** POST notification/read: answers the new unread count. */
export function readNotification(id: number) {
  return apiRequest('/secured/notification/read', {
    method: 'POST',
    body: { id },
    schema: ZUnreadCount,
    redirectOn404: false,
  });
}

export function useReadNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: ({ count }) => {
      client.setQueryData<number>(queryKeys.notifications.unread(), (c) =>
        nextUnreadCount(c, { kind: 'read', serverCount: count }),
      );
      return client.invalidateQueries({ queryKey: queryKeys.notifications.lists() });
    },
  });
}
