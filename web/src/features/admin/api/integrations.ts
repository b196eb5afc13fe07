import { ZBuyerIntegration } from '@portcall/contracts/admin';
import { ZOption } from '@portcall/contracts/fields';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { useSessionStore } from '../../../lib/session-store';

const integrationsKey = (buyerId: number | null) => ['admin', 'integrations', buyerId] as const;

/** GET /secured/admin-profiles/{id}/buyer-profiles/companies: the buyer companies, as options. */
export function useBuyerCompanyOptions() {
  const profileId = useSessionStore((s) => s.profile?.id ?? 0);
  return useQuery({
    queryKey: ['admin', 'buyer-companies', profileId],
    queryFn: ({ signal }) =>
      apiRequest(`/secured/admin-profiles/${profileId}/buyer-profiles/companies`, { signal, schema: z.array(ZOption) }),
  });
}

/** GET /secured/admin/integrations?buyerId: the integration config list with the buyer's switches. */
export function useBuyerIntegrations(buyerId: number | null) {
  return useQuery({
    queryKey: integrationsKey(buyerId),
    queryFn: ({ signal }) =>
      apiRequest('/secured/admin/integrations', {
        query: { buyerId },
        signal,
        schema: z.array(ZBuyerIntegration),
      }),
    enabled: buyerId !== null,
  });
}

/** PUT /secured/admin/integrations/{buyerId}/{integrationConfigId}: on or off for the buyer. */
export function useSwitchIntegrationMutation(buyerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ configId, isEnabled }: { configId: number; isEnabled: boolean }) =>
      apiRequest(`/secured/admin/integrations/${buyerId}/${configId}`, {
        method: 'PUT',
        body: { isEnabled },
        schema: z.array(ZBuyerIntegration),
      }),
    onSuccess: (list) => queryClient.setQueryData(integrationsKey(buyerId), list),
    meta: { silent: true },
  });
}
