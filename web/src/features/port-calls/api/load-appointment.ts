import { type TAppointment, ZAppointment } from '@portcall/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/** GET appointment/{id}/load: one appointment with its port call, agent and reminders. */
export function loadAppointment(id: number, signal?: AbortSignal): Promise<TAppointment> {
  return apiRequest(`/secured/appointment/${id}/load`, { signal, schema: ZAppointment, redirectOn404: false });
}

export const appointmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: portCallKeys.appointment(id),
    queryFn: ({ signal }) => loadAppointment(id, signal),
    meta: { silent: true },
  });

export function useAppointment(id: number | null) {
  return useQuery({ ...appointmentQueryOptions(id ?? 0), enabled: id !== null });
}
