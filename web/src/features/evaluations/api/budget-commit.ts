import { type TBudgetCommit, ZBudgetCommit } from '@portcall/contracts/evaluation-workflow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export const budgetCommitKey = (id: number) => [...evaluationKeys.evaluation(id), 'budget-commit'] as const;

/** GET evaluation/{id}/budget-commit: every eligible department of the buyer, committed or not. */
export function loadBudgetCommit(id: number, signal?: AbortSignal): Promise<TBudgetCommit> {
  return apiRequest(`/secured/evaluation/${id}/budget-commit`, {
    signal,
    schema: ZBudgetCommit,
    redirectOn403: false,
  });
}

/** POST evaluation/{id}/budget-commit: commits the evaluated totals for one eligible department. */
export function commitBudget(id: number, departmentName: string): Promise<TBudgetCommit> {
  return apiRequest(`/secured/evaluation/${id}/budget-commit`, {
    method: 'POST',
    body: { departmentName },
    schema: ZBudgetCommit,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useBudgetCommit(id: number) {
  return useQuery({
    queryKey: budgetCommitKey(id),
    queryFn: ({ signal }) => loadBudgetCommit(id, signal),
    meta: { silent: true },
  });
}

/** A commit queues the evaluation's integration task, so the task is read again too. */
export function useCommitBudgetMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departmentName: string) => commitBudget(id, departmentName),
    onSuccess: (data) => {
      queryClient.setQueryData(budgetCommitKey(id), data);
      void queryClient.invalidateQueries({ queryKey: [...evaluationKeys.evaluation(id), 'task'] });
    },
    meta: { silent: true },
  });
}
