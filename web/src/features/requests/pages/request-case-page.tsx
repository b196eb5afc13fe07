import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { formatAmount, formatDate } from '@portcall/contracts/format';
import type { TRequestCase, TRequestComparison } from '@portcall/contracts/requests';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { isApiError } from '../../../api/api-error';
import { useDecide } from '../../../lib/use-can';
import { ScorecardLine } from '../../../ui/agent-scorecard';
import { PageHeader } from '../../../ui/page-header';
import { addExpenses } from '../api/add-expenses';
import { awardQuote } from '../api/award-quote';
import { cancelRequest } from '../api/cancel-request';
import { cancelRequestCase } from '../api/cancel-request-case';
import { useRequestComparison } from '../api/evaluate-request-case';
import { useRequestChange } from '../api/keys';
import { useAgentOptions } from '../api/load-agents';
import { useRequestCase } from '../api/load-request-case';
import { renegotiate } from '../api/renegotiate';
import { revertRequest } from '../api/revert-request';
import { revokeShares } from '../api/revoke-shares';
import { sendReminder } from '../api/send-reminder';
import { shareRequestCase } from '../api/share-request-case';
import { submitAdditionalRequests } from '../api/submit-additional-requests';
import { CommentsPanel } from '../components/comments-panel';
import { RequestStatusBadge } from '../components/status-badge';
import { sectionOptions } from '../lib/section-titles';

type Request = TRequestCase['requests'][number];
const fail = (error: unknown) => toast.error(isApiError(error) ? error.message : 'The change could not be made');

/**
 * The buyer's request case: each agent's request with its status and the buyer's moves (remind,
 * renegotiate, cancel, revert), comments per expense, the comparison with the award of one quote, and sharing.
 */
