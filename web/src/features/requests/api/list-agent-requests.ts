import { ZPaged } from '@portcall/contracts/paging';
import { ZAgentRequestListItem } from '@portcall/contracts/requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { requestKeys } from './keys';

/** GET request-for-quotations: the agent's inbox. */
export function useAgentRequests(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: requestKeys.inbox(query),
    queryFn: ({ signal }) =>
      apiRequest('/secured/request-for-quotations', { query, signal, schema: ZPaged(ZAgentRequestListItem) }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
