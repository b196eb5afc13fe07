import { ZRequestCase } from '@portcall/contracts/requests';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

/** GET request-case/{id}/load: the case with each agent's request. */
export function loadRequestCase(id: number, signal?: AbortSignal) {
  return apiRequest(`/secured/request-case/${id}/load`, { signal, schema: ZRequestCase });
}

export function useRequestCase(id: number) {
  return useQuery({ queryKey: requestKeys.case(id), queryFn: ({ signal }) => loadRequestCase(id, signal) });
}
