import {
  Alert,
  Anchor,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { canUse } from '@portcall/contracts/access';
import { formatDate, formatDateTimeInZone } from '@portcall/contracts/format';
import { Link } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { AppointmentMessages } from '../../../ui/appointment-messages';
import { AppointmentRating, AppointmentSofLink } from '../../../ui/appointment-panels';
import { useAppointment } from '../api/load-appointment';
import { useHistory } from '../api/load-history';
import { usePortCall } from '../api/load-port-call';
import { AppointmentActions } from './appointment-actions';
import { AppointmentPortCalls } from './appointment-port-calls';
import { AppointmentDas } from './da-links';
import { useDashboardStore } from './dashboard-store';
import { PortCallActions } from './port-call-actions';
import { AppointmentStateBadge, orDash, PortCallStateBadge } from './state-badges';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </Stack>
  );
}

const actionLabels: Record<string, string> = {
  CREATE: 'Created',
  SAVE: 'Saved',
  APPOINT: 'Appointed',
  ACCEPT: 'Accepted',
  REJECT: 'Rejected',
  CANCEL: 'Cancelled',
  REVERT: 'Reverted',
  CLOSE: 'Closed',
  REVERT_REJECTED: 'Sent again',
  LINK_PORT_CALL: 'Port call linked',
  UNLINK_PORT_CALL: 'Port call unlinked',
  REMIND: 'Reminder sent',
  SEND_REMINDER: 'Reminder sent',
};
const humanise = (action: string) =>
  actionLabels[action] ?? action.charAt(0) + action.slice(1).toLowerCase().replaceAll('_', ' ');

