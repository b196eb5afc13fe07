import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface RevertExpenseInput {
  expenseId: number;
  body: { version: number };
}

/** POST evaluation/{expenseEvaluationId}/revert-expense-evaluation: APPROVED -> VERIFIED -> PENDING. */
export function revertExpense({ expenseId, body }: RevertExpenseInput): Promise<TEvaluation> {
  return apiRequest(`/secured/evaluation/${expenseId}/revert-expense-evaluation`, {
    method: 'POST',
    body,
    schema: ZEvaluation,
    redirectOn404: false,
  });
}

/** Refreshes the whole evaluation (totals, budget, variance) after the line changed. */
export function useRevertExpenseMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revertExpense,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
