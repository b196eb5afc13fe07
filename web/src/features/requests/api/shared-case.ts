import { ZSharedRequestCase } from '@portcall/contracts/requests';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

/**
 * POST public/shared/request-case/{id} {code}: the case read-only, without login. A 404 stays on the
 * page (it says the link is not valid) instead of leaving for the error page.
 */
export function useSharedRequestCase(id: number, code: string) {
  return useQuery({
    queryKey: ['shared-request-case', id, code],
    queryFn: ({ signal }) =>
      apiRequest(`/public/shared/request-case/${id}`, {
        method: 'POST',
        body: { code },
        signal,
        schema: ZSharedRequestCase,
        redirectOn404: false,
      }),
    enabled: code !== '',
    retry: false,
    meta: { silent: true },
  });
}
