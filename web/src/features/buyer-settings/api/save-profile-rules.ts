import { type TProfileRulesSave, ZProfileRules } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';
import { reloadClaimsIfOwn } from './own-claims';

export type TProfileRules = z.infer<typeof ZProfileRules>;

/**
 * POST /secured/profile/rules: replaces the rules a profile holds. A REGION_RULE restricts the
 * profile from its next request on.
 */
export function saveProfileRules(body: TProfileRulesSave): Promise<TProfileRules> {
  return apiRequest('/secured/profile/rules', {
    method: 'POST',
    body,
    schema: ZProfileRules,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useSaveProfileRulesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileRules,
    onSuccess: ({ profileId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.user(profileId) });
      reloadClaimsIfOwn(queryClient, profileId);
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.ownRuleRegions() });
    },
    meta: { silent: true },
  });
}
