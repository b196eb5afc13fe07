import { type TCodeOption, ZCodeOption } from '@portcall/contracts/refdata';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';

/** GET ref/expense-evaluation-inspection/discrepancy-reasons: why a discrepancy is accepted. */
export function listDiscrepancyReasons(signal?: AbortSignal): Promise<TCodeOption[]> {
  return apiRequest('/secured/ref/expense-evaluation-inspection/discrepancy-reasons', {
    signal,
    schema: z.array(ZCodeOption),
  });
}

export function useDiscrepancyReasons() {
  return useQuery({
    queryKey: ['evaluations', 'ref', 'discrepancy-reasons'],
    queryFn: ({ signal }) => listDiscrepancyReasons(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
