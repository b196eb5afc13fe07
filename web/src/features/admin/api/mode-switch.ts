import type { TModeSwitchSession } from '@portcall/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryClient } from '../../../api/query-client';
import { useSessionStore } from '../../../lib/session-store';

/**
 * POST /secured/admin-profiles/{id}/mode-switch: a short session as the profile. The administrator's
 * own session is kept aside (session store) until they return.
 */
export function useModeSwitchMutation() {
  return useMutation({
    mutationFn: (profileId: number) =>
      apiRequest(`/secured/admin-profiles/${profileId}/mode-switch`, {
        method: 'POST',
        // Loaded with the answer: this file is in the entry (the app's session handling), which
        // carries no zod, so neither does the login page.
        schema: () => import('@portcall/contracts/auth').then((m) => m.ZModeSwitchSession),
        redirectOn403: false,
        redirectOn404: false,
      }),
    meta: { silent: true },
  });
}

/**
 * A change of the current session waiting for the /mode-switch page. The secured layout checks the
 * profile against the path on every render, so the session is never changed while a secured page
 * is shown: the app goes to /mode-switch (outside the secured area), which applies the change and
 * then opens the path it answers.
 */
let pendingChange: (() => string) | null = null;
/** Where the last applied change leads; kept a moment, since the page may mount twice (StrictMode). */
let appliedTarget: string | null = null;

/** Applies the queued change once and answers its path (null when nothing was queued lately). */
export function applyPendingSessionChange(): string | null {
  if (pendingChange) {
    appliedTarget = pendingChange();
    pendingChange = null;
    setTimeout(() => {
      appliedTarget = null;
    }, 10_000);
  }
  return appliedTarget;
}

/**
 * Forgets every cached answer of the other session, but the feature flags: the root layout waits
 * for them, and clearing them would unmount the page applying the change.
 */
function forgetOtherSession() {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'feature-flags' });
}

/** The path the session change goes through (the router's /mode-switch page). */
export const MODE_SWITCH_PATH = '/mode-switch';

/** Makes the switched session current (through /mode-switch), landing on the profile's start page. */
export function startModeSwitch(session: TModeSwitchSession, landing: string): void {
  pendingChange = () => {
    forgetOtherSession();
    useSessionStore.getState().startModeSwitch(session, {
      actingAdminName: session.actingAdmin.fullName,
      expiresAt: session.expiresAt,
    });
    return landing;
  };
}

/**
 * POST /secured/mode-switch/return with the switched session's token: ends it; then (through
 * /mode-switch) the administrator's own session is current again, on `backTo`. An already ended
 * session (expired) returns too.
 */
export async function returnToAdmin(backTo = '/secured/admin/support'): Promise<void> {
  try {
    await apiRequest('/secured/mode-switch/return', { method: 'POST', logoutOn401: false, redirectOn403: false });
  } finally {
    endModeSwitchLater(backTo);
  }
}

/** Queues the way back to the administrator's session (an ended or expired switch). */
export function endModeSwitchLater(backTo: string): void {
  pendingChange = () => {
    forgetOtherSession();
    useSessionStore.getState().endModeSwitch();
    return backTo;
  };
}
