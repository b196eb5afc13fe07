import { ZBudgetCheck } from '@portcall/contracts/evaluations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export type TBudgetCheck = z.infer<typeof ZBudgetCheck>;

/** GET evaluation/{id}/budget-check: the stored result of the last check. */
export function loadBudgetCheck(id: number, signal?: AbortSignal): Promise<TBudgetCheck> {
  return apiRequest(`/secured/evaluation/${id}/budget-check`, { signal, schema: ZBudgetCheck, redirectOn403: false });
}

/** POST evaluation/{id}/budget-check: checks again against the related PDAs and stores the result. */
export function runBudgetCheck(id: number): Promise<TBudgetCheck> {
  return apiRequest(`/secured/evaluation/${id}/budget-check`, {
    method: 'POST',
    schema: ZBudgetCheck,
    redirectOn403: false,
  });
}

export function useBudgetCheck(id: number) {
  return useQuery({
    queryKey: evaluationKeys.budget(id),
    queryFn: ({ signal }) => loadBudgetCheck(id, signal),
    meta: { silent: true },
  });
}

export function useRunBudgetCheckMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runBudgetCheck(id),
    onSuccess: (data) => queryClient.setQueryData(evaluationKeys.budget(id), data),
    meta: { silent: true },
  });
}
