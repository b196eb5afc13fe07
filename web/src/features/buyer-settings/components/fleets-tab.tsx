import { Text } from '@mantine/core';
import type { TFleet } from '@portcall/contracts/fleet';
import { useMemo } from 'react';
import { errorMessage } from '../../../api/http-policy';
import type { DataColumn } from '../../../ui/data-table';
import { ListTab } from '../../../ui/list-tab';
import { activeFilterOptions, SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { pageLocally, useTableState } from '../../../ui/table-state';
import { useFleetList } from '../api/list-fleets';
import { FleetForm } from './fleet-form';
import type { SettingsAccess } from './settings-access';
import { ActiveBadge, NameList } from './status-badges';

const DRAWER = 'buyer-settings-fleet';

const columns: DataColumn<TFleet>[] = [
  {
    key: 'name',
    header: 'Fleet',
    sortProperty: 'name',
    render: (f) => (
      <Text size="sm" fw={600}>
        {f.name}
      </Text>
    ),
  },
  { key: 'description', header: 'Description', render: (f) => f.description ?? '—' },
  {
    key: 'vessels',
    header: 'Vessels',
    sortProperty: 'vessels',
    render: (f) => <NameList names={f.vessels.map((v) => v.name)} max={3} empty="No vessels" />,
  },
  { key: 'state', header: 'Status', sortProperty: 'isActive', render: (f) => <ActiveBadge isActive={f.isActive} /> },
];

/**
 * Fleets group vessels. The server answers the whole list (filtered by isActive); name search,
 * sort and paging apply the same table rules in the browser.
 */
export function FleetsTab({ access, buyerId }: { access: SettingsAccess; buyerId: number }) {
  const table = useTableState({
    filters: { name: '', isActive: null as string | null },
    sort: { property: 'name', direction: 'ASC' },
  });
  const { isActive } = table.state.filters;
  const fleets = useFleetList(buyerId, isActive ? { isActive: isActive === 'true' } : {});
  const page = useMemo(
    () =>
      fleets.data
        ? pageLocally(fleets.data, table.state, {
            matches: (f, filters) => !filters.name || f.name.toLowerCase().includes(filters.name.trim().toLowerCase()),
            sortValues: { name: (f) => f.name, vessels: (f) => f.vessels.length, isActive: (f) => !f.isActive },
          })
        : null,
    [fleets.data, table.state],
  );
  return (
    <ListTab
      title="Fleets"
      description="Named groups of your vessels, for filters and reports. A vessel may belong to several fleets."
      noun="fleet"
      rowName={(f) => f.name}
      rowKey={(f) => f.id}
      drawerId={DRAWER}
      canEdit={access.canEditVessels}
      table={table}
      rows={page?.items}
      total={page?.total ?? 0}
      isFetching={fleets.isFetching}
      error={fleets.isError ? errorMessage(fleets.error) : null}
      columns={columns}
      toolbar={
        <>
          <SearchFilter table={table} name="name" label="Name" placeholder="Search by name" />
          <SelectFilter table={table} name="isActive" label="Status" data={activeFilterOptions} width={160} />
        </>
      }
      empty={{ title: 'No fleets yet', description: 'Group your vessels, e.g. by size or trade.' }}
      form={(editor) => <FleetForm key={editor.formKey} fleet={editor.row} buyerId={buyerId} onDone={editor.close} />}
    />
  );
}
