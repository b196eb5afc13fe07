import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Group, Text } from '@mantine/core';
import { RefreshIcon } from '../../ui/icons';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
const RELOAD_FALLBACK_MS = 3000;

/**
 * Lets the waiting service worker take over; it reloads the page once it controls it. A page the
 * old worker never controlled gets no such signal, so it reloads by itself shortly after.
 */
async function reloadWithNewVersion(updateServiceWorker: (reload?: boolean) => Promise<void>) {
  setTimeout(() => window.location.reload(), RELOAD_FALLBACK_MS);
  await updateServiceWorker(true);
}

/**
 * Offers a reload when a new version has been installed (platform-core §2). The service worker
 * waits (registerType 'prompt'); "Reload" lets it take over and reloads the page.
 */
export function UpdateBar() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error) {
      console.warn('Service worker registration failed', error);
    },
  });
  if (!needRefresh) return null;
  return (
    <div className="update-bar" role="alert">
      <Group gap="md" wrap="nowrap">
        <RefreshIcon />
        <Text size="sm">A new version of Portcall is available.</Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="subtle" color="gray.3" onClick={() => setNeedRefresh(false)}>
            Later
          </Button>
          <Button size="xs" color="teal" onClick={() => void reloadWithNewVersion(updateServiceWorker)}>
            Reload
          </Button>
        </Group>
      </Group>
    </div>
  );
}
