import { type TEvaluationCache, ZEvaluationCache } from '@portcall/contracts/da-helper';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { daHelperKeys } from './keys';

/** GET da-helper/evaluation/{id}/get-cache: what the helper last read for the evaluation's lines. */
export function useEvaluationCache(evaluationId: number) {
  return useQuery({
    queryKey: daHelperKeys.evaluationCache(evaluationId),
    queryFn: ({ signal }): Promise<TEvaluationCache> =>
      apiRequest(`/secured/da-helper/evaluation/${evaluationId}/get-cache`, {
        signal,
        schema: ZEvaluationCache,
        redirectOn404: false,
      }),
  });
}
