import { Alert, Anchor, Badge, Card, Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { THarborComplexPlace } from '@portcall/contracts/port-directory';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/http-policy';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import {
  useHarborComplex,
  usePortAdditionalInformation,
  usePortInformation,
  usePortOverview,
  usePortSuppliers,
} from '../api/load-port';
import {
  cargoLabel,
  cargoOptions,
  facilityLabel,
  facilityOptions,
  segmentLabel,
  segmentOptions,
} from '../components/labels';
import { PortMap } from '../components/port-map';
import { type PortDirectoryArea, portDirectoryPath } from './port-directory-page';

const FUNCTION_NAMES: Record<string, string> = {
  PORT: 'Port',
  RAIL: 'Rail terminal',
  ROAD: 'Road terminal',
  AIRPORT: 'Airport',
  POSTAL: 'Postal exchange',
  MULTIMODAL: 'Multimodal',
  FIXED_TRANSPORT: 'Fixed transport',
};

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </div>
  );
}

/**
 * /secured/{buyer|agent}/port-directory/port/:portId: the port's header, information and additional
 * information, its map (offline), the suppliers serving it and its harbor complex with filters.
 */
export function PortPage({ area }: { area: PortDirectoryArea }) {
  const portId = Number(useParams().portId);
  const overview = usePortOverview(portId);
  const information = usePortInformation(portId);
  const additional = usePortAdditionalInformation(portId);
  const suppliers = usePortSuppliers(portId);
  const [filter, setFilter] = useState<{ segment: string | null; cargo: string | null; facility: string | null }>({
    segment: null,
    cargo: null,
    facility: null,
  });
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== null)) as Record<string, string>;
  const complex = useHarborComplex(portId, query);
  const allPlaces = useHarborComplex(portId, {});

  if (overview.isPending) return <PageLoader />;
  if (overview.isError || !overview.data)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(overview.error)}
      </Alert>
    );
  const o = overview.data;
  const h = o.header;
  const info = information.data;
  const extra = additional.data;

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Port directory"
        title={h.name}
        // The subdivision is a bare ISO 3166-2 code ("I" for Attica): it is a labelled fact below, not a title word.
        description={[h.unlocode, h.country.name].filter(Boolean).join(' · ')}
        actions={
          <Anchor component={Link} to={portDirectoryPath(area)}>
            ← All ports
          </Anchor>
        }
      />
      <Group gap="xs">
        {h.harborSize ? <Badge variant="light">{h.harborSize} harbour</Badge> : null}
        {h.localTime ? (
          <Badge variant="outline" color="gray">
            Local time {h.localTime} ({h.timezoneId})
          </Badge>
        ) : null}
        {o.segments.map((s) => (
          <Badge key={s} color="teal" variant="light">
            {segmentLabel(s)}
          </Badge>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="md">
          <Title order={2} fz="lg" mb="sm">
            Map
          </Title>
          <PortMap
            name={h.name}
            lat={o.lat}
            lon={o.lon}
            terminals={allPlaces.data?.harborComplexTerminals ?? []}
            anchorages={allPlaces.data?.harborComplexAnchorages ?? []}
          />
        </Card>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="md">
            <Title order={2} fz="lg" mb="sm">
              Port information
            </Title>
            <SimpleGrid cols={2} spacing="sm">
              <Fact label="UN/LOCODE" value={h.unlocode} />
              <Fact label="Country" value={h.country.name} />
              <Fact
                label="Position"
                value={o.lat !== null && o.lon !== null ? `${o.lat.toFixed(4)}, ${o.lon.toFixed(4)}` : null}
              />
              <Fact label="Time zone" value={h.timezoneId} />
              <Fact label="Functions" value={info?.functions.map((f) => FUNCTION_NAMES[f] ?? f).join(', ')} />
              <Fact label="Subdivision code" value={h.subdivision} />
              {/* One terminal count on the page: the harbor complex's when it is described, else the reference list's. */}
              <Fact
                label="Terminals"
                value={(allPlaces.data?.harborComplexTerminals.length ?? 0) || info?.terminalCount}
              />
            </SimpleGrid>
          </Card>
          <Card withBorder radius="md" padding="md">
            <Title order={2} fz="lg" mb="sm">
              Additional information
            </Title>
            {extra?.text ? <Text size="sm">{extra.text}</Text> : null}
            <SimpleGrid cols={2} spacing="sm" mt="xs">
              <Fact label="Max draught (m)" value={extra?.maxDraftMeters} />
              <Fact label="Max LOA (m)" value={extra?.maxLoaMeters} />
              <Fact
                label="Pilotage"
                value={
                  extra?.isPilotageCompulsory === null || extra?.isPilotageCompulsory === undefined
                    ? null
                    : extra.isPilotageCompulsory
                      ? 'Compulsory'
                      : 'Not compulsory'
                }
              />
              <Fact label="Working hours" value={extra?.workingHours} />
              <Fact label="Facilities" value={o.facilities.map(facilityLabel).join(', ')} />
              <Fact label="Ports within 50 km" value={o.nearbyPorts.map((p) => p.name).join(', ')} />
            </SimpleGrid>
          </Card>
        </Stack>
      </SimpleGrid>
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="lg" mb="sm">
          Suppliers at the port ({suppliers.data?.length ?? o.supplierCount})
        </Title>
        {suppliers.data && suppliers.data.length > 0 ? (
          <Table aria-label="Suppliers at the port" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Supplier</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Based in</Table.Th>
                <Table.Th>Serves</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {suppliers.data.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td fw={600}>{s.name}</Table.Td>
                  <Table.Td>{s.type === 'AGENT' ? 'Agent' : 'Vendor'}</Table.Td>
                  <Table.Td>{[s.city, s.country].filter(Boolean).join(', ') || '—'}</Table.Td>
                  <Table.Td>{s.isWorldwide ? 'Worldwide' : 'This port'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            No agent or vendor has said it serves this port yet.
          </Text>
        )}
      </Card>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-end" mb="sm">
          <Title order={2} fz="lg">
            Harbor complex
          </Title>
          <Group gap="sm">
            {(
              [
                ['segment', 'Vessel type', segmentOptions],
                ['cargo', 'Cargo', cargoOptions],
                ['facility', 'Facility', facilityOptions],
              ] as const
            ).map(([name, label, data]) => (
              <Select
                key={name}
                label={label}
                placeholder="All"
                w={160}
                data={data}
                value={filter[name]}
                onChange={(v) => setFilter((f) => ({ ...f, [name]: v }))}
                clearable
                comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
              />
            ))}
          </Group>
        </Group>
        <PlacesTable title="Terminals" places={complex.data?.harborComplexTerminals ?? []} />
        <PlacesTable title="Anchorages" places={complex.data?.harborComplexAnchorages ?? []} />
      </Card>
    </Stack>
  );
}

function PlacesTable({ title, places }: { title: string; places: readonly THarborComplexPlace[] }) {
  return (
    <Stack gap={4} mt="sm">
      <Text fw={600} size="sm">
        {title} ({places.length})
      </Text>
      {places.length === 0 ? (
        <Text size="sm" c="dimmed">
          None known{title === 'Terminals' ? ' for these filters' : ''}.
        </Text>
      ) : (
        <Table aria-label={title} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Vessel types</Table.Th>
              <Table.Th>Cargoes</Table.Th>
              <Table.Th>Facilities</Table.Th>
              <Table.Th>Max draught (m)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {places.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{p.segments.map(segmentLabel).join(', ') || '—'}</Table.Td>
                <Table.Td>{p.cargos.map(cargoLabel).join(', ') || '—'}</Table.Td>
                <Table.Td>{p.facilities.map(facilityLabel).join(', ') || '—'}</Table.Td>
                <Table.Td>{p.maxDraftMeters ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
