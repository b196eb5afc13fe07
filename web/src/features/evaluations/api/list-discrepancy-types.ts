import { type TCodeOption, ZCodeOption } from '@portcall/contracts/refdata';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

/** GET ref/expense-evaluation-verification-discrepancy-types: needed when the verified amount differs. */
export function listDiscrepancyTypes(signal?: AbortSignal): Promise<TCodeOption[]> {
  return apiRequest('/secured/ref/expense-evaluation-verification-discrepancy-types', {
    signal,
    schema: z.array(ZCodeOption),
  });
}

export function useDiscrepancyTypes() {
  return useQuery({
    queryKey: ['evaluations', 'ref', 'discrepancy-types'],
    queryFn: ({ signal }) => listDiscrepancyTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
