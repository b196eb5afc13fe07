import { ZAccountingCode } from '@portcall/contracts/evaluations';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';
import type { TAccountingCode } from './list-accounting-codes';

/** GET accounting-code/{id}/load: the code as it is now (its version), for the edit form. */
export function loadAccountingCode(id: number, signal?: AbortSignal): Promise<TAccountingCode> {
  return apiRequest(`/secured/accounting-code/${id}/load`, { signal, schema: ZAccountingCode, redirectOn404: false });
}

export function useAccountingCode(buyerId: number, id: number | null) {
  return useQuery({
    queryKey: [...queryKeys.buyerSettings.accountingCodes(buyerId), 'code', id],
    queryFn: ({ signal }) => loadAccountingCode(id as number, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
