import { ZIntegrationTask, ZTaskAnswer, ZTaskDetails } from '@portcall/contracts/integrations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

const taskKey = (evaluationId: number) => ['integrations', 'task', evaluationId] as const;

/**
 * GET danaos/task/EVALUATION/{id}?buyerId: whether the buyer's task-flow integration is on, and the
 * evaluation's task. Polled while the protocol is on its way, so the state appears without a reload.
 */
export function useEvaluationFlowTask(evaluationId: number, buyerId: number) {
  return useQuery({
    queryKey: taskKey(evaluationId),
    queryFn: ({ signal }) =>
      apiRequest(`/secured/danaos/task/EVALUATION/${evaluationId}`, {
        query: { buyerId },
        signal,
        schema: ZTaskAnswer,
        redirectOn403: false,
        redirectOn404: false,
      }),
    refetchInterval: (query) => (query.state.data?.task?.deliveryStatus === 'PENDING' ? 3_000 : false),
    meta: { silent: true },
  });
}

/** GET danaos/task-details/EVALUATION/{id}?buyerId: what the service answered and each attempt. */
export function useEvaluationFlowTaskDetails(evaluationId: number, buyerId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...taskKey(evaluationId), 'details'],
    queryFn: ({ signal }) =>
      apiRequest(`/secured/danaos/task-details/EVALUATION/${evaluationId}`, {
        query: { buyerId },
        signal,
        schema: ZTaskDetails,
        redirectOn404: false,
      }),
    enabled,
  });
}

/** POST danaos/protocol: sends the evaluation to the task-flow service. */
export function useSendProtocolMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/secured/danaos/protocol', {
        method: 'POST',
        body: { evaluationId },
        schema: ZIntegrationTask,
        redirectOn404: false,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: taskKey(evaluationId) }),
    meta: { silent: true },
  });
}
