import { type TPublicPortLog, ZPublicPortLog } from '@portcall/contracts/port-logs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portLogKeys } from './keys';

/** GET assignment/{id}/load-public-port-log: what the agent sees (included departments, submitted entries). */
export function loadPublicPortLog(id: number, signal?: AbortSignal): Promise<TPublicPortLog> {
  return apiRequest(`/secured/assignment/${id}/load-public-port-log`, { signal, schema: ZPublicPortLog });
}

export function usePublicPortLog(id: number | undefined) {
  return useQuery({
    queryKey: portLogKeys.public(id ?? 0),
    queryFn: ({ signal }) => loadPublicPortLog(id as number, signal),
    enabled: id !== undefined,
  });
}
