import { Button, Stack, Text } from '@mantine/core';
import { profileStatuses, roleRanking } from '@portcall/contracts/access';
import type { TBuyerSettingsProfile, TBuyerUserSummary } from '@portcall/contracts/settings';
import { useMemo } from 'react';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { TabHeader } from '../../../ui/tab-header';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { pageLocally, useTableState } from '../../../ui/table-state';
import { useEditDrawer } from '../../../ui/use-edit-drawer';
import { profileStatusLabels, roleLabels, roleOptions } from './labels';
import type { SettingsAccess } from './settings-access';
import { UserStatusBadge } from './status-badges';
import { USER_DRAWER, UserDrawer, type UserDrawerTarget } from './user-drawer';

const statusOptions = profileStatuses.map((s) => ({ value: s, label: profileStatusLabels[s] }));

const columns: DataColumn<TBuyerUserSummary>[] = [
  {
    key: 'name',
    header: 'Name',
    sortProperty: 'fullName',
    render: (u) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {u.fullName}
        </Text>
        <Text size="xs" c="dimmed">
          {u.email}
        </Text>
      </Stack>
    ),
  },
  { key: 'role', header: 'Role', sortProperty: 'role', render: (u) => roleLabels[u.role] },
  { key: 'department', header: 'Department', sortProperty: 'department', render: (u) => u.department?.name ?? '—' },
  {
    key: 'status',
    header: 'Status',
    sortProperty: 'status',
    render: (u) => <UserStatusBadge status={u.status} isEnabled={u.isEnabled} />,
  },
];

/**
 * The company's people. The settings page answers them whole, so the table pages, sorts and
 * filters them in the browser with the same table rules as the server-paged lists.
 */
export function UsersTab({
  profile,
  access,
  buyerId,
}: {
  profile: TBuyerSettingsProfile;
  access: SettingsAccess;
  buyerId: number;
}) {
  const table = useTableState({
    filters: { text: '', role: null as string | null, status: null as string | null },
    sort: { property: 'fullName', direction: 'ASC' },
  });
  const editor = useEditDrawer<UserDrawerTarget>(USER_DRAWER);
  const page = useMemo(
    () =>
      pageLocally(profile.users, table.state, {
        matches: (u, f) => {
          const text = (f.text ?? '').trim().toLowerCase();
          return (
            (!text || u.fullName.toLowerCase().includes(text) || (u.email ?? '').toLowerCase().includes(text)) &&
            (!f.role || u.role === f.role) &&
            (!f.status || u.status === f.status)
          );
        },
        sortValues: {
          fullName: (u) => u.fullName,
          role: (u) => roleRanking[u.role],
          department: (u) => u.department?.name ?? null,
          status: (u) => profileStatusLabels[u.status],
        },
      }),
    [profile.users, table.state],
  );

  const addButton = access.canManagePeople ? <Button onClick={() => editor.open(null)}>Add user</Button> : null;

  return (
    <>
      <TabHeader
        title="Users"
        description="The people of your company, their role and department. Open one to set their authorities, region rules, teams and vessels."
        action={addButton}
      />
      <DataTable
        label="Users"
        columns={columns}
        rows={page.items}
        total={page.total}
        rowKey={(u) => u.id}
        table={table}
        toolbar={
          <>
            <SearchFilter table={table} name="text" label="Search" placeholder="Name or e-mail" />
            <SelectFilter table={table} name="role" label="Role" data={roleOptions} width={160} />
            <SelectFilter table={table} name="status" label="Status" data={statusOptions} />
          </>
        }
        emptyState={{
          title: 'No users yet',
          description: 'Add the people who work on your port calls.',
          action: addButton,
        }}
        rowActions={(u) => (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => editor.open({ id: u.id, fullName: u.fullName })}
            aria-label={`${access.canManagePeople ? 'Edit' : 'View'} ${u.fullName}`}
          >
            {access.canManagePeople ? 'Edit' : 'View'}
          </Button>
        )}
      />
      <UserDrawer
        target={editor.row}
        formKey={editor.formKey}
        departments={profile.departments}
        buyerId={buyerId}
        canManage={access.canManagePeople}
        onCreated={(user) => editor.open({ id: user.id, fullName: user.fullName, startOn: 'access' })}
        onClose={editor.close}
      />
    </>
  );
}
