import { Alert, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import type { TBuyerUser, TDepartmentRow } from '@portcall/contracts/settings';
import { useState } from 'react';
import { errorMessage } from '../../../api/http-policy';
import { useSessionStore } from '../../../lib/session-store';
import { UserIcon } from '../../../ui/icons';
import { RightDrawer } from '../../../ui/right-drawer';
import { useBuyerUser } from '../api/load-buyer-user';
import { ToneBadge, UserStatusBadge } from './status-badges';
import { UserAccessForm } from './user-access-form';
import { UserDetailsForm } from './user-details-form';

export const USER_DRAWER = 'buyer-settings-user';

/** Which person the drawer shows; `startOn` opens the second tab (right after creating someone). */
export interface UserDrawerTarget {
  id: number;
  fullName: string;
  startOn?: 'details' | 'access';
}

function UserSummary({ user }: { user: TBuyerUser }) {
  return (
    <Group gap="xs" wrap="wrap">
      <UserStatusBadge status={user.status} isEnabled={user.isEnabled} />
      {user.isLocked ? <ToneBadge tone="red">Locked</ToneBadge> : null}
      <Text size="xs" c="dimmed">
        Created {formatDateTimeInZone(user.creationDate)} ·{' '}
        {user.lastLoginDate ? `last login ${formatDateTimeInZone(user.lastLoginDate)}` : 'never logged in'}
      </Text>
    </Group>
  );
}

function ExistingUser({
  target,
  departments,
  buyerId,
  canManage,
  onClose,
}: {
  target: UserDrawerTarget;
  departments: readonly TDepartmentRow[];
  buyerId: number;
  canManage: boolean;
  onClose: () => void;
}) {
  const editor = useSessionStore((s) => s.profile);
  const user = useBuyerUser(target.id);
  const [tab, setTab] = useState<string | null>(target.startOn ?? 'details');
  if (user.isError)
    return (
      <Alert color="red" variant="light" mt="md">
        {errorMessage(user.error)}
      </Alert>
    );
  if (!user.data || !editor)
    return (
      <Stack pt="md" gap="sm">
        <Skeleton h={20} w="40%" />
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );
  return (
    <Stack gap="md" pt="md">
      <UserSummary user={user.data} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">Details and authorities</Tabs.Tab>
          <Tabs.Tab value="access">Rules, teams and vessels</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <UserDetailsForm
            user={user.data}
            departments={departments}
            editor={editor}
            isReadOnly={!canManage}
            onCreated={() => undefined}
            onCancel={onClose}
          />
        </Tabs.Panel>
        <Tabs.Panel value="access" pt="md">
          <UserAccessForm user={user.data} buyerId={buyerId} isReadOnly={!canManage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** A colleague in the right-hand drawer: new (details and first password) or existing (two tabs). */
export function UserDrawer({
  target,
  formKey,
  departments,
  buyerId,
  canManage,
  onCreated,
  onClose,
}: {
  target: UserDrawerTarget | null;
  formKey: number;
  departments: readonly TDepartmentRow[];
  buyerId: number;
  canManage: boolean;
  onCreated: (user: TBuyerUser) => void;
  onClose: () => void;
}) {
  const editor = useSessionStore((s) => s.profile);
  return (
    <RightDrawer
      id={USER_DRAWER}
      title={target ? target.fullName : 'New user'}
      subtitle={
        target
          ? canManage
            ? 'Details, authorities, region rules, teams and vessels'
            : 'Only managers can change people'
          : 'They log in with the first password and accept the terms first'
      }
      icon={<UserIcon />}
      width={760}
    >
      {target ? (
        <ExistingUser
          key={`${formKey}-${target.id}`}
          target={target}
          departments={departments}
          buyerId={buyerId}
          canManage={canManage}
          onClose={onClose}
        />
      ) : editor ? (
        <Stack pt="md">
          <UserDetailsForm
            key={formKey}
            user={null}
            departments={departments}
            editor={editor}
            isReadOnly={false}
            onCreated={onCreated}
            onCancel={onClose}
          />
        </Stack>
      ) : null}
    </RightDrawer>
  );
}
