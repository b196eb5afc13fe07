import { type TBuyerUser, type TBuyerUserCreate, ZBuyerUser } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/**
 * POST /secured/buyer/settings/buyer-user/create: a colleague with a first password; the profile
 * starts PENDING_TERMS_AND_CONDITIONS and accepts the terms at its first login.
 */
export function createBuyerUser(body: TBuyerUserCreate): Promise<TBuyerUser> {
  return apiRequest('/secured/buyer/settings/buyer-user/create', {
    method: 'POST',
    body,
    schema: ZBuyerUser,
    redirectOn403: false,
  });
}

export function useCreateBuyerUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBuyerUser,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.buyerSettings.user(user.id), user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.profile() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.teams() });
    },
    meta: { silent: true },
  });
}
