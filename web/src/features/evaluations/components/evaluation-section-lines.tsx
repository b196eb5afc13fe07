import { Badge, Group, Paper, Table, Text, Title, Tooltip } from '@mantine/core';
import type { TEvaluation, TExpenseEvaluation, TExpenseEvaluationStatus } from '@portcall/contracts/evaluations';
import { formatAmount } from '@portcall/contracts/format';
import type { ReactNode } from 'react';
import { type evaluationSections, tableLines } from '../lib/evaluation-lines';
import { RevisionLineBadge } from './revision-changes';

const statusColors: Record<TExpenseEvaluationStatus, string> = {
  PENDING: 'gray',
  VERIFIED: 'blue',
  APPROVED: 'teal',
  REJECTED: 'red',
  BACK_FOR_REVIEW: 'orange',
  DELETED: 'red',
};
const statusLabels: Record<TExpenseEvaluationStatus, string> = {
  PENDING: 'Pending',
  VERIFIED: 'Verified',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  BACK_FOR_REVIEW: 'Back for review',
  DELETED: 'Deleted',
};

/** One section's lines (split parts indented under their line), each with the actions the page gives it. */
export function EvaluationSectionLines({
  evaluation,
  section,
  actions,
  lineNotes,
}: {
  evaluation: TEvaluation;
  section: (typeof evaluationSections)[number];
  actions: (line: TExpenseEvaluation, isChild: boolean) => ReactNode;
  lineNotes: (line: TExpenseEvaluation) => ReactNode;
}) {
  const currency = evaluation.currency ?? '';
  const lines = evaluation[section.key].expenseEvaluations;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={section.title}>
      <Group justify="space-between" mb={4}>
        <Title order={4}>{section.title}</Title>
        <Text fw={600}>
          {currency} {formatAmount(evaluation[section.key].total)}
        </Text>
      </Group>
      <Table striped highlightOnHover verticalSpacing={4} aria-label={`${section.title} lines`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Expense</Table.Th>
            <Table.Th ta="right">Quoted ({currency})</Table.Th>
            <Table.Th ta="right">Verified ({currency})</Table.Th>
            <Table.Th ta="right">Discrepancy ({currency})</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th w={150} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text size="sm" c="dimmed">
                  Nothing quoted in this section.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {tableLines(lines).map(({ line, depth }) => (
            <Table.Tr key={line.id}>
              <Table.Td pl={depth ? 32 : undefined}>
                <Group gap={6}>
                  <Text size="sm">
                    {depth ? `↳ ${line.splitType === 'CHARTERER' ? 'Charterer' : 'Owner'}` : line.name}
                  </Text>
                  {depth === 0 && (
                    <RevisionLineBadge
                      evaluationId={evaluation.id}
                      proformaId={evaluation.proformaId}
                      lineId={line.id}
                    />
                  )}
                  {line.comments && (
                    <Tooltip label={line.comments} multiline w={280}>
                      <Badge size="xs" variant="outline" color="orange">
                        Comments
                      </Badge>
                    </Tooltip>
                  )}
                </Group>
                {lineNotes(line)}
              </Table.Td>
              <Table.Td ta="right">{formatAmount(line.amount)}</Table.Td>
              <Table.Td ta="right">{line.verifiedAmount ? formatAmount(line.verifiedAmount) : '—'}</Table.Td>
              <Table.Td ta="right">{line.discrepancyAmount ? formatAmount(line.discrepancyAmount) : '—'}</Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={statusColors[line.status]}>
                  {line.splitExpenses.length > 0 ? 'Split' : statusLabels[line.status]}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{actions(line, depth === 1)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
