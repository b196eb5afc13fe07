import { type TAgentDirectoryPage, ZAgentDirectoryPage } from '@portcall/contracts/agent-directory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { agentDirectoryKeys } from './keys';

/** GET buyer/agent-directory/agents: agents by name, port, country, expertise, verification, own rating. */
export function searchAgents(
  query: Record<string, string | number | boolean>,
  signal?: AbortSignal,
): Promise<TAgentDirectoryPage> {
  return apiRequest('/secured/buyer/agent-directory/agents', { query, signal, schema: ZAgentDirectoryPage });
}

export function useAgentSearch(query: Record<string, string | number | boolean>) {
  return useQuery({
    queryKey: agentDirectoryKeys.search(query),
    queryFn: ({ signal }) => searchAgents(query, signal),
    placeholderData: keepPreviousData,
  });
}
