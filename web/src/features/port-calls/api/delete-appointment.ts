import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { refreshAfterChange } from './invalidate';

/** GET appointment/{id}/delete: drafts only (409 ONLY_DRAFT_APPOINTMENTS_CAN_BE_DELETED otherwise). */
export function deleteAppointment(input: { id: number; portCallId: number }): Promise<{ id: number }> {
  return apiRequest(`/secured/appointment/${input.id}/delete`, {
    schema: z.object({ id: z.number() }),
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useDeleteAppointmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppointment,
    onSuccess: (_answer, input) => {
      queryClient.removeQueries({ queryKey: ['port-calls', 'appointment', input.id] });
      refreshAfterChange(queryClient, { portCallId: input.portCallId });
    },
    meta: { silent: true },
  });
}
