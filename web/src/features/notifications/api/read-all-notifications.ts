import { ZUnreadCount } from '@portcall/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';
import { nextUnreadCount } from '../../../lib/unread-count';

/** POST notification/read-all. */
export function readAllNotifications() {
  return apiRequest('/secured/notification/read-all', { method: 'POST', schema: ZUnreadCount });
}

export function useReadAllNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: () => {
      client.setQueryData<number>(queryKeys.notifications.unread(), (c) => nextUnreadCount(c, { kind: 'read-all' }));
      return client.invalidateQueries({ queryKey: queryKeys.notifications.lists() });
    },
  });
}
