import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface RestoreExpenseInput {
  expenseId: number;
  body: { version: number };
}

/** POST evaluation/{expenseEvaluationId}/restore-expense-evaluation: DELETED/REJECTED -> the status it left. */
export function restoreExpense({ expenseId, body }: RestoreExpenseInput): Promise<TEvaluation> {
  return apiRequest(`/secured/evaluation/${expenseId}/restore-expense-evaluation`, {
    method: 'POST',
    body,
    schema: ZEvaluation,
    redirectOn404: false,
  });
}

/** Refreshes the whole evaluation (totals, budget, variance) after the line changed. */
export function useRestoreExpenseMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreExpense,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
