import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { useSessionStore } from '../../../lib/session-store';

/**
 * A change to the caller's own profile (details, grants, rules, teams, vessels) reloads the claims,
 * so the navigation and the stored profile follow at once (platform-core §4).
 */
export function reloadClaimsIfOwn(queryClient: QueryClient, profileId: number): void {
  if (useSessionStore.getState().profile?.id === profileId)
    void queryClient.invalidateQueries({ queryKey: queryKeys.claims() });
}
