import { Badge, Tooltip } from '@mantine/core';
import { formatAmount } from '@portcall/contracts/format';
import type { TSupplierPayment } from '@portcall/contracts/payment-list';

const labels: Record<string, string> = {
  PENDING_APPROVAL: 'Payment pending approval',
  APPROVED: 'Payment approved',
  PAID: 'Paid',
  BACK_FOR_REVIEW: 'Payment back for review',
};

/**
 * The payment state of an appointment's DAs on the dashboard. The dashboard answer carries
 * them for the whole page (empty for a profile without FINANCIAL), so a row asks nothing itself.
 */
export function PaymentBadge({ payments }: { payments: TSupplierPayment[] }) {
  if (payments.length === 0) return null;
  return (
    <>
      {payments.map((p) => (
        <Tooltip
          key={p.proformaId}
          label={
            p.remittedAmount
              ? `${p.currency} ${formatAmount(p.remittedAmount)} remitted${p.paidDate ? ` on ${p.paidDate}` : ''}`
              : `${p.currency} ${formatAmount(p.approvedAmount)} approved`
          }
        >
          <Badge size="sm" variant="light" color={p.status === 'PAID' ? 'teal' : 'gray'} style={{ flexShrink: 0 }}>
            {labels[p.status] ?? p.status}
          </Badge>
        </Tooltip>
      ))}
    </>
  );
}
