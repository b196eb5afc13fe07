import { Alert, List, Text } from '@mantine/core';
import { formatAmount } from '@portcall/contracts/format';
import type { SupplierKind } from '../api/keys';
import { useSentBack } from '../api/sent-back';

/**
 * The lines of the DA the buyer sent back for review and the buyer's comments on each, so the agent
 * knows what to revise (issue 47 item 4); nothing when no line is sent back.
 */
export function SentBackPanel(props: {
  kind: SupplierKind;
  appointmentId: number;
  proformaId: number | undefined;
  currency: string | null;
}) {
  const sentBack = useSentBack(props.kind, props.appointmentId, props.proformaId);
  const lines = sentBack.data ?? [];
  if (lines.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      mb="sm"
      title="Sent back for review"
      role="region"
      aria-label="Sent back for review"
    >
      <List spacing={4} size="sm">
        {lines.map((l) => (
          <List.Item key={l.expenseId} aria-label={`Sent back: ${l.name}`}>
            <Text span fw={600}>
              {l.name}
            </Text>{' '}
            ({props.currency ?? ''} {formatAmount(l.amount)}): {l.comments ?? 'no comment'}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
