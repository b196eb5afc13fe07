import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { positionKindLabels, type TPosition, type TPositionWhere } from '@portcall/contracts/claims';
import { formatDate } from '@portcall/contracts/format';
import { Link } from 'react-router';

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')}` : '—');

/** The buyer's port call page: where the position list's rows lead (the list is the buyer's). */
export const portCallPath = (portCallId: number) => `/secured/buyer/dashboard/port-calls/port-call/${portCallId}`;

/** "Berthed at Piraeus, Greece on 08/03/2026", "Expected at Rotterdam on 02/04/2026". */
export function whereText(where: TPositionWhere): string {
  const place = `${where.portName}, ${where.countryName}`;
  const label = positionKindLabels[where.kind];
  const on = where.at ? ` on ${formatDate(where.at)}` : '';
  return `${label} ${place}${on}`;
}

const laycan = (p: TPosition) =>
  p.laycanStart || p.laycanEnd ? `${formatDate(p.laycanStart ?? '')} – ${formatDate(p.laycanEnd ?? '')}` : null;

/** One vessel: where it is (linked to that port call), its next calls, when it comes open. */
export function PositionRow({ p }: { p: TPosition }) {
  const details = [
    p.cargo ? `Cargo: ${p.cargo}` : null,
    laycan(p) ? `Laycan: ${laycan(p)}` : null,
    p.charterer ? `Charterer: ${p.charterer}` : null,
  ].filter((x): x is string => x !== null);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm">
          {p.vesselName}
        </Text>
        <Text size="xs" c="dimmed">
          IMO {p.imo}
          {p.fleets.length > 0 ? ` · ${p.fleets.join(', ')}` : ''}
        </Text>
      </Table.Td>
      <Table.Td>{p.vesselType}</Table.Td>
      <Table.Td>
        {p.where ? (
          <Stack gap={2}>
            <Group gap={6}>
              <Anchor component={Link} to={portCallPath(p.where.portCallId)} size="sm">
                {whereText(p.where)}
              </Anchor>
              {p.where.fromSof ? (
                <Badge size="sm" variant="light" color="gray">
                  SOF
                </Badge>
              ) : null}
            </Group>
            {details.map((d) => (
              <Text key={d} size="xs" c="dimmed">
                {d}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            No port call
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {p.next.length === 0 ? (
          <Text size="sm" c="dimmed">
            None planned
          </Text>
        ) : (
          <Stack gap={2}>
            {p.next.slice(0, 4).map((n) => (
              <Anchor key={n.portCallId} component={Link} to={portCallPath(n.portCallId)} size="sm">
                {n.portName}: {when(n.eta)} – {when(n.ets)}
              </Anchor>
            ))}
          </Stack>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{p.openPort ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {when(p.openDate)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
