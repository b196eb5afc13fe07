import { type TEvaluation, ZAccountingCodes, ZEvaluation } from '@portcall/contracts/evaluations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export type TAccountingCodes = z.infer<typeof ZAccountingCodes>;
export type TAccountingCode = TAccountingCodes['PRINCIPAL_AMOUNT'][number];

/** GET buyer/{buyerId}/accounting-codes: the buyer's codes by group, for the lines' picker. */
export function useBuyerAccountingCodes(buyerId: number | null) {
  return useQuery({
    enabled: buyerId !== null,
    queryKey: ['evaluations', 'accounting-codes', buyerId] as const,
    queryFn: ({ signal }): Promise<TAccountingCodes> =>
      apiRequest(`/secured/buyer/${buyerId}/accounting-codes`, {
        signal,
        schema: ZAccountingCodes,
        redirectOn403: false,
      }),
    meta: { silent: true },
  });
}

/** POST expense-evaluation/{id}/assign-accounting-code: one line's code (its version checked). */
export function assignAccountingCode(input: { lineId: number; version: number; accountingCodeId: number }) {
  return apiRequest(`/secured/expense-evaluation/${input.lineId}/assign-accounting-code`, {
    method: 'POST',
    query: { accountingCodeId: input.accountingCodeId, version: input.version },
    schema: ZEvaluation,
  });
}

/** POST evaluation/bulk-assign-accounting-code: one code on several lines, all or nothing. */
export function bulkAssignAccountingCode(body: {
  evaluationId: number;
  accountingCodeId: number;
  items: Array<{ id: number; version: number }>;
}): Promise<TEvaluation> {
  return apiRequest('/secured/evaluation/bulk-assign-accounting-code', { method: 'POST', body, schema: ZEvaluation });
}

/** Either call: a single line goes through the line's own call, several through the bulk one. */
export function useAssignAccountingCodeMutation(evaluationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { accountingCodeId: number; items: Array<{ id: number; version: number }> }) => {
      const [only] = input.items;
      return input.items.length === 1 && only
        ? assignAccountingCode({ lineId: only.id, version: only.version, accountingCodeId: input.accountingCodeId })
        : bulkAssignAccountingCode({ evaluationId, ...input });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.evaluation(evaluationId) }),
    meta: { silent: true },
  });
}
