import { type TEvaluationTask, ZEvaluationTask } from '@portcall/contracts/evaluation-workflow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

const taskKey = (id: number) => [...evaluationKeys.evaluation(id), 'task'] as const;

/**
 * GET evaluation/{id}/get-task: the evaluation's latest integration task (budget commit or payment
 * request); null while there is none.
 */
export function loadEvaluationTask(id: number, signal?: AbortSignal): Promise<TEvaluationTask | null> {
  return apiRequest(`/secured/evaluation/${id}/get-task`, {
    signal,
    schema: ZEvaluationTask.nullable(),
    redirectOn403: false,
  });
}

/** POST evaluation/{id}/retry-task: a FAILED task goes back to PENDING (anything else is 409). */
export function retryEvaluationTask(id: number): Promise<TEvaluationTask> {
  return apiRequest(`/secured/evaluation/${id}/retry-task`, {
    method: 'POST',
    schema: ZEvaluationTask,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useEvaluationTask(id: number) {
  return useQuery({
    queryKey: taskKey(id),
    queryFn: ({ signal }) => loadEvaluationTask(id, signal),
    meta: { silent: true },
  });
}

export function useRetryEvaluationTaskMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryEvaluationTask(id),
    onSuccess: (task) => queryClient.setQueryData(taskKey(id), task),
    meta: { silent: true },
  });
}
