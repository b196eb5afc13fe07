import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export interface BulkApprovePendingSplitInput {
  evaluationId: number;
  /** The verified split parts the user saw; a stale list fails instead of approving something else. */
  items: { id: number; version: number }[];
}

/** POST evaluation/{id}/bulk-approve-pending-split-expenses: approves the verified split parts, all or nothing. */
export function bulkApprovePendingSplit({ evaluationId, items }: BulkApprovePendingSplitInput): Promise<TEvaluation> {
  return apiRequest(`/secured/evaluation/${evaluationId}/bulk-approve-pending-split-expenses`, {
    method: 'POST',
    body: { items },
    schema: ZEvaluation,
  });
}

export function useBulkApprovePendingSplitMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkApprovePendingSplit,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
