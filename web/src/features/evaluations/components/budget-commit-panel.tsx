import { Alert, Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { hasAuthority } from '@portcall/contracts/access';
import { formatAmount, formatDateTimeInZone } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useSessionStore } from '../../../lib/session-store';
import { WithReason } from '../../../ui/with-reason';
import { useBudgetCheck } from '../api/budget-check';
import { useBudgetCommit, useCommitBudgetMutation } from '../api/budget-commit';
import { useEvaluationTask, useRetryEvaluationTaskMutation } from '../api/evaluation-task';
import { useSendDepartmentReminderMutation } from '../api/send-department-reminder';
import { canRetryTask, commitProgress, nonZeroSections } from '../lib/evaluation-workflow';
import { errorText } from './panel-error';

const sectionShort = { PORT_EXPENSES: 'Port', AGENCY_EXPENSES: 'Agency', HUSBANDRY_EXPENSES: 'Husbandry' } as const;
const taskColors = { PENDING: 'blue', FAILED: 'red', DONE: 'teal' } as const;

/**
 * Budget commit per eligible department (operations §7; decisions.md "What does department mean for
 * a budget commit?"), the reminders to departments that have not committed, and the integration
 * task the commit queues, with a retry when it failed.
 */
export function BudgetCommitPanel({
  evaluationId,
  currency,
  isOpen,
}: {
  evaluationId: number;
  currency: string;
  isOpen: boolean;
}) {
  const commit = useBudgetCommit(evaluationId);
  // The page's "Check budget" button updates this shared query, so a fresh check shows here at once.
  const check = useBudgetCheck(evaluationId);
  const task = useEvaluationTask(evaluationId);
  const commitBudget = useCommitBudgetMutation(evaluationId);
  const remind = useSendDepartmentReminderMutation(evaluationId);
  const retry = useRetryEvaluationTaskMutation(evaluationId);
  const [error, setError] = useState<string>();
  const mayCommit = useSessionStore((s) => !!s.profile && hasAuthority(s.profile, 'DA_EVALUATION_BUDGET_COMMIT'));
  const commitReason = !isOpen
    ? messages.EVALUATION_NOT_OPEN
    : mayCommit
      ? null
      : messages.REASON_NO_BUDGET_COMMIT_RIGHT;

  async function run(action: () => Promise<unknown>, done: string) {
    setError(undefined);
    try {
      await action();
      toast.success(done);
    } catch (e) {
      setError(errorText(e));
    }
  }

  // Without the authority to read commits (403) the panel has nothing to show.
  if (commit.isError && !commit.data) return null;
  const data = commit.data;
  const progress = data ? commitProgress(data) : null;
  const checkedAt = check.data?.checkedAt ?? data?.checkedAt ?? null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Budget commit">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={4}>Budget commit</Title>
          {data && progress && (
            <Badge color={data.isFullyCommitted ? 'teal' : 'gray'} variant="light">
              {data.isFullyCommitted ? 'Fully committed' : `${progress.committed} of ${progress.total} committed`}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {checkedAt ? `Budget checked ${formatDateTimeInZone(checkedAt)}` : 'Check the budget before committing'}
        </Text>
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert" mb="xs" withCloseButton onClose={() => setError(undefined)}>
          {error}
        </Alert>
      )}
      {data && data.departments.length === 0 && (
        <Text size="sm" c="dimmed">
          No department of your company takes part in DA work (settings: eligible departments).
        </Text>
      )}
      {data && data.departments.length > 0 && (
        <Table verticalSpacing={4} aria-label="Departments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Department</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Committed amounts</Table.Th>
              <Table.Th>Reminders today</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.departments.map((d) => (
              <Table.Tr key={d.departmentId}>
                <Table.Td>{d.name}</Table.Td>
                <Table.Td>
                  <Badge color={d.committed ? 'teal' : 'gray'} variant="light" size="sm">
                    {d.committed ? 'Committed' : 'Not committed'}
                  </Badge>
                  {d.committedAt && (
                    <Text size="xs" c="dimmed">
                      {formatDateTimeInZone(d.committedAt)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs">
                    {!d.committed
                      ? '—'
                      : nonZeroSections(d.items)
                          .map((i) => `${sectionShort[i.section]} ${currency} ${formatAmount(i.amount)}`)
                          .join(' · ') || `${currency} 0.00`}
                  </Text>
                </Table.Td>
                <Table.Td>{d.remindersToday}</Table.Td>
                <Table.Td>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <WithReason reason={commitReason}>
                      <Button
                        size="compact-xs"
                        variant={d.committed ? 'default' : 'filled'}
                        disabled={commitReason !== null}
                        loading={commitBudget.isPending && commitBudget.variables === d.name}
                        aria-label={`Commit budget for ${d.name}`}
                        onClick={() => run(() => commitBudget.mutateAsync(d.name), `Budget committed for ${d.name}`)}
                      >
                        {d.committed ? 'Commit again' : 'Commit'}
                      </Button>
                    </WithReason>
                    {!d.committed && (
                      <WithReason reason={commitReason}>
                        <Button
                          size="compact-xs"
                          variant="light"
                          disabled={commitReason !== null}
                          loading={remind.isPending && remind.variables === d.name}
                          aria-label={`Remind ${d.name}`}
                          onClick={() => run(() => remind.mutateAsync(d.name), `${d.name} reminded`)}
                        >
                          Remind
                        </Button>
                      </WithReason>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {task.data && (
        <Group gap="xs" mt="sm" aria-label="Integration task">
          <Text size="sm">Integration task ({task.data.kind.replaceAll('_', ' ').toLowerCase()}):</Text>
          <Badge color={taskColors[task.data.status]} variant="light" size="sm">
            {task.data.status}
          </Badge>
          <Text size="xs" c="dimmed">
            attempt {task.data.attempts} · {formatDateTimeInZone(task.data.updatedAt)}
          </Text>
          {task.data.lastError && (
            <Text size="xs" c="red">
              {task.data.lastError}
            </Text>
          )}
          {canRetryTask(task.data) && (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              loading={retry.isPending}
              onClick={() => run(() => retry.mutateAsync(), 'Task queued again')}
            >
              Retry
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}
