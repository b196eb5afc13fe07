import { createHash } from 'node:crypto';
import { hasAuthority } from '@portcall/contracts/access';
import { messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import type {
  TAdjustBalance,
  TBulkPay,
  TPayForm,
  TPayment,
  TPaymentRequestApproval,
  TPaymentWithWarnings,
} from '@portcall/contracts/payments';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import { withStoredFiles } from '../../platform/files/cleanup';
import type { UploadedPart } from '../../platform/files/multipart';
import type { Caller } from '../../platform/http/access';
import { requireAllowed } from '../../platform/http/policy';
import { requireMinorUnits } from '../../platform/money';
import { createOutbox, type Outbox } from '../../platform/notify';
import { earliestPaymentDueDate } from '../evaluations/module';
import {
  APPROVER,
  amountOf,
  createPaymentCore,
  EDITABLE,
  type PaymentDeps,
  REVIEWER,
  remittedWarnings,
  VIEW,
} from './core';
import { createIdempotency } from './idempotency';
import { requireInstructionRole } from './instructions';
import { createPaymentNotices, type PaymentNotice } from './notifications';
import type { MovementRow, PaymentRepo, PaymentRow } from './repo';
import { createVerifyBulkPayment } from './verify';

export type { PaymentDeps } from './core';
export type { IdempotencyContext } from './idempotency';
export { remittedWarnings };

/**
 * Payments (operations §7 "Payments") and the buyer's cash-flow accounts. Every change runs in one
 * transaction with its audit row; every transition is a guarded UPDATE (state and version in the
 * WHERE), so of two concurrent approvals or pays exactly one wins.
 */
export function createPaymentService(deps: PaymentDeps) {
  const { db, repo } = deps;

  const core = createPaymentCore(deps);
  const { toPayment, reach, move, payOne } = core;
  const idempotency = createIdempotency(deps);
  const { once } = idempotency;
  const noticesOf = deps.findPeople ? createPaymentNotices({ ...deps, findPeople: deps.findPeople }) : undefined;

  /** Records what a payment step tells its people, in the step's transaction. */
  async function tell(
    outbox: Outbox,
    caller: Caller,
    notice: PaymentNotice,
    payment: TPayment,
    tx: Db,
    comments?: string | null,
  ) {
    if (noticesOf) await outbox.record(await noticesOf(caller, notice, payment, tx, comments), tx);
  }

  /** Creates the DA's DRAFT payment unless it exists, and records its state on the evaluation. */
  async function createIfMissing(values: Parameters<PaymentRepo['insertIfMissing']>[0], tx: Db) {
    if (await repo.insertIfMissing(values, tx))
      await deps.evaluations.recordPaymentState(values.evaluationId, 'DRAFT', tx);
  }

  /** Runs a step in one transaction and delivers its notifications once it has committed. */
  async function inTransaction<T>(work: (tx: Db, outbox: Outbox) => Promise<T>): Promise<T> {
    const outbox = createOutbox(deps.notifier);
    const answer = await db.transaction((tx) => work(tx, outbox));
    await outbox.deliver();
    return answer;
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
    /** payments/verify-bulk-payment (verify.ts). */
    verifyBulkPayment: createVerifyBulkPayment(deps, core, idempotency),

    /** Purges expired Idempotency-Keys now, and starts the periodic purge (the app stops it on close). */
    purgeExpiredKeys: idempotency.purgeExpired,
    startIdempotencySweep: idempotency.startSweep,

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
        // A withdrawn DA gets no payment: made here, it would be an orphan nothing can move on.
        const existing = await repo.findByEvaluation(evaluation.id, tx);
        if (!existing && evaluation.status !== 'OPEN') throw conflict('EVALUATION_NOT_OPEN');
        await createIfMissing(
          {
            companyId: evaluation.companyId,
            evaluationId: evaluation.id,
            proformaId,
            appointmentId: evaluation.appointmentId,
            currency: evaluation.currency,
            approvedAmount: await deps.evaluations.approvedTotal(evaluation.id, tx),
          },
          tx,
        );
        let row = (await repo.findByEvaluation(evaluation.id, tx)) as PaymentRow;
        if ((EDITABLE as readonly string[]).includes(row.status)) {
          const total = await deps.evaluations.approvedTotal(evaluation.id, tx);
          if (!new Decimal(total).equals(row.approvedAmount))
            row = (await repo.transition(row.id, row.version, EDITABLE, { approvedAmount: total }, tx)) ?? row;
        }
        return toPayment(row, tx);
      });
    },

    /**
     * DRAFT | BACK_FOR_REVIEW -> PENDING_APPROVAL by a reviewer; the approved total is frozen here.
     * The reviewer may choose the DA's instructions and due date in the same step (the financial
     * page offers them when the evaluation left them unset): saved on the evaluation with the
     * evaluation's own rules, in this transaction.
     */
    async requestApproval(caller: Caller, id: number, body: TPaymentRequestApproval): Promise<TPayment> {
      return inTransaction(async (tx, outbox) => {
        const row = await reach(caller, REVIEWER, id, tx);
        // All in this transaction: a refused move (stale, wrong state) leaves the evaluation unchanged.
        if (body.paymentInstructionId !== undefined || body.paymentDueDate !== undefined)
          await choosePaymentDetails(caller, row.evaluationId, body, tx);
        // Every evaluation action locks the evaluation row: locking it here keeps a revert from
        // slipping between this total and the freeze (the payment guard, evaluations/payment-guard.ts).
        const instruction = await paymentDetailsOf(row.evaluationId, tx);
        const total = await deps.evaluations.approvedTotal(row.evaluationId, tx);
        if (!new Decimal(total).greaterThan(0)) throw conflict('NOTHING_APPROVED_TO_PAY');
        requireInstructionRole(instruction, caller, 'REQUEST_APPROVAL', total);
        const updated = await move(
          caller,
          row,
          body.version,
          EDITABLE,
          { status: 'PENDING_APPROVAL', approvedAmount: total, requestedById: caller.profileId, comments: null },
          'REQUEST_APPROVAL',
          tx,
        );
        const payment = await toPayment(updated, tx);
        await tell(outbox, caller, 'REQUEST_APPROVAL', payment, tx);
        return payment;
      });
    },

    /**
     * An evaluation's payment request (evaluation `apr-submit`): creates or refreshes the DA's payment
     * and requests its approval as `requestApproval` does, in the evaluation's transaction (the
     * evaluations module has already scoped the caller and checked the instructions and due date).
     * When the caller may not request approval itself (not a reviewer, or the instruction names
     * another), the payment stays DRAFT, ready in the reviewer's queue on the financial page, and the
     * reviewers are told. Notifications go into the evaluation's `outbox`, delivered after its commit.
     */
    async requestApprovalOfEvaluation(
      caller: Caller,
      evaluation: {
        id: number;
        proformaId: number;
        appointmentId: number;
        companyId: number;
        currency: string | null;
        paymentInstructionId: number | null;
      },
      tx: Db,
      outbox: Outbox = createOutbox(undefined),
    ): Promise<TPayment> {
      const total = await deps.evaluations.approvedTotal(evaluation.id, tx);
      await createIfMissing(
        {
          companyId: evaluation.companyId,
          evaluationId: evaluation.id,
          proformaId: evaluation.proformaId,
          appointmentId: evaluation.appointmentId,
          currency: evaluation.currency,
          approvedAmount: total,
        },
        tx,
      );
      const row = (await repo.findByEvaluation(evaluation.id, tx)) as PaymentRow;
      if (!new Decimal(total).greaterThan(0)) throw conflict('NOTHING_APPROVED_TO_PAY');
      const instruction =
        evaluation.paymentInstructionId === null
          ? undefined
          : await deps.instructions.find(evaluation.companyId, evaluation.paymentInstructionId, tx);
      const mayRequest =
        caller.products.includes('FINANCIAL') &&
        hasAuthority(caller, REVIEWER) &&
        (!instruction || instruction.reviewerId === null || instruction.reviewerId === caller.profileId);
      if (!mayRequest) {
        if (!(EDITABLE as readonly string[]).includes(row.status))
          throw new AppError(409, 'PAYMENT_ACTION_NOT_ALLOWED', undefined, { state: row.status });
        const refreshed = new Decimal(total).equals(row.approvedAmount)
          ? row
          : ((await repo.transition(row.id, row.version, EDITABLE, { approvedAmount: total }, tx)) ?? row);
        const payment = await toPayment(refreshed, tx);
        await tell(outbox, caller, 'READY_FOR_REVIEW', payment, tx);
        return payment;
      }
      const updated = await move(
        caller,
        row,
        row.version,
        EDITABLE,
        { status: 'PENDING_APPROVAL', approvedAmount: total, requestedById: caller.profileId, comments: null },
        'REQUEST_APPROVAL',
        tx,
      );
      const payment = await toPayment(updated, tx);
      await tell(outbox, caller, 'REQUEST_APPROVAL', payment, tx);
      return payment;
    },

    /** PENDING_APPROVAL -> APPROVED by an approver who did not request it (four eyes). */
    async approve(caller: Caller, id: number, version: number): Promise<TPayment> {
      return inTransaction(async (tx, outbox) => {
        const payment = await toPayment(await approveOne(caller, id, version, tx), tx);
        await tell(outbox, caller, 'APPROVE', payment, tx);
        return payment;
      });
    },

    /** Approves several payments, all or nothing. */
    async bulkApprove(caller: Caller, items: Array<{ id: number; version: number }>): Promise<TPayment[]> {
      return inTransaction(async (tx, outbox) => {
        const answers: TPayment[] = [];
        for (const item of items) {
          const payment = await toPayment(await approveOne(caller, item.id, item.version, tx), tx);
          await tell(outbox, caller, 'APPROVE', payment, tx);
          answers.push(payment);
        }
        return answers;
      });
    },

    /** PENDING_APPROVAL | APPROVED -> BACK_FOR_REVIEW, by a reviewer or an approver, with comments. */
    async backForReview(caller: Caller, id: number, body: { version: number; comments?: string }) {
      return inTransaction(async (tx, outbox) => {
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
        const payment = await toPayment(updated, tx);
        await tell(outbox, caller, 'BACK_FOR_REVIEW', payment, tx, body.comments);
        return payment;
      });
    },

    /** APPROVED -> PAID with remittance documents; answers the remitted-amount warnings. */
    async pay(caller: Caller, form: TPayForm, files: UploadedPart[], key?: string) {
      const fingerprint = {
        form,
        files: files.map((f) => [f.filename, createHash('sha256').update(f.buffer).digest('hex')]),
      };
      const outbox = createOutbox(deps.notifier);
      const answer = await withStoredFiles(deps.files, (save) =>
        once(caller, { key, route: 'financial/payment/pay', fingerprint }, async (tx) => {
          const paid = await payOne(caller, { id: form.paymentId, ...form }, form.paidDate, files, save, tx);
          await tell(outbox, caller, 'PAY', paid, tx);
          return paid;
        }),
      );
      await outbox.deliver();
      return answer;
    },

    /** Pays several approved payments, all or nothing. */
    async bulkPay(caller: Caller, body: TBulkPay, key?: string) {
      const outbox = createOutbox(deps.notifier);
      const answer = await once(
        caller,
        { key, route: 'financial/payments/bulk-pay', fingerprint: body },
        async (tx) => {
          const items: TPaymentWithWarnings[] = [];
          for (const item of body.items) {
            const paid = await payOne(caller, item, body.paidDate, [], deps.files.save, tx);
            await tell(outbox, caller, 'PAY', paid, tx);
            items.push(paid);
          }
          return { items };
        },
      );
      await outbox.deliver();
      return answer;
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
        await deps.evaluations.recordPaymentState(row.evaluationId, null, tx);
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
        requireMinorUnits(await deps.currencies.currency(form.currency, tx), [['amount', form.amount]]);
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

  /**
   * Saves the instructions and due date a reviewer chose on the financial page onto the DA's
   * evaluation, with the rules of the evaluation's own calls: an open evaluation, an active
   * instruction of its buyer in its currency, a due date not before the DA's date. Audited as the
   * evaluation's SAVE_PAYMENT_DETAILS. The evaluation row is locked.
   */
  async function choosePaymentDetails(
    caller: Caller,
    evaluationId: number,
    body: Pick<TPaymentRequestApproval, 'paymentInstructionId' | 'paymentDueDate'>,
    tx: Db,
  ) {
    const evaluation = await deps.evaluations.find(evaluationId, tx, true);
    if (!evaluation) throw notFound();
    if (evaluation.status !== 'OPEN') throw conflict('EVALUATION_NOT_OPEN');
    const values: { paymentInstructionId?: number; paymentDueDate?: string } = {};
    if (body.paymentInstructionId !== undefined) {
      const instruction = await deps.instructions.find(evaluation.companyId, body.paymentInstructionId, tx);
      if (!instruction?.isActive || instruction.currency !== evaluation.currency)
        throw new AppError(400, 'UNKNOWN_PAYMENT_INSTRUCTION', {
          paymentInstructionId: messages.UNKNOWN_PAYMENT_INSTRUCTION,
        });
      values.paymentInstructionId = instruction.id;
    }
    if (body.paymentDueDate !== undefined) {
      if (body.paymentDueDate < earliestPaymentDueDate(evaluation))
        throw new AppError(400, 'PAYMENT_DUE_DATE_TOO_EARLY', { paymentDueDate: messages.PAYMENT_DUE_DATE_TOO_EARLY });
      values.paymentDueDate = body.paymentDueDate;
    }
    const updated = await deps.evaluations.update(evaluation.id, evaluation.version, values, tx);
    if (!updated) throw conflict('STALE_VERSION');
    await writeAudit(tx, {
      profileId: caller.profileId,
      companyId: caller.companyId,
      entity: 'evaluation',
      entityId: evaluation.id,
      action: 'SAVE_PAYMENT_DETAILS',
      before: { paymentInstructionId: evaluation.paymentInstructionId, paymentDueDate: evaluation.paymentDueDate },
      after: values,
    });
  }

  /**
   * The DA's payment instruction, checked as a payment request needs it on either screen (the
   * evaluation's `apr-submit` and the financial page): chosen, active, in the DA's currency, with a
   * due date. Locks the evaluation row.
   */
  async function paymentDetailsOf(evaluationId: number, tx: Db) {
    const evaluation = await deps.evaluations.find(evaluationId, tx, true);
    if (!evaluation) throw notFound();
    if (evaluation.paymentInstructionId === null) throw conflict('APR_MISSING_PAYMENT_INSTRUCTIONS');
    const instruction = await deps.instructions.find(evaluation.companyId, evaluation.paymentInstructionId, tx);
    if (!instruction?.isActive || instruction.currency !== evaluation.currency)
      throw conflict('UNKNOWN_PAYMENT_INSTRUCTION');
    if (evaluation.paymentDueDate === null) throw conflict('APR_MISSING_DUE_DATE');
    return instruction;
  }

  async function approveOne(caller: Caller, id: number, version: number, tx: Db) {
    const row = await reach(caller, APPROVER, id, tx);
    if (row.status === 'PENDING_APPROVAL')
      requireAllowed('PAYMENT_APPROVE', caller, { requestedById: row.requestedById });
    const evaluation = await deps.evaluations.find(row.evaluationId, tx);
    if (evaluation?.paymentInstructionId)
      requireInstructionRole(
        await deps.instructions.find(row.companyId, evaluation.paymentInstructionId, tx),
        caller,
        'APPROVE',
        row.approvedAmount,
      );
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
