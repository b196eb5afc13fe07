import { type TPaymentWithWarnings, ZPaymentWithWarnings } from '@portcall/contracts/payments';
import { apiRequest } from '../../../api/http-client';
import { buildMultipart } from '../../../api/multipart';

export interface PayInput {
  form: { paymentId: number; version: number; remittedAmount: string; paidDate?: string };
  files: File[];
  /** The attempt's Idempotency-Key: the same on a retry of the same request. */
  idempotencyKey: string;
}

/** POST financial/payment/pay (multipart: `form` + remittance `attachments`); answers the warnings. */
export function payPayment({ form, files, idempotencyKey }: PayInput): Promise<TPaymentWithWarnings> {
  return apiRequest('/secured/financial/payment/pay', {
    method: 'POST',
    body: buildMultipart(form, files),
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZPaymentWithWarnings,
  });
}
