import { type TPortCallStatus, ZPortCallStatusAnswer } from '@portcall/contracts/port-calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { refreshAfterChange } from './invalidate';

/** PATCH portcall/{id}/update-status?status&version: the changes of portCallStatusChanges. */
export function updatePortCallStatus(input: { id: number; status: TPortCallStatus; version: number }) {
  return apiRequest(`/secured/portcall/${input.id}/update-status`, {
    method: 'PATCH',
    query: { status: input.status, version: input.version },
    schema: ZPortCallStatusAnswer,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useUpdatePortCallStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePortCallStatus,
    onSuccess: (answer) => refreshAfterChange(queryClient, { portCallId: answer.id }),
    meta: { silent: true },
  });
}
