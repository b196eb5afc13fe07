import { Alert, Button, Group, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TOption } from '@portcall/contracts/fields';
import { formatDate } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { useVoyagePortCalls } from '../api/list-voyage-port-calls';
import { PortCallForm, type PortCallPlan } from './port-call-form';
import { PortCallStateBadge } from './state-badges';

/** The vessel and its voyage: an existing voyage (with its id) or a new number, created when the wizard sends. */
export interface WizardVoyage {
  vesselId: number;
  vesselName: string;
  voyageId: number | null;
  voyageNumber: string;
}

/** What the wizard goes on with: an open port call of the voyage, or one planned here and saved when it sends. */
export type WizardPortCall =
  | { kind: 'existing'; id: number; label: string; eta: string | null; ets: string | null }
  | { kind: 'planned'; plan: PortCallPlan; label: string };

/** One of the voyage's open port calls, instead of planning the same call twice. */
function ExistingPortCallPicker({
  voyage,
  onBack,
  onDone,
}: {
  voyage: WizardVoyage & { voyageId: number };
  onBack: () => void;
  onDone: (portCall: WizardPortCall) => void;
}) {
  const portCalls = useVoyagePortCalls(voyage);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = portCalls.data ?? [];
  const next = () => {
    const picked = rows.find((p) => String(p.id) === chosen);
    if (!picked) return setError(messages.REQUIRED_FIELD);
    onDone({ kind: 'existing', id: picked.id, label: picked.port.name, eta: picked.eta, ets: picked.ets });
  };
  if (portCalls.isLoading) return <Text c="dimmed">Loading the voyage's port calls...</Text>;
  if (portCalls.isError) return <Alert color="red">{portCalls.error.message}</Alert>;
  return (
    <Stack gap="md">
      {rows.length === 0 ? (
        <Alert color="gray" variant="light">
          Voyage {voyage.voyageNumber} has no open port call yet: plan a new one.
        </Alert>
      ) : (
        <Radio.Group
          label="Port call"
          description={`The open port calls of voyage ${voyage.voyageNumber}`}
          withAsterisk
          value={chosen}
          onChange={(v) => {
            setChosen(v);
            setError(null);
          }}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {rows.map((p) => (
              <Radio.Card key={p.id} value={String(p.id)} p="sm" radius="md" withBorder>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Stack gap={0} style={{ flex: 1 }}>
                    <Text size="sm" fw={600}>
                      #{p.id} {p.port.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      ETA {formatDate(p.eta) || '-'} · ETS {formatDate(p.ets) || '-'} ·{' '}
                      {p.appointments.length === 0
                        ? 'no appointment yet'
                        : `${p.appointments.length} appointment(s): ${p.appointments.map((a) => a.agent.name).join(', ')}`}
                    </Text>
                  </Stack>
                  <PortCallStateBadge status={p.status} />
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={next} disabled={rows.length === 0}>
          Use this port call
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The wizard's port call step: plan a new port call (checked here, saved when the wizard sends), or
 * take one the voyage already has (another agent for the same call, or a call planned before).
 */
export function WizardPortCallStep({
  voyage,
  chosen,
  agentOptions,
  peopleOptions,
  onBack,
  onDone,
}: {
  voyage: WizardVoyage;
  chosen: WizardPortCall | null;
  agentOptions: readonly TOption[];
  peopleOptions: readonly TOption[];
  onBack: () => void;
  onDone: (portCall: WizardPortCall) => void;
}) {
  const [mode, setMode] = useState<'new' | 'existing'>(chosen?.kind === 'existing' ? 'existing' : 'new');
  const existingVoyage = voyage.voyageId === null ? null : { ...voyage, voyageId: voyage.voyageId };
  return (
    <Stack gap="md">
      {existingVoyage ? (
        <SegmentedControl
          aria-label="Port call"
          value={mode}
          onChange={(v) => setMode(v as 'new' | 'existing')}
          data={[
            { value: 'new', label: 'New port call' },
            { value: 'existing', label: 'Existing port call' },
          ]}
          maw={420}
        />
      ) : null}
      {mode === 'existing' && existingVoyage ? (
        <ExistingPortCallPicker voyage={existingVoyage} onBack={onBack} onDone={onDone} />
      ) : (
        <PortCallForm
          vesselId={voyage.vesselId}
          voyageId={voyage.voyageId}
          portCall={null}
          plan={chosen?.kind === 'planned' ? chosen.plan : null}
          agentOptions={agentOptions}
          peopleOptions={peopleOptions}
          submitLabel="Continue"
          onCancel={onBack}
          cancelLabel="Back"
          onPlanned={(plan) => onDone({ kind: 'planned', plan, label: plan.portName })}
        />
      )}
    </Stack>
  );
}
