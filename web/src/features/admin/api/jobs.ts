import { ZJobItem } from '@portcall/contracts/admin';
import { ZPaged } from '@portcall/contracts/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { adminKeys } from './keys';

/** GET /secured/admin/system/jobs: the background tasks (reminders, scheduled publishing, e-mails). */
export function useJobs(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: adminKeys.jobs(query),
    queryFn: ({ signal }) => apiRequest('/secured/admin/system/jobs', { query, signal, schema: ZPaged(ZJobItem) }),
    placeholderData: keepPreviousData,
  });
}

/** POST /secured/admin/system/jobs/{id}/retry: a failed task runs again from its first attempt. */
export function useRetryJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/secured/admin/system/jobs/${id}/retry`, { method: 'POST', redirectOn404: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'jobs'] }),
    meta: { silent: true },
  });
}
