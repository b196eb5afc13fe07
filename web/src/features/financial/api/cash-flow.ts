import { ZCashFlowAccounts, ZCashFlowMovements } from '@portcall/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { financialKeys } from './keys';

/** GET buyer/{buyerId}/buyer-cash-flow-accounts: one account per currency with its balance. */
export function useCashFlowAccounts(buyerId: number | null) {
  return useQuery({
    queryKey: financialKeys.accounts(buyerId ?? 0),
    queryFn: () => apiRequest(`/secured/buyer/${buyerId}/buyer-cash-flow-accounts`, { schema: ZCashFlowAccounts }),
    enabled: buyerId !== null,
  });
}

/**
 * GET financial/buyer/{buyerId}/cash-flow-account-payments: every movement (no date bounds), since
 * a balance at any day is the sum of all movements up to it.
 */
export function useCashFlowMovements(buyerId: number | null) {
  return useQuery({
    queryKey: financialKeys.movements(buyerId ?? 0),
    queryFn: () =>
      apiRequest(`/secured/financial/buyer/${buyerId}/cash-flow-account-payments`, { schema: ZCashFlowMovements }),
    enabled: buyerId !== null,
  });
}
