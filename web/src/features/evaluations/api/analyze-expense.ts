import { type TExpenseAnalysis, ZExpenseAnalysis } from '@portcall/contracts/evaluation-lines';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

const analysisKey = (evaluationId: number, expenseId: number, exchangeRate: string) =>
  [...evaluationKeys.evaluation(evaluationId), 'analysis', expenseId, exchangeRate] as const;

/**
 * GET evaluation/{id}/expense/{expenseId}/analyze: the line against the same catalogue expense at the
 * same port in the buyer's earlier DAs, also converted with `exchangeRate`.
 */
export function analyzeExpense(
  evaluationId: number,
  expenseId: number,
  exchangeRate: string,
  forceClearCache: boolean,
  signal?: AbortSignal,
): Promise<TExpenseAnalysis> {
  return apiRequest(`/secured/evaluation/${evaluationId}/expense/${expenseId}/analyze`, {
    query: { exchangeRate, forceClearCache },
    signal,
    schema: ZExpenseAnalysis,
    redirectOn404: false,
  });
}

export function useExpenseAnalysis(evaluationId: number, expenseId: number | null, exchangeRate: string) {
  return useQuery({
    queryKey: analysisKey(evaluationId, expenseId ?? 0, exchangeRate),
    queryFn: ({ signal }) => analyzeExpense(evaluationId, expenseId ?? 0, exchangeRate, false, signal),
    enabled: expenseId !== null,
    retry: false,
    meta: { silent: true },
  });
}

/** "Refresh": asks again with forceClearCache=true and shows that answer. */
export function useRefreshAnalysisMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expenseId, exchangeRate }: { expenseId: number; exchangeRate: string }) =>
      analyzeExpense(evaluationId, expenseId, exchangeRate, true),
    onSuccess: (data, { expenseId, exchangeRate }) =>
      queryClient.setQueryData(analysisKey(evaluationId, expenseId, exchangeRate), data),
    meta: { silent: true },
  });
}
