import { type TDepartmentRow, type TDepartmentSave, ZDepartmentRow } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** POST /secured/buyer/settings/department/save (SETTINGS_EDIT_COMPANY). */
export function saveDepartment(body: TDepartmentSave): Promise<TDepartmentRow> {
  return apiRequest('/secured/buyer/settings/department/save', {
    method: 'POST',
    body,
    schema: ZDepartmentRow,
    redirectOn403: false,
    redirectOn404: false,
  });
}

/** A department's name shows on people (and in the claims' profile.department). */
export function useSaveDepartmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDepartment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.profile() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.users() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.claims() });
    },
    meta: { silent: true },
  });
}
