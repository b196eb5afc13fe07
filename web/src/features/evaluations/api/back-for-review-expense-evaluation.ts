import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface BackForReviewInput {
  expenseId: number;
  body: { version: number; comments: string };
}

/** POST evaluation/{expenseEvaluationId}/back-for-review-expense-evaluation: sends the line back to the agent with comments. */
export function backForReview({ expenseId, body }: BackForReviewInput): Promise<TEvaluation> {
  return apiRequest(`/secured/evaluation/${expenseId}/back-for-review-expense-evaluation`, {
    method: 'POST',
    body,
    schema: ZEvaluation,
    redirectOn404: false,
  });
}

/** Refreshes the whole evaluation (totals, budget, variance) after the line changed. */
export function useBackForReviewMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: backForReview,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
