import { type TProforma, type TProformaForm, ZProforma } from '@portcall/contracts/proformas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';
import { refreshAfterChange, type SupplierKind } from './keys';

export interface SaveProformaInput {
  form: TProformaForm;
  /** The `attachments` parts; each expense's `files[].part` is an index into this list. */
  files: File[];
}

/** POST {agent|vendor}/appointment/{id}/proforma/save (multipart `form` + `attachments`). */
export function saveProforma(kind: SupplierKind, appointmentId: number, input: SaveProformaInput): Promise<TProforma> {
  return apiRequest(`/secured/${kind}/appointment/${appointmentId}/proforma/save`, {
    method: 'POST',
    body: buildMultipart(input.form, input.files),
    schema: ZProforma,
    redirectOn404: false,
  });
}

export function useSaveProformaMutation(kind: SupplierKind, appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProformaInput) => saveProforma(kind, appointmentId, input),
    onSettled: () => refreshAfterChange(queryClient, kind, appointmentId),
    meta: { silent: true },
  });
}
