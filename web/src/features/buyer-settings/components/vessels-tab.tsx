import { Button, Stack, Text } from '@mantine/core';
import type { TVessel } from '@portcall/contracts/fleet';
import { errorMessage } from '../../../api/http-policy';
import { useVesselTypes } from '../../../api/ref-data/vessel-types';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { ShipIcon } from '../../../ui/icons';
import { RightDrawer } from '../../../ui/right-drawer';
import { TabHeader } from '../../../ui/tab-header';
import { activeFilterOptions, SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useEditDrawer } from '../../../ui/use-edit-drawer';
import { useFleetList } from '../api/list-fleets';
import { useVesselList } from '../api/list-vessels';
import { commodityTypeLabels } from './labels';
import type { SettingsAccess } from './settings-access';
import { ActiveBadge, NameList } from './status-badges';
import { VesselForm } from './vessel-form';

const DRAWER = 'buyer-settings-vessel';
const dwtFormat = new Intl.NumberFormat('en-US');

const columns: DataColumn<TVessel>[] = [
  {
    key: 'name',
    header: 'Vessel',
    sortProperty: 'name',
    render: (v) => (
      <Text size="sm" fw={600}>
        {v.name}
      </Text>
    ),
  },
  {
    key: 'imo',
    header: 'IMO',
    sortProperty: 'imo',
    render: (v) => (
      <Text size="sm" ff="monospace">
        {v.imo}
      </Text>
    ),
  },
  {
    key: 'type',
    header: 'Type and size',
    render: (v) => (
      <Stack gap={0}>
        <Text size="sm">{v.vesselType.name}</Text>
        <Text size="xs" c="dimmed">
          {v.vesselSize?.name ?? 'No size class'}
        </Text>
      </Stack>
    ),
  },
  { key: 'dwt', header: 'DWT (t)', sortProperty: 'dwt', align: 'right', render: (v) => dwtFormat.format(v.dwt) },
  { key: 'cargo', header: 'Usual cargo', render: (v) => commodityTypeLabels[v.commodityType] },
  { key: 'fleets', header: 'Fleets', render: (v) => <NameList names={v.fleets.map((f) => f.name)} max={2} /> },
  { key: 'state', header: 'Status', render: (v) => <ActiveBadge isActive={v.isActive} /> },
];

/** The company's vessels, paged and filtered by the server; edited with SETTINGS_EDIT_VESSEL. */
export function VesselsTab({ access, buyerId }: { access: SettingsAccess; buyerId: number }) {
  const table = useTableState({
    filters: {
      name: '',
      imo: '',
      vesselTypeId: null as string | null,
      fleetId: null as string | null,
      isActive: null as string | null,
    },
    sort: { property: 'name', direction: 'ASC' },
  });
  const vessels = useVesselList(table.query);
  const types = useVesselTypes();
  const fleets = useFleetList(buyerId);
  const editor = useEditDrawer<TVessel>(DRAWER);
  const canEdit = access.canEditVessels;
  const addButton = canEdit ? <Button onClick={() => editor.open(null)}>Add vessel</Button> : null;

  return (
    <>
      <TabHeader
        title="Vessels"
        description="The ships your company calls ports with. A vessel is never deleted: deactivate it and it keeps its history."
        action={addButton}
      />
      <DataTable
        label="Vessels"
        columns={columns}
        rows={vessels.data?.items}
        total={vessels.data?.total ?? 0}
        rowKey={(v) => v.id}
        table={table}
        isFetching={vessels.isFetching}
        error={vessels.isError ? errorMessage(vessels.error) : null}
        toolbar={
          <>
            <SearchFilter table={table} name="name" label="Name" placeholder="Search by name" width={200} />
            <SearchFilter table={table} name="imo" label="IMO" placeholder="Starts with" width={140} />
            <SelectFilter
              table={table}
              name="vesselTypeId"
              label="Type"
              data={(types.data ?? []).map((t) => ({ value: t.value, label: t.label }))}
            />
            <SelectFilter
              table={table}
              name="fleetId"
              label="Fleet"
              data={(fleets.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
            />
            <SelectFilter table={table} name="isActive" label="Status" data={activeFilterOptions} width={140} />
          </>
        }
        emptyState={{
          title: 'No vessels yet',
          description: 'Add your ships with their IMO number to plan port calls for them.',
          action: addButton,
        }}
        rowActions={
          canEdit
            ? (v) => (
                <Button variant="subtle" size="xs" onClick={() => editor.open(v)} aria-label={`Edit ${v.name}`}>
                  Edit
                </Button>
              )
            : undefined
        }
      />
      <RightDrawer
        id={DRAWER}
        title={editor.row ? `Edit ${editor.row.name}` : 'New vessel'}
        subtitle={editor.row ? `IMO ${editor.row.imo}` : undefined}
        icon={<ShipIcon />}
        width={640}
      >
        <VesselForm key={editor.formKey} vessel={editor.row} onDone={editor.close} />
      </RightDrawer>
    </>
  );
}
