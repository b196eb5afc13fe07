import { ZPaged } from '@portcall/contracts/paging';
import { ZRegion, ZRule } from '@portcall/contracts/settings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';

type ListQuery = Record<string, QueryValue>;

/** GET /secured/regions?buyerId (ADMIN_SUPPORT reaches any buyer's): page, size, sort, name and state. */
export function useBuyerRegions(query: ListQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'buyer-regions', query],
    queryFn: ({ signal }) => apiRequest('/secured/regions', { query, signal, schema: ZPaged(ZRegion) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /secured/rules?buyerId: the buyer's region rules, paged and sorted the same way. */
export function useBuyerRules(query: ListQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'buyer-rules', query],
    queryFn: ({ signal }) => apiRequest('/secured/rules', { query, signal, schema: ZPaged(ZRule) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
