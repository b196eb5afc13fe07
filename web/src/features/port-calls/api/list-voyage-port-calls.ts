import { ZPortCallListItem } from '@portcall/contracts/dashboard';
import { ZPaged } from '@portcall/contracts/paging';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

// A voyage holds a handful of port calls; one page this size holds them all.
const VOYAGE_PORT_CALLS_SIZE = 100;

/**
 * The open port calls of one voyage, for the wizard's "existing port call" choice: GET
 * dashboard/portCalls filtered by vessel and voyage number (a part match there, so the voyage is
 * matched exactly here), keeping DRAFT and IN_PROCESS ones, the only ones an appointment may take.
 */
export async function listVoyagePortCalls(
  input: { vesselId: number; voyageId: number; voyageNumber: string },
  signal?: AbortSignal,
) {
  const page = await apiRequest('/secured/dashboard/portCalls', {
    query: {
      page: 0,
      size: VOYAGE_PORT_CALLS_SIZE,
      vessel: input.vesselId,
      voyageNumber: input.voyageNumber,
      property: 'eta',
      direction: 'ASC',
    },
    signal,
    schema: ZPaged(ZPortCallListItem),
  });
  return page.items.filter(
    (p) => p.voyage?.id === input.voyageId && (p.status === 'DRAFT' || p.status === 'IN_PROCESS'),
  );
}

export function useVoyagePortCalls(input: { vesselId: number; voyageId: number; voyageNumber: string }) {
  return useQuery({
    queryKey: [...portCallKeys.dashboard(), 'voyage-port-calls', input],
    queryFn: ({ signal }) => listVoyagePortCalls(input, signal),
    meta: { silent: true },
  });
}
