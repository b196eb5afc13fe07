import { type TAppointment, ZAppointment } from '@portcall/contracts/appointments';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { proformaKeys, type SupplierKind } from './keys';

/** GET appointment/{id}/load (shared by the parties): the call the DA is for (vessel, port, voyage). */
export function loadAppointment(id: number, signal?: AbortSignal): Promise<TAppointment> {
  return apiRequest(`/secured/appointment/${id}/load`, { signal, schema: ZAppointment });
}

export function useAppointment(kind: SupplierKind, id: number) {
  return useQuery({
    queryKey: proformaKeys.appointmentDetails(kind, id),
    queryFn: ({ signal }) => loadAppointment(id, signal),
  });
}
