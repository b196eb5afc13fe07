import { ZAppointmentPortCallOption } from '@portcall/contracts/appointments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

const ZList = z.array(ZAppointmentPortCallOption);
export type TAppointmentPortCallOption = z.infer<typeof ZAppointmentPortCallOption>;

/** GET port-calls-with-appointment/{id}: the appointment's own port call first, then those linked to it. */
export function listAppointmentPortCalls(id: number, signal?: AbortSignal) {
  return apiRequest(`/secured/port-calls-with-appointment/${id}`, { signal, schema: ZList, redirectOn404: false });
}

/** GET appointment/{id}/port-call/load: the linked port calls, then the vessel's other open ones it may link. */
export function listLinkOptions(id: number, signal?: AbortSignal) {
  return apiRequest(`/secured/appointment/${id}/port-call/load`, { signal, schema: ZList, redirectOn404: false });
}

export const appointmentPortCallsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: portCallKeys.appointmentPortCalls(id),
    queryFn: ({ signal }) => listAppointmentPortCalls(id, signal),
    meta: { silent: true },
  });

export function useAppointmentPortCalls(id: number) {
  return useQuery(appointmentPortCallsQueryOptions(id));
}

/** Read only while the link picker is open: it lists the vessel's open port calls. */
export function useLinkOptions(id: number, isEnabled: boolean) {
  return useQuery({
    queryKey: portCallKeys.linkOptions(id),
    queryFn: ({ signal }) => listLinkOptions(id, signal),
    enabled: isEnabled,
    meta: { silent: true },
  });
}
