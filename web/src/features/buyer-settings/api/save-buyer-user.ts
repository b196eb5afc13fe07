import { type TBuyerUser, type TBuyerUserSave, ZBuyerUser } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';
import { reloadClaimsIfOwn } from './own-claims';

/** POST /secured/buyer/settings/buyer-user/save: details, role, department and grants (MANAGER). */
export function saveBuyerUser(body: TBuyerUserSave): Promise<TBuyerUser> {
  return apiRequest('/secured/buyer/settings/buyer-user/save', {
    method: 'POST',
    body,
    schema: ZBuyerUser,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useSaveBuyerUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBuyerUser,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.buyerSettings.user(user.id), user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.profile() });
      // Team member lists show people's names.
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.teams() });
      reloadClaimsIfOwn(queryClient, user.id);
    },
    meta: { silent: true },
  });
}
