import { type TProfileVessels, type TSaveProfileVessels, ZProfileVessels } from '@portcall/contracts/fleet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';
import { reloadClaimsIfOwn } from './own-claims';

/** POST /secured/buyer-profile/save-vessels: replaces the vessels a profile looks after ("my vessels"). */
export function saveProfileVessels(body: TSaveProfileVessels): Promise<TProfileVessels> {
  return apiRequest('/secured/buyer-profile/save-vessels', {
    method: 'POST',
    body,
    schema: ZProfileVessels,
    redirectOn403: false,
    redirectOn404: false,
  });
}

/** The claims list the profile's vessels. */
export function useSaveProfileVesselsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileVessels,
    onSuccess: ({ profileId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.user(profileId) });
      reloadClaimsIfOwn(queryClient, profileId);
    },
    meta: { silent: true },
  });
}
