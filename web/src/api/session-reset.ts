import { useSessionStore } from '../lib/session-store';
import { clearPersistedState } from '../lib/storage';
import { queryClient } from './query-client';

/**
 * Forgets everything of the session in this browser: the stored session, every persisted entry
 * (platform-core §4: "a 401 answer clears the stored session and persisted state") and every
 * cached answer, so nothing of one user is shown to the next.
 */
export function resetClientState(): void {
  useSessionStore.getState().clearSession();
  clearPersistedState();
  queryClient.clear();
}
