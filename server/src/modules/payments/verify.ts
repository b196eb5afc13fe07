import { createHash } from 'node:crypto';
import { messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import type { TVerifyBulkPaymentAnswer, TVerifyBulkPaymentForm } from '@portcall/contracts/payments';
import { AppError, conflict } from '../../platform/errors';
import { withStoredFiles } from '../../platform/files/cleanup';
import type { UploadedPart } from '../../platform/files/multipart';
import type { StoredFile } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import { createOutbox } from '../../platform/notify';
import { APPROVER, amountOf, type PaymentCore, type PaymentDeps, remittedWarnings } from './core';
import type { Idempotency } from './idempotency';
import { createPaymentNotices } from './notifications';
import type { PaymentRow } from './repo';

/**
 * payments/verify-bulk-payment: checks a bank's bulk payment against the platform's payments, in
 * one transaction. An APPROVED payment the bank paid becomes PAID (the same pay as
 * financial/payment/pay, with its movement); a PAID one is only compared with what was recorded, so
 * nothing is paid twice; any other state is reported NOT_PAYABLE and left alone, because the
 * platform never records a payment nobody approved. The bank's documents are attached to every
 * payment that is (or now becomes) PAID. A payment it pays tells its people as `pay` does.
 */
export function createVerifyBulkPayment(deps: PaymentDeps, core: PaymentCore, idempotency: Idempotency) {
  const { repo } = deps;
  const noticesOf = deps.findPeople ? createPaymentNotices({ ...deps, findPeople: deps.findPeople }) : undefined;

  return async function verifyBulkPayment(
    caller: Caller,
    form: TVerifyBulkPaymentForm,
    files: UploadedPart[],
    key?: string,
  ): Promise<TVerifyBulkPaymentAnswer> {
    const documents = files.filter((f) => f.field === 'attachments');
    if (documents.length === 0)
      throw new AppError(400, 'REMITTANCE_DOCUMENT_REQUIRED', { attachments: messages.REMITTANCE_DOCUMENT_REQUIRED });
    const fingerprint = {
      form,
      files: documents.map((f) => [f.filename, createHash('sha256').update(f.buffer).digest('hex')]),
    };
    const route = 'payments/verify-bulk-payment';
    const outbox = createOutbox(deps.notifier);
    const answer = await withStoredFiles(deps.files, (save) =>
      idempotency.once(caller, { key, route, fingerprint }, async (tx) => {
        // Rows are locked in id order, so two verifications of overlapping lists cannot deadlock.
        const rows = new Map<number, PaymentRow>();
        for (const id of form.items.map((i) => i.paymentId).sort((a, b) => a - b))
          rows.set(id, await core.reach(caller, APPROVER, id, tx, true));
        let stored: StoredFile[] | undefined;
        const storedDocuments = async () => {
          if (!stored) {
            stored = [];
            for (const f of documents) stored.push(await save(f.buffer, f.filename));
          }
          return stored;
        };
        const items: TVerifyBulkPaymentAnswer['items'] = [];
        for (const item of form.items) {
          const row = rows.get(item.paymentId) as PaymentRow;
          if (item.version !== undefined && item.version !== row.version) throw conflict('STALE_VERSION');
          const bank = new Decimal(item.remittedAmount);
          let outcome: 'PAID' | 'ALREADY_PAID' | 'NOT_PAYABLE' = 'NOT_PAYABLE';
          let matches = false;
          if (row.status === 'APPROVED') {
            const remitted = { id: row.id, version: row.version, remittedAmount: item.remittedAmount };
            await core.payOne(caller, remitted, form.paidDate, [], save, tx);
            outcome = 'PAID';
            matches = bank.equals(row.approvedAmount);
          } else if (row.status === 'PAID') {
            outcome = 'ALREADY_PAID';
            matches = bank.equals(row.remittedAmount ?? '0');
          }
          if (outcome !== 'NOT_PAYABLE') {
            const docs = await storedDocuments();
            await repo.insertAttachments(
              docs.map((d) => ({ paymentId: row.id, fileId: d.id, filename: d.name, size: d.size })),
              tx,
            );
          }
          await core.audit(
            tx,
            caller,
            row.id,
            'VERIFY_REMITTANCE',
            { status: row.status, remittedAmount: row.remittedAmount },
            { outcome, matches, bankRemittedAmount: item.remittedAmount, bankReference: form.bankReference ?? null },
          );
          const percentage = await repo.remittedBelowPercentage(row.companyId, tx);
          const current = (await repo.find(row.id, tx)) as PaymentRow;
          const payment = await core.toPayment(current, tx);
          if (outcome === 'PAID' && noticesOf) await outbox.record(await noticesOf(caller, 'PAY', payment, tx), tx);
          items.push({
            paymentId: row.id,
            outcome,
            remittedAmount: amountOf(bank),
            matches,
            warnings:
              outcome === 'NOT_PAYABLE' ? [] : remittedWarnings(row.approvedAmount, item.remittedAmount, percentage),
            payment,
          });
        }
        return { items };
      }),
    );
    await outbox.deliver();
    return answer;
  };
}
