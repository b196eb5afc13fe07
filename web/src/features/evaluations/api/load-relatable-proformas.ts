import { ZRelatableProforma } from '@portcall/contracts/evaluations';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { evaluationKeys } from './keys';

const ZRelatable = z.array(ZRelatableProforma);
export type TRelatableProforma = z.infer<typeof ZRelatableProforma>;

/** GET evaluation/{id}/load-available-to-relate-proformas: the appointment's PDAs and which are linked. */
export function loadRelatableProformas(id: number, signal?: AbortSignal): Promise<TRelatableProforma[]> {
  return apiRequest(`/secured/evaluation/${id}/load-available-to-relate-proformas`, { signal, schema: ZRelatable });
}

export function useRelatableProformas(id: number) {
  return useQuery({
    queryKey: evaluationKeys.relatable(id),
    queryFn: ({ signal }) => loadRelatableProformas(id, signal),
    meta: { silent: true },
  });
}
