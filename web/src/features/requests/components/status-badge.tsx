import { Badge } from '@mantine/core';

const colors: Record<string, string> = {
  DRAFT: 'gray',
  SENT: 'blue',
  SEEN: 'cyan',
  QUOTED: 'teal',
  DECLINED: 'red',
  RENEGOTIATE: 'orange',
  CANCELLED: 'gray',
  CLOSED: 'navy',
};

/** A case's or a request's status (operations §4), as the spec spells it. */
export function RequestStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light" data-testid="request-status">
      {status}
    </Badge>
  );
}
