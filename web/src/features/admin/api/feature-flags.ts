import { ZFeatureFlag } from '@portcall/contracts/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { adminKeys } from './keys';

const ZAdminFlag = ZFeatureFlag.extend({ description: z.string(), updatedAt: z.string() });

/** GET /secured/admin/feature-flags (ADMIN_SYSTEM): every flag with its description. */
export function useAdminFeatureFlags() {
  return useQuery({
    queryKey: adminKeys.flags(),
    queryFn: ({ signal }) => apiRequest('/secured/admin/feature-flags', { signal, schema: z.array(ZAdminFlag) }),
  });
}

/** PUT /secured/admin/feature-flags/{name}: on or off; the public flags are read again at once. */
export function useSetFeatureFlagMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, status }: { name: string; status: boolean }) =>
      apiRequest(`/secured/admin/feature-flags/${name}`, { method: 'PUT', body: { status } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.flags() });
      void queryClient.invalidateQueries({ queryKey: ['feature-flags'] });
    },
    meta: { silent: true },
  });
}
