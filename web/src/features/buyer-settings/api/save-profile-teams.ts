import { type TSaveBuyerTeams, ZProfileTeams } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

export type TProfileTeams = z.infer<typeof ZProfileTeams>;

/** POST /secured/buyer-profile/save-buyer-teams: replaces the teams a profile belongs to. */
export function saveProfileTeams(body: TSaveBuyerTeams): Promise<TProfileTeams> {
  return apiRequest('/secured/buyer-profile/save-buyer-teams', {
    method: 'POST',
    body,
    schema: ZProfileTeams,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useSaveProfileTeamsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileTeams,
    onSuccess: ({ profileId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.user(profileId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.teams() });
    },
    meta: { silent: true },
  });
}
