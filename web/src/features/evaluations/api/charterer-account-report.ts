import { ZChartererAccountExpenses, ZChartererAccountReport } from '@portcall/contracts/evaluation-workflow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export type TChartererAccountExpenses = z.infer<typeof ZChartererAccountExpenses>;
export type TChartererAccountReport = z.infer<typeof ZChartererAccountReport>;

const availableKey = (id: number) => [...evaluationKeys.evaluation(id), 'charterer-account'] as const;

/** GET evaluation/{id}/load-available-charterer-account-expenses: approved charterer amounts not yet reported. */
export function loadChartererAccountExpenses(id: number, signal?: AbortSignal): Promise<TChartererAccountExpenses> {
  return apiRequest(`/secured/evaluation/${id}/load-available-charterer-account-expenses`, {
    signal,
    schema: ZChartererAccountExpenses,
    redirectOn403: false,
  });
}

/**
 * GET evaluation/{id}/submit-charterer-account-report (a GET, as the spec names it, that records the
 * report): every available line is reported once; nothing left is 409 CHARTERER_REPORT_EMPTY.
 */
export function submitChartererAccountReport(id: number): Promise<TChartererAccountReport> {
  return apiRequest(`/secured/evaluation/${id}/submit-charterer-account-report`, {
    schema: ZChartererAccountReport,
    redirectOn403: false,
  });
}

export function useChartererAccountExpenses(id: number, enabled: boolean) {
  return useQuery({
    queryKey: availableKey(id),
    queryFn: ({ signal }) => loadChartererAccountExpenses(id, signal),
    enabled,
    meta: { silent: true },
  });
}

export function useSubmitChartererAccountReportMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitChartererAccountReport(id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: availableKey(id) }),
    meta: { silent: true },
  });
}
