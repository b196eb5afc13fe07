import { MAX_PAGE_SIZE, ZPaged } from '@portcall/contracts/paging';
import { type TVoyage, ZVoyage } from '@portcall/contracts/port-calls';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** POST vessel/{id}/voyages (a paging body): the vessel's voyages, newest first. */
export async function listVesselVoyages(vesselId: number, signal?: AbortSignal): Promise<TVoyage[]> {
  const page = await apiRequest(`/secured/vessel/${vesselId}/voyages`, {
    method: 'POST',
    body: { page: 0, size: MAX_PAGE_SIZE, order: { property: 'createdAt', direction: 'DESC' } },
    signal,
    schema: ZPaged(ZVoyage),
    redirectOn404: false,
  });
  return page.items;
}

export function useVesselVoyages(vesselId: number | null) {
  return useQuery({
    queryKey: portCallKeys.voyages(vesselId ?? 0),
    queryFn: ({ signal }) => listVesselVoyages(vesselId ?? 0, signal),
    enabled: vesselId !== null,
    meta: { silent: true },
  });
}
