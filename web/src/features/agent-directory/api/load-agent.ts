import { type TAgentDetails, ZAgentDetails } from '@portcall/contracts/agent-directory';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { agentDirectoryKeys } from './keys';

/** GET agent?id= (operations §7): the agent's page with its figures; `portId` counts its calls there. */
export function loadAgent(agentId: number, portId: number | null, signal?: AbortSignal): Promise<TAgentDetails> {
  return apiRequest('/secured/agent', {
    query: portId === null ? { id: agentId } : { id: agentId, portId },
    signal,
    schema: ZAgentDetails,
  });
}

export function useAgent(agentId: number, portId: number | null) {
  return useQuery({
    queryKey: agentDirectoryKeys.agent(agentId, portId),
    queryFn: ({ signal }) => loadAgent(agentId, portId, signal),
    placeholderData: keepPreviousData,
  });
}
