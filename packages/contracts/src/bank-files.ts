import { z } from 'zod';
import { ZId, ZVersion } from './fields';
import { ZPaymentStatus } from './payments';

/**
 * The bank's own files (issue 44 item 2): the pain.001 payment file of the approved payments, and
 * the camt.053 / camt.054 statements imported back, each debit shown for the approver's decision.
 */

/** The EndToEndId of a payment in the payment file; the bank returns it on the statement line. */
export const endToEndIdOf = (paymentId: number) => `PORTCALL-PAY-${paymentId}`;
/** The payment id an EndToEndId of ours carries, or null for anyone else's. */
export function paymentIdOfEndToEndId(endToEndId: string | null | undefined): number | null {
  const match = /^PORTCALL-PAY-(\d{1,15})$/.exec(endToEndId?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * What the statement says against the payments: MATCHED (same payment, same amount), PARTIAL (the
 * payment, another amount: the approver decides), UNMATCHED (no payment), PAID (this booking paid the
 * payment, confirmed earlier), ALREADY_PAID (the payment was recorded paid another way).
 */
export const statementOutcomes = ['MATCHED', 'PARTIAL', 'UNMATCHED', 'PAID', 'ALREADY_PAID'] as const;
export const ZStatementOutcome = z.enum(statementOutcomes);
export type TStatementOutcome = z.infer<typeof ZStatementOutcome>;

export const ZStatementPayment = z.object({
  id: z.number(),
  proformaId: z.number(),
  status: ZPaymentStatus,
  version: z.number(),
  currency: z.string().nullable(),
  approvedAmount: z.string(),
  remittedAmount: z.string().nullable(),
  paidDate: z.string().nullable(),
});

export const ZStatementEntry = z.object({
  id: z.number(),
  bankReference: z.string().nullable(),
  endToEndId: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  bookingDate: z.string().nullable(),
  creditorName: z.string().nullable(),
  creditorAccount: z.string().nullable(),
  outcome: ZStatementOutcome,
  /** How it was matched: by the file's EndToEndId, or by amount, currency and the agent's account. */
  matchedBy: z.enum(['END_TO_END_ID', 'AMOUNT_AND_CREDITOR']).nullable(),
  payment: ZStatementPayment.nullable(),
});
export type TStatementEntry = z.infer<typeof ZStatementEntry>;

export const ZBankStatement = z.object({
  id: z.number(),
  messageType: z.enum(['camt.053', 'camt.054']),
  messageId: z.string(),
  filename: z.string(),
  createdAt: z.string(),
  entries: z.array(ZStatementEntry),
});
export type TBankStatement = z.infer<typeof ZBankStatement>;

/** The multipart `form` of an import: the file is the `statement` part. */
export const ZBankStatementImportForm = z.strictObject({});

export const ZBankStatementParams = z.strictObject({ id: ZId });

/** The bookings the approver confirms, each with the payment it pays (PARTIAL ones included by choice). */
export const ZBankStatementConfirm = z.strictObject({
  items: z
    .array(z.strictObject({ entryId: ZId, paymentId: ZId, version: ZVersion }))
    .min(1)
    .max(500),
});
export type TBankStatementConfirm = z.infer<typeof ZBankStatementConfirm>;
