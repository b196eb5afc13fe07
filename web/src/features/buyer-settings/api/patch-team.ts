import { type TTeam, type TTeamPatch, ZTeam } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** PATCH /secured/buyers/{buyerId}/teams/{teamId}: the fields sent change; memberIds replaces the members. */
export function patchTeam({
  buyerId,
  teamId,
  body,
}: {
  buyerId: number;
  teamId: number;
  body: TTeamPatch;
}): Promise<TTeam> {
  return apiRequest(`/secured/buyers/${buyerId}/teams/${teamId}`, {
    method: 'PATCH',
    body,
    schema: ZTeam,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function usePatchTeamMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchTeam,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.teams() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.users() });
    },
    meta: { silent: true },
  });
}
