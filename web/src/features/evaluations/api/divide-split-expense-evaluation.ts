import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface DivideSplitInput {
  expenseId: number;
  body: { version: number; amount: string };
}

/** POST evaluation/{expenseEvaluationId}/divide-split-expense-evaluation: a split child into two of its type: the amount typed becomes a new part, the child keeps the rest. */
export function divideSplitExpense({ expenseId, body }: DivideSplitInput): Promise<TEvaluation> {
  return apiRequest(`/secured/evaluation/${expenseId}/divide-split-expense-evaluation`, {
    method: 'POST',
    body,
    schema: ZEvaluation,
    redirectOn404: false,
  });
}

/** Refreshes the whole evaluation (totals, budget, variance) after the split changed. */
export function useDivideSplitMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: divideSplitExpense,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
