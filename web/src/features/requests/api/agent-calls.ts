import { ZPaged } from '@portcall/contracts/paging';
import {
  type TQuote,
  ZAgentRequestListItem,
  ZPricelistAmount,
  ZRequestForQuotation,
} from '@portcall/contracts/requests';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { requestKeys } from './keys';

const rfq = '/secured/request-for-quotation';

/** GET request-for-quotations: the agent's inbox. */
export function useAgentRequests(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: requestKeys.inbox(query),
    queryFn: ({ signal }) =>
      apiRequest('/secured/request-for-quotations', { query, signal, schema: ZPaged(ZAgentRequestListItem) }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** GET request-for-quotation/{id}/load (the buyer) or /edit (the agent's quote form). */
export function useRequest(id: number, side: 'buyer' | 'agent') {
  return useQuery({
    queryKey: requestKeys.request(id),
    queryFn: ({ signal }) =>
      apiRequest(`${rfq}/${id}/${side === 'agent' ? 'edit' : 'load'}`, { signal, schema: ZRequestForQuotation }),
  });
}

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

type AgentAction =
  | { kind: 'mark-as-seen' }
  | { kind: 'decline'; reason: string }
  | { kind: 'quote'; quote: Omit<TQuote, 'id'> };

/** The agent's moves on one request. */
export function useAgentAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AgentAction) => {
      const body =
        action.kind === 'quote'
          ? { id, ...action.quote }
          : action.kind === 'decline'
            ? { id, reason: action.reason }
            : { id };
      return apiRequest(`${rfq}/${action.kind}`, {
        method: 'POST',
        body,
        schema: ZRequestForQuotation,
        redirectOn404: false,
      });
    },
    onSuccess: (saved) => queryClient.setQueryData(requestKeys.request(id), saved),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: requestKeys.all }),
    meta: { silent: true },
  });
}
