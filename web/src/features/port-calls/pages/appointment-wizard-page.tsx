import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { TAppointment } from '@portcall/contracts/appointments';
import { messages } from '@portcall/contracts/messages';
import { ZVoyageNumber } from '@portcall/contracts/port-calls';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { AgentFiguresLine } from '../../../ui/appointment-panels';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { PageHeader } from '../../../ui/page-header';
import { useKnownAgentOptions } from '../api/list-known-agents';
import { usePeopleOptions } from '../api/list-people';
import { useVesselVoyages } from '../api/list-vessel-voyages';
import { useVesselOptions } from '../api/list-vessels';
import { usePortCall } from '../api/load-port-call';
import { AppointmentStateBadge } from '../components/state-badges';
import { useWizardSend, type WizardLetter } from '../components/use-wizard-send';
import { type WizardPortCall, WizardPortCallStep, type WizardVoyage } from '../components/wizard-port-call-step';
import { WizardPreviewStep } from '../components/wizard-preview-step';

const BASE = '/secured/buyer/dashboard/port-calls';

/**
 * Step 1: the vessel and its voyage, an existing one or a new number. A new voyage is only created
 * when the wizard sends; a number already taken comes back here with the server's message.
 */
function VesselVoyageStep({
  chosen,
  numberError,
  onDone,
}: {
  chosen: WizardVoyage | null;
  numberError: string | null;
  onDone: (voyage: WizardVoyage) => void;
}) {
  const vessels = useVesselOptions();
  const [vesselId, setVesselId] = useState<number | null>(chosen?.vesselId ?? null);
  const voyages = useVesselVoyages(vesselId);
  const [mode, setMode] = useState<'new' | 'existing'>(chosen && chosen.voyageId !== null ? 'existing' : 'new');
  const [voyageId, setVoyageId] = useState<string | null>(chosen?.voyageId ? String(chosen.voyageId) : null);
  const [voyageNumber, setVoyageNumber] = useState(chosen?.voyageId === null ? chosen.voyageNumber : '');
  const [fieldError, setFieldError] = useState<string | null>(numberError);
  const [vesselError, setVesselError] = useState<string | null>(null);

  const next = () => {
    setFieldError(null);
    setVesselError(null);
    // A missing value is said on its own field, never in a banner that names none.
    const vessel = vessels.data?.find((v) => v.value === String(vesselId));
    if (!vesselId || !vessel) return setVesselError(messages.REQUIRED_FIELD);
    if (mode === 'existing') {
      const voyage = voyages.data?.find((v) => String(v.id) === voyageId);
      if (!voyage) return setFieldError(messages.REQUIRED_FIELD);
      return onDone({ vesselId, vesselName: vessel.name, voyageId: voyage.id, voyageNumber: voyage.voyageNumber });
    }
    const parsed = ZVoyageNumber.safeParse(voyageNumber);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? messages.REQUIRED_FIELD);
    const taken = voyages.data?.find((v) => v.voyageNumber.toLowerCase() === parsed.data.toLowerCase());
    if (taken) return setFieldError(messages.VOYAGE_NUMBER_EXISTS);
    onDone({ vesselId, vesselName: vessel.name, voyageId: null, voyageNumber: parsed.data });
  };

  return (
    <Stack gap="md" maw={520}>
      <Select
        label="Vessel"
        withAsterisk
        searchable
        placeholder="Choose a vessel"
        data={vessels.data ?? []}
        value={vesselId ? String(vesselId) : null}
        onChange={(v) => {
          setVesselId(v ? Number(v) : null);
          setVoyageId(null);
          setVesselError(null);
        }}
        error={vesselError}
        nothingFoundMessage={messages.NO_OPTIONS}
        comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
      />
      <SegmentedControl
        aria-label="Voyage"
        value={mode}
        onChange={(v) => {
          setMode(v as 'new' | 'existing');
          setFieldError(null);
        }}
        data={[
          { value: 'new', label: 'New voyage' },
          { value: 'existing', label: 'Existing voyage' },
        ]}
      />
      {mode === 'new' ? (
        <TextInput
          label="Voyage number"
          withAsterisk
          placeholder="e.g. 26N07"
          value={voyageNumber}
          onChange={(e) => setVoyageNumber(e.currentTarget.value)}
          error={fieldError}
          maxLength={40}
        />
      ) : (
        <Select
          label="Voyage"
          withAsterisk
          placeholder={vesselId ? 'Choose a voyage' : 'Choose a vessel first'}
          disabled={!vesselId}
          data={(voyages.data ?? []).map((v) => ({ value: String(v.id), label: v.voyageNumber }))}
          value={voyageId}
          onChange={setVoyageId}
          error={fieldError}
          nothingFoundMessage={messages.NO_OPTIONS}
          comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
        />
      )}
      <Group justify="flex-end">
        <Button onClick={next}>Next</Button>
      </Group>
    </Stack>
  );
}

