import { type TAppointment, ZAppointment } from '@portcall/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { refreshAfterChange } from './invalidate';

/** POST appointment/{id}/port-call/{portCallId}/link: another open port call of the same vessel. */
export function linkPortCall(input: { appointmentId: number; portCallId: number }): Promise<TAppointment> {
  return apiRequest(`/secured/appointment/${input.appointmentId}/port-call/${input.portCallId}/link`, {
    method: 'POST',
    schema: ZAppointment,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useLinkPortCallMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkPortCall,
    onSuccess: (appointment, input) =>
      refreshAfterChange(queryClient, { appointmentId: appointment.id, portCallId: input.portCallId }),
    meta: { silent: true },
  });
}
