import { type TAppointment, ZAppointment } from '@portcall/contracts/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { refreshAfterChange } from './invalidate';

/**
 * POST appointment/{id}/amend-voyage-number {voyageNumber}: moves the appointment's port call to the
 * vessel's voyage of that number, created when missing (VOYAGE_NUMBER_EXISTS when another vessel has it).
 */
export function amendVoyageNumber(input: { id: number; voyageNumber: string }): Promise<TAppointment> {
  return apiRequest(`/secured/appointment/${input.id}/amend-voyage-number`, {
    method: 'POST',
    body: { voyageNumber: input.voyageNumber },
    schema: ZAppointment,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useAmendVoyageNumberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: amendVoyageNumber,
    onSuccess: (appointment) => {
      refreshAfterChange(queryClient, { appointmentId: appointment.id, portCallId: appointment.portCall.id });
      void queryClient.invalidateQueries({ queryKey: ['port-calls', 'voyages'] });
    },
    meta: { silent: true },
  });
}
