import { type TRegion, type TRegionCreate, ZRegion } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** PUT /secured/region: a new region of the caller's company (SETTINGS_EDIT_USER and MANAGER). */
export function createRegion(body: TRegionCreate): Promise<TRegion> {
  return apiRequest('/secured/region', { method: 'PUT', body, schema: ZRegion, redirectOn403: false });
}

export function useCreateRegionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.regions() }),
    meta: { silent: true },
  });
}
