import { ZEvaluationPaymentDetails } from '@portcall/contracts/evaluation-workflow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export type TEvaluationPaymentDetails = z.infer<typeof ZEvaluationPaymentDetails>;

/**
 * POST evaluation/save-payment-instructions: where the payment goes from; refused (409
 * EVALUATION_PAYMENT_IN_PROGRESS) once the payment is under approval.
 */
export function savePaymentInstructions(body: {
  id: number;
  version: number;
  paymentInstructionId: number;
}): Promise<TEvaluationPaymentDetails> {
  return apiRequest('/secured/evaluation/save-payment-instructions', {
    method: 'POST',
    body,
    schema: ZEvaluationPaymentDetails,
    redirectOn403: false,
  });
}

/** The evaluation's version moves on, so it is read again. */
export function useSavePaymentInstructionsMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentInstructions,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.load(evaluationId) }),
    meta: { silent: true },
  });
}
