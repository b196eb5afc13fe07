import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useFeatureFlags } from '../../api/feature-flags';
import { useSessionStore } from '../../lib/session-store';
import { CookieConsent } from '../../ui/cookie-consent';
import { FullPageLoader } from './full-page-loader';
import { MaintenancePage } from './maintenance-page';
import { ScrollToTop } from './scroll-to-top';
import { UpdateBar } from './update-bar';

/**
 * Wraps every path: the start-up loader until the feature flags answer, the maintenance page when
 * the flag is on or the first flag call failed (platform-core §2), then the requested area.
 */
export function RootLayout() {
  const flags = useFeatureFlags();
  // Administrators keep working during maintenance (they switch it off again); a switched session
  // is a customer's view, so it sees the maintenance page like the customer would.
  const isAdmin = useSessionStore((s) => s.profile?.type === 'ADMIN' && s.modeSwitch === null);
  // The login form stays open to administrators (the maintenance page links to it): whoever else
  // signs in there lands on the maintenance page again.
  const location = useLocation();
  const isAdministratorSignIn =
    location.pathname === '/authorization' && new URLSearchParams(location.search).has('administrator');
  let content: React.ReactNode;
  if (flags.data === undefined) {
    content = flags.isError ? (
      <MaintenancePage onRetry={() => void flags.refetch()} isRetrying={flags.isFetching} />
    ) : (
      <FullPageLoader />
    );
  } else if (flags.data.MAINTENANCE_MODE && !isAdmin && !isAdministratorSignIn) {
    content = <MaintenancePage showAdministratorSignIn />;
  } else {
    content = (
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    );
  }
  return (
    <>
      <ScrollToTop />
      {content}
      {flags.data?.COOKIE_CONSENT && (!flags.data.MAINTENANCE_MODE || isAdmin) ? <CookieConsent /> : null}
      <UpdateBar />
    </>
  );
}
