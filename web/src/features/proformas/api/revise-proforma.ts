import { type TProforma, ZProforma } from '@portcall/contracts/proformas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { refreshAfterChange, type SupplierKind } from './keys';

/**
 * POST {agent|vendor}/appointment/{id}/proforma/revise {id, version}: a DRAFT revision of the
 * submitted DA, its lines and files carried over; submitting it replaces the DA with the buyer.
 */
export function reviseProforma(
  kind: SupplierKind,
  appointmentId: number,
  body: { id: number; version: number },
): Promise<TProforma> {
  return apiRequest(`/secured/${kind}/appointment/${appointmentId}/proforma/revise`, {
    method: 'POST',
    body,
    schema: ZProforma,
    redirectOn404: false,
  });
}

export function useReviseProformaMutation(kind: SupplierKind, appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; version: number }) => reviseProforma(kind, appointmentId, body),
    onSettled: () => refreshAfterChange(queryClient, kind, appointmentId),
    meta: { silent: true },
  });
}
