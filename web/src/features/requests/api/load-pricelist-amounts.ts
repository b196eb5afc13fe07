import { ZPricelistAmount } from '@portcall/contracts/requests';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

/** GET request-for-quotations/{id}/pricelist-amounts: the agent's own prices to prefill the form. */
export function usePricelistAmounts(id: number, isEnabled: boolean) {
  return useQuery({
    queryKey: requestKeys.prefill(id),
    queryFn: ({ signal }) =>
      apiRequest(`/secured/request-for-quotations/${id}/pricelist-amounts`, {
        signal,
        schema: z.array(ZPricelistAmount),
        redirectOn404: false,
      }),
    enabled: isEnabled,
    meta: { silent: true },
  });
}
