import { Badge } from '@mantine/core';
import { formatAmount, formatDate } from '@portcall/contracts/format';
import type { SupplierKind } from '../api/keys';
import { useSupplierPayments } from '../api/list-supplier-payments';

/**
 * The buyer's payment of this DA as its agent or vendor sees it: "Paid" with what was
 * remitted and when, or that the payment is on its way through the buyer's approval.
 */
export function SupplierPaymentStatus({
  kind,
  appointmentId,
  proformaId,
}: {
  kind: SupplierKind;
  appointmentId: number;
  proformaId: number;
}) {
  const payments = useSupplierPayments(kind, appointmentId);
  const payment = payments.data?.find((p) => p.proformaId === proformaId);
  if (!payment) return null;
  if (payment.status === 'PAID')
    return (
      <Badge color="teal" variant="filled" aria-label="Payment">
        Paid {payment.currency} {formatAmount(payment.remittedAmount)}
        {payment.paidDate ? ` on ${formatDate(payment.paidDate)}` : ''}
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" aria-label="Payment">
      {payment.status === 'APPROVED' ? 'Payment approved' : 'Payment in review'}
    </Badge>
  );
}
