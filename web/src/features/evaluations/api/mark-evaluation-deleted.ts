import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

/** POST evaluation/mark-as-deleted without items: deletes the whole evaluation (refused once anything is approved). */
export function markEvaluationDeleted(evaluationId: number): Promise<TEvaluation> {
  return apiRequest('/secured/evaluation/mark-as-deleted', {
    method: 'POST',
    body: { id: evaluationId },
    schema: ZEvaluation,
  });
}

export function useMarkEvaluationDeletedMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markEvaluationDeleted(evaluationId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
