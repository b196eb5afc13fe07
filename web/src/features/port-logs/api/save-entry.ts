import { type TPortLogEntry, type TPortLogEntrySave, ZPortLogEntry } from '@portcall/contracts/port-logs';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { useInvalidatePortLogs } from './keys';

/** POST portlog-entry/{id}/save: changes an entry's category and text. */
export function saveEntry(input: { id: number; entry: TPortLogEntrySave }): Promise<TPortLogEntry> {
  return apiRequest(`/secured/portlog-entry/${input.id}/save`, {
    method: 'POST',
    body: input.entry,
    schema: ZPortLogEntry,
  });
}

export function useSaveEntry() {
  const invalidate = useInvalidatePortLogs();
  return useMutation({ mutationFn: saveEntry, onSuccess: invalidate });
}
