import { Alert, Button, Group, Loader, Stack, Table, Text, Textarea } from '@mantine/core';
import type { TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { formatAmount } from '@portcall/contracts/format';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { countOf } from '../../../lib/count-words';
import { RightDrawer } from '../../../ui/right-drawer';
import { TraceView } from '../../port-estimator/components/trace-view';
import { useExpenseAnalysis, useRefreshAnalysisMutation } from '../api/analyze-expense';
import { useAnalyzerFeedbackMutation } from '../api/send-analyzer-feedback';
import { failureText } from '../lib/line-actions';

export const ANALYSIS_DRAWER_ID = 'evaluation-analysis';

const amount = (v: string | null) => (v === null ? '—' : formatAmount(v));

/** Was the analysis useful? Sent once per opening; the comment is optional. */
function AnalyzerFeedback({ expenseEvaluationId }: { expenseEvaluationId: number }) {
  const feedback = useAnalyzerFeedbackMutation();
  const [comment, setComment] = useState('');
  if (feedback.isSuccess)
    return (
      <Text size="sm" c="teal">
        Thank you for your feedback.
      </Text>
    );
  const send = (isUseful: boolean) =>
    feedback.mutate(
      { expenseEvaluationId, isUseful, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      { onSuccess: () => toast.success('Feedback sent') },
    );
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Was this analysis useful?
      </Text>
      <Textarea
        label="Comment (optional)"
        autosize
        minRows={2}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
      />
      {feedback.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureText(feedback.error)}
        </Alert>
      )}
      <Group>
        <Button size="xs" variant="light" color="teal" loading={feedback.isPending} onClick={() => send(true)}>
          Useful
        </Button>
        <Button size="xs" variant="light" color="gray" loading={feedback.isPending} onClick={() => send(false)}>
          Not useful
        </Button>
      </Group>
    </Stack>
  );
}

/** The line's amount against the estimate, in words: above, below or matching it. */
function versus(difference: string, currency: string): string {
  if (/^-?0(\.0+)?$/.test(difference)) return 'this line matches it';
  const below = difference.startsWith('-');
  return `this line is ${formatAmount(difference.replace(/^-/, ''))} ${currency} ${below ? 'below' : 'above'} it`;
}

type Analysis = NonNullable<ReturnType<typeof useExpenseAnalysis>['data']>;

/** What the port's published formula gives for this line, with its working, or why there is none. */
function FormulaEstimate({ analysis, currency, lineName }: { analysis: Analysis; currency: string; lineName: string }) {
  const estimate = analysis.formula;
  if (!estimate)
    return (
      <Text size="sm" c="dimmed" aria-label="Formula estimate">
        No published formula for this expense at this port.
      </Text>
    );
  return (
    <Stack gap={4} aria-label="Formula estimate">
      <Text size="sm" fw={600}>
        Formula estimate:{' '}
        {estimate.amount === null ? 'not computed' : `${formatAmount(estimate.amount)} ${estimate.currency}`}
        {estimate.difference !== null && ` · ${versus(estimate.difference, currency)}`}
      </Text>
      {estimate.problem && (
        <Text size="sm" c="orange">
          {estimate.problem}
        </Text>
      )}
      <TraceView expense={{ ...estimate, expenseName: lineName }} />
    </Stack>
  );
}

/**
 * The line against the same catalogue expense at the same port in the buyer's earlier DAs: count,
 * mean, min and max in the DA currency and converted with the evaluation's rate; and the port's
 * published formula for the expense, run for the call.
 */
export function AnalysisDrawer({
  evaluationId,
  line,
  currency,
  rate,
}: {
  evaluationId: number;
  line: TExpenseEvaluation | null;
  currency: string;
  /** The evaluation's rate; 1 when it has none. */
  rate: string;
}) {
  const analysis = useExpenseAnalysis(evaluationId, line?.id ?? null, rate);
  const refresh = useRefreshAnalysisMutation(evaluationId);
  const data = analysis.data;
  const rows = data
    ? [
        { label: 'This line', own: data.amount, converted: data.convertedAmount },
        { label: 'Mean', own: data.stats.mean, converted: data.converted.mean },
        { label: 'Minimum', own: data.stats.min, converted: data.converted.min },
        { label: 'Maximum', own: data.stats.max, converted: data.converted.max },
      ]
    : [];
  return (
    <RightDrawer id={ANALYSIS_DRAWER_ID} title="Expense analysis" subtitle={line?.name} width={560}>
      {line && (
        <Stack>
          {analysis.isPending && <Loader size="sm" />}
          {analysis.isError && (
            <Alert color="red" variant="light" role="alert">
              {failureText(analysis.error)}
            </Alert>
          )}
          {data && (
            <>
              <Text size="sm" aria-label="Comparable expenses">
                {data.count === 0
                  ? 'No earlier DA of yours at this port has this expense in this currency.'
                  : `${countOf(data.count, 'earlier DA line')} at this port in ${currency}.`}
              </Text>
              <Table aria-label="Analysis" verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th />
                    <Table.Th ta="right">{currency}</Table.Th>
                    <Table.Th ta="right">At rate {data.exchangeRate}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.label}>
                      <Table.Td>{r.label}</Table.Td>
                      <Table.Td ta="right">{amount(r.own)}</Table.Td>
                      <Table.Td ta="right">{amount(r.converted)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <FormulaEstimate analysis={data} currency={currency} lineName={line.name} />
            </>
          )}
          {refresh.isError && (
            <Alert color="red" variant="light" role="alert">
              {failureText(refresh.error)}
            </Alert>
          )}
          <Group>
            <Button
              size="xs"
              variant="default"
              loading={refresh.isPending}
              onClick={() => refresh.mutate({ expenseId: line.id, exchangeRate: rate })}
            >
              Refresh
            </Button>
          </Group>
          {data && <AnalyzerFeedback key={line.id} expenseEvaluationId={line.id} />}
        </Stack>
      )}
    </RightDrawer>
  );
}
