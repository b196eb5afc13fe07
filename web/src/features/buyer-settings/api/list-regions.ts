import type { TOption } from '@portcall/contracts/fields';
import { MAX_PAGE_SIZE, type TPaged, ZPaged } from '@portcall/contracts/paging';
import { type TRegion, ZRegion } from '@portcall/contracts/settings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

type ListQuery = Record<string, QueryValue>;

/**
 * GET /secured/regions (operations §7 "Regions"; SETTINGS_EDIT_USER): paged, sorted (name,
 * state, createdAt) and filtered by name and state.
 */
export function listRegions(query: ListQuery, signal?: AbortSignal): Promise<TPaged<TRegion>> {
  return apiRequest('/secured/regions', { query, signal, schema: ZPaged(ZRegion) });
}

export const regionListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.buyerSettings.regionList(query),
    queryFn: ({ signal }) => listRegions(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRegionList(query: ListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...regionListQueryOptions(query), enabled: options.enabled ?? true });
}

/** Every region as an option (a rule's regions); inactive ones say so, since they restrict nobody. */
export function useRegionOptions() {
  return useQuery({
    ...regionListQueryOptions({ page: 0, size: MAX_PAGE_SIZE, property: 'name', direction: 'ASC' }),
    placeholderData: undefined,
    select: (page): TOption[] =>
      page.items.map((r) => ({ value: String(r.id), label: r.state === 'ACTIVE' ? r.name : `${r.name} (inactive)` })),
  });
}
