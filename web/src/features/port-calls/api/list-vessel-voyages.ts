import { MAX_PAGE_SIZE, ZPaged } from '@portcall/contracts/paging';
import { type TVoyage, ZVoyage } from '@portcall/contracts/port-calls';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** POST vessel/{id}/voyages (a paging body): the vessel's voyages, newest first. */
export async function listVesselVoyages(vesselId: number): Promise<TVoyage[]> {
  const page = await apiRequest(`/secured/vessel/${vesselId}/voyages`, {
    method: 'POST',
    body: { page: 0, size: MAX_PAGE_SIZE, order: { property: 'createdAt', direction: 'DESC' } },
    schema: ZPaged(ZVoyage),
    redirectOn404: false,
  });
  return page.items;
}

export function useVesselVoyages(vesselId: number | null) {
  return useQuery({
    queryKey: portCallKeys.voyages(vesselId ?? 0),
    // No abort signal: the list is small and kept for the next step, and a vessel changed mid-flight
    // would otherwise show as a failed request in the console.
    queryFn: () => listVesselVoyages(vesselId ?? 0),
    enabled: vesselId !== null,
    meta: { silent: true },
  });
}
