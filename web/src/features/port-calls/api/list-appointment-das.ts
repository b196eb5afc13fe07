import { type TDaQueuePage, ZDaQueuePage } from '@portcall/contracts/da-queue';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** The submitted DAs of one appointment, with where each stands (the buyer DA tool's list call). */
export function useAppointmentDas(appointmentId: number, enabled = true) {
  return useQuery({
    queryKey: [...portCallKeys.all(), 'appointment-das', appointmentId],
    queryFn: (): Promise<TDaQueuePage> =>
      apiRequest('/secured/buyer/da-tool/evaluations', {
        query: { appointmentId, size: 50 },
        schema: ZDaQueuePage,
        // A profile without the DA tool sees the appointment all the same, only without its DAs.
        redirectOn403: false,
      }),
    enabled,
  });
}
