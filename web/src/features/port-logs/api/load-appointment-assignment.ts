import { type TAppointmentAssignment, ZAppointmentAssignment } from '@portcall/contracts/port-logs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portLogKeys } from './keys';

/** GET appointment/{id}/assignment: the appointment's live port log, if any. */
export function loadAppointmentAssignment(
  appointmentId: number,
  signal?: AbortSignal,
): Promise<TAppointmentAssignment> {
  return apiRequest(`/secured/appointment/${appointmentId}/assignment`, { signal, schema: ZAppointmentAssignment });
}

export function useAppointmentAssignment(appointmentId: number) {
  return useQuery({
    queryKey: portLogKeys.ofAppointment(appointmentId),
    queryFn: ({ signal }) => loadAppointmentAssignment(appointmentId, signal),
  });
}
