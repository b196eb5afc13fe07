import { type TAssignment, ZAssignment } from '@portcall/contracts/port-logs';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { useInvalidatePortLogs } from './keys';

/** POST assignment/{id}/submit-port-log: shows the port log to the agent, who is told. */
export function submitPortLog(id: number): Promise<TAssignment> {
  return apiRequest(`/secured/assignment/${id}/submit-port-log`, { method: 'POST', schema: ZAssignment });
}

export function useSubmitPortLog() {
  const invalidate = useInvalidatePortLogs();
  return useMutation({ mutationFn: submitPortLog, onSuccess: invalidate });
}
