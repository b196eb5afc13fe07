import { Badge, Tooltip } from '@mantine/core';
import { canUse } from '@portcall/contracts/access';
import { formatAmount } from '@portcall/contracts/format';
import { useSessionStore } from '../../../lib/session-store';
import { useAppointmentPayments } from '../api/list-appointment-payments';

const labels: Record<string, string> = {
  DRAFT: 'Payment draft',
  PENDING_APPROVAL: 'Payment pending approval',
  APPROVED: 'Payment approved',
  PAID: 'Paid',
  BACK_FOR_REVIEW: 'Payment back for review',
};

/** The payment state of an appointment's DAs on the dashboard (issue 7); nothing without FINANCIAL. */
export function PaymentBadge({ appointmentId }: { appointmentId: number }) {
  const profile = useSessionStore((s) => s.profile);
  const canSee = !!profile && canUse(profile, 'FINANCIAL', 'FINANCIAL_VIEW');
  const payments = useAppointmentPayments(appointmentId, canSee);
  const items = payments.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <>
      {items.map((p) => (
        <Tooltip
          key={p.id}
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
