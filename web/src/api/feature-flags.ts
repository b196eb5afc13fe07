import type { TFeatureFlag } from '@portcall/contracts/auth';
import { featureFlagNames } from '@portcall/contracts/feature-flag-names';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../lib/session-store';
import { apiRequest } from './http-client';
import { queryKeys } from './query-keys';

export type FeatureFlagName = (typeof featureFlagNames)[number];
export type FeatureFlags = Record<FeatureFlagName, boolean>;

/**
 * The answer's check without zod (ZFeatureFlag's shape): every page asks for the flags, the login
 * page included, which must not load zod. A malformed entry is logged and left out.
 */
function checkFeatureFlags(data: unknown): TFeatureFlag[] {
  const list = Array.isArray(data) ? data : [];
  const flags = list.filter(
    (f): f is TFeatureFlag =>
      typeof f === 'object' &&
      f !== null &&
      typeof (f as TFeatureFlag).featureFlagName === 'string' &&
      typeof (f as TFeatureFlag).featureFlagStatus === 'boolean',
  );
  if (!Array.isArray(data) || flags.length !== list.length)
    console.warn('Answer of GET /feature-flags does not match its contract', data);
  return flags;
}

/** GET /feature-flags?userId (public): flags are read by name; an unknown name reads as off. */
export async function fetchFeatureFlags(userId: number | null): Promise<FeatureFlags> {
  const answer = await apiRequest<unknown>('/feature-flags', {
    query: { userId },
    redirectOn403: false,
    redirectOn404: false,
    logoutOn401: false,
  });
  const list = checkFeatureFlags(answer);
  const byName = new Map(list.map((f) => [f.featureFlagName, f.featureFlagStatus]));
  return Object.fromEntries(featureFlagNames.map((name) => [name, byName.get(name) === true])) as FeatureFlags;
}

export const featureFlagsQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: queryKeys.featureFlags(userId),
    queryFn: () => fetchFeatureFlags(userId),
    // The maintenance switch must reach open tabs without a reload.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
    // Logging in changes the key; keep the previous answer instead of flashing the start-up loader.
    placeholderData: (previous) => previous,
    retry: 1,
    meta: { silent: true },
  });

export function useFeatureFlags() {
  const userId = useSessionStore((s) => s.profile?.id ?? null);
  return useQuery(featureFlagsQueryOptions(userId));
}
