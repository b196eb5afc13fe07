import { type TPortCallEdit, ZPortCallEdit } from '@portcall/contracts/port-calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** GET port-call/{id}/load: everything the port call form edits. */
export function loadPortCall(id: number, signal?: AbortSignal): Promise<TPortCallEdit> {
  return apiRequest(`/secured/port-call/${id}/load`, { signal, schema: ZPortCallEdit });
}

export const portCallQueryOptions = (id: number) =>
  queryOptions({
    queryKey: portCallKeys.portCall(id),
    queryFn: ({ signal }) => loadPortCall(id, signal),
    meta: { silent: true },
  });

export function usePortCall(id: number | null) {
  return useQuery({ ...portCallQueryOptions(id ?? 0), enabled: id !== null });
}
