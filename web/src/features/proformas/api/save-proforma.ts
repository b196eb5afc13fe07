import { type TProforma, type TProformaForm, ZProforma } from '@portcall/contracts/proformas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http-client';
import { proformaKeys, type SupplierKind } from './keys';

export interface SaveProformaInput {
  form: TProformaForm;
  /** The `attachments` parts; each expense's `files[].part` is an index into this list. */
  files: File[];
}

/**
 * The multipart body of a save. The `form` part goes as a plain text field: the server's
 * readMultipartForm only reads a non-file part named `form`, while the shared buildMultipart sends it
 * as a Blob, which arrives as a file named "blob" and leaves the form empty (reported to the lead).
 */
function toMultipart(input: SaveProformaInput): FormData {
  const body = new FormData();
  body.append('form', JSON.stringify(input.form));
  for (const file of input.files) body.append('attachments', file, file.name);
  return body;
}

/** POST {agent|vendor}/appointment/{id}/proforma/save (multipart `form` + `attachments`). */
export function saveProforma(kind: SupplierKind, appointmentId: number, input: SaveProformaInput): Promise<TProforma> {
  return apiRequest(`/secured/${kind}/appointment/${appointmentId}/proforma/save`, {
    method: 'POST',
    body: toMultipart(input),
    schema: ZProforma,
    redirectOn404: false,
  });
}

export function useSaveProformaMutation(kind: SupplierKind, appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProformaInput) => saveProforma(kind, appointmentId, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: proformaKeys.appointment(kind, appointmentId) }),
    meta: { silent: true },
  });
}
