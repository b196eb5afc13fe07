import { type TLineDetails, ZLineAnswer } from '@portcall/contracts/evaluation-lines';
import type { TEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface EnvironmentalDiscountInput {
  expenseId: number;
  body: { version: number; amount: string };
}

/** POST evaluation/{expenseEvaluationId}/environmental-discount-amount/save: replaces the line's discount (0 removes it). */
export function saveEnvironmentalDiscount({
  expenseId,
  body,
}: EnvironmentalDiscountInput): Promise<{ evaluation: TEvaluation; details: TLineDetails }> {
  return apiRequest(`/secured/evaluation/${expenseId}/environmental-discount-amount/save`, {
    method: 'POST',
    body,
    schema: ZLineAnswer,
    redirectOn404: false,
  });
}

export function useEnvironmentalDiscountMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEnvironmentalDiscount,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
