import { ZUnreadCount } from '@portcall/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';
import { nextUnreadCount } from '../../../lib/unread-count';

/** GET message/read-all (a GET in the spec, kept). */
export function readAllMessages() {
  return apiRequest('/secured/message/read-all', { schema: ZUnreadCount });
}

export function useReadAllMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readAllMessages,
    onSuccess: () => {
      client.setQueryData<number>(queryKeys.messages.unread(), (c) => nextUnreadCount(c, { kind: 'read-all' }));
      return client.invalidateQueries({ queryKey: queryKeys.messages.all() });
    },
  });
}
