import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Stepper,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatAmount, formatDate } from '@portcall/contracts/format';
import {
  EXPENSE_SECTIONS,
  HISTORICAL_DA_COUNT,
  type TExpenseSection,
  type TRequestWizard,
  type TSelections,
  ZSaveAgentsStep,
  ZSaveVesselPort,
} from '@portcall/contracts/requests';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { isApiError } from '../../../api/api-error';
import { useCurrencies } from '../../../api/ref-data/currencies';
import { filterPorts } from '../../../api/ref-data/filter-ports';
import { ScorecardLine } from '../../../ui/agent-scorecard';
import { DateInput } from '../../../ui/date-input';
import { PageHeader } from '../../../ui/page-header';
import { requestKeys } from '../api/keys';
import { useActivityTypes } from '../api/list-activity-types';
import { useCatalogue } from '../api/list-catalogue-expenses';
import { usePortCallOptions } from '../api/list-port-call-options';
import { useVesselOptions } from '../api/list-vessel-options';
import { useAgentOptions } from '../api/load-agents';
import { useHistoricalExpenses } from '../api/load-historical-expenses';
import { useRequestWizard } from '../api/load-wizard';
import { useSaveStep } from '../api/save-wizard-step';
import { useSubmitRequestCase } from '../api/submit-request-case';
import { sectionTitles } from '../lib/section-titles';
import { agentsStepProblems, expensesStepProblems } from '../lib/wizard-checks';

const EMPTY: TSelections = {
  PORT_EXPENSES: { isAll: false, ids: [] },
  AGENCY_EXPENSES: { isAll: false, ids: [] },
  HUSBANDRY_EXPENSES: { isAll: false, ids: [] },
};
const fail = (error: unknown) => toast.error(isApiError(error) ? error.message : 'The request could not be saved');
const fieldErrors = (error: unknown): Record<string, string> => (isApiError(error) ? (error.fields ?? {}) : {});

/**
 * The request-case wizard (operations §2): vessel and port (or a port call), activities and expenses,
 * agents, submit. Every step is saved as the buyer goes, so a draft reopens at its step.
 */
export function RequestWizardPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id ? Number(params.id) : null;
  const draft = useRequestWizard(id);
  const [active, setActive] = useState(0);
  // Resume where the draft was left (the step after the last one saved), once per draft.
  const [resumedId, setResumedId] = useState<number | null>(null);
  if (draft.data && resumedId !== draft.data.id) {
    setResumedId(draft.data.id);
    setActive(Math.min(draft.data.step, 3));
  }
  const onSaved = (saved: TRequestWizard, next: number) => {
    if (id === null) navigate(`/secured/buyer/da-tool/request-case/${saved.id}/wizard`, { replace: true });
    setActive(next);
  };
  return (
    <>
      <PageHeader eyebrow="Requests for quotation" title={id ? `Request case #${id}` : 'New request for quotation'} />
      <Stepper
        active={active}
        onStepClick={(step) => (id !== null && step <= (draft.data?.step ?? 0) ? setActive(step) : undefined)}
      >
        <Stepper.Step label="Vessel and port">
          <VesselPortStep draft={draft.data} onSaved={(s) => onSaved(s, 1)} />
        </Stepper.Step>
        <Stepper.Step label="Activities and expenses">
          {draft.data ? <ExpensesStep draft={draft.data} onSaved={(s) => onSaved(s, 2)} /> : null}
        </Stepper.Step>
        <Stepper.Step label="Agents">
          {draft.data ? <AgentsStep draft={draft.data} onSaved={(s) => onSaved(s, 3)} /> : null}
        </Stepper.Step>
        <Stepper.Step label="Submit">
          {draft.data ? (
            <SubmitStep
              draft={draft.data}
              onSent={(caseId) => navigate(`/secured/buyer/da-tool/request-case/${caseId}`)}
            />
          ) : null}
        </Stepper.Step>
      </Stepper>
    </>
  );
}

