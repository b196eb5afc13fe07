import { Alert, Button, Divider, Group, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { profileStatuses, roles, type TProfileStatus, type TRole } from '@portcall/contracts/access';
import type { TAdminProfileItem } from '@portcall/contracts/admin';
import { formatDateTimeInZone } from '@portcall/contracts/format';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../api/api-error';
import { errorMessage } from '../../../api/http-policy';
import { DROPDOWN_Z_INDEX } from '../../../ui/layers';
import { useAdminProfile } from '../api/load-admin-profile';
import { useSaveAdminProfileMutation } from '../api/save-admin-profile';
import { useSaveLoginDetailsMutation } from '../api/save-login-details';

const statusLabels: Record<TProfileStatus, string> = {
  PENDING_VERIFICATION: 'Pending verification',
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  PENDING_TERMS_AND_CONDITIONS: 'Pending terms and conditions',
};

interface Draft {
  name: string;
  surname: string;
  email: string;
  status: TProfileStatus;
  role: TRole;
  canBeHijacked: boolean;
  isEnabled: boolean;
  isEmailMuted: boolean;
  isNotificationMuted: boolean;
}

/**
 * Support's edit of one profile: the person and access fields, then the login details (username,
 * unlock, failed tries). A password is never shown or set here: the user resets their own.
 */
export function ProfileEditor({ row, onDone }: { row: TAdminProfileItem; onDone: () => void }) {
  const loaded = useAdminProfile(row.id);
  const save = useSaveAdminProfileMutation();
  const login = useSaveLoginDetailsMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [username, setUsername] = useState(row.username);
  const [fields, setFields] = useState<Record<string, string>>({});

  useEffect(() => {
    const p = loaded.data;
    if (!p) return;
    setDraft({
      name: p.name,
      surname: p.surname,
      email: p.email,
      status: p.status,
      role: p.role,
      canBeHijacked: p.canBeHijacked,
      isEnabled: p.isEnabled,
      isEmailMuted: p.isEmailMuted,
      isNotificationMuted: p.isNotificationMuted,
    });
  }, [loaded.data]);

  const fail = (error: unknown) => {
    if (error instanceof ApiError) setFields(error.fields);
    toast.error(errorMessage(error));
  };

  if (loaded.isError) return <Alert color="red">{errorMessage(loaded.error)}</Alert>;
  if (!draft) return <Text c="dimmed">Loading the profile…</Text>;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {row.type.toLowerCase()} at {row.companyName}
      </Text>
      <Group grow>
        <TextInput
          label="First name"
          value={draft.name}
          error={fields.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <TextInput
          label="Last name"
          value={draft.surname}
          error={fields.surname}
          onChange={(e) => set('surname', e.currentTarget.value)}
        />
      </Group>
      <TextInput
        label="E-mail"
        value={draft.email}
        error={fields.email}
        onChange={(e) => set('email', e.currentTarget.value)}
      />
      <Group grow>
        <Select
          label="Status"
          data={profileStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
          value={draft.status}
          onChange={(v) => v && set('status', v as TProfileStatus)}
          allowDeselect={false}
          comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
        />
        <Select
          label="Role"
          data={roles.map((r) => ({ value: r, label: r }))}
          value={draft.role}
          onChange={(v) => v && set('role', v as TRole)}
          allowDeselect={false}
          comboboxProps={{ zIndex: DROPDOWN_Z_INDEX }}
        />
      </Group>
      <Switch
        label="Support may act as this user (mode switch)"
        checked={draft.canBeHijacked}
        disabled={row.type === 'ADMIN'}
        onChange={(e) => set('canBeHijacked', e.currentTarget.checked)}
      />
      <Switch label="Enabled" checked={draft.isEnabled} onChange={(e) => set('isEnabled', e.currentTarget.checked)} />
      <Switch
        label="E-mails muted"
        checked={draft.isEmailMuted}
        onChange={(e) => set('isEmailMuted', e.currentTarget.checked)}
      />
      <Switch
        label="Notifications muted"
        checked={draft.isNotificationMuted}
        onChange={(e) => set('isNotificationMuted', e.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { id: row.id, ...draft },
              {
                onSuccess: (saved) => {
                  toast.success(`${saved.fullName} saved`);
                  onDone();
                },
                onError: fail,
              },
            )
          }
        >
          Save profile
        </Button>
      </Group>

      <Divider />
      <Title order={3} fz="md">
        Login details
      </Title>
      <Text size="sm" c="dimmed">
        {row.isLocked
          ? `Locked after ${row.loginTries} failed log-ins${row.lockedUntil ? ` until ${formatDateTimeInZone(row.lockedUntil)}` : ''}.`
          : `${row.loginTries} failed log-in${row.loginTries === 1 ? '' : 's'} since the last success.`}
      </Text>
      <Group align="flex-end">
        <TextInput
          label="Username"
          value={username}
          error={fields.username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          flex={1}
        />
        <Button
          variant="default"
          loading={login.isPending}
          disabled={username.trim() === row.username}
          onClick={() =>
            login.mutate(
              { profileId: row.id, username: username.trim() },
              { onSuccess: () => toast.success('Username saved'), onError: fail },
            )
          }
        >
          Save username
        </Button>
      </Group>
      <Group>
        <Button
          color="teal"
          disabled={!row.isLocked}
          onClick={() =>
            login.mutate(
              { profileId: row.id, unlock: true },
              { onSuccess: (p) => toast.success(`${p.fullName} unlocked`), onError: fail },
            )
          }
        >
          Unlock
        </Button>
        <Button
          variant="default"
          disabled={row.loginTries === 0}
          onClick={() =>
            login.mutate(
              { profileId: row.id, resetTries: true },
              { onSuccess: () => toast.success('Failed tries reset'), onError: fail },
            )
          }
        >
          Reset failed tries
        </Button>
      </Group>
    </Stack>
  );
}
