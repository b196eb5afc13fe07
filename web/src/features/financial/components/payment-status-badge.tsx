import { Badge } from '@mantine/core';
import type { TPaymentStatus } from '@portcall/contracts/payments';
import { paymentStatusColors, paymentStatusLabels } from '../lib/payment-actions';

export function PaymentStatusBadge({ status }: { status: TPaymentStatus }) {
  return (
    <Badge
      color={paymentStatusColors[status]}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {paymentStatusLabels[status]}
    </Badge>
  );
}
