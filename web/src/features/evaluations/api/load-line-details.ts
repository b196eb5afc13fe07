import { type TLineDetails, ZExpenseEvaluationList } from '@portcall/contracts/evaluation-lines';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

/**
 * GET form/{formId}/expense-evaluation/load (no expense name: every line): each line with its details
 * (units, price per unit, remarks, parameters, environmental discount). Answered as a map by line id,
 * children included.
 */
export async function loadLineDetails(proformaId: number, signal?: AbortSignal): Promise<Map<number, TLineDetails>> {
  const lines = await apiRequest(`/secured/form/${proformaId}/expense-evaluation/load`, {
    signal,
    schema: ZExpenseEvaluationList,
    redirectOn403: false,
    // A DA superseded by the agent's revision answers 404 until the evaluation names the revision.
    redirectOn404: false,
  });
  return new Map(lines.map((l) => [l.id, l.details]));
}

/** Keyed under the evaluation, so any line action refreshes the details with the totals. */
export function useLineDetails(evaluationId: number, proformaId: number | undefined) {
  return useQuery({
    queryKey: [...evaluationKeys.evaluation(evaluationId), 'line-details', proformaId],
    queryFn: ({ signal }) => loadLineDetails(proformaId ?? 0, signal),
    enabled: proformaId !== undefined,
    meta: { silent: true },
  });
}
