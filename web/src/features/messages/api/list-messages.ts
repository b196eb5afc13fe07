import { type TConversationMessage, type TMessageStatusFilter, ZMessagePage } from '@portcall/contracts/conversations';
import { MESSAGES_PAGE_SIZE, type TPaged } from '@portcall/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';
import { refetchSize } from '../../../lib/unread-count';

/**
 * POST messages/list: the reader's inbox with the status filter of operations §3, page 0 of
 * page size x (page + 1) rows so "load more" keeps what is shown.
 */
export function listMessages(
  status: TMessageStatusFilter,
  size: number,
  signal?: AbortSignal,
): Promise<TPaged<TConversationMessage>> {
  return apiRequest('/secured/messages/list', {
    method: 'POST',
    body: { page: 0, size, filter: { singleValueFilterItems: [{ name: 'status', value: status }] } },
    signal,
    schema: ZMessagePage,
  });
}

export const messageListQueryOptions = (status: TMessageStatusFilter, page: number) => {
  const size = refetchSize(MESSAGES_PAGE_SIZE, page);
  return queryOptions({
    queryKey: queryKeys.messages.inbox(status, size),
    queryFn: ({ signal }) => listMessages(status, size, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silent: true },
  });
};

export function useMessageList(status: TMessageStatusFilter, page: number, isEnabled: boolean) {
  return useQuery({ ...messageListQueryOptions(status, page), enabled: isEnabled });
}
