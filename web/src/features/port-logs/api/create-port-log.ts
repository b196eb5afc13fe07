import { type TAssignment, ZAssignment } from '@portcall/contracts/port-logs';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { useInvalidatePortLogs } from './keys';

/** POST assignment/create: starts the appointment's port log with every department included. */
export function createPortLog(appointmentId: number): Promise<TAssignment> {
  return apiRequest('/secured/assignment/create', { method: 'POST', body: { appointmentId }, schema: ZAssignment });
}

export function useCreatePortLog() {
  const invalidate = useInvalidatePortLogs();
  return useMutation({ mutationFn: createPortLog, onSuccess: invalidate });
}
