import { type TProforma, ZProforma } from '@portcall/contracts/proformas';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/http-client';
import { proformaKeys, type SupplierKind } from './keys';

/** GET {agent|vendor}/appointment/{id}/proformas: every DA of the appointment, drafts included. */
export function listProformas(kind: SupplierKind, appointmentId: number, signal?: AbortSignal): Promise<TProforma[]> {
  return apiRequest(`/secured/${kind}/appointment/${appointmentId}/proformas`, { signal, schema: z.array(ZProforma) });
}

export function useProformas(kind: SupplierKind, appointmentId: number) {
  return useQuery({
    queryKey: proformaKeys.list(kind, appointmentId),
    queryFn: ({ signal }) => listProformas(kind, appointmentId, signal),
  });
}
