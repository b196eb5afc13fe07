import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AUTHORIZATION_PATH, TERMS_PATH } from '../../lib/landing';
import { selectIsAuthenticated, useSessionStore } from '../../lib/session-store';

function RedirectToLogin({ from }: { from: string }) {
  const rememberRedirect = useSessionStore((s) => s.rememberRedirect);
  useEffect(() => rememberRedirect(from), [from, rememberRedirect]);
  return <Navigate to={AUTHORIZATION_PATH} replace />;
}

/**
 * Any /secured path needs a session (platform-core §2). A visitor without one goes to the login,
 * which returns them to the path and query they asked for; a profile that has not accepted the
 * current terms goes to the terms first.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useSessionStore(selectIsAuthenticated);
  const status = useSessionStore((s) => s.profile?.status);
  const location = useLocation();
  const [hadSessionOnArrival] = useState(isAuthenticated);
  if (!isAuthenticated) {
    // A session that ended while here (logout, a 401) is navigated away by whatever ended it, with
    // its own message; only a visitor who arrived without one is sent to log in and remembered.
    return hadSessionOnArrival ? null : <RedirectToLogin from={`${location.pathname}${location.search}`} />;
  }
  if (status === 'PENDING_TERMS_AND_CONDITIONS') return <Navigate to={TERMS_PATH} replace />;
  return <>{children}</>;
}
