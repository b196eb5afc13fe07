import { Badge } from '@mantine/core';
import type { TPortLogState } from '@portcall/contracts/port-logs';

const colors: Record<TPortLogState, string> = {
  CREATED: 'gray',
  UPDATED: 'orange',
  SUBMITTED: 'teal',
  CANCELLED: 'red',
};

export function PortLogStateBadge({ state }: { state: TPortLogState }) {
  return (
    <Badge color={colors[state]} variant="light">
      {state}
    </Badge>
  );
}
