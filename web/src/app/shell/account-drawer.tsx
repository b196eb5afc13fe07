import { Badge, Button, Divider, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { fontSizeCookieValues, type TFontSize } from '@portcall/contracts/font-size';
import { useState } from 'react';
import { useLogoutMutation } from '../../features/auth/api/logout';
import { chooseFontSize, fontSizeLabels, readFontSize } from '../../lib/font-size';
import { productNames } from '../../lib/sections';
import { useSessionStore } from '../../lib/session-store';
import { allowsPreferenceCookies } from '../../ui/cookie-consent';
import { UserIcon } from '../../ui/icons';
import { RightDrawer } from '../../ui/right-drawer';
import { ACCOUNT_DRAWER } from './secured-layout';

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

const roleNames = { USER: 'User', DEPUTY: 'Deputy', MANAGER: 'Manager' } as const;

/** The signed-in user's details, text size and logout, in the right-hand drawer. */
export function AccountDrawer() {
  const profile = useSessionStore((s) => s.profile);
  const company = useSessionStore((s) => s.company);
  const logout = useLogoutMutation();
  const [fontSize, setFontSize] = useState<TFontSize>(() => readFontSize());
  if (!profile) return null;
  const enabledAuthorities = profile.authorities.filter((a) => a.isEnabled).length;
  return (
    <RightDrawer
      id={ACCOUNT_DRAWER}
      title={profile.fullName}
      subtitle={company?.name ?? profile.email}
      icon={<UserIcon />}
      width={480}
    >
      <Stack gap="lg" pt="md">
        <SimpleGrid cols={2} spacing="md">
          <Detail label="E-mail" value={profile.email} />
          <Detail label="Username" value={profile.username} />
          <Detail label="Role" value={roleNames[profile.role]} />
          <Detail label="Department" value={profile.department?.name} />
          <Detail label="Company" value={company?.name} />
          <Detail label="Phone" value={profile.phone} />
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4} mb={6}>
            Modules
          </Text>
          {profile.products.length === 0 ? (
            <Text size="sm">No modules</Text>
          ) : (
            <Group gap={6}>
              {profile.products.map((p) => (
                <Badge key={p} variant="light" color="navy" radius="sm" tt="none">
                  {productNames[p]}
                </Badge>
              ))}
            </Group>
          )}
          <Text size="xs" c="dimmed" mt={6}>
            {enabledAuthorities} enabled {enabledAuthorities === 1 ? 'authority' : 'authorities'}
          </Text>
        </div>
        <Divider />
        <div>
          <Text size="sm" fw={600} mb={6}>
            Text size
          </Text>
          <SegmentedControl
            fullWidth
            value={fontSize}
            onChange={(v) => {
              const size = v as TFontSize;
              setFontSize(size);
              chooseFontSize(size, allowsPreferenceCookies());
            }}
            data={fontSizeCookieValues.map((value) => ({ value, label: fontSizeLabels[value] }))}
          />
        </div>
        <Divider />
        <Button color="red" variant="light" onClick={() => logout.mutate()} loading={logout.isPending}>
          Log out
        </Button>
      </Stack>
    </RightDrawer>
  );
}
