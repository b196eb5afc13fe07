import { type TAssignment, ZAssignment } from '@portcall/contracts/port-logs';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { useInvalidatePortLogs } from './keys';

/** POST assignment/{id}/save-internal-port-log-general-comments: the buyer's own notes (never shown to the agent). */
export function saveGeneralComments(input: { id: number; generalComments: string }): Promise<TAssignment> {
  return apiRequest(`/secured/assignment/${input.id}/save-internal-port-log-general-comments`, {
    method: 'POST',
    body: { generalComments: input.generalComments },
    schema: ZAssignment,
  });
}

export function useSaveGeneralComments() {
  const invalidate = useInvalidatePortLogs();
  return useMutation({ mutationFn: saveGeneralComments, onSuccess: invalidate });
}
