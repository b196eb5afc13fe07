import { Box, Button, Group, Text } from '@mantine/core';
import { formatTime } from '@portcall/contracts/format';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { MODE_SWITCH_PATH, returnToAdmin } from '../api/mode-switch';

/**
 * Shown on every secured page while an administrator acts as another user (mode switch): who is
 * acting as whom, that money actions are blocked, and the way back.
 */
export function ModeSwitchBanner() {
  const modeSwitch = useSessionStore((s) => s.modeSwitch);
  const profile = useSessionStore((s) => s.profile);
  const company = useSessionStore((s) => s.company);
  const navigate = useNavigate();
  const [isReturning, setReturning] = useState(false);
  if (!modeSwitch || !profile) return null;
  return (
    <Box
      role="region"
      aria-label="Acting as another user"
      bg="orange.1"
      px="md"
      py="xs"
      mb="md"
      style={{ border: '1px solid var(--mantine-color-orange-4)', borderRadius: 8 }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="orange.9">
          <b>{modeSwitch.actingAdminName}</b>, you are acting as <b>{profile.fullName}</b>
          {company ? ` (${company.name})` : ''} until {formatTime(modeSwitch.expiresAt)}. Every request is recorded with
          both names; approvals, payments and bank-account decisions are blocked.
        </Text>
        <Button
          size="xs"
          color="orange"
          loading={isReturning}
          onClick={async () => {
            setReturning(true);
            await returnToAdmin().catch(() => undefined);
            navigate(MODE_SWITCH_PATH);
          }}
        >
          Return to admin
        </Button>
      </Group>
    </Box>
  );
}
