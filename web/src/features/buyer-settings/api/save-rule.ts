import { type TRule, type TRuleSave, ZRule } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** POST /secured/rule: name, state and regions (the rule type stays what it was created as). */
export function saveRule(body: TRuleSave): Promise<TRule> {
  return apiRequest('/secured/rule', {
    method: 'POST',
    body,
    schema: ZRule,
    redirectOn403: false,
    redirectOn404: false,
  });
}

/** People's details list their rules, and the claims list the caller's own active ones. */
export function useSaveRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.rules() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.users() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.ownRuleRegions() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.claims() });
    },
    meta: { silent: true },
  });
}
