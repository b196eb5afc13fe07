import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { StoreApi } from 'zustand';
import { useLiveLog } from '../api/live-changes';
import { useRealtimeStore } from '../api/use-realtime';
import { useDashboardStore } from '../features/port-calls/components/dashboard-store';
import { useSessionStore } from '../lib/session-store';
import { useCookieConsent } from '../ui/cookie-consent';
import { useDrawerStore } from '../ui/drawer-store';

// Mantine reads these browser APIs that jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};

// Test files share one module graph (vitest.config.ts, isolate: false): every store starts each test
// as the app starts, whatever the test before it left there.
const reset = <S>(store: StoreApi<S>) => store.setState(store.getInitialState(), true);

afterEach(() => {
  cleanup();
  reset(useSessionStore);
  reset(useDashboardStore);
  reset(useCookieConsent);
  reset(useDrawerStore);
  reset(useRealtimeStore);
  reset(useLiveLog);
  localStorage.clear();
  sessionStorage.clear();
});
