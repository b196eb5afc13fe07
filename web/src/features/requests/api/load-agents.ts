import { ZRequestAgentOption } from '@portcall/contracts/requests';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { requestKeys } from './keys';

const rc = '/secured/request-case';

/** GET request-case/{id}/load-agents. */
export function useAgentOptions(id: number | null) {
  return useQuery({
    queryKey: requestKeys.agents(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`${rc}/${id}/load-agents`, { signal, schema: z.array(ZRequestAgentOption) }),
    enabled: id !== null,
  });
}
