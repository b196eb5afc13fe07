import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface DeleteChildInput {
  expenseId: number;
  body: { version: number };
}

/** POST evaluation/{expenseEvaluationId}/delete-child-expense-evaluation: a sibling takes the child's amount; a lone remaining child is merged back. */
export function deleteChildExpense({ expenseId, body }: DeleteChildInput): Promise<TEvaluation> {
  return apiRequest(`/secured/evaluation/${expenseId}/delete-child-expense-evaluation`, {
    method: 'POST',
    body,
    schema: ZEvaluation,
    redirectOn404: false,
  });
}

/** Refreshes the whole evaluation (totals, budget, variance) after the split changed. */
export function useDeleteChildMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChildExpense,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
