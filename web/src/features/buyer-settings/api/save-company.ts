import { type TCompany, type TCompanySave, ZCompany } from '@portcall/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** POST /secured/account/company/save: the company details, which the buyer settings page shows too. */
export function saveCompany(body: TCompanySave): Promise<TCompany> {
  return apiRequest('/secured/account/company/save', { method: 'POST', body, schema: ZCompany, redirectOn403: false });
}

/** The claims carry the company, so they are reloaded (platform-core §4), and the settings page with them. */
export function useSaveCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(queryKeys.company(), company);
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.profile() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.claims() });
    },
    meta: { silent: true },
  });
}
