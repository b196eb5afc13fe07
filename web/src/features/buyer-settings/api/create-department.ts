import { type TDepartmentCreate, type TDepartmentRow, ZDepartmentRow } from '@portcall/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** POST /secured/buyer/settings/department/create (SETTINGS_EDIT_COMPANY). */
export function createDepartment(body: TDepartmentCreate): Promise<TDepartmentRow> {
  return apiRequest('/secured/buyer/settings/department/create', {
    method: 'POST',
    body,
    schema: ZDepartmentRow,
    redirectOn403: false,
  });
}

export function useCreateDepartmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.profile() }),
    meta: { silent: true },
  });
}
