import { type TAppointment, ZAppointment } from '@portcall/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { daToolKeys, type SupplierKind } from './keys';

/** POST {agent|vendor}/appointment/{id}/accept: APPOINTED -> ACCEPTED. */
export function acceptAppointment(kind: SupplierKind, id: number): Promise<TAppointment> {
  return apiRequest(`/secured/${kind}/appointment/${id}/accept`, {
    method: 'POST',
    schema: ZAppointment,
    redirectOn404: false,
  });
}

export function useAcceptAppointmentMutation(kind: SupplierKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => acceptAppointment(kind, id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: daToolKeys.all(kind) }),
    meta: { silent: true },
  });
}
