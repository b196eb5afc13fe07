import { type TBillingCompany, type TBillingCompanyCreate, ZBillingCompany } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** POST /secured/buyer/settings/billing-company/create (SETTINGS_EDIT_BILLING_COMPANIES). */
export function createBillingCompany(body: TBillingCompanyCreate): Promise<TBillingCompany> {
  return apiRequest('/secured/buyer/settings/billing-company/create', {
    method: 'POST',
    body,
    schema: ZBillingCompany,
    redirectOn403: false,
  });
}

/** The settings page holds the billing companies; a new default moves the flag off the old one. */
export function useCreateBillingCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBillingCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.profile() }),
    meta: { silent: true },
  });
}
