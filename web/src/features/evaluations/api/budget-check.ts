import { hasAuthority } from '@portcall/contracts/access';
import { ZBudgetCheck } from '@portcall/contracts/evaluations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { useSessionStore } from '../../../lib/session-store';
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

/** Whether the signed-in profile may read and run budget checks (a refused read would log a 403). */
export function useMayCheckBudget() {
  return useSessionStore((s) => !!s.profile && hasAuthority(s.profile, 'DA_EVALUATION_BUDGET_CHECK'));
}

export function useBudgetCheck(id: number) {
  const mayCheck = useMayCheckBudget();
  return useQuery({
    enabled: mayCheck,
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
