import { toast } from 'react-toastify';
import { resetClientState } from '../api/session-reset';
import { endModeSwitchLater, MODE_SWITCH_PATH } from '../features/admin/api/mode-switch';
import { AUTHORIZATION_PATH } from '../lib/landing';
import { useSessionStore } from '../lib/session-store';

export interface SessionEndedState {
  sessionMessage?: string;
}

/**
 * A 401 on an authenticated call: the session is over. Clear it, say why (the server's message, by
 * default 'Full authentication is required to access this resource'), and return to the login with
 * the current secured page remembered so the user comes back to it.
 */
export function endSessionAfterUnauthorized(
  navigate: (to: string, state: SessionEndedState) => void,
  message: string,
): void {
  // Calls in flight when the session ended answer 401 too; the first one already did all of this.
  if (!useSessionStore.getState().token) return;
  // A mode-switch session ran out: back to the administrator's own session, not out of the app.
  if (useSessionStore.getState().modeSwitch) {
    endModeSwitchLater('/secured/admin/support');
    toast.info(message, { toastId: 'session-ended' });
    navigate(MODE_SWITCH_PATH, {});
    return;
  }
  const here = `${window.location.pathname}${window.location.search}`;
  resetClientState();
  if (here.startsWith('/secured')) useSessionStore.getState().rememberRedirect(here);
  toast.error(message, { toastId: 'session-ended' });
  navigate(AUTHORIZATION_PATH, { sessionMessage: message });
}
