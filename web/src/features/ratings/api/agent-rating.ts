import {
  type TAgentRating,
  type TAgentRatingSave,
  type TAppointmentAgentRating,
  ZAgentRating,
  ZAppointmentAgentRating,
} from '@portcall/contracts/ratings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';

export const ratingKeys = {
  appointment: (appointmentId: number) => ['ratings', 'appointment', appointmentId] as const,
};

/** GET appointment/{id}/agent-rating: the appointment's rating, if any, and whether the reader may rate. */
export function loadAppointmentRating(appointmentId: number, signal?: AbortSignal): Promise<TAppointmentAgentRating> {
  return apiRequest(`/secured/appointment/${appointmentId}/agent-rating`, { signal, schema: ZAppointmentAgentRating });
}

/** POST agent-rating: rates the agent of a closed appointment, or changes one's own rating. */
export function saveAgentRating(input: TAgentRatingSave): Promise<TAgentRating> {
  return apiRequest('/secured/agent-rating', { method: 'POST', body: input, schema: ZAgentRating });
}

export function useAppointmentRating(appointmentId: number) {
  return useQuery({
    queryKey: ratingKeys.appointment(appointmentId),
    queryFn: ({ signal }) => loadAppointmentRating(appointmentId, signal),
  });
}

export function useSaveAgentRating(appointmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAgentRating,
    onSuccess: () => client.invalidateQueries({ queryKey: ratingKeys.appointment(appointmentId) }),
  });
}
