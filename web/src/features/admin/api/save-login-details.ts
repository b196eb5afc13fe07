import { type TSaveLoginDetails, ZAdminProfileItem } from '@portcall/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { adminKeys } from './keys';

/** POST /secured/profile/save-login-details: username, unlock, reset tries (no password ever). */
export function useSaveLoginDetailsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<TSaveLoginDetails> & { profileId: number }) =>
      apiRequest('/secured/profile/save-login-details', {
        method: 'POST',
        body,
        schema: ZAdminProfileItem,
        redirectOn404: false,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.profiles() }),
    meta: { silent: true },
  });
}
