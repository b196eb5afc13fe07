import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { appointmentTitle } from '@portcall/contracts/appointments';
import { formatDate } from '@portcall/contracts/format';
import type { SendFailure, WizardLetter } from './use-wizard-send';
import type { WizardPortCall, WizardVoyage } from './wizard-port-call-step';

const stepHelp: Record<SendFailure['step'], string> = {
  voyage: 'The voyage could not be created',
  'port call': 'The port call could not be saved',
  appointment: 'The appointment could not be sent',
};

/**
 * The wizard's preview: each letter as the agent will receive it. Nothing has been saved yet;
 * "Appoint" creates the voyage, the port call and the appointments and sends them in one go.
 */
export function WizardPreviewStep({
  voyage,
  portCall,
  letters,
  failure,
  isSending,
  canGoBack,
  onBack,
  onSend,
}: {
  voyage: WizardVoyage;
  portCall: WizardPortCall;
  letters: WizardLetter[];
  failure: SendFailure | null;
  isSending: boolean;
  canGoBack: boolean;
  onBack: () => void;
  onSend: () => void;
}) {
  const eta = portCall.kind === 'planned' ? portCall.plan.values.eta : portCall.eta;
  const ets = portCall.kind === 'planned' ? portCall.plan.values.ets : portCall.ets;
  const title = appointmentTitle({
    vessel: voyage.vesselName,
    voyageNumber: voyage.voyageNumber,
    port: portCall.label,
  });
  return (
    <Stack gap="md">
      {failure ? (
        <Alert color="red" title={stepHelp[failure.step]}>
          {failure.message}
          {canGoBack ? null : ' What was saved before is kept: Appoint again finishes the rest.'}
        </Alert>
      ) : null}
      {letters.map((letter) => (
        <Card
          key={letter.agentId}
          component="section"
          withBorder
          padding="md"
          aria-label={`Appointment for ${letter.agentName}`}
        >
          <Stack gap={2}>
            <Text fw={650}>{title}</Text>
            <Text size="sm" c="dimmed">
              To {letter.agentName} · ETA {formatDate(eta) || '-'} · ETS {formatDate(ets) || '-'}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {letter.instructions || 'No message'}
            </Text>
          </Stack>
        </Card>
      ))}
      <Text size="sm" c="dimmed">
        Other open port calls of the vessel (an anchorage call and the berth) can be linked to an appointment from its
        details on the dashboard once it is sent.
      </Text>
      <Group justify="flex-end">
        {canGoBack ? (
          <Button variant="default" onClick={onBack} disabled={isSending}>
            Back
          </Button>
        ) : null}
        <Button onClick={onSend} loading={isSending}>
          Appoint
        </Button>
      </Group>
    </Stack>
  );
}
