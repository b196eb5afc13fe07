import { ZSupplierSearchItem } from '@portcall/contracts/auth';
import type { TOption } from '@portcall/contracts/fields';
import { ZPaged } from '@portcall/contracts/paging';
import { type TAssignPreferredAgents, ZPreferredAgents } from '@portcall/contracts/preferred-agents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';
import { queryKeys } from '../../../api/query-keys';

/** GET buyer/{buyerId}/preferred-agents: each port with its preferred agents. */
export function usePreferredAgents(buyerId: number) {
  return useQuery({
    queryKey: queryKeys.buyerSettings.preferredAgents(buyerId),
    queryFn: ({ signal }) =>
      apiRequest(`/secured/buyer/${buyerId}/preferred-agents`, { schema: ZPreferredAgents, signal }),
  });
}

function useRefreshAfter<T, R>(buyerId: number, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.buyerSettings.preferredAgents(buyerId) }),
    meta: { silent: true },
  });
}

/** POST buyer/{buyerId}/assign-preferred-agents: one port's agents, replaced as a whole (none clears it). */
export function useAssignPreferredAgents(buyerId: number) {
  return useRefreshAfter(buyerId, (body: TAssignPreferredAgents) =>
    apiRequest(`/secured/buyer/${buyerId}/assign-preferred-agents`, {
      method: 'POST',
      body,
      schema: ZPreferredAgents,
      redirectOn404: false,
    }),
  );
}

/** POST attachment/buyer/assign-preferred-agents (multipart CSV): every port it names, all or nothing. */
export function useUploadPreferredAgents(buyerId: number) {
  return useRefreshAfter(buyerId, (file: File) =>
    apiRequest('/secured/attachment/buyer/assign-preferred-agents', {
      method: 'POST',
      body: buildMultipart({}, [file]),
      schema: ZPreferredAgents,
      redirectOn404: false,
    }),
  );
}

/** Agents whose name holds the text (supplier search), for choosing preferred agents. */
export async function searchAgents(text: string, signal?: AbortSignal): Promise<TOption[]> {
  const page = await apiRequest('/secured/supplier/search', {
    method: 'POST',
    body: { text, types: ['AGENT'], size: 20 },
    schema: ZPaged(ZSupplierSearchItem),
    signal,
    redirectOn403: false,
  });
  return page.items.map((a) => ({ value: String(a.id), label: a.name }));
}
