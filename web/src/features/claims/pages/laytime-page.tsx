import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TLaytimeCalculation } from '@portcall/contracts/claims';
import { formatMoney } from '@portcall/contracts/format';
import { type TLaytimeResult, ZLaytimeRequest } from '@portcall/contracts/laytime';
import { messages } from '@portcall/contracts/messages';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { errorMessage } from '../../../api/http-policy';
import { useCan } from '../../../lib/use-can';
import { PageHeader } from '../../../ui/page-header';
import { schemaProblems } from '../../../ui/schema-problems';
import {
  CLAIMS_PATH,
  calculate,
  useCharterTerms,
  useCreateClaim,
  useLaytimePrefill,
  useSaveCalculation,
  useSaveCharterTerms,
} from '../api/claims-api';
import { DeductionsTable, type LaytimeBody, LaytimeTermsFields, type Problems } from '../components/laytime-terms';
import { hoursOf, KIND_STYLE, LaytimeTimeline } from '../components/laytime-timeline';
import { ReversibleCard } from '../components/reversible-card';

/** The SOF events a laytime reads, by the names the SOF shows (docs/sof-event-codes.md). */
const SOF_EVENT_NAMES: Record<string, string> = {
  NOR_TENDERED: 'Notice of readiness tendered',
  CARGO_OPERATIONS_COMMENCED: 'Cargo operations commenced',
  CARGO_OPERATIONS_COMPLETED: 'Cargo operations completed',
};

/**
 * /secured/buyer/claims/laytime/:portCallId: the laytime of a port call read from its SOF (NOR,
 * commencement, completion, stoppages), corrected and annotated by the user, computed with its
 * statement and timeline, saved linked to the SOF version, and a claim opened from it.
 */
