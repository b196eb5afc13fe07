import { type TOption, ZOption } from '@portcall/contracts/fields';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { proformaKeys } from './keys';

/** GET ports/{portId}/terminals: the terminals of the call's port. */
export function listTerminals(portId: number, signal?: AbortSignal): Promise<TOption[]> {
  return apiRequest(`/secured/ports/${portId}/terminals`, { signal, schema: z.array(ZOption) });
}

export function useTerminals(portId: number | undefined) {
  return useQuery({
    queryKey: proformaKeys.terminals(portId ?? 0),
    queryFn: ({ signal }) => listTerminals(portId ?? 0, signal),
    enabled: portId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
