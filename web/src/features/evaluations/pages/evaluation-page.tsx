import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Grid,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { hasAuthority } from '@portcall/contracts/access';
import type { TEvaluation, TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { formatAmount, formatDate } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { isApiError } from '../../../api/api-error';
import { countOf } from '../../../lib/count-words';
import { useSessionStore } from '../../../lib/session-store';
import { reasonOf, useDecide } from '../../../lib/use-can';
import { AppointmentMessages } from '../../../ui/appointment-messages';
import { EvaluationTaskFlow } from '../../../ui/appointment-panels';
import { useDrawer } from '../../../ui/drawer-store';
import { PolicyMenuItem } from '../../../ui/policy-menu-item';
import { WithReason } from '../../../ui/with-reason';
import { useBackForReviewMutation } from '../api/back-for-review-expense-evaluation';
import { useBudgetCheck, useMayCheckBudget, useRunBudgetCheckMutation } from '../api/budget-check';
import { useBulkApproveExpensesMutation } from '../api/bulk-approve-expenses';
import { useEvaluationBerths } from '../api/list-evaluation-berths';
import { useDiscrepancies } from '../api/load-discrepancies';
import { useEvaluation } from '../api/load-evaluation';
import { useEvaluationContext } from '../api/load-evaluation-context';
import { useRelatableProformas } from '../api/load-relatable-proformas';
import { useRestoreExpenseMutation } from '../api/restore-expense-evaluation';
import { useRevertExpenseMutation } from '../api/revert-expense-evaluation';
import { useSaveEvaluationValuesMutation } from '../api/save-evaluation-values';
import { useSplitExpenseMutation } from '../api/split-expense-evaluation';
import { useVerifyExpenseMutation } from '../api/verify-expense-evaluation';
import { useAccountingCodeActions } from '../components/accounting-code-actions';
import { AttachmentsPanel } from '../components/attachments-panel';
import { BudgetCommitPanel } from '../components/budget-commit-panel';
import { BulkLineActions, EvaluationActionsMenu } from '../components/bulk-line-actions';
import { ChartererAccountReportPanel } from '../components/charterer-account-report-panel';
import { ClarificationRequestButton } from '../components/clarification-request-dialog';
import { berthLabel, EvaluationBerthField } from '../components/evaluation-berth-field';
import { EvaluationSectionLines } from '../components/evaluation-section-lines';
import { InspectionPanel } from '../components/inspection-panel';
import { useLineBenchmarkNotes } from '../components/line-benchmark';
import { BackForReviewDrawer, COMMENTS_DRAWER_ID, SplitModal, VerifyModal } from '../components/line-dialogs';
import { useLineExtraActions } from '../components/line-extra-actions';
import { PaymentDetailsPanel } from '../components/payment-details-panel';
import { RevisionChanges } from '../components/revision-changes';
import { VarianceChart } from '../components/variance-chart';
import { approvableItems, evaluationSections, evaluationTotal, isOutOfBudget } from '../lib/evaluation-lines';
import { findLine, lineEntity } from '../lib/line-actions';

/** The catalogue text of a failed call (the http client already translated the code). */
function errorText(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : String(error);
}

type Dialog = { kind: 'verify' | 'split'; line: TExpenseEvaluation } | null;

/**
 * /secured/buyer/da-tool/evaluation/:evaluationId: the buyer's evaluation of one submitted DA
 * (operations §2-§4): totals, related PDAs, budget check, line actions, bulk approval, variance.
 */
export function EvaluationPage() {
  const evaluationId = Number(useParams().evaluationId);
  const evaluation = useEvaluation(evaluationId);
  const context = useEvaluationContext(evaluationId, evaluation.data?.appointmentId);
  const mayCheckBudget = useMayCheckBudget();
  const buyerId = useSessionStore((s) => s.profile?.companyId ?? null);
  const mayReportCharterer = useSessionStore(
    (s) => !!s.profile && hasAuthority(s.profile, 'DA_EVALUATION_CHARTERER_ACCOUNT_REPORT'),
  );
  const relatable = useRelatableProformas(evaluationId);
  const berths = useEvaluationBerths(evaluationId);
  const budget = useBudgetCheck(evaluationId);
  const runBudget = useRunBudgetCheckMutation(evaluationId);
  const isFinal = evaluation.data !== undefined && evaluation.data.type !== 'PDA';
  const discrepancies = useDiscrepancies(evaluationId, isFinal);
  const verify = useVerifyExpenseMutation(evaluationId);
  const split = useSplitExpenseMutation(evaluationId);
  const backForReview = useBackForReviewMutation(evaluationId);
  const restore = useRestoreExpenseMutation(evaluationId);
  const revert = useRevertExpenseMutation(evaluationId);
  const bulkApprove = useBulkApproveExpensesMutation(evaluationId);
  const saveValues = useSaveEvaluationValuesMutation(evaluationId);
  const drawer = useDrawer(COMMENTS_DRAWER_ID);
  const extra = useLineExtraActions(evaluationId, evaluation.data);
  const can = useDecide();
  const codes = useAccountingCodeActions(evaluation.data);
  const benchmarkNote = useLineBenchmarkNotes(evaluationId);

  const [dialog, setDialog] = useState<Dialog>(null);
  const [reviewLine, setReviewLine] = useState<TExpenseEvaluation | null>(null);
  const [error, setError] = useState<string>();
  const [relationIds, setRelationIds] = useState<number[]>([]);

  useEffect(() => {
    if (evaluation.data) setRelationIds(evaluation.data.relationIds);
  }, [evaluation.data]);

  async function run(action: () => Promise<unknown>, done: string) {
    setError(undefined);
    try {
      await action();
      toast.success(done);
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    }
  }

  if (evaluation.isError) {
    return (
      <Alert color="red" m="md" role="alert">
        {errorText(evaluation.error)}
      </Alert>
    );
  }
  const data = evaluation.data;
  if (!data) return null;

  const isOpen = data.status === 'OPEN';
  const berth = berthLabel(data, berths.data);
  const approvable = approvableItems(data);
  const currency = data.currency ?? '';
  const budgetItems = budget.data?.items ?? [];
  const outOfBudget = isOutOfBudget(budgetItems);
  const approveVerifiedReason =
    reasonOf(can('EVALUATION_APPROVE_VERIFIED', { isEvaluationOpen: isOpen })) ??
    (approvable.length === 0 ? messages.REASON_NOTHING_VERIFIED : null);

  /** Approves the verified lines among `ids` as `latest` has them (after codes were given, newer versions). */
  const approveLines = (ids: number[], done: string) =>
    codes.guardApproval(ids, (latest: TEvaluation) =>
      run(
        () =>
          bulkApprove.mutateAsync({
            evaluationId,
            items: approvableItems(latest).filter((i) => ids.includes(i.id)),
          }),
        done,
      ),
    );

  const lineActions = (line: TExpenseEvaluation, isChild: boolean) => {
    const canVerify = ['PENDING', 'VERIFIED', 'BACK_FOR_REVIEW'].includes(line.status);
    const hasChildren = line.splitExpenses.length > 0;
    const entity = lineEntity(data, line);
    // A closed evaluation's lines offer nothing: the button says so instead of opening an empty menu.
    if (!isOpen)
      return (
        <WithReason reason={messages.EVALUATION_NOT_OPEN}>
          <Button size="compact-xs" variant="light" aria-label={`Actions for ${line.name}`} disabled>
            Actions
          </Button>
        </WithReason>
      );
    const mayVerify = canVerify && !hasChildren;
    const verifyDecision = can('EXPENSE_VERIFY', entity);
    return (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {/* Verify is the line's everyday step, so it sits on the line; the menu keeps it for keyboard habits. */}
        {mayVerify && (
          <WithReason reason={reasonOf(verifyDecision)}>
            <Button
              size="compact-xs"
              aria-label={`Verify ${line.name}`}
              disabled={!verifyDecision.allowed}
              onClick={() => setDialog({ kind: 'verify', line })}
            >
              Verify
            </Button>
          </WithReason>
        )}
        <Menu position="bottom-end" withinPortal zIndex={200}>
          <Menu.Target>
            <Button size="compact-xs" variant="light" aria-label={`Actions for ${line.name}`}>
              Actions
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {mayVerify && (
              <PolicyMenuItem decision={verifyDecision} onClick={() => setDialog({ kind: 'verify', line })}>
                Verify
              </PolicyMenuItem>
            )}
            {!isChild && !hasChildren && ['PENDING', 'VERIFIED'].includes(line.status) && (
              <PolicyMenuItem
                decision={can('EXPENSE_SPLIT', entity)}
                onClick={() => setDialog({ kind: 'split', line })}
              >
                Split owner / charterer
              </PolicyMenuItem>
            )}
            {line.status === 'VERIFIED' && !hasChildren && (
              <PolicyMenuItem
                decision={can('EXPENSE_APPROVE', entity)}
                onClick={() => approveLines([line.id], `${line.name} is approved`)}
              >
                Approve
              </PolicyMenuItem>
            )}
            {['PENDING', 'VERIFIED'].includes(line.status) && !isChild && (
              <PolicyMenuItem
                decision={can('EXPENSE_BACK_FOR_REVIEW', entity)}
                onClick={() => {
                  setReviewLine(line);
                  drawer.open();
                }}
              >
                Back for review
              </PolicyMenuItem>
            )}
            {['DELETED', 'REJECTED'].includes(line.status) && (
              <PolicyMenuItem
                decision={can('EXPENSE_RESTORE', entity)}
                onClick={() =>
                  run(() => restore.mutateAsync({ expenseId: line.id, body: { version: line.version } }), 'Restored')
                }
              >
                Restore
              </PolicyMenuItem>
            )}
            {['APPROVED', 'VERIFIED'].includes(line.status) && (
              <PolicyMenuItem
                decision={can('EXPENSE_REVERT', entity)}
                onClick={() =>
                  run(() => revert.mutateAsync({ expenseId: line.id, body: { version: line.version } }), 'Reverted')
                }
              >
                Revert
              </PolicyMenuItem>
            )}
            {extra.menuItems(line)}
          </Menu.Dropdown>
        </Menu>
      </Group>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Anchor component={Link} to="/secured/buyer/da-tool" size="sm">
            ← DA tool
          </Anchor>
          <Group gap="xs">
            <Title order={2}>
              {data.type} evaluation #{data.id}
            </Title>
            <Badge color={isOpen ? 'teal' : 'gray'}>{data.status}</Badge>
            {budget.data && (
              <Badge color={outOfBudget ? 'red' : 'teal'} variant="light">
                {outOfBudget ? 'Out of budget' : 'Within budget'}
              </Badge>
            )}
          </Group>
          {context.data ? (
            <Text fw={600} c="navy.9" data-testid="evaluation-context">
              {context.data.vessel}
              {context.data.voyageNumber ? ` V. ${context.data.voyageNumber}` : ''} at {context.data.port} ·{' '}
              {context.data.agent} · {data.type} #{data.proformaId}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            Appointment {data.appointmentId} · DA #{data.proformaId}
            {berth ? ` · ${/^berth\b/i.test(berth) ? berth : `Berth ${berth}`}` : ''}
            {data.invoiceNumber ? ` · Invoice ${data.invoiceNumber}` : ''}
            {data.invoiceDate ? ` of ${formatDate(data.invoiceDate)}` : ''}
          </Text>
        </div>
        <ClarificationRequestButton evaluation={data} />
      </Group>
      {/* The DA's actions in a row of their own: beside the title they wrapped on a 1366 px screen. */}
      <Group gap="xs" justify="flex-end">
        <WithReason reason={mayCheckBudget ? null : messages.REASON_NO_BUDGET_CHECK_RIGHT}>
          <Button
            variant="default"
            disabled={!mayCheckBudget}
            loading={runBudget.isPending}
            onClick={() => run(() => runBudget.mutateAsync(), 'Budget checked')}
          >
            Check budget
          </Button>
        </WithReason>
        <WithReason reason={approveVerifiedReason}>
          <Button
            disabled={approveVerifiedReason !== null}
            loading={bulkApprove.isPending}
            onClick={() =>
              approveLines(
                approvable.map((i) => i.id),
                `${countOf(approvable.length, 'expense')} approved`,
              )
            }
          >
            Approve verified ({approvable.length})
          </Button>
        </WithReason>
        {codes.bulkButton}
        <BulkLineActions evaluation={data} onError={setError} />
        <EvaluationActionsMenu evaluation={data} />
      </Group>

      {error && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setError(undefined)}>
          {error}
        </Alert>
      )}

      {/* The lines are the work, so they come first and keep most of the width; the evaluation's
          narrow facts (totals, berth, links, payment, files) sit beside them instead of under them
          (at 1366 x 768 the page was one 2,000 px column with the lines in its middle). */}
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            {evaluationSections.map((s) => (
              <EvaluationSectionLines
                key={s.key}
                evaluation={data}
                section={s}
                actions={lineActions}
                lineNotes={(line) => (
                  <>
                    {extra.detailsNote(line)}
                    {codes.lineNote(line)}
                    {benchmarkNote(line)}
                  </>
                )}
              />
            ))}
            <RevisionChanges evaluationId={data.id} proformaId={data.proformaId} currency={currency} />
            {isFinal && discrepancies.data && <VarianceChart data={discrepancies.data} currency={currency} />}
            <InspectionPanel evaluation={data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} component="aside" aria-label="Evaluation details">
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              {evaluationSections.map((s) => (
                <Paper key={s.key} withBorder p="sm" radius="md">
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {s.title}
                  </Text>
                  <Text fw={700} size="lg" aria-label={`${s.title} total`}>
                    {currency} {formatAmount(data[s.key].total)}
                  </Text>
                  {budgetItems
                    .filter((b) => b.section.startsWith(s.key.toUpperCase()))
                    .map((b) =>
                      isOutOfBudget([b]) ? (
                        <Text key={b.section} size="xs" c="red">
                          +{formatAmount(b.amount)} over budget
                        </Text>
                      ) : null,
                    )}
                </Paper>
              ))}
              <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Total
                </Text>
                <Text fw={700} size="lg" aria-label="Evaluation total">
                  {currency} {formatAmount(evaluationTotal(data))}
                </Text>
              </Paper>
            </SimpleGrid>
            {berths.data ? (
              <EvaluationBerthField
                key={data.version}
                evaluation={data}
                berths={berths.data}
                isOpen={isOpen}
                run={run}
              />
            ) : null}
            {(relatable.data ?? []).length > 0 && (
              <Paper withBorder p="md" radius="md" component="section" aria-label="Linked PDAs">
                <Group justify="space-between" mb="xs">
                  <Title order={4}>Linked PDAs</Title>
                  {isFinal && isOpen && (
                    <Button
                      size="xs"
                      variant="light"
                      loading={saveValues.isPending}
                      onClick={() =>
                        run(
                          () => saveValues.mutateAsync({ id: data.id, version: data.version, relationIds }),
                          'Linked PDAs saved',
                        )
                      }
                    >
                      Save links
                    </Button>
                  )}
                </Group>
                <Table verticalSpacing={4}>
                  <Table.Tbody>
                    {(relatable.data ?? []).map((p) => (
                      <Table.Tr key={p.id}>
                        <Table.Td w={40}>
                          <Checkbox
                            aria-label={`Link ${p.type} #${p.id}`}
                            disabled={!isFinal || !isOpen}
                            checked={relationIds.includes(p.id)}
                            onChange={(e) => {
                              const checked = e.currentTarget.checked;
                              setRelationIds((ids) => (checked ? [...ids, p.id] : ids.filter((id) => id !== p.id)));
                            }}
                          />
                        </Table.Td>
                        <Table.Td>
                          {p.type} #{p.id}
                        </Table.Td>
                        <Table.Td>{p.submittedAt ? `Submitted ${formatDate(p.submittedAt)}` : ''}</Table.Td>
                        <Table.Td ta="right">
                          {currency} {formatAmount(p.total)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            )}
            <AttachmentsPanel evaluationId={evaluationId} proformaId={data.proformaId} />
            <PaymentDetailsPanel evaluation={data} />
            {mayReportCharterer ? <ChartererAccountReportPanel evaluationId={evaluationId} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
      {/* Wide tables and the conversation need the page's width; they follow the lines and their details. */}
      <BudgetCommitPanel evaluationId={evaluationId} currency={currency} isOpen={isOpen} />
      {buyerId ? <EvaluationTaskFlow evaluationId={evaluationId} buyerId={buyerId} /> : null}
      <AppointmentMessages appointmentId={data.appointmentId} />

      {extra.dialogs}
      {codes.dialogs}

      {dialog?.kind === 'verify' && (
        <VerifyModal
          evaluationId={evaluationId}
          line={findLine(data, dialog.line.id) ?? dialog.line}
          currency={currency}
          onClose={() => setDialog(null)}
          onSubmit={(body) => verify.mutateAsync({ expenseId: dialog.line.id, body })}
        />
      )}
      {dialog?.kind === 'split' && (
        <SplitModal
          evaluationId={evaluationId}
          line={findLine(data, dialog.line.id) ?? dialog.line}
          onClose={() => setDialog(null)}
          onSubmit={(body) => split.mutateAsync({ expenseId: dialog.line.id, body })}
        />
      )}
      <BackForReviewDrawer
        evaluationId={evaluationId}
        line={reviewLine ? (findLine(data, reviewLine.id) ?? reviewLine) : null}
        onSend={(line, body) => backForReview.mutateAsync({ expenseId: line.id, body })}
      />
    </Stack>
  );
}
