import { type TOption, ZOption } from '@portcall/contracts/fields';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

/** GET terminals/{terminalId}/berths: the berths offered for the chosen terminal (the DA keeps text). */
export function listBerths(terminalId: number, signal?: AbortSignal): Promise<TOption[]> {
  return apiRequest(`/secured/terminals/${terminalId}/berths`, { signal, schema: z.array(ZOption) });
}

export function useBerths(terminalId: number | undefined) {
  return useQuery({
    queryKey: ['proformas', 'terminals', 'berths', terminalId ?? 0],
    queryFn: ({ signal }) => listBerths(terminalId ?? 0, signal),
    enabled: terminalId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
