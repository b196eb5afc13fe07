import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface ReallocateSplitInput {
  expenseId: number;
  body: { version: number; amount: string; toId: number };
}

/** POST evaluation/{expenseEvaluationId}/reallocate-split-expense-evaluation: moves part of a split child's amount to a sibling. */
export function reallocateSplitExpense({ expenseId, body }: ReallocateSplitInput): Promise<TEvaluation> {
  return apiRequest(`/secured/evaluation/${expenseId}/reallocate-split-expense-evaluation`, {
    method: 'POST',
    body,
    schema: ZEvaluation,
    redirectOn404: false,
  });
}

/** Refreshes the whole evaluation (totals, budget, variance) after the split changed. */
export function useReallocateSplitMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reallocateSplitExpense,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
