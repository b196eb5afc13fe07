import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { useInvalidatePortLogs } from './keys';

/** POST portlog-entry/{id}/delete. */
export function deleteEntry(id: number): Promise<unknown> {
  return apiRequest(`/secured/portlog-entry/${id}/delete`, { method: 'POST' });
}

export function useDeleteEntry() {
  const invalidate = useInvalidatePortLogs();
  return useMutation({ mutationFn: deleteEntry, onSuccess: invalidate });
}
