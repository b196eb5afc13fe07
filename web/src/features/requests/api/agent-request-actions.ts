import { type TQuote, ZRequestForQuotation } from '@portcall/contracts/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

const rfq = '/secured/request-for-quotation';

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
