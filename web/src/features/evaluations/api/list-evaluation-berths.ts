import { ZEvaluationBerth } from '@portcall/contracts/evaluations';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

/** GET evaluation/{id}/berths: the reference berths of the DA's port (empty: the port lists none). */
export function useEvaluationBerths(evaluationId: number) {
  return useQuery({
    queryKey: evaluationKeys.berths(evaluationId),
    queryFn: ({ signal }) =>
      apiRequest(`/secured/evaluation/${evaluationId}/berths`, { signal, schema: z.array(ZEvaluationBerth) }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
