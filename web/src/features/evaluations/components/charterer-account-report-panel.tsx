import { Alert, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { formatAmount, formatDateTimeInZone } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { WithReason } from '../../../ui/with-reason';
import {
  type TChartererAccountReport,
  useChartererAccountExpenses,
  useSubmitChartererAccountReportMutation,
} from '../api/charterer-account-report';
import { errorText } from './panel-error';

/**
 * The charterer account report: the charterers' part of every approved line not reported yet. The
 * server reports all of them at once (a line is reported once), so the panel lists what will go.
 */
export function ChartererAccountReportPanel({ evaluationId }: { evaluationId: number }) {
  const available = useChartererAccountExpenses(evaluationId, true);
  const submit = useSubmitChartererAccountReportMutation(evaluationId);
  const [report, setReport] = useState<TChartererAccountReport | null>(null);
  const [error, setError] = useState<string>();

  // Without DA_EVALUATION_CHARTERER_ACCOUNT_REPORT (403) there is nothing to show.
  if (available.isError) return null;
  const lines = available.data?.lines ?? [];

  async function send() {
    setError(undefined);
    try {
      setReport(await submit.mutateAsync());
      toast.success('Charterer account report submitted');
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Charterer account report">
      <Group justify="space-between" mb="xs">
        <Title order={4}>Charterer account report</Title>
        <WithReason reason={lines.length === 0 ? messages.REASON_NO_CHARTERER_AMOUNT : null}>
          <Button size="xs" variant="light" disabled={lines.length === 0} loading={submit.isPending} onClick={send}>
            Submit report ({lines.length})
          </Button>
        </WithReason>
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert" mb="xs" withCloseButton onClose={() => setError(undefined)}>
          {error}
        </Alert>
      )}
      {report && (
        <Text size="sm" c="teal" mb="xs">
          Report #{report.id} of {formatDateTimeInZone(report.reportedAt)}:{' '}
          {report.totals.map((t) => `${t.currency ?? ''} ${formatAmount(t.total)}`).join(', ')}
        </Text>
      )}
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.REASON_NO_CHARTERER_AMOUNT}
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label="Charterer amounts to report">
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={l.expenseEvaluationId}>
                <Table.Td>
                  {l.name}
                  {l.parentId !== null ? ' (charterer share)' : ''}
                </Table.Td>
                <Table.Td ta="right">
                  {l.currency} {formatAmount(l.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
            {available.data?.totals.map((t) => (
              <Table.Tr key={t.currency ?? ''}>
                <Table.Td fw={600}>Total</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {t.currency} {formatAmount(t.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
