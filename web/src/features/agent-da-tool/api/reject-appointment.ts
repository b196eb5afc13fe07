import { type TAppointment, ZAppointment } from '@portcall/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { daToolKeys, type SupplierKind } from './keys';

/** POST {agent|vendor}/appointment/{id}/reject {reason?}: APPOINTED -> REJECTED. */
export function rejectAppointment(kind: SupplierKind, input: { id: number; reason: string }): Promise<TAppointment> {
  return apiRequest(`/secured/${kind}/appointment/${input.id}/reject`, {
    method: 'POST',
    body: input.reason.trim() ? { reason: input.reason.trim() } : {},
    schema: ZAppointment,
    redirectOn404: false,
  });
}

export function useRejectAppointmentMutation(kind: SupplierKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) => rejectAppointment(kind, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: daToolKeys.all(kind) }),
    meta: { silent: true },
  });
}
