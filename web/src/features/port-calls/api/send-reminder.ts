import { type TAppointment, ZAppointment } from '@portcall/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** POST appointment/{id}/send-reminder: at most APPOINTMENT_REMINDER_LIMIT, then 409 REMINDER_LIMIT_REACHED. */
export function sendReminder(appointmentId: number): Promise<TAppointment> {
  return apiRequest(`/secured/appointment/${appointmentId}/send-reminder`, {
    method: 'POST',
    schema: ZAppointment,
    redirectOn404: false,
  });
}

/**
 * The optimistic part (the reminder counted at once, undone on failure: platform-core §4) lives in
 * the button, which owns the shown count; afterwards the dashboard and history are refetched.
 */
export function useSendReminderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminder,
    onSettled: (_data, _error, appointmentId) => {
      void queryClient.invalidateQueries({ queryKey: portCallKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: portCallKeys.history(appointmentId) });
    },
    meta: { silent: true },
  });
}
