import { Alert, Button, Card, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { type TPositionListQuery, ZPositionList } from '@portcall/contracts/claims';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile } from '../../api/download';
import { apiRequest } from '../../api/http-client';
import { errorMessage } from '../../api/http-policy';
import { PageHeader } from '../../ui/page-header';
import { PositionRow } from './position-row';

/**
 * /secured/buyer/position-list: where each vessel of the buyer's fleet is and will be, read from its
 * port calls (region rules applied), filtered by fleet, vessel type and region, exported as XLSX.
 */
export function PositionListPage() {
  const [filters, setFilters] = useState<{
    fleetId: string | null;
    vesselTypeId: string | null;
    regionId: string | null;
  }>({
    fleetId: null,
    vesselTypeId: null,
    regionId: null,
  });
  const query: TPositionListQuery = {
    ...(filters.fleetId ? { fleetId: Number(filters.fleetId) } : {}),
    ...(filters.vesselTypeId ? { vesselTypeId: Number(filters.vesselTypeId) } : {}),
    ...(filters.regionId ? { regionId: Number(filters.regionId) } : {}),
  };
  const list = useQuery({
    queryKey: ['position-list', query],
    queryFn: () => apiRequest('/secured/position-list', { query, schema: ZPositionList }),
    placeholderData: keepPreviousData,
  });
  const exportQuery = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const options = (items: Array<{ id: number; name: string }> | undefined) =>
    (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Position list"
        title="Fleet positions"
        description="Where each vessel is and will be: its current or last port call, the next calls with ETA and ETS, and when and where it comes open."
        actions={
          <Button
            variant="light"
            onClick={() =>
              downloadFile(`/secured/position-list/export${exportQuery ? `?${exportQuery}` : ''}`, 'position-list.xlsx')
            }
          >
            Export XLSX
          </Button>
        }
      />
      <Group gap="sm" align="flex-end">
        <Select
          label="Fleet"
          clearable
          w={200}
          data={options(list.data?.fleets)}
          value={filters.fleetId}
          onChange={(v) => setFilters({ ...filters, fleetId: v })}
        />
        <Select
          label="Vessel type"
          clearable
          w={200}
          data={options(list.data?.vesselTypes)}
          value={filters.vesselTypeId}
          onChange={(v) => setFilters({ ...filters, vesselTypeId: v })}
        />
        <Select
          label="Region"
          clearable
          w={200}
          data={options(list.data?.regions)}
          value={filters.regionId}
          onChange={(v) => setFilters({ ...filters, regionId: v })}
        />
      </Group>
      <Card withBorder p={0}>
        {list.isError ? <Alert color="red">{errorMessage(list.error)}</Alert> : null}
        {list.isLoading ? <Loader m="md" /> : null}
        {list.data && list.data.items.length === 0 ? (
          <Text p="xl" ta="center" c="dimmed">
            No vessel matches these filters.
          </Text>
        ) : null}
        {list.data && list.data.items.length > 0 ? (
          <Table aria-label="Positions" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vessel</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Where it is</Table.Th>
                <Table.Th>Next port calls (ETA – ETS, UTC)</Table.Th>
                <Table.Th>Open</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((p) => (
                <PositionRow key={p.vesselId} p={p} />
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Card>
    </Stack>
  );
}
