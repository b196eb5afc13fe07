import { type TPayment, ZPayment } from '@portcall/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

/**
 * POST evaluation/apr-submit: the payment request. Every payable line approved, instructions and due
 * date set; it creates (or refreshes) the DA's payment and requests its approval.
 */
export function submitPaymentRequest(body: { id: number; version: number }): Promise<TPayment> {
  return apiRequest('/secured/evaluation/apr-submit', {
    method: 'POST',
    body,
    schema: ZPayment,
    redirectOn403: false,
  });
}

/** The request queues the evaluation's task and moves its version, so both are read again. */
export function useAprSubmitMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPaymentRequest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
