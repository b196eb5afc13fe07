import { ZEvaluationPaymentDetails } from '@portcall/contracts/evaluation-workflow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';
import type { TEvaluationPaymentDetails } from './save-payment-instructions';

/** POST evaluation/save-payment-due-date: not before the DA's invoice date (400 PAYMENT_DUE_DATE_TOO_EARLY). */
export function savePaymentDueDate(body: {
  id: number;
  version: number;
  paymentDueDate: string;
}): Promise<TEvaluationPaymentDetails> {
  return apiRequest('/secured/evaluation/save-payment-due-date', {
    method: 'POST',
    body,
    schema: ZEvaluationPaymentDetails,
    redirectOn403: false,
  });
}

export function useSavePaymentDueDateMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentDueDate,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.load(evaluationId) }),
    meta: { silent: true },
  });
}
