import { type TFleet, ZFleet } from '@portcall/contracts/fleet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** GET /secured/buyers/{buyerId}/fleets: every fleet of the buyer (a plain list), filter isActive. */
export function listFleets(buyerId: number, query: { isActive?: boolean }, signal?: AbortSignal): Promise<TFleet[]> {
  return apiRequest(`/secured/buyers/${buyerId}/fleets`, { query, signal, schema: z.array(ZFleet) });
}

export const fleetListQueryOptions = (buyerId: number, query: { isActive?: boolean }) =>
  queryOptions({
    queryKey: queryKeys.buyerSettings.fleetList(buyerId, query),
    queryFn: ({ signal }) => listFleets(buyerId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useFleetList(buyerId: number, query: { isActive?: boolean } = {}) {
  return useQuery(fleetListQueryOptions(buyerId, query));
}
