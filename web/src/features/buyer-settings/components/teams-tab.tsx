import { Button, Stack, Text } from '@mantine/core';
import { formatDate } from '@portcall/contracts/format';
import type { TBuyerSettingsProfile, TTeam } from '@portcall/contracts/settings';
import { errorMessage } from '../../../api/http-policy';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { UsersIcon } from '../../../ui/icons';
import { RightDrawer } from '../../../ui/right-drawer';
import { activeFilterOptions, SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useEditDrawer } from '../../../ui/use-edit-drawer';
import { useTeamList } from '../api/list-teams';
import type { SettingsAccess } from './settings-access';
import { ActiveBadge, NameList } from './status-badges';
import { TabHeader } from './tab-header';
import { TeamForm } from './team-form';

const DRAWER = 'buyer-settings-team';

const columns: DataColumn<TTeam>[] = [
  {
    key: 'name',
    header: 'Team',
    sortProperty: 'name',
    render: (t) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {t.name}
        </Text>
        {t.description ? (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {t.description}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'members',
    header: 'Members',
    render: (t) => <NameList names={t.members.map((m) => m.fullName)} max={3} empty="No members" />,
  },
  { key: 'created', header: 'Created', sortProperty: 'createdAt', render: (t) => formatDate(t.createdAt) },
  { key: 'state', header: 'Status', sortProperty: 'isActive', render: (t) => <ActiveBadge isActive={t.isActive} /> },
];

/** Buyer teams (operations §2: page 0, size 10, sort, named filters name, memberId, isActive). */
export function TeamsTab({
  profile,
  access,
  buyerId,
}: {
  profile: TBuyerSettingsProfile | undefined;
  access: SettingsAccess;
  buyerId: number;
}) {
  const table = useTableState({
    filters: { name: '', memberId: null as string | null, isActive: null as string | null },
    sort: { property: 'name', direction: 'ASC' },
  });
  const teams = useTeamList(buyerId, table.query);
  const editor = useEditDrawer<TTeam>(DRAWER);
  const people = (profile?.users ?? []).map((u) => ({ value: String(u.id), label: u.fullName }));
  const canEdit = access.canManagePeople;
  const addButton = canEdit ? <Button onClick={() => editor.open(null)}>Add team</Button> : null;

  return (
    <>
      <TabHeader
        title="Teams"
        description="Desks of people who work together, e.g. by trade or region."
        action={addButton}
      />
      <DataTable
        label="Teams"
        columns={columns}
        rows={teams.data?.items}
        total={teams.data?.total ?? 0}
        rowKey={(t) => t.id}
        table={table}
        isFetching={teams.isFetching}
        error={teams.isError ? errorMessage(teams.error) : null}
        toolbar={
          <>
            <SearchFilter table={table} name="name" label="Name" placeholder="Search by name" />
            <SelectFilter table={table} name="memberId" label="Member" data={people} width={220} />
            <SelectFilter table={table} name="isActive" label="Status" data={activeFilterOptions} width={140} />
          </>
        }
        emptyState={{ title: 'No teams yet', description: 'Group the people who work together.', action: addButton }}
        rowActions={
          canEdit
            ? (t) => (
                <Button variant="subtle" size="xs" onClick={() => editor.open(t)} aria-label={`Edit ${t.name}`}>
                  Edit
                </Button>
              )
            : undefined
        }
      />
      <RightDrawer
        id={DRAWER}
        title={editor.row ? `Edit ${editor.row.name}` : 'New team'}
        icon={<UsersIcon />}
        width={600}
      >
        <TeamForm key={editor.formKey} team={editor.row} buyerId={buyerId} people={people} onDone={editor.close} />
      </RightDrawer>
    </>
  );
}