export function LaytimePage() {
  const portCallId = Number(useParams().portCallId);
  const prefill = useLaytimePrefill(portCallId);
  const save = useSaveCalculation(portCallId);
  const [body, setBody] = useState<LaytimeBody | null>(null);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [result, setResult] = useState<TLaytimeResult | null>(null);
  const [saved, setSaved] = useState<TLaytimeCalculation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [isBusy, setBusy] = useState(false);
  const [isClaimOpen, setClaimOpen] = useState(false);
  const terms = useCharterTerms(portCallId);
  const saveTerms = useSaveCharterTerms(portCallId);
  const [timeBarDays, setTimeBarDays] = useState<number | string>('');
  const [termsSaved, setTermsSaved] = useState(false);
  // Anyone who reads claims calculates; saving and opening a claim is the policy table's CLAIM_EDIT.
  const mayEdit = useCan('CLAIM_EDIT').allowed;

  useEffect(() => {
    if (!prefill.data || body) return;
    const existing = prefill.data.calculation;
    const source = (existing?.body ?? prefill.data.body) as LaytimeBody;
    setBody({
      ...source,
      deductions: source.deductions ?? [],
      exceptedPeriods: {
        weekly: source.exceptedPeriods?.weekly ?? [],
        holidays: source.exceptedPeriods?.holidays ?? [],
      },
    });
    if (existing) {
      setResult(existing.result);
      setSaved(existing);
      setNotes(Object.fromEntries(existing.notes.map((n) => [n.from, n.note])));
    }
  }, [prefill.data, body]);

  if (prefill.isError) return <Alert color="red">{errorMessage(prefill.error)}</Alert>;
  if (!prefill.data || !body) return <Loader />;
  const set = (patch: Partial<LaytimeBody>) => {
    setBody({ ...body, ...patch });
    // A changed field no longer shows its old problem.
    setProblems((p) =>
      Object.fromEntries(Object.entries(p).filter(([k]) => !Object.keys(patch).includes(k.split('.')[0] ?? ''))),
    );
  };
  /** Marks each bad field with its message before asking the server; false when any is bad. */
  const isValid = () => {
    const found = schemaProblems(ZLaytimeRequest, body);
    setProblems(found);
    return Object.keys(found).length === 0;
  };
  /** The server's per-field messages go under their fields; only what no field shows stays on top. */
  const fail = (e: unknown) => {
    if (e instanceof ApiError && Object.keys(e.fields).length > 0) {
      setProblems(e.fields);
      setError(null);
    } else setError(errorMessage(e));
  };
  const run = async () => {
    setError(null);
    if (!isValid()) return;
    setBusy(true);
    try {
      setResult(await calculate(body));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const onSave = async () => {
    setError(null);
    if (!isValid()) return;
    try {
      const calc = await save.mutateAsync({
        body,
        notes: Object.entries(notes)
          .filter(([, n]) => n.trim())
          .map(([from, note]) => ({ from, note })),
      });
      setSaved(calc);
      setResult(calc.result);
    } catch (e) {
      fail(e);
    }
  };
  const isOutOfDate = saved?.isOutOfDate ?? false;
  const barDays = timeBarDays === '' ? (terms.data?.timeBarDays ?? 90) : Number(timeBarDays);
  const onSaveTerms = async () => {
    setError(null);
    setTermsSaved(false);
    try {
      await saveTerms.mutateAsync({
        currency: body.currency,
        demurrageRatePerDay: body.demurrageRatePerDay,
        despatchRatePerDay: body.despatchRatePerDay ?? null,
        allowance: body.allowance,
        turnTimeHours: body.turnTimeHours ?? '0',
        weekly: body.exceptedPeriods.weekly,
        unlessUsed: body.unlessUsed ?? false,
        exceptionsApplyOnDemurrage: body.exceptionsApplyOnDemurrage ?? false,
        despatchBasis: body.despatchBasis ?? 'WORKING_TIME_SAVED',
        timeBarDays: barDays,
        terms: terms.data?.terms ?? '',
      });
      setTermsSaved(true);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow={
          <Anchor component={Link} to={CLAIMS_PATH} size="xs">
            Claims
          </Anchor>
        }
        title="Laytime calculation"
        description="Read from the statement of facts: correct any value, note any interval, calculate and save. The saved calculation stays linked to the SOF version it read."
        actions={
          <Anchor component={Link} to={`/secured/buyer/sof/${portCallId}`}>
            Open the statement of facts
          </Anchor>
        }
      />
      {isOutOfDate ? (
        <Alert
          color="orange"
          title={
            <Text fw={700} c="dark.9">
              Out of date
            </Text>
          }
        >
          The statement of facts changed since this calculation was saved. Read it again or save to confirm.
        </Alert>
      ) : null}
      {prefill.data.missing.length > 0 ? (
        <Alert
          color="yellow"
          title={
            <Text fw={700} c="dark.9">
              Not in the SOF yet
            </Text>
          }
        >
          {prefill.data.missing.map((code) => SOF_EVENT_NAMES[code] ?? code).join(' and ')}: enter{' '}
          {prefill.data.missing.length === 1 ? 'its time' : 'their times'} below, in the port's time.
        </Alert>
      ) : null}
      <Card withBorder>
        <Title order={2} fz="md" mb="xs">
          SOF events read (status {prefill.data.sofStatus.replaceAll('_', ' ')}, version {prefill.data.sofVersion})
        </Title>
        <Group gap="xs">
          {prefill.data.events
            .filter((e) => e.code.startsWith('NOR_') || e.code.startsWith('CARGO_OPERATIONS'))
            .map((e) => (
              <Badge key={`${e.code}${e.timestamp}`} variant="light" color="gray" style={{ textTransform: 'none' }}>
                {e.description} · {e.timestamp.slice(0, 16).replace('T', ' ')} UTC
              </Badge>
            ))}
        </Group>
      </Card>
      <Card withBorder>
        <Title order={2} fz="md" mb="sm">
          Terms and facts
        </Title>
        <LaytimeTermsFields
          body={body}
          set={set}
          problems={problems}
          timeBarDays={timeBarDays === '' ? (terms.data?.timeBarDays ?? 90) : timeBarDays}
          onTimeBarDays={setTimeBarDays}
        />
        <DeductionsTable body={body} set={set} problems={problems} />
        {error ? (
          <Alert color="red" mt="md" role="alert">
            {error}
          </Alert>
        ) : null}
        {Object.keys(problems).length > 0 ? (
          <Text c="red.8" size="sm" mt="md" role="alert">
            {messages.LAYTIME_FIX_FIELDS}
          </Text>
        ) : null}
        <Group mt="md">
          <Button onClick={run} loading={isBusy}>
            Calculate
          </Button>
          {mayEdit ? (
            <Button variant="light" onClick={onSave} loading={save.isPending}>
              Save calculation
            </Button>
          ) : null}
          {terms.data && mayEdit ? (
            <Button variant="subtle" onClick={onSaveTerms} loading={saveTerms.isPending}>
              Save as the voyage's charter-party terms
            </Button>
          ) : null}
          {termsSaved ? (
            <Text size="sm" c="teal.8" role="status">
              Charter-party terms saved for the voyage
            </Text>
          ) : null}
          {saved && !isOutOfDate && mayEdit ? (
            <Button variant="outline" color="navy" onClick={() => setClaimOpen(true)}>
              Open a claim
            </Button>
          ) : null}
        </Group>
      </Card>
      {result ? (
        <ResultCard result={result} notes={notes} onNote={(from, note) => setNotes({ ...notes, [from]: note })} />
      ) : null}
      {result ? <ReversibleCard portCallId={portCallId} body={body} /> : null}
      {saved ? (
        <NewClaimModal
          opened={isClaimOpen}
          onClose={() => setClaimOpen(false)}
          portCallId={portCallId}
          calculation={saved}
          defaultCounterparty=""
          defaultTimeBarDays={barDays}
        />
      ) : null}
    </Stack>
  );
}

function ResultCard({
  result,
  notes,
  onNote,
}: {
  result: TLaytimeResult;
  notes: Record<string, string>;
  onNote: (from: string, note: string) => void;
}) {
  const figures = [
    ['Allowed', hoursOf(result.allowedMinutes)],
    ['Used', hoursOf(result.usedMinutes)],
    ['On demurrage', hoursOf(result.demurrageMinutes)],
    ['Demurrage', formatMoney(result.demurrageAmount, result.currency)],
    ['Time saved', hoursOf(result.savedMinutes)],
    ['Despatch', formatMoney(result.despatchAmount, result.currency)],
  ];
  return (
    <Card withBorder aria-label="Laytime result" component="section">
      <Title order={2} fz="md" mb="sm">
        Result
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 6 }} mb="md">
        {figures.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} c={label === 'Demurrage' && result.demurrageMinutes > 0 ? 'red.8' : undefined}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <LaytimeTimeline result={result} />
      <Table mt="md" striped aria-label="Laytime statement" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From (UTC)</Table.Th>
            <Table.Th>To (UTC)</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Counts</Table.Th>
            <Table.Th>Counted</Table.Th>
            <Table.Th>Running</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.statement.map((s) => (
            <Table.Tr key={s.from}>
              <Table.Td>{s.from.slice(0, 16).replace('T', ' ')}</Table.Td>
              <Table.Td>{s.to.slice(0, 16).replace('T', ' ')}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  style={{ textTransform: 'none', background: `${KIND_STYLE[s.kind].color}22`, color: '#102a43' }}
                >
                  {KIND_STYLE[s.kind].label}
                  {s.kind === 'DEDUCTION' ? `: ${s.reason}` : ''}
                  {s.onDemurrage && s.kind !== 'DEMURRAGE' ? ' (on demurrage)' : ''}
                </Badge>
              </Table.Td>
              <Table.Td>{s.counts}%</Table.Td>
              <Table.Td>{hoursOf(s.minutesCounted)}</Table.Td>
              <Table.Td>{hoursOf(s.cumulativeMinutes)}</Table.Td>
              <Table.Td>
                <TextInput
                  size="xs"
                  aria-label={`Note from ${s.from}`}
                  value={notes[s.from] ?? ''}
                  onChange={(e) => onNote(s.from, e.currentTarget.value)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function NewClaimModal({
  opened,
  onClose,
  portCallId,
  calculation,
  defaultCounterparty,
  defaultTimeBarDays,
}: {
  opened: boolean;
  onClose: () => void;
  portCallId: number;
  calculation: TLaytimeCalculation;
  defaultCounterparty: string;
  defaultTimeBarDays: number;
}) {
  const navigate = useNavigate();
  const create = useCreateClaim();
  const isDespatch = calculation.result.demurrageMinutes === 0 && calculation.result.savedMinutes > 0;
  const [counterparty, setCounterparty] = useState(defaultCounterparty);
  const [type, setType] = useState<string>(isDespatch ? 'DESPATCH' : 'DEMURRAGE');
  const [timeBarDays, setTimeBarDays] = useState<number | string>(defaultTimeBarDays);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      const claim = await create.mutateAsync({
        portCallId,
        counterparty,
        type,
        currency: calculation.result.currency,
        calculationId: calculation.id,
        timeBarDays: Number(timeBarDays),
      });
      navigate(`${CLAIMS_PATH}/${claim.id}`);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="New claim">
      <Stack>
        <TextInput
          label="Counterparty"
          required
          value={counterparty}
          onChange={(e) => setCounterparty(e.currentTarget.value)}
        />
        <Select
          label="Type"
          data={[
            {
              value: 'DEMURRAGE',
              label: `Demurrage (${formatMoney(calculation.result.demurrageAmount, calculation.result.currency)})`,
            },
            {
              value: 'DESPATCH',
              label: `Despatch (${formatMoney(calculation.result.despatchAmount, calculation.result.currency)})`,
            },
          ]}
          value={type}
          onChange={(v) => setType(v ?? 'DEMURRAGE')}
          allowDeselect={false}
        />
        <NumberInput
          label="Time bar (days after completion)"
          min={1}
          max={3650}
          value={timeBarDays}
          onChange={setTimeBarDays}
        />
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Create claim
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
