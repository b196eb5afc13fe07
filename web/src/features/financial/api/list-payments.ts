import { type TPaymentListPage, ZPaymentListPage } from '@portcall/contracts/payment-list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { financialKeys } from './keys';

export type PaymentListQuery = Record<string, string | number | boolean>;

/** GET financial/payments: a page of the payments the caller may see, with the page's filters. */
export function listPayments(query: PaymentListQuery): Promise<TPaymentListPage> {
  return apiRequest('/secured/financial/payments', { query, schema: ZPaymentListPage });
}

export function usePaymentList(query: PaymentListQuery, enabled = true) {
  return useQuery({
    queryKey: financialKeys.paymentList(query),
    queryFn: () => listPayments(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
