import { Button, Group, Modal, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { create } from 'zustand';

/**
 * Cookie consent, shown only while the COOKIE_CONSENT flag is on. Portcall sets two cookies: the
 * consent answer itself and, if allowed, the font-size preference. Nothing tracks anyone.
 */
export const CONSENT_COOKIE = 'cookie-consent';
type Consent = 'essential' | 'preferences';

function readConsent(): Consent | null {
  const match = document.cookie.match(/(?:^|;\s*)cookie-consent=([^;]+)/);
  const value = match?.[1];
  return value === 'essential' || value === 'preferences' ? value : null;
}

function writeConsent(consent: Consent) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${CONSENT_COOKIE}=${consent}; path=/; max-age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

interface ConsentState {
  consent: Consent | null;
  isSettingsOpen: boolean;
  openSettings: () => void;
  closeSettings: () => void;
  choose: (consent: Consent) => void;
}

export const useCookieConsent = create<ConsentState>((set) => ({
  consent: typeof document === 'undefined' ? null : readConsent(),
  isSettingsOpen: false,
  openSettings: () => set({ isSettingsOpen: true }),
  closeSettings: () => set({ isSettingsOpen: false }),
  choose: (consent) => {
    writeConsent(consent);
    set({ consent, isSettingsOpen: false });
  },
}));

export function allowsPreferenceCookies(): boolean {
  return useCookieConsent.getState().consent !== 'essential';
}

/** The banner on first visit and the settings dialog behind the footer's 'Cookie Settings' link. */
export function CookieConsent() {
  const { consent, isSettingsOpen, closeSettings, choose, openSettings } = useCookieConsent();
  return (
    <>
      {consent === null && !isSettingsOpen ? (
        <Paper
          className="cookie-banner"
          shadow="lg"
          radius="md"
          p="md"
          withBorder
          role="region"
          aria-label="Cookie consent"
        >
          <Stack gap="sm">
            <Text size="sm">
              Portcall uses only the cookies it needs to work, plus one that remembers your preferred text size. No
              advertising or tracking cookies.
            </Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={openSettings}>
                Settings
              </Button>
              <Button variant="default" size="xs" onClick={() => choose('essential')}>
                Essential only
              </Button>
              <Button size="xs" onClick={() => choose('preferences')}>
                Accept
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      <Modal opened={isSettingsOpen} onClose={closeSettings} title="Cookie settings" centered>
        <CookieSettingsForm current={consent} onSave={choose} />
      </Modal>
    </>
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
