import { ZOutboxEmail, ZOutboxItem } from '@portcall/contracts/admin';
import { ZPaged } from '@portcall/contracts/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../api/http-client';
import { adminKeys } from './keys';

/** GET /secured/admin/system/outbox: every e-mail the platform sent or failed to send. */
export function useOutbox(query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: adminKeys.outbox(query),
    queryFn: ({ signal }) => apiRequest('/secured/admin/system/outbox', { query, signal, schema: ZPaged(ZOutboxItem) }),
    placeholderData: keepPreviousData,
  });
}

/** GET /secured/admin/system/outbox/{id}: one e-mail with its text and sanitized HTML. */
export function useOutboxEmail(id: number | null) {
  return useQuery({
    queryKey: adminKeys.outboxEmail(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/secured/admin/system/outbox/${id}`, { signal, schema: ZOutboxEmail, redirectOn404: false }),
    enabled: id !== null,
  });
}

/** POST /secured/admin/system/outbox/{id}/resend: a failed or waiting e-mail goes out again. */
export function useResendEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/secured/admin/system/outbox/${id}/resend`, { method: 'POST', redirectOn404: false }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
    meta: { silent: true },
  });
}
