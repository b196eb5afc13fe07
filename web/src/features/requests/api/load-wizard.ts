import { ZRequestWizard } from '@portcall/contracts/requests';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

const rc = '/secured/request-case';

/** GET request-case/{id}/load-wizard: the draft where it was left. */
export function useRequestWizard(id: number | null) {
  return useQuery({
    queryKey: requestKeys.wizard(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`${rc}/${id}/load-wizard`, { signal, schema: ZRequestWizard }),
    enabled: id !== null,
  });
}
