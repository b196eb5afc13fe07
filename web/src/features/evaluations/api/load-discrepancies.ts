import { ZDiscrepancies } from '@portcall/contracts/evaluations';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

export type TDiscrepancies = z.infer<typeof ZDiscrepancies>;

/** GET evaluation/{id}/analyze/discrepancies: each line of the DA against the sum of its related PDAs. */
export function loadDiscrepancies(id: number, signal?: AbortSignal): Promise<TDiscrepancies> {
  return apiRequest(`/secured/evaluation/${id}/analyze/discrepancies`, { signal, schema: ZDiscrepancies });
}

export function useDiscrepancies(id: number, enabled: boolean) {
  return useQuery({
    queryKey: evaluationKeys.discrepancies(id),
    queryFn: ({ signal }) => loadDiscrepancies(id, signal),
    enabled,
    meta: { silent: true },
  });
}
