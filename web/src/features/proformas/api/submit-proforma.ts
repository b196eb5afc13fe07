import { type TProforma, ZProforma } from '@portcall/contracts/proformas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';
import { refreshAfterChange, type SupplierKind } from './keys';
import type { SaveProformaInput } from './save-proforma';

/**
 * POST {agent|vendor}/appointment/{id}/proforma/save-and-submit: the draft as on screen, saved and
 * submitted in one transaction, so a refused submit leaves the stored draft as it was.
 */
export function saveAndSubmitProforma(
  kind: SupplierKind,
  appointmentId: number,
  input: SaveProformaInput,
): Promise<TProforma> {
  return apiRequest(`/secured/${kind}/appointment/${appointmentId}/proforma/save-and-submit`, {
    method: 'POST',
    body: buildMultipart(input.form, input.files),
    schema: ZProforma,
    redirectOn404: false,
  });
}

export function useSubmitProformaMutation(kind: SupplierKind, appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProformaInput) => saveAndSubmitProforma(kind, appointmentId, input),
    onSettled: () => refreshAfterChange(queryClient, kind, appointmentId),
    meta: { silent: true },
  });
}
