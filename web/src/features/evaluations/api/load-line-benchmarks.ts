import { type TEvaluationBenchmarks, ZEvaluationBenchmarks } from '@portcall/contracts/evaluation-benchmarks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

/**
 * GET evaluation/{id}/benchmarks: each line's history at the port and its flags. Under the
 * evaluation's key, so a line action (an edit that changes the arithmetic) refreshes it too.
 */
export function loadLineBenchmarks(id: number, signal?: AbortSignal): Promise<TEvaluationBenchmarks> {
  return apiRequest(`/secured/evaluation/${id}/benchmarks`, {
    signal,
    schema: ZEvaluationBenchmarks,
    redirectOn404: false,
  });
}

export function useLineBenchmarks(id: number, enabled = true) {
  return useQuery({
    queryKey: [...evaluationKeys.evaluation(id), 'benchmarks'] as const,
    queryFn: ({ signal }) => loadLineBenchmarks(id, signal),
    enabled,
    retry: false,
    meta: { silent: true },
  });
}
