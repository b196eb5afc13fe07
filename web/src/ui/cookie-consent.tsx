import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { create } from 'zustand';

/**
 * Cookie consent, shown only while the COOKIE_CONSENT flag is on. Portcall sets two cookies: the
 * consent answer itself and, if allowed, the font-size preference. Nothing tracks anyone.
 */
export const CONSENT_COOKIE = 'cookie-consent';
export type Consent = 'essential' | 'preferences';

// The settings dialog (a Modal, with its scroll area and floating-ui) loads the first time it is
// opened: every page shows the consent banner's owner, the login page included.
const CookieSettingsDialog = lazy(() =>
  import('./cookie-settings-dialog').then((m) => ({ default: m.CookieSettingsDialog })),
);

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
  // Kept mounted once opened, so that the dialog can play its closing transition.
  const [wasOpened, setWasOpened] = useState(false);
  useEffect(() => {
    if (isSettingsOpen) setWasOpened(true);
  }, [isSettingsOpen]);
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
      {isSettingsOpen || wasOpened ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog opened={isSettingsOpen} onClose={closeSettings} current={consent} onSave={choose} />
        </Suspense>
      ) : null}
    </>
  );
}
