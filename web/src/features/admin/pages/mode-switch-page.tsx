import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { landingPath } from '../../../lib/landing';
import { useSessionStore } from '../../../lib/session-store';
import { applyPendingSessionChange } from '../api/mode-switch';
import { FullPageSpinner } from '../components/full-page-spinner';

/**
 * /mode-switch: applies a queued change of session (switching into a profile, or back to the
 * administrator) outside the secured area, then opens the path the change names. Opened directly,
 * it simply goes to the current profile's start page.
 */
export function ModeSwitchPage() {
  const [target, setTarget] = useState<string | null>(null);
  const profile = useSessionStore((s) => s.profile);
  useEffect(() => {
    setTarget(applyPendingSessionChange() ?? landingPath(useSessionStore.getState().profile));
  }, []);
  if (target === null || !profile) return <FullPageSpinner />;
  return <Navigate to={target} replace />;
}
