import { type TRule, type TRuleCreate, ZRule } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** PUT /secured/rule: a new REGION_RULE of the caller's company (SETTINGS_EDIT_USER and MANAGER). */
export function createRule(body: TRuleCreate): Promise<TRule> {
  return apiRequest('/secured/rule', { method: 'PUT', body, schema: ZRule, redirectOn403: false });
}

export function useCreateRuleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.rules() }),
    meta: { silent: true },
  });
}
