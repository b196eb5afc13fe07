import { type TOption, ZOption } from '@portcall/contracts/fields';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** GET ref/profile/rules/regions: the caller's regions, as options of the region filter. */
export function listRegions(signal?: AbortSignal): Promise<TOption[]> {
  return apiRequest('/secured/ref/profile/rules/regions', {
    signal,
    schema: z.array(ZOption),
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useRegionOptions() {
  return useQuery({
    queryKey: portCallKeys.regions(),
    queryFn: ({ signal }) => listRegions(signal).catch(() => []),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
