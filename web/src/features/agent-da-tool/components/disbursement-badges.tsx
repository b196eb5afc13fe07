import { Badge, Group } from '@mantine/core';
import type { TSupplierDisbursement } from '@portcall/contracts/appointments';

const colors: Record<string, string> = { DRAFT: 'gray', SUBMITTED: 'blue', WITHDRAWN: 'orange', PAID: 'teal' };
// Like the state badge: a DA's state is read whole, never cut to "SUBM...".
const noTruncation = { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } };

/** Where a DA stands for its agent: its own state, or "paid" once the buyer has paid it. */
export function disbursementState(da: TSupplierDisbursement): string {
  return da.paymentStatus === 'PAID' ? 'PAID' : da.status;
}

/** The DAs of an appointment, newest last: "PDA SUBMITTED", "FDA DRAFT", "PDA PAID". */
export function DisbursementBadges({ disbursements }: { disbursements: TSupplierDisbursement[] }) {
  if (disbursements.length === 0) return <>-</>;
  return (
    <Group gap={4}>
      {disbursements.map((da) => {
        const state = disbursementState(da);
        return (
          <Badge
            key={da.id}
            size="sm"
            radius="sm"
            variant="light"
            color={colors[state] ?? 'gray'}
            styles={noTruncation}
            aria-label={`${da.type} ${da.id} ${state.toLowerCase()}`}
          >
            {da.type} {state}
          </Badge>
        );
      })}
    </Group>
  );
}
