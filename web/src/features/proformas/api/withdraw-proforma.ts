import { type TProforma, ZProforma } from '@portcall/contracts/proformas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { refreshAfterChange, type SupplierKind } from './keys';

/** POST {agent|vendor}/appointment/{id}/proforma/withdraw {id, version}. */
export function withdrawProforma(
  kind: SupplierKind,
  appointmentId: number,
  body: { id: number; version: number },
): Promise<TProforma> {
  return apiRequest(`/secured/${kind}/appointment/${appointmentId}/proforma/withdraw`, {
    method: 'POST',
    body,
    schema: ZProforma,
    redirectOn404: false,
  });
}

export function useWithdrawProformaMutation(kind: SupplierKind, appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; version: number }) => withdrawProforma(kind, appointmentId, body),
    onSettled: () => refreshAfterChange(queryClient, kind, appointmentId),
    meta: { silent: true },
  });
}
