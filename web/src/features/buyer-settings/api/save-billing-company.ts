import { type TBillingCompany, type TBillingCompanySave, ZBillingCompany } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** POST /secured/buyer/settings/billing-company/save (SETTINGS_EDIT_BILLING_COMPANIES). */
export function saveBillingCompany(body: TBillingCompanySave): Promise<TBillingCompany> {
  return apiRequest('/secured/buyer/settings/billing-company/save', {
    method: 'POST',
    body,
    schema: ZBillingCompany,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useSaveBillingCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.profile() }),
    meta: { silent: true },
  });
}
