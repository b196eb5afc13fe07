import type { TOption } from '@portcall/contracts/fields';
import { ZVessel } from '@portcall/contracts/fleet';
import { MAX_PAGE_SIZE, ZPaged } from '@portcall/contracts/paging';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** GET buyer/settings/vessels: the company's active vessels, as options for the wizard and the filters. */
export async function listVesselOptions(signal?: AbortSignal): Promise<Array<TOption & { name: string }>> {
  const page = await apiRequest('/secured/buyer/settings/vessels', {
    query: { page: 0, size: MAX_PAGE_SIZE, property: 'name', direction: 'ASC', isActive: true },
    signal,
    schema: ZPaged(ZVessel),
    redirectOn403: false,
  });
  return page.items.map((v) => ({ value: String(v.id), label: `${v.name} (IMO ${v.imo})`, name: v.name }));
}

export function useVesselOptions() {
  return useQuery({
    queryKey: portCallKeys.vessels(),
    queryFn: ({ signal }) => listVesselOptions(signal),
    staleTime: 60_000,
    meta: { silent: true },
  });
}
