import { ZRequestForQuotation } from '@portcall/contracts/requests';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

const rfq = '/secured/request-for-quotation';

/** GET request-for-quotation/{id}/load (the buyer) or /edit (the agent's quote form). */
export function useRequest(id: number, side: 'buyer' | 'agent') {
  return useQuery({
    queryKey: requestKeys.request(id),
    queryFn: ({ signal }) =>
      apiRequest(`${rfq}/${id}/${side === 'agent' ? 'edit' : 'load'}`, { signal, schema: ZRequestForQuotation }),
  });
}
