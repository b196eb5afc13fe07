import { type TFleet, type TFleetPatch, ZFleet } from '@portcall/contracts/fleet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** PATCH /secured/buyers/{buyerId}/fleets/{fleetId}: the fields sent change; vesselIds replaces the vessels. */
export function patchFleet({
  buyerId,
  fleetId,
  body,
}: {
  buyerId: number;
  fleetId: number;
  body: TFleetPatch;
}): Promise<TFleet> {
  return apiRequest(`/secured/buyers/${buyerId}/fleets/${fleetId}`, {
    method: 'PATCH',
    body,
    schema: ZFleet,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function usePatchFleetMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchFleet,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.fleets() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.vessels() });
    },
    meta: { silent: true },
  });
}
