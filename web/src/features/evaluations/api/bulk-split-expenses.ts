import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface BulkSplitInput {
  evaluationId: number;
  items: { id: number; version: number; chartererAmount: string }[];
}

/** POST evaluation/bulk-split-expenses: splits each chosen line as split-expense-evaluation does, all or nothing. */
export function bulkSplitExpenses(body: BulkSplitInput): Promise<TEvaluation> {
  return apiRequest('/secured/evaluation/bulk-split-expenses', { method: 'POST', body, schema: ZEvaluation });
}

export function useBulkSplitExpensesMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkSplitExpenses,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
