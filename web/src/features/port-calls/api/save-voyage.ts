import { type TVoyage, type TVoyageSave, ZVoyage } from '@portcall/contracts/port-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** POST buyer/voyage/save: a new voyage number of a vessel (unique per buyer: VOYAGE_NUMBER_EXISTS). */
export function saveVoyage(body: TVoyageSave): Promise<TVoyage> {
  return apiRequest('/secured/buyer/voyage/save', {
    method: 'POST',
    body,
    schema: ZVoyage,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useSaveVoyageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoyage,
    onSuccess: (voyage) => {
      void queryClient.invalidateQueries({ queryKey: portCallKeys.voyages(voyage.vessel.id) });
      void queryClient.invalidateQueries({ queryKey: portCallKeys.dashboard() });
    },
    meta: { silent: true },
  });
}
