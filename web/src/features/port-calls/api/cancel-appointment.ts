import { type TAppointment, ZAppointment } from '@portcall/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { refreshAfterChange } from './invalidate';

/** POST appointment/{id}/reject: the buyer cancels a sent appointment (refused with FDAs, APPOINTMENT_WITH_FDAS_CANNOT_BE_CANCELLED). */
export function cancelAppointment(id: number): Promise<TAppointment> {
  return apiRequest(`/secured/appointment/${id}/reject`, {
    method: 'POST',
    schema: ZAppointment,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useCancelAppointmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: (appointment) =>
      refreshAfterChange(queryClient, { appointmentId: appointment.id, portCallId: appointment.portCall.id }),
    meta: { silent: true },
  });
}
