import { type TProforma, ZProforma } from '@portcall/contracts/proformas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { proformaKeys, type SupplierKind } from './keys';

/** POST {agent|vendor}/appointment/{id}/proforma/submit {id, version}. */
export function submitProforma(
  kind: SupplierKind,
  appointmentId: number,
  body: { id: number; version: number },
): Promise<TProforma> {
  return apiRequest(`/secured/${kind}/appointment/${appointmentId}/proforma/submit`, {
    method: 'POST',
    body,
    schema: ZProforma,
    redirectOn404: false,
  });
}

export function useSubmitProformaMutation(kind: SupplierKind, appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; version: number }) => submitProforma(kind, appointmentId, body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: proformaKeys.appointment(kind, appointmentId) }),
    meta: { silent: true },
  });
}
