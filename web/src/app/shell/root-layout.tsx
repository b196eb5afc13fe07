import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useFeatureFlags } from '../../api/feature-flags';
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
  let content: React.ReactNode;
  if (flags.data === undefined) {
    content = flags.isError ? (
      <MaintenancePage onRetry={() => void flags.refetch()} isRetrying={flags.isFetching} />
    ) : (
      <FullPageLoader />
    );
  } else if (flags.data.MAINTENANCE_MODE) {
    content = <MaintenancePage />;
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
      {flags.data?.COOKIE_CONSENT && !flags.data.MAINTENANCE_MODE ? <CookieConsent /> : null}
      <UpdateBar />
    </>
  );
}
