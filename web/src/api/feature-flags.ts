import { featureFlagNames, ZFeatureFlag } from '@portcall/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useSessionStore } from '../lib/session-store';
import { apiRequest } from './http-client';
import { queryKeys } from './query-keys';

export type FeatureFlagName = (typeof featureFlagNames)[number];
export type FeatureFlags = Record<FeatureFlagName, boolean>;

const ZFeatureFlags = z.array(ZFeatureFlag);

/** GET /feature-flags?userId (public): flags are read by name; an unknown name reads as off. */
export async function fetchFeatureFlags(userId: number | null): Promise<FeatureFlags> {
  const list = await apiRequest('/feature-flags', {
    query: { userId },
    schema: ZFeatureFlags,
    redirectOn403: false,
    redirectOn404: false,
    logoutOn401: false,
  });
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
