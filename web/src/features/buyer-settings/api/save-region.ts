import { type TRegion, type TRegionSave, ZRegion } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** POST /secured/region: name, state and countries; an INACTIVE region stops restricting anyone at once. */
export function saveRegion(body: TRegionSave): Promise<TRegion> {
  return apiRequest('/secured/region', {
    method: 'POST',
    body,
    schema: ZRegion,
    redirectOn403: false,
    redirectOn404: false,
  });
}

/** Rules list their regions' names; the caller's own allowed regions may change too. */
export function useSaveRegionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRegion,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.regions() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.rules() });
    },
    meta: { silent: true },
  });
}
