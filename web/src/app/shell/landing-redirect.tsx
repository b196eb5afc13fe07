import { Navigate } from 'react-router';
import { landingPath } from '../../lib/landing';
import { useSessionStore } from '../../lib/session-store';

/** /secured itself: the profile's start page. */
export function LandingRedirect() {
  const profile = useSessionStore((s) => s.profile);
  return <Navigate to={landingPath(profile)} replace />;
}
