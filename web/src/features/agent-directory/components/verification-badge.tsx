import { Badge, Tooltip } from '@mantine/core';
import type { TAgentVerification } from '@portcall/contracts/agent-directory';

/** VERIFIED: the agent holds a bank account a buyer approved (docs/decisions.md "Agent directory"). */
export function VerificationBadge({ verification }: { verification: TAgentVerification }) {
  const isVerified = verification === 'VERIFIED';
  return (
    <Tooltip label={isVerified ? 'Holds a bank account approved by a buyer' : 'No approved bank account yet'} withArrow>
      <Badge
        variant="light"
        color={isVerified ? 'teal' : 'gray'}
        style={{ flexShrink: 0, overflow: 'visible', maxWidth: 'none' }}
      >
        {isVerified ? 'Verified' : 'Not verified'}
      </Badge>
    </Tooltip>
  );
}
