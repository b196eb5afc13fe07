import { type TPricelistItemSave, ZPricelist, ZPricelistItem } from '@portcall/contracts/requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

/** GET agent/pricelist: the company's prices and its auto-quote switch. */
export function usePricelist() {
  return useQuery({
    queryKey: requestKeys.pricelist(),
    queryFn: ({ signal }) => apiRequest('/secured/agent/pricelist', { signal, schema: ZPricelist }),
  });
}

type PricelistAction =
  | { kind: 'save'; item: TPricelistItemSave }
  | { kind: 'delete'; id: number }
  | { kind: 'auto-quote'; hasAutoQuoteEnabled: boolean };

export function usePricelistAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PricelistAction): Promise<unknown> => {
      if (action.kind === 'save')
        return apiRequest('/secured/agent/pricelist/save', {
          method: 'POST',
          body: action.item,
          schema: ZPricelistItem,
          redirectOn404: false,
        });
      if (action.kind === 'delete')
        return apiRequest(`/secured/agent/pricelist/${action.id}/delete`, { method: 'POST', redirectOn404: false });
      return apiRequest('/secured/supplier/auto-quote/save', {
        method: 'POST',
        query: { hasAutoQuoteEnabled: action.hasAutoQuoteEnabled },
        schema: ZPricelist,
      });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: requestKeys.pricelist() }),
    meta: { silent: true },
  });
}