export function RequestCasePage() {
  const id = Number(useParams().id);
  const requestCase = useRequestCase(id);
  const change = useRequestChange();
  const may = useDecide();
  const run: Run = (call, done) => change.mutate(call, { onSuccess: () => toast.success(done), onError: fail });
  const c = requestCase.data;
  if (!c) return <Text>{requestCase.isError ? requestCase.error.message : 'Loading…'}</Text>;
  const isOpen = c.status === 'SENT';
  // The policy table's answer: a buyer who may only view requests is not offered the award.
  const mayAward = may('REQUEST_CASE_AWARD', { state: c.status }).allowed;
  return (
    <>
      <PageHeader
        eyebrow="Request for quotation"
        title={`${c.vesselName} at ${c.portName}`}
        description={`ETA ${formatDate(c.eta) || '-'} · ${c.currency}${c.dueDate ? ` · quotes due ${formatDate(c.dueDate)}` : ''}`}
        actions={
          <Group>
            <RequestStatusBadge status={c.status} />
            <Button variant="default" component={Link} to="/secured/buyer/da-tool/request-cases">
              All requests
            </Button>
            {c.appointmentId ? (
              <Button
                variant="light"
                component={Link}
                to={`/secured/buyer/dashboard/port-calls/appointment/${c.appointmentId}/official-preview`}
              >
                Open the appointment
              </Button>
            ) : null}
            {c.status === 'SENT' || c.status === 'DRAFT' ? (
              <Button
                color="red"
                variant="light"
                onClick={() => run(() => cancelRequestCase(id), 'Request case cancelled')}
              >
                Cancel request case
              </Button>
            ) : null}
          </Group>
        }
      />
      <Tabs defaultValue="requests">
        <Tabs.List>
          <Tabs.Tab value="requests">Agents</Tabs.Tab>
          <Tabs.Tab value="compare">Compare quotes</Tabs.Tab>
          <Tabs.Tab value="comments">Comments</Tabs.Tab>
          <Tabs.Tab value="share">Share</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests" pt="md">
          <Table aria-label="Requests for quotation" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Agent</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Quote</Table.Th>
                <Table.Th>Reminders</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.requests.map((r) => (
                <RequestRow key={r.id} caseId={id} request={r} isOpen={isOpen} run={run} />
              ))}
            </Table.Tbody>
          </Table>
          {isOpen ? <InviteAgent requestCase={c} run={run} /> : null}
          {isOpen ? <AddExpense caseId={id} run={run} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="compare" pt="md">
          <Comparison caseId={id} mayAward={mayAward} run={run} />
        </Tabs.Panel>
        <Tabs.Panel value="comments" pt="md">
          <Comments requestCase={c} />
        </Tabs.Panel>
        <Tabs.Panel value="share" pt="md">
          <Share requestCase={c} run={run} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** Runs one change and says it is done (the answers are read again either way). */
type Run = (change: () => Promise<unknown>, done: string) => void;

function RequestRow({
  caseId,
  request: r,
  isOpen,
  run,
}: {
  caseId: number;
  request: Request;
  isOpen: boolean;
  run: Run;
}) {
  const [isAsking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const canRemind = isOpen && ['SENT', 'SEEN', 'RENEGOTIATE'].includes(r.status) && !r.pokeLock;
  return (
    <>
      <Table.Tr>
        <Table.Td>{r.agentName}</Table.Td>
        <Table.Td>
          <Group gap={4}>
            <RequestStatusBadge status={r.status} />
            {r.isAutomatic ? <Text size="xs">(automatic)</Text> : null}
          </Group>
        </Table.Td>
        <Table.Td>{r.total ? `${r.currency} ${formatAmount(r.total)}` : '-'}</Table.Td>
        <Table.Td>
          {r.pokes}
          {r.lastPokeDate ? ` · last ${formatDate(r.lastPokeDate)}` : ''}
        </Table.Td>
        <Table.Td>
          <Group gap={6} justify="flex-end">
            {canRemind ? (
              <Button size="xs" variant="default" onClick={() => run(() => sendReminder(r.id), 'Reminder sent')}>
                Send reminder
              </Button>
            ) : null}
            {isOpen && r.status === 'QUOTED' ? (
              <Button size="xs" variant="default" onClick={() => setAsking(true)}>
                Renegotiate
              </Button>
            ) : null}
            {isOpen && ['SENT', 'SEEN', 'QUOTED', 'RENEGOTIATE'].includes(r.status) ? (
              <Button
                size="xs"
                color="red"
                variant="subtle"
                onClick={() => run(() => cancelRequest(caseId, r.id), 'Request cancelled')}
              >
                Cancel
              </Button>
            ) : null}
            {isOpen && (r.status === 'CANCELLED' || r.status === 'DECLINED') ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => run(() => revertRequest(caseId, r.agentId), 'Request reopened')}
              >
                Revert
              </Button>
            ) : null}
          </Group>
        </Table.Td>
      </Table.Tr>
      {isAsking ? (
        <Table.Tr>
          <Table.Td colSpan={5}>
            <Group align="flex-end">
              <Textarea
                label="What should change?"
                value={comment}
                onChange={(e) => setComment(e.currentTarget.value)}
                flex={1}
              />
              <Button
                disabled={comment.trim() === ''}
                onClick={() => {
                  run(() => renegotiate(r.id, comment), 'New quote asked for');
                  setAsking(false);
                }}
              >
                Ask for a new quote
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

function InviteAgent({ requestCase, run }: { requestCase: TRequestCase; run: Run }) {
  const options = useAgentOptions(requestCase.id);
  const [agentId, setAgentId] = useState<string | null>(null);
  const invited = new Set(requestCase.requests.map((r) => r.agentId));
  return (
    <Group align="flex-end" mt="md">
      <Select
        label="Invite another agent"
        searchable
        data={(options.data ?? [])
          .filter((a) => !invited.has(a.id))
          .map((a) => ({ value: String(a.id), label: a.name }))}
        value={agentId}
        onChange={setAgentId}
      />
      <Button
        variant="default"
        disabled={!agentId}
        onClick={() => {
          run(() => submitAdditionalRequests(requestCase.id, [Number(agentId)]), 'Request sent to the agent');
          setAgentId(null);
        }}
      >
        Send request
      </Button>
    </Group>
  );
}

function AddExpense({ caseId, run }: { caseId: number; run: Run }) {
  const [section, setSection] = useState<string | null>('HUSBANDRY_EXPENSES');
  const [name, setName] = useState('');
  return (
    <Group align="flex-end" mt="md">
      <Select label="Additional expense in" data={sectionOptions} value={section} onChange={setSection} />
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Button
        variant="default"
        disabled={!section || name.trim() === ''}
        onClick={() => run(() => addExpenses(caseId, [{ section: section ?? '', name }]), 'Expense added')}
      >
        Add expense
      </Button>
    </Group>
  );
}

function Comparison({ caseId, mayAward, run }: { caseId: number; mayAward: boolean; run: Run }) {
  const comparison = useRequestComparison(caseId);
  const [awarding, setAwarding] = useState<TRequestComparison['totals'][number] | null>(null);
  const data = comparison.data;
  if (!data) return <Text>{comparison.isError ? comparison.error.message : 'Loading…'}</Text>;
  if (data.totals.length === 0) return <Text c="dimmed">No quotes yet.</Text>;
  return (
    <Stack>
      <Table aria-label="Quote comparison" striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Expense</Table.Th>
            <Table.Th>History (median)</Table.Th>
            {data.totals.map((t) => (
              <Table.Th key={t.requestId}>
                {t.agentName}
                <ScorecardLine
                  agentName={t.agentName}
                  figures={data.agents?.find((a) => a.requestId === t.requestId)?.figures}
                />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => (
            <Table.Tr key={row.expenseId}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.historicalMedian ? formatAmount(row.historicalMedian) : '-'}</Table.Td>
              {row.quotes.map((q) => (
                <Table.Td key={q.requestId}>{q.convertedAmount ? formatAmount(q.convertedAmount) : '-'}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={700}>Total ({data.currency})</Table.Td>
            <Table.Td>{data.historicalTotal ? formatAmount(data.historicalTotal) : '-'}</Table.Td>
            {data.totals.map((t) => (
              <Table.Td key={t.requestId} fw={700} data-testid={`total-${t.requestId}`}>
                {formatAmount(t.convertedTotal)}
                {t.currency !== data.currency ? (
                  <Text size="xs" c="dimmed">
                    {t.currency} {formatAmount(t.total)} at {t.rate}
                  </Text>
                ) : null}
                {t.versusHistorical ? (
                  <Text size="xs" c="dimmed">
                    vs history {formatAmount(t.versusHistorical)}
                  </Text>
                ) : null}
              </Table.Td>
            ))}
          </Table.Tr>
          {mayAward ? (
            <Table.Tr>
              <Table.Td colSpan={2} />
              {data.totals.map((t) => (
                <Table.Td key={t.requestId}>
                  {t.status === 'QUOTED' ? (
                    <Button size="xs" onClick={() => setAwarding(t)}>
                      Award {t.agentName}
                    </Button>
                  ) : null}
                </Table.Td>
              ))}
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      <Modal opened={awarding !== null} onClose={() => setAwarding(null)} title="Award this quote?">
        {awarding ? (
          <Stack>
            <Text>
              {awarding.agentName} will be appointed for this port call with its quote of {awarding.currency}{' '}
              {formatAmount(awarding.total)}, and its quoted lines become its PDA draft.
            </Text>
            <Text>
              The request case is closed, and the other agents are told that their quotes were not chosen. This cannot
              be undone here.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAwarding(null)}>
                Keep comparing
              </Button>
              <Button
                onClick={() => {
                  const chosen = awarding;
                  setAwarding(null);
                  run(() => awardQuote(caseId, chosen.requestId), `${chosen.agentName} awarded and appointed`);
                }}
              >
                Award and appoint {awarding.agentName}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

function Comments({ requestCase }: { requestCase: TRequestCase }) {
  const [requestId, setRequestId] = useState<string | null>(
    requestCase.requests[0] ? String(requestCase.requests[0].id) : null,
  );
  const [expenseId, setExpenseId] = useState<string | null>(
    requestCase.expenses[0] ? String(requestCase.expenses[0].id) : null,
  );
  const expense = requestCase.expenses.find((e) => String(e.id) === expenseId);
  return (
    <Stack maw={720}>
      <Group>
        <Select
          label="Agent"
          data={requestCase.requests.map((r) => ({ value: String(r.id), label: r.agentName }))}
          value={requestId}
          onChange={setRequestId}
        />
        <Select
          label="Expense"
          data={requestCase.expenses.map((e) => ({ value: String(e.id), label: e.name }))}
          value={expenseId}
          onChange={setExpenseId}
        />
      </Group>
      {requestId && expense ? (
        <Card withBorder>
          <CommentsPanel requestId={Number(requestId)} expenseId={expense.id} expenseName={expense.name} />
        </Card>
      ) : null}
    </Stack>
  );
}

function Share({ requestCase, run }: { requestCase: TRequestCase; run: Run }) {
  const [emails, setEmails] = useState('');
  const list = emails
    .split(/[,;\s]+/)
    .map((e) => e.trim())
    .filter(Boolean);
  return (
    <Stack maw={560}>
      <Text size="sm">
        E-mail a link to the read-only page of this request; it opens without logging in. A link lapses on its own after
        a set time (30 days unless your administrator changed it); revoking ends every link sent so far.
      </Text>
      {requestCase.isShared ? <Alert color="blue">Links to this request are live.</Alert> : null}
      <TextInput label="E-mails" value={emails} onChange={(e) => setEmails(e.currentTarget.value)} />
      <Group>
        <Button
          disabled={list.length === 0 || requestCase.status === 'DRAFT'}
          onClick={() => run(() => shareRequestCase(requestCase.id, list), 'Link e-mailed')}
        >
          Share
        </Button>
        {requestCase.isShared ? (
          <Button variant="default" onClick={() => run(() => revokeShares(requestCase.id), 'Links revoked')}>
            Revoke links
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
