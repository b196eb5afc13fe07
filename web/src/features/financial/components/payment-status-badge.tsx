import { Badge } from '@mantine/core';
import type { TPaymentStatus } from '@portcall/contracts/payments';
import { paymentStatusColors, paymentStatusLabels } from '../lib/payment-actions';

export function PaymentStatusBadge({ status }: { status: TPaymentStatus }) {
  return (
    <Badge
      color={paymentStatusColors[status]}
      variant="light"
      radius="sm"
      // The label is never cut ("PENDING APPROV..."): the badge takes the width it needs.
      style={{ flexShrink: 0, overflow: 'visible', maxWidth: 'none' }}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {paymentStatusLabels[status]}
    </Badge>
  );
}
