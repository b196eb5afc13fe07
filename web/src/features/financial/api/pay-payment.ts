import { type TPaymentWithWarnings, ZPaymentWithWarnings } from '@portcall/contracts/payments';
import { apiRequest } from '../../../api/http-client';

export interface PayInput {
  form: { paymentId: number; version: number; remittedAmount: string; paidDate?: string };
  files: File[];
  /** The attempt's Idempotency-Key: the same on a retry of the same request. */
  idempotencyKey: string;
}

/**
 * The pay body: `form` as a text part (the server's readMultipartForm reads only a non-file part named
 * `form`; the shared buildMultipart sends it as a file part) and the remittance documents.
 */
function toMultipart(form: PayInput['form'], files: File[]): FormData {
  const body = new FormData();
  body.append('form', JSON.stringify(form));
  for (const file of files) body.append('attachments', file, file.name);
  return body;
}

/** POST financial/payment/pay (multipart: `form` + remittance `attachments`); answers the warnings. */
export function payPayment({ form, files, idempotencyKey }: PayInput): Promise<TPaymentWithWarnings> {
  return apiRequest('/secured/financial/payment/pay', {
    method: 'POST',
    body: toMultipart(form, files),
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZPaymentWithWarnings,
  });
}
