import { ZAccountingCode, type ZAccountingCodeSave } from '@portcall/contracts/evaluations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';
import type { TAccountingCode } from './list-accounting-codes';

export type TAccountingCodeSave = z.output<typeof ZAccountingCodeSave>;

/**
 * POST accounting-code/save: creates (no id) or updates (id + version) a code; the same group, code
 * and sub account twice is 409 ACCOUNTING_CODE_EXISTS.
 */
export function saveAccountingCode(body: TAccountingCodeSave): Promise<TAccountingCode> {
  return apiRequest('/secured/accounting-code/save', {
    method: 'POST',
    body,
    schema: ZAccountingCode,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useSaveAccountingCodeMutation(buyerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountingCode,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.accountingCodes(buyerId) }),
    meta: { silent: true },
  });
}
