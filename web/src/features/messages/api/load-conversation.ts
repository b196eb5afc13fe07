import { type TConversation, ZConversation } from '@portcall/contracts/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** GET conversation/{appointmentId}/load?buyerId=: the appointment's messages, oldest first. */
export function loadConversation(appointmentId: number, buyerId: number, signal?: AbortSignal): Promise<TConversation> {
  return apiRequest(`/secured/conversation/${appointmentId}/load`, {
    query: { buyerId },
    signal,
    schema: ZConversation,
    // A panel embedded in another page says it cannot open the conversation; it never leaves the page.
    redirectOn404: false,
    redirectOn403: false,
  });
}

export const conversationQueryOptions = (appointmentId: number, buyerId: number) =>
  queryOptions({
    queryKey: queryKeys.messages.conversation(appointmentId, buyerId),
    queryFn: ({ signal }) => loadConversation(appointmentId, buyerId, signal),
    staleTime: 0,
    meta: { silent: true },
  });

export function useConversation(appointmentId: number, buyerId: number) {
  return useQuery(conversationQueryOptions(appointmentId, buyerId));
}
