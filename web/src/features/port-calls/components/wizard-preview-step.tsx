import { Alert, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { appointmentTitle, type TAppointment } from '@portcall/contracts/appointments';
import { formatDate } from '@portcall/contracts/format';
import { useState } from 'react';
import { useAppointMutation } from '../api/appoint';
import { AppointmentPortCalls } from './appointment-port-calls';
import { failureText } from './confirm-action';
import { AppointmentStateBadge } from './state-badges';

/**
 * The wizard's preview: the drafts as they will be sent, each with its port calls, where the buyer
 * may link other open port calls of the vessel (an anchorage call and the berth) before sending.
 * Appoint sends them all (DRAFT -> APPOINTED).
 */
export function WizardPreviewStep({
  drafts,
  onSent,
}: {
  drafts: TAppointment[];
  onSent: (sent: TAppointment[]) => void;
}) {
  const send = useAppointMutation();
  const [error, setError] = useState<string | null>(null);
  const appointAll = async () => {
    setError(null);
    try {
      const sent: TAppointment[] = [];
      for (const draft of drafts) sent.push(await send.mutateAsync({ id: draft.id }));
      onSent(sent);
    } catch (e) {
      setError(failureText(e));
    }
  };
  return (
    <Stack gap="md">
      {error ? <Alert color="red">{error}</Alert> : null}
      {drafts.map((d) => (
        <Card key={d.id} component="section" withBorder padding="md" aria-label={`Draft for ${d.agent.name}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={650}>
                {appointmentTitle({
                  vessel: d.portCall.vessel.name,
                  voyageNumber: d.portCall.voyage?.voyageNumber,
                  port: d.portCall.port.name,
                })}
              </Text>
              <Text size="sm" c="dimmed">
                To {d.agent.name} · ETA {formatDate(d.portCall.eta) || '-'} · ETS {formatDate(d.portCall.ets) || '-'}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {d.instructions || 'No message'}
              </Text>
            </Stack>
            <AppointmentStateBadge state={d.state} />
          </Group>
          <Divider my="sm" label="Port calls" labelPosition="left" />
          <AppointmentPortCalls appointment={d} />
        </Card>
      ))}
      <Group justify="flex-end">
        <Button onClick={appointAll} loading={send.isPending}>
          Appoint
        </Button>
      </Group>
    </Stack>
  );
}
