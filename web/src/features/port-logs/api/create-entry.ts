import { type TPortLogEntry, type TPortLogEntryCreate, ZPortLogEntry } from '@portcall/contracts/port-logs';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { useInvalidatePortLogs } from './keys';

/** POST assignment/{id}/entry/create: a department's new entry. */
export function createEntry(input: { assignmentId: number; entry: TPortLogEntryCreate }): Promise<TPortLogEntry> {
  return apiRequest(`/secured/assignment/${input.assignmentId}/entry/create`, {
    method: 'POST',
    body: input.entry,
    schema: ZPortLogEntry,
  });
}

export function useCreateEntry() {
  const invalidate = useInvalidatePortLogs();
  return useMutation({ mutationFn: createEntry, onSuccess: invalidate });
}
