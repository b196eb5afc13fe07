import { ZHistoricalExpenses } from '@portcall/contracts/requests';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

const rc = '/secured/request-case';

/** GET request-case/{id}/load-historical-expenses; never kept after use (operations §9). */
export function useHistoricalExpenses(id: number | null) {
  return useQuery({
    queryKey: requestKeys.historical(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`${rc}/${id}/load-historical-expenses`, { signal, schema: ZHistoricalExpenses }),
    enabled: id !== null,
    gcTime: 0,
  });
}
