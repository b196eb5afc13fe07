import { ZPaged } from '@portcall/contracts/paging';
import { ZRequestCaseListItem } from '@portcall/contracts/requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { requestKeys } from './keys';

/** GET request-cases: the buyer dashboard's requests view. */
export function listRequestCases(query: Record<string, QueryValue>, signal?: AbortSignal) {
  return apiRequest('/secured/request-cases', { query, signal, schema: ZPaged(ZRequestCaseListItem) });
}

export function useRequestCases(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: requestKeys.cases(query),
    queryFn: ({ signal }) => listRequestCases(query, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
