import { type TTeam, type TTeamCreate, ZTeam } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** POST /secured/buyers/{buyerId}/teams (SETTINGS_EDIT_USER and MANAGER). */
export function createTeam({ buyerId, body }: { buyerId: number; body: TTeamCreate }): Promise<TTeam> {
  return apiRequest(`/secured/buyers/${buyerId}/teams`, {
    method: 'POST',
    body,
    schema: ZTeam,
    redirectOn403: false,
  });
}

/** People's details list their teams. */
export function useCreateTeamMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.teams() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.users() });
    },
    meta: { silent: true },
  });
}
