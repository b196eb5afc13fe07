import { type TPortLogEntry, type TPortLogEntryDone, ZPortLogEntry } from '@portcall/contracts/port-logs';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { useInvalidatePortLogs } from './keys';

/** POST portlog-entry/{id}/done: the agent marks an entry done (or not) with a comment. */
export function markEntryDone(input: { id: number; done: TPortLogEntryDone }): Promise<TPortLogEntry> {
  return apiRequest(`/secured/portlog-entry/${input.id}/done`, {
    method: 'POST',
    body: input.done,
    schema: ZPortLogEntry,
  });
}

export function useMarkEntryDone() {
  const invalidate = useInvalidatePortLogs();
  return useMutation({ mutationFn: markEntryDone, onSuccess: invalidate });
}
