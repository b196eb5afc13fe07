import {
  type TBuyerSettingsProfile,
  type TBuyerSettingsProfileSave,
  ZBuyerSettingsProfile,
} from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** POST /secured/buyer/settings/profile/save: principal details and hidden fields; answers the page. */
export function saveSettingsProfile(body: TBuyerSettingsProfileSave): Promise<TBuyerSettingsProfile> {
  return apiRequest('/secured/buyer/settings/profile/save', {
    method: 'POST',
    body,
    schema: ZBuyerSettingsProfile,
    redirectOn403: false,
  });
}

/** Saving a buyer profile reloads the claims (platform-core §4). */
export function useSaveSettingsProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettingsProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.buyerSettings.profile(), profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.claims() });
    },
    meta: { silent: true },
  });
}
