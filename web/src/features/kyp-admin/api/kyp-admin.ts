import { type TKypVerification, ZKypAdmin, ZKypPage, ZKypVerification } from '@portcall/contracts/kyp';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, apiUrl, authHeaders } from '../../../api/http-client';

const keys = { all: () => ['kyp-admin'] as const };

/** GET kyp-verifications (paged, filters): the administrators' queue. */
export function useKypQueue(query: Record<string, string | number | boolean>) {
  return useQuery({
    queryKey: [...keys.all(), 'queue', query],
    queryFn: () => apiRequest('/secured/kyp-verifications', { query, schema: ZKypPage }),
    placeholderData: keepPreviousData,
  });
}

/** GET kyp-verifications/admins: who can verify. */
export function useKypAdmins() {
  return useQuery({
    queryKey: [...keys.all(), 'admins'],
    queryFn: () => apiRequest('/secured/kyp-verifications/admins', { schema: z.array(ZKypAdmin) }),
  });
}

/** GET companies/{supplierId}/kyp-verification: one case with its documents. */
export function useKypCase(supplierId: number | null) {
  return useQuery({
    queryKey: [...keys.all(), 'case', supplierId],
    enabled: supplierId !== null,
    queryFn: (): Promise<TKypVerification> =>
      apiRequest(`/secured/companies/${supplierId}/kyp-verification`, { schema: ZKypVerification }),
  });
}

/** PATCH kyp-verifications/{id}: the verifiers' actions (JSON form, no files). */
export function useKypAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: Record<string, unknown> }) =>
      apiRequest(`/secured/kyp-verifications/${id}`, { method: 'PATCH', body: form, schema: ZKypVerification }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.all() }),
    meta: { silent: true },
  });
}

/** A document's file as an object URL, for the preview (the file needs the session's token). */
export function useDocumentPreview(path: string | null) {
  return useQuery({
    queryKey: [...keys.all(), 'preview', path],
    enabled: path !== null,
    queryFn: async () => {
      const response = await fetch(apiUrl(path ?? ''), { headers: authHeaders() });
      if (!response.ok) return null;
      const blob = await response.blob();
      return { url: URL.createObjectURL(blob), type: blob.type };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
