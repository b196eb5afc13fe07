import { ZVessel } from '@portcall/contracts/fleet';
import { MAX_PAGE_SIZE, ZPaged } from '@portcall/contracts/paging';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

/** GET buyer/settings/vessels: the company's active vessels a request can be made for. */
export function listVesselOptions(signal?: AbortSignal) {
  return apiRequest('/secured/buyer/settings/vessels', {
    query: { page: 0, size: MAX_PAGE_SIZE, property: 'name', direction: 'ASC', isActive: true },
    signal,
    schema: ZPaged(ZVessel),
    redirectOn403: false,
  });
}

export function useVesselOptions() {
  return useQuery({
    queryKey: requestKeys.vessels(),
    queryFn: ({ signal }) => listVesselOptions(signal),
    select: (page) => page.items.map((v) => ({ value: String(v.id), label: `${v.name} (IMO ${v.imo})` })),
  });
}
