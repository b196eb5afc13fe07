import { type TAssignment, ZAssignment } from '@portcall/contracts/port-logs';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { useInvalidatePortLogs } from './keys';

/** POST assignment/{id}/cancel: ends the port log (a new one may be started). */
export function cancelPortLog(id: number): Promise<TAssignment> {
  return apiRequest(`/secured/assignment/${id}/cancel`, { method: 'POST', schema: ZAssignment });
}

export function useCancelPortLog() {
  const invalidate = useInvalidatePortLogs();
  return useMutation({ mutationFn: cancelPortLog, onSuccess: invalidate });
}
