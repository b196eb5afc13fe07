import { type TVessel, type TVesselSave, ZVessel } from '@portcall/contracts/fleet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** POST /secured/buyer/settings/vessel/save; isActive false deactivates the vessel (it is never deleted). */
export function saveVessel(body: TVesselSave): Promise<TVessel> {
  return apiRequest('/secured/buyer/settings/vessel/save', {
    method: 'POST',
    body,
    schema: ZVessel,
    redirectOn403: false,
    redirectOn404: false,
  });
}

/** Fleets list their vessels' names and states; profiles and claims list assigned vessels. */
export function useSaveVesselMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVessel,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.vessels() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.fleets() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.users() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.claims() });
    },
    meta: { silent: true },
  });
}
