import { Alert, Button, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import type { TAppointment } from '@portcall/contracts/appointments';
import { formatDate } from '@portcall/contracts/format';
import { messages } from '@portcall/contracts/messages';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { useLinkPortCallMutation } from '../api/link-port-call';
import {
  type TAppointmentPortCallOption,
  useAppointmentPortCalls,
  useLinkOptions,
} from '../api/list-appointment-port-calls';
import { useUnlinkPortCallMutation } from '../api/unlink-port-call';
import { ConfirmAction, failureText } from './confirm-action';
import { orDash, PortCallStateBadge } from './state-badges';

const optionLabel = (p: TAppointmentPortCallOption) =>
  `#${p.id} ${p.port.name} · V.${p.voyage?.voyageNumber ?? '-'} · ETA ${formatDate(p.eta) || '-'}`;

/** Picks one of the vessel's other open port calls and links it to the appointment. */
function LinkPicker({ appointmentId, onDone }: { appointmentId: number; onDone: () => void }) {
  const options = useLinkOptions(appointmentId, true);
  const link = useLinkPortCallMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const candidates = (options.data ?? []).filter((p) => !p.isLinked && !p.isPrimary);
  const submit = async () => {
    if (!chosen) return setError(messages.REQUIRED_FIELD);
    setError(null);
    try {
      await link.mutateAsync({ appointmentId, portCallId: Number(chosen) });
      toast.success(`Port call #${chosen} linked`);
      onDone();
    } catch (e) {
      setError(failureText(e));
    }
  };
  if (options.isLoading) return <Loader size="sm" />;
  if (candidates.length === 0)
    return (
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          The vessel has no other open port call to link.
        </Text>
        <Button size="compact-sm" variant="default" onClick={onDone}>
          Close
        </Button>
      </Group>
    );
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        label="Port call to link"
        placeholder="Choose an open port call of the vessel"
        data={candidates.map((p) => ({ value: String(p.id), label: optionLabel(p) }))}
        value={chosen}
        onChange={setChosen}
        error={error}
        w={380}
        comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
      />
      <Button size="sm" onClick={submit} loading={link.isPending}>
        Link
      </Button>
      <Button size="sm" variant="default" onClick={onDone}>
        Cancel
      </Button>
    </Group>
  );
}

/**
 * The port calls of an appointment (operations §4): its own, then those linked to it (an anchorage
 * call and the berth). A linked one can be unlinked; the appointment's own port call cannot.
 */
export function AppointmentPortCalls({ appointment }: { appointment: TAppointment }) {
  const list = useAppointmentPortCalls(appointment.id);
  const unlink = useUnlinkPortCallMutation();
  const [isLinking, setLinking] = useState(false);
  const canLink = appointment.state !== 'CANCELLED' && appointment.state !== 'CLOSED';
  if (list.isLoading) return <Loader size="sm" />;
  if (list.isError) return <Alert color="red">{list.error.message}</Alert>;
  const rows = list.data ?? [];
  return (
    <Stack gap="xs">
      <Table fz="sm" verticalSpacing={4} aria-label="Port calls of the appointment">
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>#{p.id}</Table.Td>
              <Table.Td>{p.port.label}</Table.Td>
              <Table.Td>V.{orDash(p.voyage?.voyageNumber)}</Table.Td>
              <Table.Td>ETA {orDash(formatDate(p.eta))}</Table.Td>
              <Table.Td>
                <PortCallStateBadge status={p.status} />
              </Table.Td>
              <Table.Td ta="right">
                {p.isPrimary ? (
                  <Text size="xs" c="dimmed">
                    Own port call
                  </Text>
                ) : (
                  <ConfirmAction
                    label="Unlink"
                    title="Unlink the port call"
                    question={
                      <>
                        Unlink port call #{p.id} at {p.port.name}? It is taken off every appointment it was linked to.
                      </>
                    }
                    confirmLabel="Unlink"
                    color="red"
                    variant="subtle"
                    isDestructive
                    buttonProps={{ 'aria-label': `Unlink port call ${p.id}` }}
                    onConfirm={async () => {
                      await unlink.mutateAsync(p.id);
                      toast.success(`Port call #${p.id} unlinked`);
                    }}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canLink ? (
        isLinking ? (
          <LinkPicker appointmentId={appointment.id} onDone={() => setLinking(false)} />
        ) : (
          <Group>
            <Button size="compact-sm" variant="light" onClick={() => setLinking(true)}>
              Link a port call
            </Button>
          </Group>
        )
      ) : null}
    </Stack>
  );
}
