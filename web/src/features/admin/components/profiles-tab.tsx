import { Badge, Button, Group, Text } from '@mantine/core';
import type { TProfileType } from '@portcall/contracts/access';
import type { TAdminProfileItem, TAdminProfilesRequest } from '@portcall/contracts/admin';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../api/http-policy';
import { landingPath } from '../../../lib/landing';
import { type DataColumn, DataTable } from '../../../ui/data-table';
import { RightDrawer } from '../../../ui/right-drawer';
import { TabHeader } from '../../../ui/tab-header';
import { SearchFilter, SelectFilter } from '../../../ui/table-filters';
import { useTableState } from '../../../ui/table-state';
import { useEditDrawer } from '../../../ui/use-edit-drawer';
import { useAdminProfiles } from '../api/list-admin-profiles';
import { MODE_SWITCH_PATH, startModeSwitch, useModeSwitchMutation } from '../api/mode-switch';
import { useSaveLoginDetailsMutation } from '../api/save-login-details';
import { ProfileEditor } from './profile-drawer';

const DRAWER = 'admin-profile';
const kindOptions = [
  { value: 'BUYER', label: 'Buyer' },
  { value: 'AGENT', label: 'Agent' },
  { value: 'VENDOR', label: 'Vendor' },
  { value: 'ADMIN', label: 'Admin' },
];
const lockOptions = [
  { value: 'true', label: 'Locked' },
  { value: 'false', label: 'Not locked' },
];

const columns: DataColumn<TAdminProfileItem>[] = [
  {
    key: 'name',
    header: 'User',
    sortProperty: 'fullName',
    render: (p) => (
      <>
        <Text size="sm" fw={600}>
          {p.fullName}
        </Text>
        <Text size="xs" c="dimmed">
          {p.username}
        </Text>
      </>
    ),
  },
  { key: 'company', header: 'Company', sortProperty: 'companyName', render: (p) => p.companyName },
  { key: 'type', header: 'Kind', sortProperty: 'type', render: (p) => p.type.toLowerCase() },
  {
    key: 'status',
    header: 'Status',
    render: (p) => (
      <Group gap={4}>
        {p.isLocked ? (
          <Badge color="red" variant="light">
            Locked
          </Badge>
        ) : null}
        {!p.isEnabled || p.status !== 'ACTIVE' ? (
          <Badge color="gray" variant="light">
            {p.isEnabled ? p.status.replaceAll('_', ' ').toLowerCase() : 'disabled'}
          </Badge>
        ) : null}
        {p.isLocked || !p.isEnabled || p.status !== 'ACTIVE' ? null : (
          <Badge color="teal" variant="light">
            Active
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'lastLogin',
    header: 'Last login',
    sortProperty: 'lastLoginDate',
    render: (p) => (p.lastLoginDate ? formatDateTimeInZone(p.lastLoginDate) : '-'),
  },
];

/** Every profile of the platform: find one, correct it, unlock it, or act as it. */
export function ProfilesTab() {
  const table = useTableState({
    filters: { text: '', type: null as string | null, isLocked: null as string | null },
    sort: { property: 'fullName', direction: 'ASC' },
  });
  const body = useMemo((): TAdminProfilesRequest => {
    const { page, size, sort, filters } = table.state;
    const filter: NonNullable<TAdminProfilesRequest['filter']> = {};
    if (filters.text?.trim()) filter.text = filters.text.trim();
    if (filters.type) filter.type = filters.type as TProfileType;
    if (filters.isLocked) filter.isLocked = filters.isLocked === 'true';
    return {
      page,
      size,
      filter,
      ...(sort ? { order: { property: sort.property as 'fullName', direction: sort.direction } } : {}),
    };
  }, [table.state]);
  const profiles = useAdminProfiles(body);
  const editor = useEditDrawer<TAdminProfileItem>(DRAWER);
  const unlock = useSaveLoginDetailsMutation();
  const modeSwitch = useModeSwitchMutation();
  const navigate = useNavigate();

  const switchInto = (p: TAdminProfileItem) =>
    modeSwitch.mutate(p.id, {
      onSuccess: (session) => {
        startModeSwitch(session, landingPath(session.profile));
        navigate(MODE_SWITCH_PATH);
        toast.info(`You are now acting as ${p.fullName}`);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <>
      <TabHeader
        title="Profiles"
        description="Every user of the platform. Unlock a user locked out by failed log-ins, correct their details, or act as them to see what they see."
      />
      <DataTable
        label="Profiles"
        columns={columns}
        rows={profiles.data?.items}
        total={profiles.data?.total ?? 0}
        rowKey={(p) => p.id}
        table={table}
        isFetching={profiles.isFetching}
        error={profiles.isError ? errorMessage(profiles.error) : null}
        emptyState={{ title: 'No profiles', description: 'Nobody has registered yet.' }}
        toolbar={
          <>
            <SearchFilter
              table={table}
              name="text"
              label="Search"
              placeholder="Name, username, e-mail, company"
              width={280}
            />
            <SelectFilter table={table} name="type" label="Kind" data={kindOptions} width={150} />
            <SelectFilter table={table} name="isLocked" label="Lock" data={lockOptions} width={150} />
          </>
        }
        rowActions={(p) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {p.isLocked ? (
              <Button
                size="xs"
                color="teal"
                aria-label={`Unlock ${p.fullName}`}
                loading={unlock.isPending && unlock.variables?.profileId === p.id}
                onClick={() =>
                  unlock.mutate(
                    { profileId: p.id, unlock: true },
                    {
                      onSuccess: () => toast.success(`${p.fullName} unlocked`),
                      onError: (error) => toast.error(errorMessage(error)),
                    },
                  )
                }
              >
                Unlock
              </Button>
            ) : null}
            {p.canBeHijacked && p.type !== 'ADMIN' ? (
              <Button
                size="xs"
                variant="light"
                aria-label={`Switch into ${p.fullName}`}
                loading={modeSwitch.isPending && modeSwitch.variables === p.id}
                onClick={() => switchInto(p)}
              >
                Switch into
              </Button>
            ) : null}
            <Button size="xs" variant="subtle" aria-label={`Edit ${p.fullName}`} onClick={() => editor.open(p)}>
              Edit
            </Button>
          </Group>
        )}
      />
      <RightDrawer id={DRAWER} title={editor.row ? `Edit ${editor.row.fullName}` : 'Edit profile'} width={600}>
        {editor.row ? <ProfileEditor key={editor.formKey} row={editor.row} onDone={editor.close} /> : null}
      </RightDrawer>
    </>
  );
}
