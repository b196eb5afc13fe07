import { createHash } from 'node:crypto';
import type { TAuthority } from '@portcall/contracts/access';
import { hasAuthority } from '@portcall/contracts/access';
import { formatMessage } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import type {
  TAdjustBalance,
  TBulkPay,
  TPayForm,
  TPayment,
  TPaymentWarning,
  TPaymentWithWarnings,
} from '@portcall/contracts/payments';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import type { UploadedPart } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import type { AppointmentCore } from '../appointments/core';
import type { EvaluationRepo } from '../evaluations/repo';
import type { MovementRow, PaymentRepo, PaymentRow } from './repo';

export interface PaymentDeps {
  db: Db;
  repo: PaymentRepo;
  evaluations: Pick<EvaluationRepo, 'findByProforma' | 'find'>;
  appointments: Pick<AppointmentCore, 'reach'>;
  /** Tells whether a company is a buyer (adjustments are made on buyers only). */
  companies: { isBuyer(companyId: number, tx: Db): Promise<boolean> };
  files: FileStorage;
  clock: () => Date;
}

const VIEW: TAuthority = 'FINANCIAL_VIEW';
const REVIEWER: TAuthority = 'FINANCIAL_PAYMENT_ORDER_REVIEWER';
const APPROVER: TAuthority = 'FINANCIAL_PAYMENT_ORDER_APPROVER';
/** States in which the amount still follows the evaluation's approved lines. */
const EDITABLE = ['DRAFT', 'BACK_FOR_REVIEW'] as const;

export interface IdempotencyContext {
  key?: string;
  route: string;
  /** What identifies the request: a retry must send the same. */
  fingerprint: unknown;
}

/**
 * The remitted-amount warnings of platform-core §8: below `percentage`% of the approved total, or
 * above it. Warnings, never errors: the money has already left the bank when this is recorded.
 */
export function remittedWarnings(approved: string, remitted: string, percentage: string): TPaymentWarning[] {
  const a = new Decimal(approved);
  const r = new Decimal(remitted);
  if (r.greaterThan(a)) return [{ code: 'REMITTED_ABOVE_APPROVED', message: formatMessage('REMITTED_ABOVE_APPROVED') }];
  if (r.lessThan(a.times(percentage).dividedBy(100)))
    return [
      {
        code: 'REMITTED_BELOW_PERCENTAGE',
        message: formatMessage('REMITTED_BELOW_PERCENTAGE', { percentage: new Decimal(percentage).toString() }),
      },
    ];
  return [];
}

const refuse = (state: string) => new AppError(409, 'PAYMENT_ACTION_NOT_ALLOWED', undefined, { state });

/**
 * Payments (operations §7 "Payments") and the buyer's cash-flow accounts. Every change runs in one
 * transaction with its audit row; every transition is a guarded UPDATE (state and version in the
 * WHERE), so of two concurrent approvals or pays exactly one wins.
 */
