import { type TExpenseInspection, ZExpenseInspections } from '@portcall/contracts/evaluation-lines';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

/** Under the evaluation's key, so every line action (an edit raises a flag) refreshes the list. */
export const inspectionsKey = (evaluationId: number) => [...evaluationKeys.evaluation(evaluationId), 'inspections'];

/** GET evaluation/{id}/expense-inspection/list: the evaluation's inspection flags, open and resolved. */
export function listExpenseInspections(evaluationId: number, signal?: AbortSignal): Promise<TExpenseInspection[]> {
  return apiRequest(`/secured/evaluation/${evaluationId}/expense-inspection/list`, {
    signal,
    schema: ZExpenseInspections,
    redirectOn403: false,
  });
}

export function useExpenseInspections(evaluationId: number) {
  return useQuery({
    queryKey: inspectionsKey(evaluationId),
    queryFn: ({ signal }) => listExpenseInspections(evaluationId, signal),
    meta: { silent: true },
  });
}

export interface ResolveInspectionsInput {
  items: { id: number; version: number }[];
  comment: string;
}

/**
 * POST evaluation/expense-inspection/resolve (one flag) or .../bulk-resolve (several, all or
 * nothing); both answer the evaluation's flags as they are now.
 */
export function resolveInspections(evaluationId: number, { items, comment }: ResolveInspectionsInput) {
  const [only] = items;
  return items.length === 1 && only
    ? apiRequest('/secured/evaluation/expense-inspection/resolve', {
        method: 'POST',
        body: { ...only, comment },
        schema: ZExpenseInspections,
        redirectOn404: false,
      })
    : apiRequest('/secured/evaluation/expense-inspection/bulk-resolve', {
        method: 'POST',
        body: { evaluationId, items, comment },
        schema: ZExpenseInspections,
        redirectOn404: false,
      });
}

export function useResolveInspectionsMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveInspectionsInput) => resolveInspections(evaluationId, input),
    onSuccess: (data) => queryClient.setQueryData(inspectionsKey(evaluationId), data),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inspectionsKey(evaluationId) }),
    meta: { silent: true },
  });
}
