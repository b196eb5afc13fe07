import { ZRequestComparison } from '@portcall/contracts/requests';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

/** GET request-case/{id}/evaluate: the quotes side by side in the request's currency. */
export function evaluateRequestCase(id: number, signal?: AbortSignal) {
  return apiRequest(`/secured/request-case/${id}/evaluate`, { signal, schema: ZRequestComparison });
}

export function useRequestComparison(id: number) {
  return useQuery({ queryKey: requestKeys.comparison(id), queryFn: ({ signal }) => evaluateRequestCase(id, signal) });
}
