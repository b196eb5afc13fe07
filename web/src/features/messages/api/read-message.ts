import { ZUnreadCount } from '@portcall/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';
import { nextUnreadCount } from '../../../lib/unread-count';

/** POST message/read with the message id as the body (operations §7); answers the new unread count. */
export function readMessage(id: number) {
  return apiRequest('/secured/message/read', {
    method: 'POST',
    body: id,
    schema: ZUnreadCount,
    redirectOn404: false,
  });
}

export function useReadMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: readMessage,
    // A message someone else sent may already be gone from this reader's view; nothing to tell.
    meta: { silent: true },
    onSuccess: ({ count }) => {
      client.setQueryData<number>(queryKeys.messages.unread(), (c) =>
        nextUnreadCount(c, { kind: 'read', serverCount: count }),
      );
      return client.invalidateQueries({ queryKey: queryKeys.messages.inboxes() });
    },
  });
}
