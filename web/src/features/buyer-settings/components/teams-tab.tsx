import { Stack, Text } from '@mantine/core';
import { formatDate } from '@portcall/contracts/format';
import type { TBuyerSettingsProfile, TTeam } from '@portcall/contracts/settings';
import { errorMessage } from '../../../api/http-policy';
import type { DataColumn } from '../../../ui/data-table';
import { UsersIcon } from '../../../ui/icons';
import { ListTab } from '../../../ui/list-tab';
import { activeFilterOptions, SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useTeamList } from '../api/list-teams';
import type { SettingsAccess } from './settings-access';
import { ActiveBadge, NameList } from './status-badges';
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
  const people = (profile?.users ?? []).map((u) => ({ value: String(u.id), label: u.fullName }));
  return (
    <ListTab
      title="Teams"
      description="Desks of people who work together, e.g. by trade or region."
      noun="team"
      rowName={(t) => t.name}
      rowKey={(t) => t.id}
      drawerId={DRAWER}
      icon={<UsersIcon />}
      canEdit={access.canManagePeople}
      table={table}
      rows={teams.data?.items}
      total={teams.data?.total ?? 0}
      isFetching={teams.isFetching}
      error={teams.isError ? errorMessage(teams.error) : null}
      columns={columns}
      toolbar={
        <>
          <SearchFilter table={table} name="name" label="Name" placeholder="Search by name" />
          <SelectFilter table={table} name="memberId" label="Member" data={people} width={220} />
          <SelectFilter table={table} name="isActive" label="Status" data={activeFilterOptions} width={140} />
        </>
      }
      empty={{ title: 'No teams yet', description: 'Group the people who work together.' }}
      form={(editor) => (
        <TeamForm key={editor.formKey} team={editor.row} buyerId={buyerId} people={people} onDone={editor.close} />
      )}
    />
  );
}
