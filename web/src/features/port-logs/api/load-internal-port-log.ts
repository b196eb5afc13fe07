import { type TInternalPortLog, ZInternalPortLog } from '@portcall/contracts/port-logs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portLogKeys } from './keys';

/** GET assignment/{id}/load-internal-port-log: every department with its entries, and the general comments. */
export function loadInternalPortLog(id: number, signal?: AbortSignal): Promise<TInternalPortLog> {
  return apiRequest(`/secured/assignment/${id}/load-internal-port-log`, { signal, schema: ZInternalPortLog });
}

export function useInternalPortLog(id: number | undefined) {
  return useQuery({
    queryKey: portLogKeys.internal(id ?? 0),
    queryFn: ({ signal }) => loadInternalPortLog(id as number, signal),
    enabled: id !== undefined,
  });
}
