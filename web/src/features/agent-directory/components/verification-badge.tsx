import { Badge, Tooltip } from '@mantine/core';
import type { TAgentVerification } from '@portcall/contracts/agent-directory';
import { formatDate } from '@portcall/contracts/format';
import type { TKypSummary } from '@portcall/contracts/kyp';

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

/** The agent's KYP verification with its date (issue 23): what a buyer checks before appointing. */
export function KypBadge({ kyp }: { kyp: TKypSummary | null | undefined }) {
  const isVerified = kyp?.status === 'VERIFIED';
  const text = isVerified
    ? `KYP verified ${kyp?.verifiedAt ? formatDate(kyp.verifiedAt) : ''}`.trim()
    : kyp?.status === 'EXPIRED'
      ? 'KYP expired'
      : 'Not KYP verified';
  return (
    <Badge
      variant="light"
      color={isVerified ? 'teal' : kyp?.status === 'EXPIRED' ? 'orange' : 'gray'}
      style={{ flexShrink: 0, overflow: 'visible', maxWidth: 'none' }}
    >
      {text}
    </Badge>
  );
}
