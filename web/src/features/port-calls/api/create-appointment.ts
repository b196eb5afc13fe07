import { type TAppointment, type TAppointmentCreate, ZAppointment } from '@portcall/contracts/appointments';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

/** POST appointment/create: a DRAFT appointment of one of the port call's agents (the wizard). */
export function createAppointment(body: TAppointmentCreate): Promise<TAppointment> {
  return apiRequest('/secured/appointment/create', {
    method: 'POST',
    body,
    schema: ZAppointment,
    redirectOn403: false,
    redirectOn404: false,
  });
}

/** Nothing cached shows a draft; the appoint call that follows invalidates the dashboard. */
export function useCreateAppointmentMutation() {
  return useMutation({ mutationFn: createAppointment, meta: { silent: true } });
}
