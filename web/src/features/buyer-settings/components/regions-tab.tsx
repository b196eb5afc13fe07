import { Text } from '@mantine/core';
import { formatDate } from '@portcall/contracts/format';
import type { TRegion } from '@portcall/contracts/settings';
import { errorMessage } from '../../../api/http-policy';
import type { DataColumn } from '../../../ui/data-table';
import { CompassIcon } from '../../../ui/icons';
import { ListTab } from '../../../ui/list-tab';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useRegionList } from '../api/list-regions';
import { activeStateOptions } from './labels';
import { OwnRegionsCard } from './own-regions-card';
import { RegionForm } from './region-form';
import type { SettingsAccess } from './settings-access';
import { ActiveBadge, NameList } from './status-badges';

const DRAWER = 'buyer-settings-region';

const columns: DataColumn<TRegion>[] = [
  {
    key: 'name',
    header: 'Region',
    sortProperty: 'name',
    render: (r) => (
      <Text size="sm" fw={600}>
        {r.name}
      </Text>
    ),
  },
  {
    key: 'countries',
    header: 'Countries',
    render: (r) => (
      <>
        <Text size="xs" c="dimmed" mb={4}>
          {r.countries.length} {r.countries.length === 1 ? 'country' : 'countries'}
        </Text>
        <NameList names={r.countries.map((c) => c.name)} max={4} />
      </>
    ),
  },
  { key: 'created', header: 'Created', sortProperty: 'createdAt', render: (r) => formatDate(r.createdAt) },
  {
    key: 'state',
    header: 'Status',
    sortProperty: 'state',
    render: (r) => <ActiveBadge isActive={r.state === 'ACTIVE'} />,
  },
];

function RegionsTable({ access }: { access: SettingsAccess }) {
  const table = useTableState({
    filters: { name: '', state: null as string | null },
    sort: { property: 'name', direction: 'ASC' },
  });
  const regions = useRegionList(table.query);
  return (
    <ListTab
      title="Regions"
      description="Named sets of countries. Region rules point at them to limit what people see."
      noun="region"
      rowName={(r) => r.name}
      rowKey={(r) => r.id}
      drawerId={DRAWER}
      icon={<CompassIcon />}
      canEdit={access.canManagePeople}
      table={table}
      rows={regions.data?.items}
      total={regions.data?.total ?? 0}
      isFetching={regions.isFetching}
      error={regions.isError ? errorMessage(regions.error) : null}
      columns={columns}
      toolbar={
        <>
          <SearchFilter table={table} name="name" label="Name" placeholder="Search by name" />
          <SelectFilter table={table} name="state" label="Status" data={activeStateOptions} width={160} />
        </>
      }
      empty={{
        title: 'No regions yet',
        description: 'Add a region (for example Mediterranean) to limit people to its countries with a rule.',
      }}
      form={(editor) => <RegionForm key={editor.formKey} region={editor.row} onDone={editor.close} />}
    />
  );
}

/** Everyone sees the regions they work in; people managers also see and edit the company's regions. */
export function RegionsTab({ access }: { access: SettingsAccess }) {
  return (
    <>
      <OwnRegionsCard />
      {access.canViewPeople ? <RegionsTable access={access} /> : null}
    </>
  );
}