/** Port search for the vessel-and-port choice: the ports whose name starts with the typed text. */
function usePortSearch(text: string) {
  const [debounced] = useDebouncedValue(text.trim(), 250);
  return useQuery({
    queryKey: requestKeys.ports(debounced),
    queryFn: ({ signal }) => filterPorts(debounced, signal),
    enabled: debounced.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * The first step: one of the buyer's open port calls, or a vessel and a port alone (the award then
 * makes the port call), and the request's currency.
 */
function VesselPortStep({ draft, onSaved }: { draft?: TRequestWizard; onSaved: (saved: TRequestWizard) => void }) {
  const portCalls = usePortCallOptions();
  const vessels = useVesselOptions();
  const currencies = useCurrencies();
  const save = useSaveStep();
  const [mode, setMode] = useState<'VESSEL_PORT' | 'PORT_CALL'>(
    draft && draft.portCallId !== null ? 'PORT_CALL' : 'VESSEL_PORT',
  );
  const [portCallId, setPortCallId] = useState<string | null>(draft?.portCallId ? String(draft.portCallId) : null);
  const [vesselId, setVesselId] = useState<string | null>(draft?.vesselId ? String(draft.vesselId) : null);
  const [port, setPort] = useState<{ value: string; label: string } | null>(
    draft?.portId ? { value: String(draft.portId), label: draft.portName } : null,
  );
  const [portText, setPortText] = useState('');
  const ports = usePortSearch(portText);
  const [eta, setEta] = useState<string | null>(draft?.eta ? `${draft.eta.slice(0, 10)}T00:00:00` : null);
  const [currency, setCurrency] = useState<string | null>(draft?.currency ?? 'EUR');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const place =
      mode === 'PORT_CALL'
        ? { portCallId: portCallId ? Number(portCallId) : undefined }
        : {
            vesselId: vesselId ? Number(vesselId) : undefined,
            portId: port ? Number(port.value) : undefined,
            eta: eta ? `${eta.slice(0, 10)}T00:00:00Z` : undefined,
          };
    const parsed = ZSaveVesselPort.safeParse({ id: draft?.id, ...place, currency });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    save.mutate(
      { step: 'save-vessel-port', body: parsed.data },
      {
        onSuccess: onSaved,
        onError: (e) => {
          setErrors(fieldErrors(e));
          fail(e);
        },
      },
    );
  };
  const portOptions = [...(port ? [port] : []), ...(ports.data ?? []).filter((p) => p.value !== port?.value)];
  return (
    <Stack maw={560} mt="md">
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as typeof mode)}
        data={[
          { value: 'VESSEL_PORT', label: 'A vessel and a port' },
          { value: 'PORT_CALL', label: 'An existing port call' },
        ]}
      />
      {mode === 'PORT_CALL' ? (
        <Select
          label="Port call"
          description="The vessel and port the agents quote for"
          required
          searchable
          data={(portCalls.data ?? []).map((p) => ({
            value: String(p.id),
            label: `${p.vessel.name}${p.voyage ? ` V.${p.voyage.voyageNumber}` : ''} at ${p.port.name} · ETA ${formatDate(p.eta) || '-'}`,
          }))}
          value={portCallId}
          onChange={setPortCallId}
          error={errors.portCallId}
        />
      ) : (
        <>
          <Select
            label="Vessel"
            required
            searchable
            data={vessels.data ?? []}
            value={vesselId}
            onChange={setVesselId}
            error={errors.vesselId}
          />
          <Select
            label="Port"
            description="The port call is made when you award a quote"
            required
            searchable
            filter={({ options }) => options}
            data={portOptions}
            value={port?.value ?? null}
            searchValue={portText}
            onSearchChange={setPortText}
            onChange={(value) => setPort(portOptions.find((p) => p.value === value) ?? null)}
            nothingFoundMessage={portText.trim() ? 'No port found' : 'Type the port name'}
            error={errors.portId}
          />
          <DateInput label="ETA" value={eta} onChange={setEta} error={errors.eta} />
        </>
      )}
      <Select
        label="Currency"
        required
        searchable
        data={(currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
        value={currency}
        onChange={setCurrency}
        error={errors.currency}
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          Save and continue
        </Button>
      </Group>
    </Stack>
  );
}

function SectionPicker({
  section,
  value,
  onChange,
  error,
}: {
  section: TExpenseSection;
  value: TSelections[TExpenseSection];
  onChange: (next: TSelections[TExpenseSection]) => void;
  error?: string;
}) {
  const catalogue = useCatalogue(section);
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600}>{sectionTitles[section]}</Text>
        <Checkbox
          label={`All ${sectionTitles[section].toLowerCase()}`}
          checked={value.isAll}
          onChange={(e) => onChange({ ...value, isAll: e.currentTarget.checked })}
        />
      </Group>
      <MultiSelect
        aria-label={sectionTitles[section]}
        placeholder={value.isAll ? 'Every expense of the section' : 'Pick the expenses'}
        disabled={value.isAll}
        searchable
        data={(catalogue.data ?? []).map((e) => ({ value: String(e.id), label: `${e.groupName}: ${e.name}` }))}
        value={value.ids.map(String)}
        onChange={(ids) => onChange({ ...value, ids: ids.map(Number) })}
        error={error}
      />
    </Stack>
  );
}

