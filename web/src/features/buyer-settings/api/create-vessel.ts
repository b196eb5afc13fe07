import { type TVessel, type TVesselCreate, ZVessel } from '@portcall/contracts/fleet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** POST /secured/buyer/settings/vessel/create (SETTINGS_EDIT_VESSEL); the IMO number is check-digit validated. */
export function createVessel(body: TVesselCreate): Promise<TVessel> {
  return apiRequest('/secured/buyer/settings/vessel/create', {
    method: 'POST',
    body,
    schema: ZVessel,
    redirectOn403: false,
  });
}

export function useCreateVesselMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVessel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.vessels() }),
    meta: { silent: true },
  });
}
