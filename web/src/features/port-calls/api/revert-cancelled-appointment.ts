import { type TAppointment, ZAppointment } from '@portcall/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { refreshAfterChange } from './invalidate';

/** POST appointment/{id}/revert: a cancelled appointment goes back to the state it left. */
export function revertCancelledAppointment(id: number): Promise<TAppointment> {
  return apiRequest(`/secured/appointment/${id}/revert`, {
    method: 'POST',
    schema: ZAppointment,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useRevertCancelledAppointmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revertCancelledAppointment,
    onSuccess: (appointment) =>
      refreshAfterChange(queryClient, { appointmentId: appointment.id, portCallId: appointment.portCall.id }),
    meta: { silent: true },
  });
}
