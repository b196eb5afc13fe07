import { ZAccountingCodeUploadAnswer } from '@portcall/contracts/evaluation-workflow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { queryKeys } from '../../../api/query-keys';

/** POST buyer/{id}/accounting-codes/update-state: activates or deactivates the chosen codes, all or none. */
export function updateAccountingCodeState(buyerId: number, body: { ids: number[]; isActive: boolean }) {
  return apiRequest(`/secured/buyer/${buyerId}/accounting-codes/update-state`, {
    method: 'POST',
    body,
    schema: ZAccountingCodeUploadAnswer,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useUpdateAccountingCodeStateMutation(buyerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; isActive: boolean }) => updateAccountingCodeState(buyerId, body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.accountingCodes(buyerId) }),
    meta: { silent: true },
  });
}
