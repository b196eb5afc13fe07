import { type TPortLogEntry, type TPortLogEntryDone, ZPortLogEntry } from '@portcall/contracts/port-logs';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';
import { useInvalidatePortLogs } from './keys';

/** POST portlog-entry/{id}/done: the agent marks an entry done (or not) with a comment and, maybe, one file. */
export function markEntryDone(input: {
  id: number;
  done: TPortLogEntryDone;
  file?: File | null;
}): Promise<TPortLogEntry> {
  return apiRequest(`/secured/portlog-entry/${input.id}/done`, {
    method: 'POST',
    body: input.file ? buildMultipart(input.done, [input.file]) : input.done,
    schema: ZPortLogEntry,
  });
}

export function useMarkEntryDone() {
  const invalidate = useInvalidatePortLogs();
  return useMutation({ mutationFn: markEntryDone, onSuccess: invalidate });
}
