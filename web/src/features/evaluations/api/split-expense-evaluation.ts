import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface SplitExpenseInput {
  expenseId: number;
  body: { version: number; chartererAmount: string };
}

/** POST evaluation/{expenseEvaluationId}/split-expense-evaluation: a CHARTERER child of the given amount and an OWNER child with the rest. */
export function splitExpense({ expenseId, body }: SplitExpenseInput): Promise<TEvaluation> {
  return apiRequest(`/secured/evaluation/${expenseId}/split-expense-evaluation`, {
    method: 'POST',
    body,
    schema: ZEvaluation,
    redirectOn404: false,
  });
}

/** Refreshes the whole evaluation (totals, budget, variance) after the line changed. */
export function useSplitExpenseMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: splitExpense,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
