import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

/** POST evaluation/reset: every line back to PENDING and splits removed (refused once anything is approved). */
export function resetEvaluation(evaluationId: number): Promise<TEvaluation> {
  return apiRequest('/secured/evaluation/reset', { method: 'POST', body: { id: evaluationId }, schema: ZEvaluation });
}

export function useResetEvaluationMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetEvaluation(evaluationId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
