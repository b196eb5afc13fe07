import { ZPortCallListItem } from '@portcall/contracts/dashboard';
import { ZPaged } from '@portcall/contracts/paging';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

/** GET dashboard/portCalls: the buyer's port calls; a request case is made for a draft or in-process one. */
export function listPortCallOptions(signal?: AbortSignal) {
  return apiRequest('/secured/dashboard/portCalls', {
    query: { page: 0, size: 200 },
    signal,
    schema: ZPaged(ZPortCallListItem),
  });
}

export function usePortCallOptions() {
  return useQuery({
    queryKey: requestKeys.portCalls(),
    queryFn: ({ signal }) => listPortCallOptions(signal),
    select: (page) => page.items.filter((p) => p.status === 'DRAFT' || p.status === 'IN_PROCESS'),
  });
}
