import { type TOption, ZOption } from '@portcall/contracts/fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../http-client';
import { queryKeys } from '../query-keys';

/** GET /public/ref/agent-types: the expertise an agent can declare (operations §2 wizard). */
export function fetchAgentTypes(): Promise<TOption[]> {
  return apiRequest('/public/ref/agent-types', { schema: z.array(ZOption), redirectOn404: false });
}

export const agentTypesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.refData.agentTypes(), queryFn: fetchAgentTypes });

export function useAgentTypes() {
  return useQuery(agentTypesQueryOptions());
}
