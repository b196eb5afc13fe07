import { type TAccountingCodeGroup, type ZAccountingCode, ZAccountingCodes } from '@portcall/contracts/evaluations';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

export type TAccountingCode = z.infer<typeof ZAccountingCode>;
export type TAccountingCodes = Record<TAccountingCodeGroup, TAccountingCode[]>;

/**
 * GET buyer/{buyerId}/accounting-codes (operations §7): every code of the buyer, active or not,
 * grouped PRINCIPAL_AMOUNT / CHARTERER_AMOUNT / OWNER_AMOUNT. The list is whole, so the table pages it locally.
 */
export function listAccountingCodes(buyerId: number, signal?: AbortSignal): Promise<TAccountingCodes> {
  return apiRequest(`/secured/buyer/${buyerId}/accounting-codes`, { signal, schema: ZAccountingCodes });
}

export function useAccountingCodes(buyerId: number) {
  return useQuery({
    queryKey: queryKeys.buyerSettings.accountingCodes(buyerId),
    queryFn: ({ signal }) => listAccountingCodes(buyerId, signal),
  });
}
