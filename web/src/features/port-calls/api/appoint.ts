import { type TAppointment, ZAppointment } from '@portcall/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** POST appointment/{id}/appoint: sends a draft to its agent (DRAFT -> APPOINTED; the port call becomes IN_PROCESS). */
export function appoint(input: { id: number; instructions?: string }): Promise<TAppointment> {
  return apiRequest(`/secured/appointment/${input.id}/appoint`, {
    method: 'POST',
    body: input.instructions ? { instructions: input.instructions } : {},
    schema: ZAppointment,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useAppointMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: appoint,
    onSuccess: (appointment) => {
      void queryClient.invalidateQueries({ queryKey: portCallKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: portCallKeys.knownAgents() });
      void queryClient.invalidateQueries({ queryKey: portCallKeys.portCall(appointment.portCall.id) });
    },
    meta: { silent: true },
  });
}
