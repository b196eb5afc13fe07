import { type TTermsPublish, ZTermsVersion } from '@portcall/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

/** GET /secured/admin/site-content/terms: the published terms versions, newest first. */
export function useTermsVersions() {
  return useQuery({
    queryKey: ['admin', 'terms-versions'],
    queryFn: ({ signal }) =>
      apiRequest('/secured/admin/site-content/terms', { signal, schema: z.array(ZTermsVersion) }),
  });
}

/** POST /secured/admin/site-content/terms: publishes a version; every customer accepts it again. */
export function usePublishTermsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTermsPublish) =>
      apiRequest('/secured/admin/site-content/terms', { method: 'POST', body, schema: ZTermsVersion }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'terms-versions'] }),
    meta: { silent: true },
  });
}