/** The port call's agents that have no appointment yet: a planned call's chosen ones, or an open call's. */
function useAgentsToAppoint(portCall: WizardPortCall) {
  const existing = usePortCall(portCall.kind === 'existing' ? portCall.id : null);
  if (portCall.kind === 'planned')
    return {
      isLoading: false,
      portId: portCall.plan.values.portId ?? null,
      agents: portCall.plan.agents.map((a) => ({ id: Number(a.value), name: a.label })),
    };
  return {
    isLoading: existing.isLoading,
    portId: existing.data?.port.id ?? null,
    agents: (existing.data?.agents ?? []).filter((a) => !a.appointmentId).map((a) => ({ id: a.id, name: a.name })),
  };
}

/** Step 3: which of the port call's agents to appoint and the message each receives. */
function MessagesStep({
  portCall,
  letters,
  onBack,
  onDone,
}: {
  portCall: WizardPortCall;
  letters: WizardLetter[];
  onBack: () => void;
  onDone: (letters: WizardLetter[]) => void;
}) {
  const { isLoading, agents, portId } = useAgentsToAppoint(portCall);
  const earlier = new Map(letters.map((l) => [l.agentId, l]));
  const [chosen, setChosen] = useState<Record<number, boolean>>(() =>
    letters.length === 0 ? {} : Object.fromEntries(agents.map((a) => [a.id, earlier.has(a.id)])),
  );
  const [instructions, setInstructions] = useState<Record<number, string>>(() =>
    Object.fromEntries(letters.map((l) => [l.agentId, l.instructions])),
  );
  const [error, setError] = useState<string | null>(null);
  const isChosen = (id: number) => chosen[id] ?? true;

  const next = () => {
    const picked = agents.filter((a) => isChosen(a.id));
    if (picked.length === 0) return setError(messages.AGENT_REQUIRED);
    onDone(picked.map((a) => ({ agentId: a.id, agentName: a.name, instructions: instructions[a.id] ?? '' })));
  };

  return (
    <Stack gap="md">
      {error ? <Alert color="red">{error}</Alert> : null}
      {isLoading ? <Text c="dimmed">Loading the agents...</Text> : null}
      {!isLoading && agents.length === 0 && portCall.kind === 'existing' ? (
        <Alert color="gray" variant="light" title="No agent left to appoint">
          Every agent of this port call already has an appointment.{' '}
          <Link to={`${BASE}/port-call/${portCall.id}`}>Edit the port call</Link> to add another agent.
        </Alert>
      ) : null}
      {agents.map((agent) => (
        <Card key={agent.id} withBorder padding="md">
          <Stack gap="xs">
            <Checkbox
              label={`Appoint ${agent.name}`}
              checked={isChosen(agent.id)}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setError(null);
                setChosen((c) => ({ ...c, [agent.id]: checked }));
              }}
            />
            <AgentFiguresLine agentId={agent.id} portId={portId} />
            <Textarea
              label={`Message to ${agent.name}`}
              placeholder="Instructions for the agent: cargo documents, crew changes, husbandry..."
              autosize
              minRows={3}
              maxLength={4000}
              disabled={!isChosen(agent.id)}
              value={instructions[agent.id] ?? ''}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setInstructions((m) => ({ ...m, [agent.id]: text }));
              }}
            />
          </Stack>
        </Card>
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={next}>Preview</Button>
      </Group>
    </Stack>
  );
}

