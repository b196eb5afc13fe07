import type { QueryClient } from '@tanstack/react-query';
import { portCallKeys } from './keys';

/**
 * After an appointment or port call changes, every place that shows it is read again: the
 * dashboard (all groupings and pages), the appointment, its port calls and its history.
 */
export function refreshAfterChange(queryClient: QueryClient, ids: { appointmentId?: number; portCallId?: number }) {
  void queryClient.invalidateQueries({ queryKey: portCallKeys.dashboard() });
  if (ids.appointmentId) {
    void queryClient.invalidateQueries({ queryKey: portCallKeys.appointment(ids.appointmentId) });
    void queryClient.invalidateQueries({ queryKey: portCallKeys.appointmentPortCalls(ids.appointmentId) });
    void queryClient.invalidateQueries({ queryKey: portCallKeys.history(ids.appointmentId) });
  }
  // Every cached port call, not only the one named: their states and agents' appointment states
  // move with the appointment (appointing, cancelling, linking), and only a few are ever cached.
  if (ids.portCallId || ids.appointmentId) void queryClient.invalidateQueries({ queryKey: portCallKeys.portCalls() });
}
