import { Button, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { canUse } from '@portcall/contracts/access';
import { daQueueStageLabels, type TDaQueueItem, type TDaQueueStage } from '@portcall/contracts/da-queue';
import { formatAmount, formatDate } from '@portcall/contracts/format';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { useSessionStore } from '../../../lib/session-store';
import { useCan } from '../../../lib/use-can';
import { StageBadge, stageColors } from '../../../ui/da-stage-badge';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { useTableState } from '../../../ui/table-state';
import { useDaQueue } from '../api/list-da-queue';
import { type DaQueueFilters, DaQueueFiltersBar, initialDaQueueFilters } from '../components/da-queue-filters';

/** The stages a finance team works through, in order; PAID and CLOSED are reached with the filter. */
const WORK_STAGES: readonly TDaQueueStage[] = ['TO_EVALUATE', 'IN_REVIEW', 'APPROVED', 'TO_PAY'];

const money = (currency: string | null, amount: string) => `${currency ?? ''} ${formatAmount(amount)}`.trim();

export const evaluationPath = (evaluationId: number) => `/secured/buyer/da-tool/evaluation/${evaluationId}`;

const columns: DataColumn<TDaQueueItem>[] = [
  {
    key: 'da',
    header: 'DA',
    sortProperty: 'submittedAt',
    render: (d) => (
      <Stack gap={0}>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {d.type} #{d.proformaId}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {d.submittedAt ? `Submitted ${formatDate(d.submittedAt)}` : 'Not submitted'}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'vessel',
    header: 'Vessel / port / agent',
    sortProperty: 'vessel',
    render: (d) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {d.vessel}
          {d.voyageNumber ? ` · V. ${d.voyageNumber}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {d.port} · {d.agent}
        </Text>
      </Stack>
    ),
  },
  { key: 'stage', header: 'Stage', width: 130, render: (d) => <StageBadge stage={d.stage} /> },
  {
    key: 'quoted',
    header: 'Quoted',
    sortProperty: 'quotedAmount',
    align: 'right',
    render: (d) => <Text style={{ whiteSpace: 'nowrap' }}>{money(d.currency, d.quotedAmount)}</Text>,
  },
  {
    key: 'evaluated',
    header: 'Evaluated',
    align: 'right',
    render: (d) => (
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {money(d.currency, d.evaluatedAmount)}
      </Text>
    ),
  },
  {
    key: 'assignee',
    header: 'Assignee',
    render: (d) =>
      d.assignee ? (
        <Text size="sm">{d.assignee.fullName}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          Unassigned
        </Text>
      ),
  },
];

/**
 * /secured/buyer/da-tool: the finance team's work queue of submitted DAs (to evaluate, in review,
 * approved, to pay), with the count of each stage and of what is assigned to me; a row opens its
 * evaluation.
 */
export function BuyerDaToolPage() {
  const table = useTableState<DaQueueFilters>({
    filters: initialDaQueueFilters,
    sort: { property: 'submittedAt', direction: 'DESC' },
  });
  const queue = useDaQueue(table.query);
  const counts = queue.data?.counts;
  // Those who verify DAs review the agents' bank accounts (the policy table's rule, the server's too).
  const mayReviewAccounts = useCan('BANK_ACCOUNT_VERBAL_VERIFY').allowed;
  const mayRequestQuotes = useSessionStore((s) => !!s.profile && canUse(s.profile, 'DA_TOOL', 'DA_REQUESTS_VIEW'));
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="DA tool"
        title="Disbursement accounts"
        description="Submitted DAs of your port calls: evaluate them, review and approve their expenses, then request payment."
        actions={
          <>
            {mayRequestQuotes ? (
              <Button component={Link} to="/secured/buyer/da-tool/request-cases" variant="default">
                Requests for quotation
              </Button>
            ) : null}
            {mayReviewAccounts ? (
              <Button component={Link} to="/secured/buyer/da-tool/bank-accounts" variant="default">
                Agents' bank accounts
              </Button>
            ) : null}
          </>
        }
      />
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <StageCard
          label="Assigned to me"
          hint="waiting for my evaluation"
          count={queue.data?.assignedToMe}
          color="navy"
          isActive={table.state.filters.assignedToMe === true}
          onClick={() =>
            table.setFilters({ assignedToMe: table.state.filters.assignedToMe === true ? null : true, stage: null })
          }
        />
        {WORK_STAGES.map((stage) => (
          <StageCard
            key={stage}
            label={daQueueStageLabels[stage]}
            count={counts?.[stage]}
            color={stageColors[stage]}
            isActive={table.state.filters.stage === stage}
            onClick={() => table.setFilter('stage', table.state.filters.stage === stage ? null : stage)}
          />
        ))}
      </SimpleGrid>
      <DataTable
        label="Disbursement accounts"
        columns={columns}
        rows={queue.data?.items}
        total={queue.data?.total ?? 0}
        rowKey={(d) => d.evaluationId}
        table={table}
        isFetching={queue.isFetching}
        error={queue.isError ? errorMessage(queue.error) : null}
        toolbar={<DaQueueFiltersBar table={table} />}
        emptyState={{
          title: 'No DA to work on',
          description: 'A DA appears here when an agent submits it on one of your appointments.',
        }}
        rowActions={(d) => (
          <Button
            component={Link}
            to={evaluationPath(d.evaluationId)}
            size="xs"
            variant="light"
            aria-label={`Open evaluation of ${d.type} #${d.proformaId} (${d.vessel}, ${d.port})`}
          >
            Open evaluation
          </Button>
        )}
      />
    </Stack>
  );
}

function StageCard(props: {
  label: string;
  hint?: string;
  count: number | undefined;
  color: string;
  isActive: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton onClick={props.onClick} aria-pressed={props.isActive}>
      <Card
        withBorder
        padding="sm"
        radius="md"
        style={{
          borderColor: props.isActive ? `var(--mantine-color-${props.color}-6)` : undefined,
          borderWidth: props.isActive ? 2 : 1,
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <Text size="sm" fw={600} c={`${props.color}.8`}>
            {props.label}
          </Text>
          <Text fz={22} fw={700} c="navy.9">
            {props.count ?? '–'}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {props.hint ?? (props.isActive ? 'Listed below' : 'Show them below')}
        </Text>
      </Card>
    </UnstyledButton>
  );
}
