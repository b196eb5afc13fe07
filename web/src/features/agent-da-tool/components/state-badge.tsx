import { Badge } from '@mantine/core';

const stateColors: Record<string, string> = {
  APPOINTED: 'blue',
  ACCEPTED: 'teal',
  REJECTED: 'orange',
  CANCELLED: 'red',
  CLOSED: 'dark',
};
// A state must be read whole, never cut to an ellipsis by a narrow column.
const noTruncation = { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } };

/** An appointment's state as the agent or vendor sees it, in the list and on the letter. */
export function StateBadge({ state }: { state: string }) {
  return (
    <Badge variant="dot" color={stateColors[state] ?? 'gray'} radius="sm" styles={noTruncation}>
      {state}
    </Badge>
  );
}
