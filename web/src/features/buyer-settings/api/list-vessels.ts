import type { TOption } from '@portcall/contracts/fields';
import { type TVessel, ZVessel } from '@portcall/contracts/fleet';
import { MAX_PAGE_SIZE, type TPaged, ZPaged } from '@portcall/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

type ListQuery = Record<string, QueryValue>;

/**
 * GET /secured/buyer/settings/vessels: the company's vessels, paged, sorted (name, imo, dwt,
 * createdAt) and filtered by name, imo (prefix), vesselTypeId, fleetId and isActive.
 */
export function listVessels(query: ListQuery, signal?: AbortSignal): Promise<TPaged<TVessel>> {
  return apiRequest('/secured/buyer/settings/vessels', { query, signal, schema: ZPaged(ZVessel) });
}

export const vesselListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.buyerSettings.vesselList(query),
    queryFn: ({ signal }) => listVessels(query, signal),
    placeholderData: keepPreviousData,
  });

export function useVesselList(query: ListQuery) {
  return useQuery(vesselListQueryOptions(query));
}

/**
 * Vessels as options for pickers. Only active vessels can be newly assigned to a profile; a fleet
 * may also keep inactive ones (they stay in their fleets).
 */
export function useVesselOptions({ activeOnly }: { activeOnly: boolean }) {
  const query: ListQuery = { page: 0, size: MAX_PAGE_SIZE, property: 'name', direction: 'ASC' };
  if (activeOnly) query.isActive = true;
  return useQuery({
    ...vesselListQueryOptions(query),
    placeholderData: undefined,
    select: (page): TOption[] =>
      page.items.map((v) => ({
        value: String(v.id),
        label: `${v.name} · IMO ${v.imo}${v.isActive ? '' : ' (inactive)'}`,
      })),
  });
}