function ExpensesStep({ draft, onSaved }: { draft: TRequestWizard; onSaved: (saved: TRequestWizard) => void }) {
  const activityTypes = useActivityTypes();
  const save = useSaveStep();
  const [activities, setActivities] = useState<string[]>(draft.activities.map((a) => String(a.activityTypeId)));
  const [selections, setSelections] = useState<TSelections>(draft.selections ?? EMPTY);
  const [rates, setRates] = useState(draft.exchangeRates.map((r) => `${r.currency}=${r.rate}`).join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const problems = expensesStepProblems(activities, selections);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const exchangeRates = rates
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean)
      .map((r) => {
        const [currency = '', rate = ''] = r.split('=').map((x) => x.trim());
        return { currency: currency.toUpperCase(), rate };
      });
    try {
      await save.mutateAsync({
        step: 'save-activities-expenses-step',
        body: { id: draft.id, activities: activities.map((a) => ({ activityTypeId: Number(a) })), selections },
      });
      onSaved(await save.mutateAsync({ step: 'save-step-2', body: { id: draft.id, selections, exchangeRates } }));
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Stack maw={760} mt="md">
      <MultiSelect
        label="Activities"
        required
        searchable
        data={activityTypes.data ?? []}
        value={activities}
        onChange={setActivities}
        error={errors.activities}
      />
      {EXPENSE_SECTIONS.map((section) => (
        <SectionPicker
          key={section}
          section={section}
          value={selections[section]}
          onChange={(next) => setSelections({ ...selections, [section]: next })}
          error={errors[section]}
        />
      ))}
      {errors.selections ? (
        <Text c="red" size="sm" role="alert">
          {errors.selections}
        </Text>
      ) : null}
      <TextInput
        label="Exchange rates"
        description={`What one unit of another currency is worth in ${draft.currency}, e.g. USD=0.92, for history and comparison`}
        value={rates}
        onChange={(e) => setRates(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          Save and continue
        </Button>
      </Group>
    </Stack>
  );
}

function AgentsStep({ draft, onSaved }: { draft: TRequestWizard; onSaved: (saved: TRequestWizard) => void }) {
  const agents = useAgentOptions(draft.id);
  const figuresOf = new Map((agents.data ?? []).map((a) => [String(a.id), a.figures]));
  const save = useSaveStep();
  const [agentIds, setAgentIds] = useState<string[]>(draft.agentIds.map(String));
  const [emails, setEmails] = useState(draft.emails.join(', '));
  const [dueDate, setDueDate] = useState(draft.dueDate ?? '');
  const [comment, setComment] = useState(draft.comment ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const parsed = ZSaveAgentsStep.safeParse({
      id: draft.id,
      agentIds: agentIds.map(Number),
      emails: emails
        .split(/[,;\s]+/)
        .map((e) => e.trim())
        .filter(Boolean),
      ...(dueDate ? { dueDate } : {}),
      ...(comment ? { comment } : {}),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    const problems = agentsStepProblems(parsed.data.agentIds, parsed.data.emails);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate({ step: 'save-step-3', body: parsed.data }, { onSuccess: onSaved, onError: fail });
  };
  return (
    <Stack maw={560} mt="md">
      <MultiSelect
        label="Agents"
        description="Agents serving the port, and the port call's own agents"
        required
        searchable
        data={(agents.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        // Each agent with the buyer's own figures of it, so the choice rests on how its calls went.
        renderOption={({ option }) => (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            <ScorecardLine agentName={option.label} figures={figuresOf.get(option.value)} />
          </Stack>
        )}
        value={agentIds}
        onChange={setAgentIds}
        error={errors.agentIds}
      />
      {agentIds.length > 0 ? (
        <Stack gap={4} aria-label="Chosen agents' figures">
          {agentIds.map((id) => {
            const name = (agents.data ?? []).find((a) => String(a.id) === id)?.name ?? '';
            return (
              <Stack key={id} gap={0}>
                <Text size="sm" fw={600}>
                  {name}
                </Text>
                <ScorecardLine agentName={name} figures={figuresOf.get(id)} />
              </Stack>
            );
          })}
        </Stack>
      ) : null}
      <TextInput
        label="E-mails"
        description="Your addresses for this request, separated by commas"
        required
        value={emails}
        onChange={(e) => setEmails(e.currentTarget.value)}
        error={errors.emails}
      />
      <DateInput
        label="Quotes due by"
        value={dueDate ? `${dueDate}T00:00:00` : null}
        onChange={(day) => setDueDate(day ? day.slice(0, 10) : '')}
        error={errors.dueDate}
      />
      <Textarea label="Comment to the agents" value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          Save and continue
        </Button>
      </Group>
    </Stack>
  );
}

function SubmitStep({ draft, onSent }: { draft: TRequestWizard; onSent: (id: number) => void }) {
  const history = useHistoricalExpenses(draft.id);
  const submit = useSubmitRequestCase();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const send = () =>
    submit.mutate(
      { id: draft.id, files },
      {
        onSuccess: (sent) => {
          toast.success('Request sent to the agents');
          onSent(sent.id);
        },
        onError: (error) => {
          setProblems(fieldErrors(error));
          fail(error);
        },
      },
    );
  return (
    <Stack mt="md">
      <Text>
        {draft.vesselName} at {draft.portName} · ETA {formatDate(draft.eta) || '-'} · {draft.agentIds.length} agent(s) ·{' '}
        {draft.currency}
      </Text>
      <Text fw={600}>
        What your latest DAs at {draft.portName} charged (up to {HISTORICAL_DA_COUNT}, converted into {draft.currency})
      </Text>
      {history.data && history.data.missingRates.length > 0 ? (
        <Alert color="yellow">Left out for lack of a rate: {history.data.missingRates.join(', ')}</Alert>
      ) : null}
      <Table striped aria-label="Historical expenses">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Expense</Table.Th>
            <Table.Th>DAs</Table.Th>
            <Table.Th>Median</Table.Th>
            <Table.Th>Min</Table.Th>
            <Table.Th>Max</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data?.expenses.map((e) => (
            <Table.Tr key={e.catalogueItemId}>
              <Table.Td>{e.name}</Table.Td>
              <Table.Td>{e.count}</Table.Td>
              <Table.Td>{e.median ? formatAmount(e.median) : '-'}</Table.Td>
              <Table.Td>{e.min ? formatAmount(e.min) : '-'}</Table.Td>
              <Table.Td>{e.max ? formatAmount(e.max) : '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <FileInput label="Attachments for the agents" multiple value={files} onChange={setFiles} clearable />
      {Object.keys(problems).length > 0 ? (
        <Alert color="red" title="Before sending">
          {Object.values(problems).map((p) => (
            <Text key={p} size="sm">
              {p}
            </Text>
          ))}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={send} loading={submit.isPending}>
          Send to agents
        </Button>
      </Group>
    </Stack>
  );
}
