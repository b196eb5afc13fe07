import { type TEvaluation, ZEvaluation } from '@portcall/contracts/evaluations';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

/** GET evaluation/{id}/load: header, the three sections with their totals and expense evaluations. */
export function loadEvaluation(id: number, signal?: AbortSignal): Promise<TEvaluation> {
  return apiRequest(`/secured/evaluation/${id}/load`, { signal, schema: ZEvaluation });
}

export function useEvaluation(id: number) {
  return useQuery({
    queryKey: evaluationKeys.load(id),
    queryFn: ({ signal }) => loadEvaluation(id, signal),
    // The agent changes it too (a revision of the DA): opening the page always reads it again.
    refetchOnMount: 'always',
  });
}