export function createPaymentService(deps: PaymentDeps) {
  const { db, repo } = deps;

  const amountOf = (v: Decimal.Value) => new Decimal(v).toFixed(2, Decimal.ROUND_HALF_UP);

  async function toPayment(row: PaymentRow, tx: Db = db): Promise<TPayment> {
    const attachments = await repo.attachments(row.id, tx);
    return {
      id: row.id,
      companyId: row.companyId,
      evaluationId: row.evaluationId,
      proformaId: row.proformaId,
      appointmentId: row.appointmentId,
      currency: row.currency,
      status: row.status as TPayment['status'],
      approvedAmount: amountOf(row.approvedAmount),
      remittedAmount: row.remittedAmount === null ? null : amountOf(row.remittedAmount),
      paidDate: row.paidDate,
      requestedById: row.requestedById,
      approvedById: row.approvedById,
      paidById: row.paidById,
      comments: row.comments,
      attachments: attachments.map((a) => ({ id: a.id, filename: a.filename, size: a.size })),
      version: row.version,
    };
  }

  /** A payment the buyer reaches (company and region rules through its appointment), else 404. */
  async function reach(caller: Caller, authority: TAuthority | readonly TAuthority[], id: number, tx: Db) {
    const row = await repo.find(id, tx);
    if (!row) throw notFound();
    await deps.appointments.reach(caller, { product: 'FINANCIAL', authority }, row.appointmentId, tx);
    return row;
  }

  async function audit(tx: Db, caller: Caller, id: number, action: string, before: unknown, after: unknown) {
    await writeAudit(tx, {
      profileId: caller.profileId,
      companyId: caller.companyId,
      entity: 'payment',
      entityId: id,
      action,
      before,
      after,
    });
  }

  /** Moves a payment from one of `from` at `version`; a lost race or a stale version is 409. */
  async function move(
    caller: Caller,
    row: PaymentRow,
    version: number,
    from: readonly string[],
    values: Partial<PaymentRow>,
    action: string,
    tx: Db,
  ) {
    if (row.version !== version) throw conflict('STALE_VERSION');
    if (!from.includes(row.status)) throw refuse(row.status);
    const updated = await repo.transition(row.id, version, from, values, tx);
    if (!updated) throw conflict('STALE_VERSION');
    await audit(
      tx,
      caller,
      row.id,
      action,
      { status: row.status, version: row.version },
      { status: updated.status, approvedAmount: updated.approvedAmount, remittedAmount: updated.remittedAmount },
    );
    return updated;
  }

  /**
   * Runs `work` once per Idempotency-Key (DESIGN §5): the key is claimed in the same transaction, so
   * a retry (even a concurrent one, which waits on the claim) gets the stored first answer and
   * changes nothing; the same key with a different request is 409 IDEMPOTENCY_KEY_REUSED. An error
   * rolls the claim back with everything else, so a failed request may be retried with its key.
   */
  async function once<T>(caller: Caller, idem: IdempotencyContext, work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      if (!idem.key) return work(tx);
      const requestHash = createHash('sha256').update(JSON.stringify(idem.fingerprint)).digest('hex');
      const claimed = await repo.claimKey(
        { companyId: caller.companyId, key: idem.key, route: idem.route, requestHash },
        tx,
      );
      if (!claimed) {
        const stored = await repo.findKey(caller.companyId, idem.key, idem.route, tx);
        if (!stored || stored.requestHash !== requestHash) throw conflict('IDEMPOTENCY_KEY_REUSED');
        return stored.body as T;
      }
      const answer = await work(tx);
      await repo.storeAnswer(caller.companyId, idem.key, idem.route, 200, answer, tx);
      return answer;
    });
  }

  async function payOne(
    caller: Caller,
    item: { id: number; version: number; remittedAmount?: string },
    paidDate: string | undefined,
    files: UploadedPart[],
    tx: Db,
  ): Promise<TPaymentWithWarnings> {
    const row = await reach(caller, APPROVER, item.id, tx);
    if (row.status !== 'APPROVED' && row.version === item.version) throw refuse(row.status);
    const remitted = item.remittedAmount ?? row.approvedAmount;
    const paid = await move(
      caller,
      row,
      item.version,
      ['APPROVED'],
      {
        status: 'PAID',
        remittedAmount: remitted,
        paidDate: paidDate ?? deps.clock().toISOString().slice(0, 10),
        paidById: caller.profileId,
      },
      'PAY',
      tx,
    );
    const account = await repo.account(row.companyId, row.currency ?? 'EUR', tx);
    // Unique per payment in the database: a second PAYMENT movement for it cannot exist.
    await repo.insertMovement(
      { accountId: account.id, kind: 'PAYMENT', amount: remitted, paymentId: row.id, createdById: caller.profileId },
      tx,
    );
    const stored = [];
    for (const f of files) {
      const s = await deps.files.save(f.buffer, f.filename);
      stored.push({ paymentId: row.id, fileId: s.id, filename: s.name, size: s.size });
    }
    await repo.insertAttachments(stored, tx);
    const percentage = await repo.remittedBelowPercentage(row.companyId, tx);
    return { ...(await toPayment(paid, tx)), warnings: remittedWarnings(paid.approvedAmount, remitted, percentage) };
  }

  function movementOf(m: MovementRow, currency: string) {
    return {
      id: m.id,
      accountId: m.accountId,
      currency,
      kind: m.kind as 'PAYMENT' | 'ADJUSTMENT',
      amount: amountOf(m.amount),
      paymentId: m.paymentId,
      reason: m.reason,
      createdById: m.createdById,
      createdAt: m.createdAt.toISOString(),
    };
  }

  /** Cash-flow reads: the buyer's own company (else 404) with FINANCIAL, or an ADMIN_FINANCIAL admin. */
  function requireBuyerReader(caller: Caller, buyerId: number) {
    if (caller.type === 'ADMIN') {
      if (!hasAuthority(caller, 'ADMIN_FINANCIAL')) throw forbidden();
      return;
    }
    if (!caller.products.includes('FINANCIAL') || !hasAuthority(caller, VIEW)) throw forbidden();
    if (caller.companyId !== buyerId) throw notFound();
  }

  return {
    /** One payment (financial/payments/{id}). */
    async load(caller: Caller, id: number): Promise<TPayment> {
      return db.transaction(async (tx) => toPayment(await reach(caller, VIEW, id, tx), tx));
    },

    /**
     * The payment of a DA (proforma/{id}/payment): created DRAFT on first read; while DRAFT or
     * BACK_FOR_REVIEW its amount follows the evaluation's approved lines.
     */
    async ofProforma(caller: Caller, proformaId: number): Promise<TPayment> {
      return db.transaction(async (tx) => {
        const evaluation = await deps.evaluations.findByProforma(proformaId, tx);
        if (!evaluation) throw notFound();
        await deps.appointments.reach(caller, { product: 'FINANCIAL', authority: VIEW }, evaluation.appointmentId, tx);
        await repo.insertIfMissing(
          {
            companyId: evaluation.companyId,
            evaluationId: evaluation.id,
            proformaId,
            appointmentId: evaluation.appointmentId,
            currency: evaluation.currency,
            approvedAmount: await repo.approvedTotal(evaluation.id, tx),
          },
          tx,
        );
        let row = (await repo.findByEvaluation(evaluation.id, tx)) as PaymentRow;
        if ((EDITABLE as readonly string[]).includes(row.status)) {
          const total = await repo.approvedTotal(evaluation.id, tx);
          if (!new Decimal(total).equals(row.approvedAmount))
            row = (await repo.transition(row.id, row.version, EDITABLE, { approvedAmount: total }, tx)) ?? row;
        }
        return toPayment(row, tx);
      });
    },

    /** DRAFT | BACK_FOR_REVIEW -> PENDING_APPROVAL by a reviewer; the approved total is frozen here. */
    async requestApproval(caller: Caller, id: number, version: number): Promise<TPayment> {
      return db.transaction(async (tx) => {
        const row = await reach(caller, REVIEWER, id, tx);
        const total = await repo.approvedTotal(row.evaluationId, tx);
        if (!new Decimal(total).greaterThan(0)) throw conflict('NOTHING_APPROVED_TO_PAY');
        const updated = await move(
          caller,
          row,
          version,
          EDITABLE,
          { status: 'PENDING_APPROVAL', approvedAmount: total, requestedById: caller.profileId, comments: null },
          'REQUEST_APPROVAL',
          tx,
        );
        return toPayment(updated, tx);
      });
    },

    /** PENDING_APPROVAL -> APPROVED by an approver who did not request it (four eyes). */
    async approve(caller: Caller, id: number, version: number): Promise<TPayment> {
      return db.transaction(async (tx) => toPayment(await approveOne(caller, id, version, tx), tx));
    },

    /** Approves several payments, all or nothing. */
    async bulkApprove(caller: Caller, items: Array<{ id: number; version: number }>): Promise<TPayment[]> {
      return db.transaction(async (tx) => {
        const answers: TPayment[] = [];
        for (const item of items)
          answers.push(await toPayment(await approveOne(caller, item.id, item.version, tx), tx));
        return answers;
      });
    },

    /** PENDING_APPROVAL | APPROVED -> BACK_FOR_REVIEW, by a reviewer or an approver, with comments. */
    async backForReview(caller: Caller, id: number, body: { version: number; comments?: string }) {
      return db.transaction(async (tx) => {
        const row = await reach(caller, [REVIEWER, APPROVER], id, tx);
        const updated = await move(
          caller,
          row,
          body.version,
          ['PENDING_APPROVAL', 'APPROVED'],
          { status: 'BACK_FOR_REVIEW', approvedById: null, comments: body.comments ?? null },
          'BACK_FOR_REVIEW',
          tx,
        );
        return toPayment(updated, tx);
      });
    },

    /** APPROVED -> PAID with remittance documents; answers the remitted-amount warnings. */
    async pay(caller: Caller, form: TPayForm, files: UploadedPart[], key?: string) {
      const fingerprint = {
        form,
        files: files.map((f) => [f.filename, createHash('sha256').update(f.buffer).digest('hex')]),
      };
      return once(caller, { key, route: 'financial/payment/pay', fingerprint }, (tx) =>
        payOne(caller, { id: form.paymentId, ...form }, form.paidDate, files, tx),
      );
    },

    /** Pays several approved payments, all or nothing. */
    async bulkPay(caller: Caller, body: TBulkPay, key?: string) {
      return once(caller, { key, route: 'financial/payments/bulk-pay', fingerprint: body }, async (tx) => {
        const items: TPaymentWithWarnings[] = [];
        for (const item of body.items) items.push(await payOne(caller, item, body.paidDate, [], tx));
        return { items };
      });
    },

    /** Deletes a DA's payment while DRAFT or BACK_FOR_REVIEW (it is created again on the next read). */
    async deleteOfProforma(caller: Caller, proformaId: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const evaluation = await deps.evaluations.findByProforma(proformaId, tx);
        if (!evaluation) throw notFound();
        const payment = await repo.findByEvaluation(evaluation.id, tx);
        if (!payment) throw notFound();
        const row = await reach(caller, REVIEWER, payment.id, tx);
        await move(caller, row, version, EDITABLE, {}, 'DELETE', tx);
        await repo.remove(row.id, tx);
      });
    },

    async cashFlowAccounts(caller: Caller, buyerId: number) {
      requireBuyerReader(caller, buyerId);
      const rows = await repo.accounts(buyerId);
      return rows.map((r) => ({ ...r, balance: amountOf(r.balance) }));
    },

    async cashFlowMovements(caller: Caller, buyerId: number, query: { fromDate?: string; toDate?: string }) {
      requireBuyerReader(caller, buyerId);
      const to = query.toDate ? new Date(`${query.toDate}T00:00:00Z`) : undefined;
      if (to) to.setUTCDate(to.getUTCDate() + 1);
      const rows = await repo.movements(buyerId, {
        from: query.fromDate ? new Date(`${query.fromDate}T00:00:00Z`) : undefined,
        to,
      });
      return rows.map((r) => movementOf(r.movement, r.currency));
    },

    /** An administrator's signed adjustment of a buyer's balance (ADMIN_ADJUST_BALANCE), audited. */
    async adjust(caller: Caller, form: TAdjustBalance, key?: string) {
      return once(caller, { key, route: 'financial/payment/adjust', fingerprint: form }, async (tx) => {
        if (!(await deps.companies.isBuyer(form.buyerId, tx))) throw notFound();
        const account = await repo.account(form.buyerId, form.currency, tx);
        const movement = await repo.insertMovement(
          {
            accountId: account.id,
            kind: 'ADJUSTMENT',
            amount: form.amount,
            reason: form.reason,
            createdById: caller.profileId,
          },
          tx,
        );
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'cash_flow_account',
          entityId: account.id,
          action: 'ADJUST',
          after: { buyerId: form.buyerId, currency: form.currency, amount: form.amount, reason: form.reason },
        });
        const balance = (await repo.accounts(form.buyerId, tx)).find((a) => a.id === account.id)?.balance ?? '0';
        return {
          account: { id: account.id, companyId: form.buyerId, currency: form.currency, balance: amountOf(balance) },
          movement: movementOf(movement, form.currency),
        };
      });
    },
  };

  async function approveOne(caller: Caller, id: number, version: number, tx: Db) {
    const row = await reach(caller, APPROVER, id, tx);
    if (row.status === 'PENDING_APPROVAL' && row.requestedById === caller.profileId)
      throw new AppError(403, 'PAYMENT_SELF_APPROVAL');
    return move(
      caller,
      row,
      version,
      ['PENDING_APPROVAL'],
      { status: 'APPROVED', approvedById: caller.profileId },
      'APPROVE',
      tx,
    );
  }
}
export type PaymentService = ReturnType<typeof createPaymentService>;
