import { Button, Group, Modal, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import type { Consent } from './cookie-consent';

/** The cookie settings dialog behind the banner's 'Settings' and the footer's 'Cookie Settings'. */
export function CookieSettingsDialog({
  opened,
  onClose,
  current,
  onSave,
}: {
  opened: boolean;
  onClose: () => void;
  current: Consent | null;
  onSave: (consent: Consent) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cookie settings" centered>
      <CookieSettingsForm current={current} onSave={onSave} />
    </Modal>
  );
}

function CookieSettingsForm({ current, onSave }: { current: Consent | null; onSave: (c: Consent) => void }) {
  const [preferences, setPreferences] = useState(current !== 'essential');
  return (
    <Stack>
      <Switch checked disabled label="Strictly necessary" description="Your session and this consent. Always on." />
      <Switch
        checked={preferences}
        onChange={(e) => setPreferences(e.currentTarget.checked)}
        label="Preferences"
        description="Remembers the text size you chose."
      />
      <Group justify="flex-end">
        <Button onClick={() => onSave(preferences ? 'preferences' : 'essential')}>Save settings</Button>
      </Group>
    </Stack>
  );
}
