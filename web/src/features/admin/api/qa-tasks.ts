import { type TCloneDa, type TSetupDemoCompany, ZClonedDa, ZDemoCompany } from '@portcall/contracts/qa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { adminKeys } from './keys';

/** POST /secured/qa-task/setup-demo-company: the answer carries the new manager's password, once. */
export function useSetupDemoCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetupDemoCompany) =>
      apiRequest('/secured/qa-task/setup-demo-company', {
        method: 'POST',
        body,
        schema: ZDemoCompany,
        redirectOn404: false,
        // QA_TASKS off answers 403 with its message: shown in the form, not the no-access page.
        redirectOn403: false,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
    meta: { silent: true },
  });
}

/** POST /secured/qa-task/cloneDa: a deep copy of a DA into another buyer. */
export function useCloneDaMutation() {
  return useMutation({
    mutationFn: (body: TCloneDa) =>
      apiRequest('/secured/qa-task/cloneDa', {
        method: 'POST',
        body,
        schema: ZClonedDa,
        redirectOn404: false,
        redirectOn403: false,
      }),
    meta: { silent: true },
  });
}
