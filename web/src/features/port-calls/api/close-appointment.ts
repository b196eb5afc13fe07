import { type TAppointment, ZAppointment } from '@portcall/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { refreshAfterChange } from './invalidate';

/** GET appointment/{id}/close: an accepted appointment is closed once the call is done. */
export function closeAppointment(id: number): Promise<TAppointment> {
  return apiRequest(`/secured/appointment/${id}/close`, {
    method: 'GET',
    schema: ZAppointment,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useCloseAppointmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAppointment,
    onSuccess: (appointment) =>
      refreshAfterChange(queryClient, { appointmentId: appointment.id, portCallId: appointment.portCall.id }),
    meta: { silent: true },
  });
}
