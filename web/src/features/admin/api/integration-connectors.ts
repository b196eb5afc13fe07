import {
  type TConnectorSave,
  type TDeliveryStatus,
  ZConnector,
  ZDelivery,
  ZFlow,
  ZLogEntry,
} from '@portcall/contracts/integrations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

const base = (buyerId: number | null) => `/secured/admin/integrations/${buyerId}`;
const connectorsKey = (buyerId: number | null) => ['admin', 'integration-connectors', buyerId] as const;
const deliveriesKey = (buyerId: number | null) => ['admin', 'integration-deliveries', buyerId] as const;

/** GET admin/integrations/{buyerId}/connectors: the buyer's connectors (secrets never shown). */
export function useConnectors(buyerId: number | null) {
  return useQuery({
    queryKey: connectorsKey(buyerId),
    queryFn: ({ signal }) => apiRequest(`${base(buyerId)}/connectors`, { signal, schema: z.array(ZConnector) }),
    enabled: buyerId !== null,
  });
}

/** POST admin/integrations/{buyerId}/connectors/save: create, or update (without a secret: kept). */
export function useSaveConnectorMutation(buyerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TConnectorSave) =>
      apiRequest(`${base(buyerId)}/connectors/save`, { method: 'POST', body: input, schema: ZConnector }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: connectorsKey(buyerId) }),
    meta: { silent: true },
  });
}

/** GET admin/integrations/{buyerId}/deliveries?status: the latest deliveries, newest first. */
export function useDeliveries(buyerId: number | null, status: TDeliveryStatus | null) {
  return useQuery({
    queryKey: [...deliveriesKey(buyerId), status],
    queryFn: ({ signal }) =>
      apiRequest(`${base(buyerId)}/deliveries`, {
        query: status ? { status } : {},
        signal,
        schema: z.array(ZDelivery),
      }),
    enabled: buyerId !== null,
    // While a delivery is on its way (a re-drive), its outcome appears without a reload.
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'PENDING') ? 2_000 : false),
  });
}

/** GET log-entry/DELIVERY/{id}/list: every attempt of a delivery. */
export function useDeliveryLog(deliveryId: number | null) {
  return useQuery({
    queryKey: ['admin', 'integration-log', deliveryId],
    queryFn: ({ signal }) =>
      apiRequest(`/secured/log-entry/DELIVERY/${deliveryId}/list`, { signal, schema: z.array(ZLogEntry) }),
    enabled: deliveryId !== null,
  });
}

/** POST admin/integration-delivery/{id}/retry: a DEAD delivery is sent again. */
export function useRetryDeliveryMutation(buyerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/secured/admin/integration-delivery/${id}/retry`, { method: 'POST', redirectOn404: false }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(buyerId) });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'integration-log'] });
    },
    meta: { silent: true },
  });
}

/** GET integration/task/flows: the events a connector may subscribe to. */
export function usePlatformFlows() {
  return useQuery({
    queryKey: ['admin', 'integration-flows'],
    queryFn: ({ signal }) => apiRequest('/secured/integration/task/flows', { signal, schema: z.array(ZFlow) }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
