import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface VerifyExpenseInput {
  expenseId: number;
  body: {
    version: number;
    verifiedAmount: string;
    chartererAmount?: string;
    discrepancyTypeId?: number;
    comments?: string;
  };
}

/** POST evaluation/{expenseEvaluationId}/verify-expense-evaluation: PENDING/VERIFIED/BACK_FOR_REVIEW -> VERIFIED (JSON body; no account attachments from this screen). */
export function verifyExpense({ expenseId, body }: VerifyExpenseInput): Promise<TEvaluation> {
  return apiRequest(`/secured/evaluation/${expenseId}/verify-expense-evaluation`, {
    method: 'POST',
    body,
    schema: ZEvaluation,
    redirectOn404: false,
  });
}

/**
 * Refreshes the whole evaluation (totals, budget, variance) after the line changed. The answer is the
 * evaluation as it now is: it replaces the cached one at once, and the mutation settles only once the
 * rest is read again, so the next line's dialog never starts from versions older than one's own change.
 */
export function useVerifyExpenseMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyExpense,
    onSuccess: (answer) => queryClient.setQueryData<TEvaluation>(evaluationKeys.load(evaluationId), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
