import { Alert, Button, Card, Group, Select, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { formatAmount, formatDate } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { type TQuotation, type TRequestForQuotation, ZDecline, ZQuote } from '@portcall/contracts/requests';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { isApiError } from '../../../api/api-error';
import { useCurrencies } from '../../../api/ref-data/currencies';
import { useDecide } from '../../../lib/use-can';
import { PageHeader } from '../../../ui/page-header';
import { useAgentAction } from '../api/agent-request-actions';
import { usePricelistAmounts } from '../api/load-pricelist-amounts';
import { useRequest } from '../api/load-request';
import { CommentsPanel } from '../components/comments-panel';
import { RequestStatusBadge } from '../components/status-badge';
import { sumTypedAmounts } from '../lib/quote-totals';

const sections: Array<[keyof TQuotation, string]> = [
  ['portExpensesSection', 'Port expenses'],
  ['agencyExpensesSection', 'Agency expenses'],
  ['husbandryExpensesSection', 'Husbandry expenses'],
];
/** "950.0000" -> "950": the stored scale is not what the agent typed. */
const trimAmount = (amount: string) => (amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount);
const fail = (error: unknown) => toast.error(isApiError(error) ? error.message : 'The request could not be changed');

/**
 * The agent's request: the buyer's expenses by section to quote (prefilled from the price list on
 * request), decline with a reason, comments per expense. Opening it marks it seen.
 */
export function AgentRequestPage() {
  const id = Number(useParams().id);
  const request = useRequest(id, 'agent');
  const act = useAgentAction(id);
  const seen = useRef(false);
  const { mutate } = act;
  const may = useDecide();
  const status = request.data?.status;
  useEffect(() => {
    if (status === 'SENT' && !seen.current) {
      seen.current = true;
      mutate({ kind: 'mark-as-seen' });
    }
  }, [status, mutate]);
  const r = request.data;
  if (!r) return <Text>{request.isError ? request.error.message : 'Loading…'}</Text>;
  // The policy table's states (requests/state-machine.ts answers the same): open requests take an answer.
  const canQuote = may('REQUEST_QUOTE', { state: r.status }).allowed;
  const canDecline = may('REQUEST_DECLINE', { state: r.status }).allowed;
  return (
    <>
      <PageHeader
        eyebrow={`Request for quotation from ${r.buyerName}`}
        title={`${r.vesselName} at ${r.portName}`}
        description={`ETA ${formatDate(r.eta) || '-'}${r.dueDate ? ` · due ${formatDate(r.dueDate)}` : ''} · ${r.requestCurrency}`}
        actions={
          <Group>
            <RequestStatusBadge status={r.status} />
            <Button variant="default" component={Link} to="/secured/agent/da-tool/requests">
              All requests
            </Button>
          </Group>
        }
      />
      <Stack>
        {r.outcome === 'AWARDED' ? (
          <Alert color="teal" title="Your quote was awarded">
            {r.buyerName} appointed you. Your PDA draft is ready from this quote: accept the appointment in the DA tool,
            then submit the PDA.
            {r.appointmentId ? (
              <Group gap="xs" mt="sm">
                <Button
                  size="xs"
                  component={Link}
                  to={`/secured/agent/da-tool/appointment/${r.appointmentId}/proforma`}
                >
                  Open the PDA draft
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  component={Link}
                  to={`/secured/agent/da-tool/appointment/${r.appointmentId}/official-preview`}
                >
                  Letter of appointment
                </Button>
              </Group>
            ) : null}
          </Alert>
        ) : null}
        {r.outcome === 'NOT_CHOSEN' ? (
          <Alert color="gray" title="Not chosen">
            {r.buyerName} awarded another agent's quote for this request.
          </Alert>
        ) : null}
        {r.comment ? <Alert title="From the principal">{r.comment}</Alert> : null}
        {r.status === 'RENEGOTIATE' && r.renegotiateComment ? (
          <Alert color="orange" title="A new quote is asked for">
            {r.renegotiateComment}
          </Alert>
        ) : null}
        {r.isAutomatic ? <Alert color="teal">Quoted automatically from your price list.</Alert> : null}
        {r.status === 'DECLINED' ? <Alert color="red">Declined: {r.declineReason}</Alert> : null}
        <QuoteForm
          request={r}
          isEditable={canQuote}
          onSubmit={(quote) =>
            act.mutate({ kind: 'quote', quote }, { onSuccess: () => toast.success('Quote sent'), onError: fail })
          }
          isSaving={act.isPending}
        />
        {canDecline ? (
          <DeclineForm
            onDecline={(reason) =>
              act.mutate(
                { kind: 'decline', reason },
                { onSuccess: () => toast.success('Request declined'), onError: fail },
              )
            }
          />
        ) : null}
        <ExpenseComments request={r} />
      </Stack>
    </>
  );
}

function QuoteForm({
  request,
  isEditable,
  onSubmit,
  isSaving,
}: {
  request: TRequestForQuotation;
  isEditable: boolean;
  onSubmit: (quote: {
    currency?: string;
    rate?: string;
    expenses: Array<{ expenseId: number; amount?: string }>;
  }) => void;
  isSaving: boolean;
}) {
  const currencies = useCurrencies();
  const [amounts, setAmounts] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      sections.flatMap(([key]) =>
        request.quotation[key].expenses.map((e) => [e.id, e.amount ? trimAmount(e.amount) : '']),
      ),
    ),
  );
  const [currency, setCurrency] = useState<string | null>(request.currency);
  const [rate, setRate] = useState(request.rate ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isPrefillAsked, setPrefillAsked] = useState(false);
  const prefill = usePricelistAmounts(request.id, isPrefillAsked);
  useEffect(() => {
    if (!prefill.data) return;
    setAmounts((now) => ({
      ...now,
      ...Object.fromEntries(prefill.data.map((p) => [p.expenseId, trimAmount(p.amount)])),
    }));
    const first = prefill.data[0];
    if (first) setCurrency(first.currency);
    toast.info(
      prefill.data.length > 0
        ? `${prefill.data.length} price(s) filled in from your price list`
        : 'Your price list has no price for these expenses',
    );
  }, [prefill.data]);
  const prefillError = prefill.error;
  useEffect(() => {
    if (prefillError)
      toast.error(
        isApiError(prefillError) && prefillError.message ? prefillError.message : messages.PRICELIST_AMOUNTS_FAILED,
      );
  }, [prefillError]);
  // Until the agent picks one, the quote is in the currency the buyer asked for.
  const shownCurrency = currency ?? request.requestCurrency;
  const sumOf = (expenses: ReadonlyArray<{ id: number }>) => sumTypedAmounts(expenses.map((e) => amounts[e.id]));
  const submit = () => {
    const quote = {
      id: request.id,
      ...(currency && currency !== request.requestCurrency ? { currency, rate } : {}),
      expenses: Object.entries(amounts).map(([expenseId, amount]) => ({
        expenseId: Number(expenseId),
        ...(amount.trim() ? { amount: amount.trim().replaceAll(',', '') } : {}),
      })),
    };
    const parsed = ZQuote.safeParse(quote);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    const { id: _id, ...rest } = parsed.data;
    onSubmit(rest);
  };
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz={18}>
          Quotation
        </Title>
        {isEditable ? (
          <Button
            size="xs"
            variant="default"
            onClick={() => (isPrefillAsked ? void prefill.refetch() : setPrefillAsked(true))}
          >
            Fill in from price list
          </Button>
        ) : null}
      </Group>
      <Group mb="sm">
        <Select
          label="Currency"
          searchable
          disabled={!isEditable}
          data={(currencies.data ?? []).map((c) => c.code)}
          value={currency}
          onChange={setCurrency}
        />
        {currency && currency !== request.requestCurrency ? (
          <TextInput
            label={`Rate to ${request.requestCurrency}`}
            description={`What 1 ${currency} is worth in ${request.requestCurrency}`}
            value={rate}
            disabled={!isEditable}
            onChange={(e) => setRate(e.currentTarget.value)}
            error={errors.rate}
          />
        ) : null}
      </Group>
      {sections.map(([key, title]) =>
        request.quotation[key].expenses.length === 0 ? null : (
          <Stack key={key} gap={4} mb="md">
            <Text fw={600}>{title}</Text>
            <Table aria-label={title}>
              <Table.Tbody>
                {request.quotation[key].expenses.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{e.name}</Table.Td>
                    <Table.Td w={220}>
                      <TextInput
                        aria-label={`Amount of ${e.name}`}
                        value={amounts[e.id] ?? ''}
                        disabled={!isEditable}
                        onChange={(ev) => {
                          const value = ev.currentTarget.value;
                          setAmounts((now) => ({ ...now, [e.id]: value }));
                        }}
                        error={errors[`expenses.${Object.keys(amounts).indexOf(String(e.id))}.amount`]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm" ta="right" aria-label={`${title} total`}>
              {title} total {shownCurrency} {formatAmount(sumOf(request.quotation[key].expenses))}
            </Text>
          </Stack>
        ),
      )}
      {/* While the agent types, the totals follow the form; once answered, the server's total stands. */}
      {isEditable ? (
        <Text fw={700} aria-label="Quote total">
          Total {shownCurrency} {formatAmount(sumOf(sections.flatMap(([key]) => request.quotation[key].expenses)))}
        </Text>
      ) : request.total ? (
        <Text fw={700}>
          Total {request.currency} {formatAmount(request.total)}
        </Text>
      ) : null}
      {isEditable ? (
        <Group justify="flex-end">
          <Button onClick={submit} loading={isSaving}>
            Send quote
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}

function DeclineForm({ onDecline }: { onDecline: (reason: string) => void }) {
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!isOpen)
    return (
      <Group>
        <Button color="red" variant="light" onClick={() => setOpen(true)}>
          Decline
        </Button>
      </Group>
    );
  return (
    <Card withBorder>
      <Textarea
        label="Reason"
        required
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={error}
      />
      <Group justify="flex-end" mt="sm">
        <Button
          color="red"
          onClick={() => {
            const parsed = ZDecline.safeParse({ id: 1, reason });
            if (!parsed.success) return setError(parsed.error.issues[0]?.message);
            onDecline(parsed.data.reason);
          }}
        >
          Decline the request
        </Button>
      </Group>
    </Card>
  );
}

function ExpenseComments({ request }: { request: TRequestForQuotation }) {
  const expenses = sections.flatMap(([key]) => request.quotation[key].expenses);
  const [expenseId, setExpenseId] = useState<string | null>(expenses[0] ? String(expenses[0].id) : null);
  const expense = expenses.find((e) => String(e.id) === expenseId);
  return (
    <Card withBorder>
      <Title order={3} fz={18} mb="sm">
        Comments
      </Title>
      <Select
        label="Expense"
        data={expenses.map((e) => ({ value: String(e.id), label: e.name }))}
        value={expenseId}
        onChange={setExpenseId}
      />
      {expense ? <CommentsPanel requestId={request.id} expenseId={expense.id} expenseName={expense.name} /> : null}
    </Card>
  );
}
