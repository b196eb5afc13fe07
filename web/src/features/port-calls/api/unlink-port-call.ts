import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { refreshAfterChange } from './invalidate';

const ZUnlinked = z.object({ id: z.number(), appointmentIds: z.array(z.number()) });

/** POST portcall/{id}/unlink-port-call: takes the port call off every appointment it was linked to. */
export function unlinkPortCall(portCallId: number) {
  return apiRequest(`/secured/portcall/${portCallId}/unlink-port-call`, {
    method: 'POST',
    schema: ZUnlinked,
    redirectOn403: false,
    redirectOn404: false,
  });
}

export function useUnlinkPortCallMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkPortCall,
    onSuccess: (answer) => {
      for (const appointmentId of answer.appointmentIds)
        refreshAfterChange(queryClient, { appointmentId, portCallId: answer.id });
    },
    meta: { silent: true },
  });
}
