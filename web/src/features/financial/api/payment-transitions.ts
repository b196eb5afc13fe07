import { type TPayment, type TPaymentRequestApproval, ZPayment, ZPayments } from '@portcall/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { financialKeys } from './keys';

// The four state calls of operations §7 "Payments" share one shape (id + version in, the payment out).

/** POST payments/{id}/request-approval, with the DA's instructions and due date when chosen here. */
export const requestApproval = ({ id, ...body }: { id: number } & TPaymentRequestApproval): Promise<TPayment> =>
  apiRequest(`/secured/payments/${id}/request-approval`, { method: 'POST', body, schema: ZPayment });

/** POST payments/{id}/approve */
export const approvePayment = (p: { id: number; version: number }): Promise<TPayment> =>
  apiRequest(`/secured/payments/${p.id}/approve`, { method: 'POST', body: { version: p.version }, schema: ZPayment });

/** POST payments/{id}/back-for-review with comments */
export const backForReview = (p: { id: number; version: number; comments?: string }): Promise<TPayment> =>
  apiRequest(`/secured/payments/${p.id}/back-for-review`, {
    method: 'POST',
    body: { version: p.version, ...(p.comments ? { comments: p.comments } : {}) },
    schema: ZPayment,
  });

/** POST payments/bulk-approve: all or nothing. */
export const bulkApprovePayments = (items: Array<{ id: number; version: number }>): Promise<TPayment[]> =>
  apiRequest('/secured/payments/bulk-approve', { method: 'POST', body: { items }, schema: ZPayments });

/** A mutation that refreshes every payment list and the cash flow when it settles. */
export function usePaymentMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: financialKeys.all() }),
    meta: { silent: true },
  });
}
