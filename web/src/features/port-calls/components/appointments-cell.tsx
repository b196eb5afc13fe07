import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { TDashboardAppointment } from '@portcall/contracts/dashboard';
import { EvaluationLinks } from './da-links';
import { PaymentBadge } from './payment-badge';
import { ReminderButton } from './reminder-button';
import { AppointmentStateBadge } from './state-badges';

/** The appointments of a port call: agent, state, reminders, DAs; a click on the agent opens the side drawer. */
export function AppointmentsCell({
  appointments,
  onOpen,
}: {
  appointments: readonly TDashboardAppointment[];
  onOpen: (appointmentId: number) => void;
}) {
  if (appointments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No appointment yet
      </Text>
    );
  return (
    <Stack gap={6}>
      {appointments.map((a) => (
        <Stack key={a.id} gap={4} align="flex-start">
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onOpen(a.id)}>
            {a.agent.name}
          </Anchor>
          <Group gap={8} wrap="nowrap">
            <AppointmentStateBadge state={a.state} />
            <ReminderButton appointmentId={a.id} state={a.state} observer={a.observer} />
          </Group>
          <EvaluationLinks evaluations={a.evaluations} />
          <PaymentBadge payments={a.payments} />
        </Stack>
      ))}
    </Stack>
  );
}