/**
 * The appointment wizard (operations §2): vessel and voyage, port call, messages, preview. The steps
 * only collect and check; "Appoint" on the preview creates everything, so a wizard left half-way
 * leaves no draft voyage, port call or appointment behind (docs/decisions.md "Appointment wizard").
 */
export function AppointmentWizardPage() {
  const navigate = useNavigate();
  const agents = useKnownAgentOptions();
  const people = usePeopleOptions();
  const sender = useWizardSend();
  const [step, setStep] = useState(0);
  const [voyage, setVoyage] = useState<WizardVoyage | null>(null);
  const [portCall, setPortCall] = useState<WizardPortCall | null>(null);
  const [letters, setLetters] = useState<WizardLetter[]>([]);
  const [sent, setSent] = useState<TAppointment[]>([]);
  const numberTaken =
    sender.failure?.step === 'voyage' && sender.failure.code === 'VOYAGE_NUMBER_EXISTS' ? sender.failure.message : null;

  const appointAll = async () => {
    if (!voyage || !portCall) return;
    const done = await sender.send(voyage, portCall, letters);
    if (!done) return;
    setSent(done);
    toast.success(done.length === 1 ? 'Agent appointed' : `${done.length} agents appointed`);
    setStep(4);
  };

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="New appointment"
        description="Plan a port call and appoint its agents. Nothing is saved until you appoint."
        actions={
          <Button variant="default" component={Link} to={BASE}>
            Back to dashboard
          </Button>
        }
      />
      <Card withBorder padding="lg">
        <Stepper active={step} color="teal" size="sm" allowNextStepsSelect={false}>
          <Stepper.Step label="Vessel and voyage" description={voyage ? `Voyage ${voyage.voyageNumber}` : undefined}>
            <VesselVoyageStep
              chosen={voyage}
              numberError={numberTaken}
              onDone={(chosen) => {
                if (chosen.vesselId !== voyage?.vesselId || chosen.voyageId !== voyage?.voyageId) setPortCall(null);
                setVoyage(chosen);
                setStep(1);
              }}
            />
          </Stepper.Step>
          <Stepper.Step label="Port call" description={portCall ? portCall.label : undefined}>
            {voyage ? (
              <WizardPortCallStep
                voyage={voyage}
                chosen={portCall}
                agentOptions={agents.data ?? []}
                peopleOptions={people.data ?? []}
                onBack={() => setStep(0)}
                onDone={(chosen) => {
                  setPortCall(chosen);
                  setStep(2);
                }}
              />
            ) : null}
          </Stepper.Step>
          <Stepper.Step label="Messages">
            {portCall ? (
              <MessagesStep
                portCall={portCall}
                letters={letters}
                onBack={() => setStep(1)}
                onDone={(written) => {
                  setLetters(written);
                  setStep(3);
                }}
              />
            ) : null}
          </Stepper.Step>
          <Stepper.Step label="Preview">
            {voyage && portCall ? (
              <WizardPreviewStep
                voyage={voyage}
                portCall={portCall}
                letters={letters}
                failure={sender.failure}
                isSending={sender.isSending}
                canGoBack={!sender.hasCreated()}
                onBack={() => setStep(numberTaken ? 0 : 2)}
                onSend={appointAll}
              />
            ) : null}
          </Stepper.Step>
          <Stepper.Completed>
            <Stack gap="md">
              <Alert color="teal" title="Appointment sent">
                The agents have been appointed; they see the appointment in their DA tool.
              </Alert>
              {sent.map((a) => (
                <Group key={a.id} justify="space-between">
                  <Text>
                    {a.agent.name} <AppointmentStateBadge state={a.state} />
                  </Text>
                  <Button variant="light" component={Link} to={`${BASE}/appointment/${a.id}/official-preview`}>
                    Official preview
                  </Button>
                </Group>
              ))}
              <Group justify="flex-end">
                <Button onClick={() => navigate(BASE)}>Go to the dashboard</Button>
              </Group>
            </Stack>
          </Stepper.Completed>
        </Stepper>
      </Card>
    </>
  );
}
