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
import { isApiError } from '../../../api/api-error';
import { PageHeader } from '../../../ui/page-header';
import { DROPDOWN_Z_INDEX } from '../../../ui/select-field';
import { useCreateAppointmentMutation } from '../api/create-appointment';
import { useKnownAgentOptions } from '../api/list-known-agents';
import { usePeopleOptions } from '../api/list-people';
import { useVesselVoyages } from '../api/list-vessel-voyages';
import { useVesselOptions } from '../api/list-vessels';
import { usePortCall } from '../api/load-port-call';
import { useSaveVoyageMutation } from '../api/save-voyage';
import { AppointmentStateBadge } from '../components/state-badges';
import { type WizardPortCall, WizardPortCallStep } from '../components/wizard-port-call-step';
import { WizardPreviewStep } from '../components/wizard-preview-step';

const BASE = '/secured/buyer/dashboard/port-calls';
const errorText = (error: unknown) => (isApiError(error) ? error.message : messages.INTERNAL_ERROR);

/** Step 1: the vessel and its voyage, an existing one or a new number (unique per company). */
function VesselVoyageStep({ onDone }: { onDone: (vesselId: number, voyageId: number, voyageNumber: string) => void }) {
  const vessels = useVesselOptions();
  const [vesselId, setVesselId] = useState<number | null>(null);
  const voyages = useVesselVoyages(vesselId);
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [voyageId, setVoyageId] = useState<string | null>(null);
  const [voyageNumber, setVoyageNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [vesselError, setVesselError] = useState<string | null>(null);
  const saveVoyage = useSaveVoyageMutation();

  const next = async () => {
    setError(null);
    setFieldError(null);
    setVesselError(null);
    // A missing value is said on its own field, never in a banner that names none.
    if (!vesselId) return setVesselError(messages.REQUIRED_FIELD);
    if (mode === 'existing') {
      const voyage = voyages.data?.find((v) => String(v.id) === voyageId);
      if (!voyage) return setFieldError(messages.REQUIRED_FIELD);
      return onDone(vesselId, voyage.id, voyage.voyageNumber);
    }
    const parsed = ZVoyageNumber.safeParse(voyageNumber);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? messages.REQUIRED_FIELD);
    try {
      const voyage = await saveVoyage.mutateAsync({ vesselId, voyageNumber: parsed.data, voyageTypeId: null });
      toast.success(`Voyage ${voyage.voyageNumber} created`);
      onDone(vesselId, voyage.id, voyage.voyageNumber);
    } catch (e) {
      const message = errorText(e);
      if (isApiError(e) && e.code === 'VOYAGE_NUMBER_EXISTS') setFieldError(message);
      else setError(message);
    }
  };

  return (
    <Stack gap="md" maw={520}>
      {error ? <Alert color="red">{error}</Alert> : null}
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
        onChange={(v) => setMode(v as 'new' | 'existing')}
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
        <Button onClick={next} loading={saveVoyage.isPending}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}

/** Step 3: which of the port call's agents to appoint and the message each receives; creates the drafts. */
function MessagesStep({ portCallId, onDone }: { portCallId: number; onDone: (drafts: TAppointment[]) => void }) {
  const portCall = usePortCall(portCallId);
  const create = useCreateAppointmentMutation();
  const [chosen, setChosen] = useState<Record<number, boolean>>({});
  const [instructions, setInstructions] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const agents = (portCall.data?.agents ?? []).filter((a) => !a.appointmentId);
  const isChosen = (id: number) => chosen[id] ?? true;

  const next = async () => {
    setError(null);
    const picked = agents.filter((a) => isChosen(a.id));
    if (picked.length === 0) return setError(messages.AGENT_REQUIRED);
    try {
      const drafts: TAppointment[] = [];
      for (const agent of picked)
        drafts.push(
          await create.mutateAsync({ portCallId, agentId: agent.id, instructions: instructions[agent.id] ?? '' }),
        );
      onDone(drafts);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <Stack gap="md">
      {error ? <Alert color="red">{error}</Alert> : null}
      {portCall.isLoading ? <Text c="dimmed">Loading the agents...</Text> : null}
      {portCall.data && agents.length === 0 ? (
        <Alert color="gray" variant="light" title="No agent left to appoint">
          Every agent of this port call already has an appointment.{' '}
          <Link to={`${BASE}/port-call/${portCallId}`}>Edit the port call</Link> to add another agent.
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
                setChosen((c) => ({ ...c, [agent.id]: checked }));
              }}
            />
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
        <Button onClick={next} loading={create.isPending}>
          Preview
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The appointment wizard (operations §2): vessel and voyage, port call, messages, preview. Each
 * step saves as it goes (voyage, port call, drafts), so a step that fails keeps what came before.
 */
export function AppointmentWizardPage() {
  const navigate = useNavigate();
  const agents = useKnownAgentOptions();
  const people = usePeopleOptions();
  const [step, setStep] = useState(0);
  const [voyage, setVoyage] = useState<{ vesselId: number; voyageId: number; voyageNumber: string } | null>(null);
  const [portCall, setPortCall] = useState<WizardPortCall | null>(null);
  const [drafts, setDrafts] = useState<TAppointment[]>([]);
  const [sent, setSent] = useState<TAppointment[]>([]);

  return (
    <>
      <PageHeader
        eyebrow="Dashboard"
        title="New appointment"
        description="Plan a port call and appoint its agents."
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
              onDone={(vesselId, voyageId, voyageNumber) => {
                setVoyage({ vesselId, voyageId, voyageNumber });
                setStep(1);
              }}
            />
          </Stepper.Step>
          <Stepper.Step label="Port call" description={portCall ? portCall.label : undefined}>
            {voyage ? (
              <WizardPortCallStep
                voyage={voyage}
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
                portCallId={portCall.id}
                onDone={(created) => {
                  setDrafts(created);
                  setStep(3);
                }}
              />
            ) : null}
          </Stepper.Step>
          <Stepper.Step label="Preview">
            <WizardPreviewStep
              drafts={drafts}
              onSent={(done) => {
                setSent(done);
                toast.success(done.length === 1 ? 'Agent appointed' : `${done.length} agents appointed`);
                setStep(4);
              }}
            />
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
