import { type TAdminProfileSave, ZAdminProfileItem } from '@portcall/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { adminKeys } from './keys';

/** POST /secured/admin-profiles/save: support corrects a profile (never its password). */
export function useSaveAdminProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminProfileSave) =>
      apiRequest('/secured/admin-profiles/save', {
        method: 'POST',
        body,
        schema: ZAdminProfileItem,
        redirectOn404: false,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.profiles() }),
    meta: { silent: true },
  });
}
