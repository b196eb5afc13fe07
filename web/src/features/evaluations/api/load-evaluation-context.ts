import { type TDaQueueItem, ZDaQueuePage } from '@portcall/contracts/da-queue';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

/**
 * What the evaluation's header names: vessel, voyage, port and agent of its DA, read from the buyer
 * DA tool's list of the appointment (the row of this evaluation).
 */
export function useEvaluationContext(evaluationId: number, appointmentId: number | undefined) {
  return useQuery({
    queryKey: [...evaluationKeys.evaluation(evaluationId), 'context'] as const,
    queryFn: async (): Promise<TDaQueueItem | null> => {
      const page = await apiRequest('/secured/buyer/da-tool/evaluations', {
        query: { appointmentId: appointmentId as number, size: 100 },
        schema: ZDaQueuePage,
        redirectOn403: false,
      });
      return page.items.find((i) => i.evaluationId === evaluationId) ?? null;
    },
    enabled: appointmentId !== undefined,
    staleTime: 60_000,
    meta: { silent: true },
  });
}
