import { Badge, Paper, Table, Text, Title, Tooltip } from '@mantine/core';
import { formatAmount } from '@portcall/contracts/format';
import type { TRevisionChange } from '@portcall/contracts/proforma-revisions';
import { useEvaluationRevision } from '../api/load-revision';

const labels: Record<TRevisionChange['change'], string> = { CHANGED: 'Changed', ADDED: 'Added', REMOVED: 'Removed' };
const colors: Record<TRevisionChange['change'], string> = { CHANGED: 'yellow', ADDED: 'green', REMOVED: 'red' };
const amountOf = (amount: string | null) => (amount === null ? '—' : formatAmount(amount));

/**
 * What the agent's revision of the DA changed (issue 47 item 4): each changed, added or removed line
 * with its quoted amount before and after. Lines it left alone keep the buyer's work and are not listed.
 */
export function RevisionChanges(props: { evaluationId: number; proformaId: number; currency: string }) {
  const revision = useEvaluationRevision(props.evaluationId, props.proformaId);
  const data = revision.data;
  if (!data || data.revision < 2) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Changes in this revision" bg="yellow.0">
      <Title order={4}>Revision {data.revision}: what the agent changed</Title>
      {data.changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          The agent submitted the DA again without changing a line.
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label="Revision changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Expense</Table.Th>
              <Table.Th>Change</Table.Th>
              <Table.Th ta="right">Before ({props.currency})</Table.Th>
              <Table.Th ta="right">Now ({props.currency})</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.changes.map((c, i) => (
              <Table.Tr key={`${c.change}-${c.expenseEvaluationId ?? i}`}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={colors[c.change]}>
                    {labels[c.change]}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{amountOf(c.previousAmount)}</Table.Td>
                <Table.Td ta="right">{amountOf(c.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/** The mark on a line of the evaluation that the latest revision changed or added, with the amounts. */
export function RevisionLineBadge(props: { evaluationId: number; proformaId: number; lineId: number }) {
  const revision = useEvaluationRevision(props.evaluationId, props.proformaId);
  const change = revision.data?.changes.find((c) => c.expenseEvaluationId === props.lineId);
  if (!change) return null;
  const label =
    change.change === 'ADDED'
      ? `Added in revision ${revision.data?.revision}`
      : `Changed in revision ${revision.data?.revision}: ${amountOf(change.previousAmount)} → ${amountOf(change.amount)}`;
  return (
    <Tooltip label={label}>
      <Badge size="xs" variant="filled" color={colors[change.change]} aria-label={label}>
        {labels[change.change]}
      </Badge>
    </Tooltip>
  );
}
