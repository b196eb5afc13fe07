import { type TEvaluationRevision, ZEvaluationRevision } from '@portcall/contracts/proforma-revisions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

/** GET evaluation/{id}/revision: the evaluated DA's revision and the lines it changed, added or removed. */
export function loadEvaluationRevision(id: number, signal?: AbortSignal): Promise<TEvaluationRevision> {
  return apiRequest(`/secured/evaluation/${id}/revision`, { signal, schema: ZEvaluationRevision });
}

/** Keyed by the evaluated DA too: a revision moves the evaluation to a new DA, which reads it again. */
export function useEvaluationRevision(evaluationId: number, proformaId: number | undefined) {
  return useQuery({
    queryKey: [...evaluationKeys.evaluation(evaluationId), 'revision', proformaId] as const,
    queryFn: ({ signal }) => loadEvaluationRevision(evaluationId, signal),
    enabled: proformaId !== undefined,
    meta: { silent: true },
  });
}
