import { type TAppointment, ZAppointment } from '@portcall/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { refreshAfterChange } from './invalidate';

/** POST appointment/{id}/revert-rejected: a rejected appointment is sent to its agent again (APPOINTED, unread). */
export function revertRejectedAppointment(id: number): Promise<TAppointment> {
  return apiRequest(`/secured/appointment/${id}/revert-rejected`, {
    method: 'POST',
    schema: ZAppointment,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useRevertRejectedAppointmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revertRejectedAppointment,
    onSuccess: (appointment) =>
      refreshAfterChange(queryClient, { appointmentId: appointment.id, portCallId: appointment.portCall.id }),
    meta: { silent: true },
  });
}
