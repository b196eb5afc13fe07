import { Badge } from '@mantine/core';
import { formatPortCallState } from '@portcall/contracts/format';

// A state is short and must be read whole: never cut to an ellipsis by a narrow column.
const noTruncation = { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } };

const portCallColors: Record<string, string> = {
  DRAFT: 'gray',
  IN_PROCESS: 'teal',
  IMPORTED: 'indigo',
  CANCELLED: 'red',
};

/** Port call state as platform-core §3 shows it: 'IN PROCESS', a dash for anything unknown. */
export function PortCallStateBadge({ status }: { status: string | null | undefined }) {
  const label = formatPortCallState(status);
  if (label === '-') return <span>-</span>;
  return (
    <Badge styles={noTruncation} maw="none" variant="light" color={portCallColors[status ?? ''] ?? 'gray'} radius="sm">
      {label}
    </Badge>
  );
}

const appointmentColors: Record<string, string> = {
  DRAFT: 'gray',
  APPOINTED: 'blue',
  ACCEPTED: 'teal',
  REJECTED: 'orange',
  CANCELLED: 'red',
  CLOSED: 'dark',
};

export function AppointmentStateBadge({ state }: { state: string | null | undefined }) {
  if (!state) return <span>-</span>;
  return (
    <Badge styles={noTruncation} maw="none" variant="dot" color={appointmentColors[state] ?? 'gray'} radius="sm">
      {state}
    </Badge>
  );
}

/** A date cell: dd/MM/yyyy, or a dash when unknown. */
export const orDash = (text: string | null | undefined) => (text?.trim() ? text : '-');