function HistorySection({ appointmentId }: { appointmentId: number }) {
  const history = useHistory(appointmentId);
  if (history.isLoading) return <Loader size="sm" />;
  if (history.isError) return <Alert color="red">{history.error.message}</Alert>;
  const entries = history.data ?? [];
  if (entries.length === 0) return <Text c="dimmed">No history yet.</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} color="teal" aria-label="History">
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {humanise(entry.action)}
              </Text>
              <Text size="xs" c="dimmed">
                {entry.entity === 'appointment' ? `appointment #${entry.entityId}` : `port call #${entry.entityId}`}
              </Text>
            </Group>
          }
        >
          <Text size="xs" c="dimmed">
            {formatDateTimeInZone(entry.at)} · {entry.actor?.fullName ?? 'System'}
            {entry.fromState || entry.toState ? ` · ${orDash(entry.fromState)} → ${orDash(entry.toState)}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/**
 * The drawer's title already names its subject (drawer.tsx), so a section repeats it not as a heading:
 * the port call heads its section only under an appointment's title.
 */
function PortCallSection({ portCallId, isSubject }: { portCallId: number; isSubject: boolean }) {
  const portCall = usePortCall(portCallId);
  if (portCall.isLoading) return <Loader size="sm" />;
  if (portCall.isError) return <Alert color="red">{portCall.error.message}</Alert>;
  const p = portCall.data;
  if (!p) return null;
  return (
    <Stack gap="sm">
      <Group justify={isSubject ? 'flex-end' : 'space-between'}>
        {isSubject ? null : (
          <Title order={3} fz="md">
            Port call #{p.id}
          </Title>
        )}
        <Group gap="xs">
          <PortCallStateBadge status={p.status} />
          <Button
            component={Link}
            to={`/secured/buyer/dashboard/port-calls/port-call/${p.id}`}
            size="compact-sm"
            variant="default"
          >
            Edit port call
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={3} spacing="sm">
        <Field label="Vessel" value={`${p.vessel.name} (IMO ${p.vessel.imo})`} />
        <Field label="Voyage" value={orDash(p.voyage?.voyageNumber)} />
        <Field label="Port" value={p.port.label} />
        <Field label="ETA" value={orDash(formatDate(p.eta))} />
        <Field label="ETS" value={orDash(formatDate(p.ets))} />
        <Field
          label="Laycan"
          value={p.laycanStart ? `${formatDate(p.laycanStart)} – ${formatDate(p.laycanEnd)}` : '-'}
        />
        <Field label="Ops coordinator" value={orDash(p.opsCoordinator?.fullName)} />
        <Field
          label="Activities"
          value={
            p.activities.length
              ? p.activities.map((a) => `${a.activityType.name}${a.cargo ? ` (${a.cargo})` : ''}`).join(', ')
              : '-'
          }
        />
      </SimpleGrid>
      <Field
        label="Agents"
        value={
          <Stack gap={4} mt={2}>
            {p.agents.map((agent) => (
              <Group key={agent.id} gap="xs">
                <Text size="sm">{agent.name}</Text>
                {agent.appointmentState ? (
                  <AppointmentStateBadge state={agent.appointmentState} />
                ) : (
                  <Badge color="gray" variant="outline">
                    NOT APPOINTED
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        }
      />
      <PortCallActions portCall={p} />
    </Stack>
  );
}

function AppointmentSection({ appointmentId, portCallId }: { appointmentId: number; portCallId: number | null }) {
  const appointment = useAppointment(appointmentId);
  const openDrawer = useDashboardStore((s) => s.openDrawer);
  const profile = useSessionStore((s) => s.profile);
  const canOpenDirectory = !!profile && canUse(profile, 'AGENT_DIRECTORY', 'AGENT_DIRECTORY_VIEW');
  const a = appointment.data;
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Group gap="xs">
          {a ? <AppointmentStateBadge state={a.state} /> : null}
          <Button
            component={Link}
            to={`/secured/buyer/dashboard/port-calls/appointment/${appointmentId}/official-preview`}
            size="compact-sm"
            variant="light"
          >
            Official preview
          </Button>
          {/* The port log lives in its own feature: linked by path (STYLE rule 9); a draft has none. */}
          {a && a.state !== 'DRAFT' ? (
            <Button
              component={Link}
              to={`/secured/buyer/dashboard/port-log/${appointmentId}`}
              size="compact-sm"
              variant="light"
            >
              Port log
            </Button>
          ) : null}
          {a ? <AppointmentSofLink portCallId={a.portCall.id} kind="buyer" state={a.state} /> : null}
        </Group>
      </Group>
      {a ? (
        <SimpleGrid cols={3} spacing="sm">
          <Field
            label="Agent"
            value={
              canOpenDirectory && a.agent.type === 'AGENT' ? (
                <Anchor component={Link} to={`/secured/buyer/agent-directory/agent/${a.agent.id}`} size="sm">
                  {a.agent.name}
                </Anchor>
              ) : (
                a.agent.name
              )
            }
          />
          <Field label="Appointed" value={orDash(formatDate(a.appointedAt))} />
          <Field label="Appointed by" value={orDash(a.appointedBy?.fullName)} />
          <Field label="Reminders" value={`${a.observer.pokes}`} />
          <Field label="First reminder" value={orDash(formatDate(a.observer.firstPokeDate))} />
          <Field label="Last reminder" value={orDash(formatDate(a.observer.lastPokeDate))} />
        </SimpleGrid>
      ) : null}
      {a ? (
        <>
          <AppointmentActions appointment={a} onDeleted={() => openDrawer({ portCallId })} />
          <Divider label="Disbursement accounts" labelPosition="left" />
          <AppointmentDas appointmentId={appointmentId} />
          <Divider label="Port calls" labelPosition="left" />
          <AppointmentPortCalls appointment={a} />
          {/* A buyer rates the agent once it has closed the appointment. */}
          {a.state === 'CLOSED' ? <AppointmentRating appointmentId={appointmentId} /> : null}
          <AppointmentMessages appointmentId={appointmentId} buyerId={a.buyerId} />
        </>
      ) : null}
      <Divider label="History" labelPosition="left" />
      <HistorySection appointmentId={appointmentId} />
    </Stack>
  );
}

/**
 * What the dashboard's drawer shows for the chosen appointment, port call or voyage: loaded with the
 * drawer's first opening (details-drawer.tsx holds the shell, which opens at once).
 */
export function DetailsDrawerBody() {
  const target = useDashboardStore((s) => s.drawer);
  return (
    <Stack gap="lg">
      {target.voyageNumber && !target.portCallId ? (
        <Text size="sm">
          Voyage <b>{target.voyageNumber}</b>: choose one of its port calls to see its details.
        </Text>
      ) : null}
      {target.portCallId ? <PortCallSection portCallId={target.portCallId} isSubject={!target.appointmentId} /> : null}
      {target.appointmentId ? (
        <>
          {/* The appointment is the drawer's title: below its port call, a divider names it again. */}
          {target.portCallId ? <Divider label="Appointment" labelPosition="left" /> : null}
          <AppointmentSection appointmentId={target.appointmentId} portCallId={target.portCallId} />
        </>
      ) : null}
      {!target.appointmentId && target.portCallId ? (
        <Anchor component="span" size="sm" c="dimmed">
          No appointment chosen: the history is kept per appointment.
        </Anchor>
      ) : null}
    </Stack>
  );
}
