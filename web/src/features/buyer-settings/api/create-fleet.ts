import { type TFleet, type TFleetCreate, ZFleet } from '@portcall/contracts/fleet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** POST /secured/buyers/{buyerId}/fleets (SETTINGS_EDIT_VESSEL). */
export function createFleet({ buyerId, body }: { buyerId: number; body: TFleetCreate }): Promise<TFleet> {
  return apiRequest(`/secured/buyers/${buyerId}/fleets`, {
    method: 'POST',
    body,
    schema: ZFleet,
    redirectOn403: false,
  });
}

/** Vessel rows list their fleets. */
export function useCreateFleetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFleet,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.fleets() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.vessels() });
    },
    meta: { silent: true },
  });
}
