import { Badge, Stack, Text, Tooltip } from '@mantine/core';
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

/**
 * The agent's KYP verification with its date (issue 23): what a buyer checks before appointing.
 * `isCompact`: the date goes on a line of its own under the badge (a narrow table column).
 */
export function KypBadge({ kyp, isCompact = false }: { kyp: TKypSummary | null | undefined; isCompact?: boolean }) {
  const isVerified = kyp?.status === 'VERIFIED';
  const date = isVerified && kyp?.verifiedAt ? formatDate(kyp.verifiedAt) : '';
  const text = isVerified
    ? `KYP verified ${isCompact ? '' : date}`.trim()
    : kyp?.status === 'EXPIRED'
      ? 'KYP expired'
      : 'Not KYP verified';
  const badge = (
    <Badge
      variant="light"
      color={isVerified ? 'teal' : kyp?.status === 'EXPIRED' ? 'orange' : 'gray'}
      style={{ flexShrink: 0, overflow: 'visible', maxWidth: 'none' }}
    >
      {text}
    </Badge>
  );
  if (!isCompact || !date) return badge;
  return (
    <Stack gap={0} align="flex-start">
      {badge}
      <Text size="xs" c="dimmed">
        on {date}
      </Text>
    </Stack>
  );
}
