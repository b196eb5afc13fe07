import type { TOption } from '@portcall/contracts/fields';
import { ZActivityType } from '@portcall/contracts/refdata';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** GET appointment/activity-types: active activity types, by list position (platform-core §9). */
export async function listActivityTypes(signal?: AbortSignal): Promise<TOption[]> {
  const types = await apiRequest('/secured/appointment/activity-types', { signal, schema: z.array(ZActivityType) });
  return [...types].sort((a, b) => a.position - b.position).map((t) => ({ value: t.value, label: t.label }));
}

export function useActivityTypeOptions() {
  return useQuery({
    queryKey: portCallKeys.activityTypes(),
    queryFn: ({ signal }) => listActivityTypes(signal),
    staleTime: 60 * 60_000,
    meta: { silent: true },
  });
}
