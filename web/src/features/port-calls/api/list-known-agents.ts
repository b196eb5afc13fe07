import { ZAppointmentListItem } from '@portcall/contracts/dashboard';
import type { TOption } from '@portcall/contracts/fields';
import { MAX_PAGE_SIZE, ZPaged } from '@portcall/contracts/paging';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { portCallKeys } from './keys';

/**
 * The agent and vendor companies the buyer already works with, read from its appointments
 * (GET dashboard/appointments). The server has no supplier search yet (platform-core §7 "POST
 * supplier/search" is not built), so this is the one source of agent ids a buyer can read.
 */
export async function listKnownAgents(signal?: AbortSignal): Promise<TOption[]> {
  const page = await apiRequest('/secured/dashboard/appointments', {
    query: { page: 0, size: MAX_PAGE_SIZE },
    signal,
    schema: ZPaged(ZAppointmentListItem),
    redirectOn403: false,
  });
  const byId = new Map<number, string>();
  for (const a of page.items) byId.set(a.agent.id, a.agent.name);
  return [...byId]
    .map(([id, name]) => ({ value: String(id), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export function useKnownAgentOptions() {
  return useQuery({
    queryKey: portCallKeys.knownAgents(),
    queryFn: ({ signal }) => listKnownAgents(signal),
    staleTime: 60_000,
    meta: { silent: true },
  });
}
