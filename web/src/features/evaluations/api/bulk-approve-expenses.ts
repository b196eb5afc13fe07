import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface BulkApproveInput {
  evaluationId: number;
  items: { id: number; version: number }[];
}

/** POST evaluation/bulk-approve-expenses: all-or-nothing approval of verified lines. */
export function bulkApproveExpenses(body: BulkApproveInput): Promise<TEvaluation> {
  return apiRequest('/secured/evaluation/bulk-approve-expenses', { method: 'POST', body, schema: ZEvaluation });
}

export function useBulkApproveExpensesMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkApproveExpenses,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
