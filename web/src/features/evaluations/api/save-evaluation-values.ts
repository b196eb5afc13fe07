import { type TEvaluation, ZEvaluation, type ZSaveEvaluationValues } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export type TSaveEvaluationValues = z.infer<typeof ZSaveEvaluationValues>;

/** POST evaluation/save-evaluation-values: header values and the related PDAs (relationIds). */
export function saveEvaluationValues(body: TSaveEvaluationValues): Promise<TEvaluation> {
  return apiRequest('/secured/evaluation/save-evaluation-values', { method: 'POST', body, schema: ZEvaluation });
}

export function useSaveEvaluationValuesMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvaluationValues,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(id) }),
    meta: { silent: true },
  });
}
