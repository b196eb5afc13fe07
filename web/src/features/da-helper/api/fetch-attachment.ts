import { messages } from '@portcall/contracts/messages';
import { ApiError } from '../../../api/api-error';
import { apiUrl, authHeaders } from '../../../api/http-client';

/**
 * GET disbursements/{proformaId}/attachment/{id} as a file, to hand to the helper: the buyer's web
 * passes the agent's invoice on, so the helper never reaches into another module's files.
 */
export async function fetchDisbursementAttachment(proformaId: number, attachment: { id: number; filename: string }) {
  const response = await fetch(apiUrl(`/secured/disbursements/${proformaId}/attachment/${attachment.id}`), {
    headers: authHeaders(),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError({ status: response.status, code: 'NOT_FOUND', message: messages.NOT_FOUND });
  return new File([await response.blob()], attachment.filename, {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  });
}
