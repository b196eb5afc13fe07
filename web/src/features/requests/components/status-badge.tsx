import { Badge } from '@mantine/core';

const colors: Record<string, string> = {
  DRAFT: 'gray',
  SENT: 'blue',
  SEEN: 'cyan',
  QUOTED: 'teal',
  DECLINED: 'red',
  RENEGOTIATE: 'orange',
  CANCELLED: 'gray',
  CLOSED: 'dark',
};
// A status must be read whole, never cut to an ellipsis by a narrow column.
const noTruncation = { root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } };

/** A case's or a request's status (operations §4), as the spec spells it; dot badges keep the text contrast. */
export function RequestStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant="dot"
      color={colors[status] ?? 'gray'}
      radius="sm"
      styles={noTruncation}
      data-testid="request-status"
    >
      {status}
    </Badge>
  );
}
