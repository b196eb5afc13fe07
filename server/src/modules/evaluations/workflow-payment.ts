import { messages } from '@portcall/contracts/messages';
import { Decimal, sumAmounts } from '@portcall/contracts/money';
import type { TPayment } from '@portcall/contracts/payments';
import type { Db } from '../../platform/db/client';
import { AppError, conflict } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { createOutbox, type Notifier } from '../../platform/notify';
import { type EvaluationCore, type EvaluationDeps, evaluatedAmount } from './core';
import { requirePaymentOpen } from './payment-guard';
import type { EvaluationRow, ExpenseEvaluationRow } from './repo';
import type { ChartererReportRow, WorkflowRepo } from './workflow-repo';

/**
 * The earliest payment due date of a DA: its invoice date, else the day it was submitted (its
 * evaluation's birth). The evaluation's and the financial page's choice of a due date both hold to it.
 */
export const earliestPaymentDueDate = (row: Pick<EvaluationRow, 'invoiceDate' | 'createdAt'>): string =>
  row.invoiceDate ?? row.createdAt.toISOString().slice(0, 10);

const money = (v: Decimal.Value) => new Decimal(v).toFixed(2, Decimal.ROUND_HALF_UP);
const LIVE = (i: ExpenseEvaluationRow) => i.status !== 'DELETED' && i.status !== 'REJECTED';

/** The lines that carry money of their own: live lines without live children, and live children. */
export function payableLeaves(items: ExpenseEvaluationRow[]) {
  const live = items.filter(LIVE);
  const liveParents = new Set(live.filter((i) => i.parentId !== null).map((i) => i.parentId));
  return live.filter((i) =>
    i.parentId === null ? !liveParents.has(i.id) : live.some((p) => p.id === i.parentId && p.parentId === null),
  );
}

/**
 * The charterers' part of each APPROVED leaf: a CHARTERER split child's evaluated amount, or a whole
 * line's verified charterer amount when above zero.
 */
function chartererLines(items: ExpenseEvaluationRow[], currency: string | null) {
  return payableLeaves(items)
    .filter((i) => i.status === 'APPROVED')
    .map((i) => {
      const amount =
        i.parentId !== null
          ? i.splitType === 'CHARTERER'
            ? evaluatedAmount(i)
            : null
          : i.chartererAmount !== null && new Decimal(i.chartererAmount).gt(0)
            ? i.chartererAmount
            : null;
      return amount === null
        ? null
        : {
            expenseEvaluationId: i.id,
            parentId: i.parentId,
            section: i.section as 'PORT_EXPENSES' | 'AGENCY_EXPENSES' | 'HUSBANDRY_EXPENSES',
            name: i.name,
            code: i.code,
            amount: money(amount),
            currency,
          };
    })
    .filter((l) => l !== null);
}

const totalsOf = (lines: Array<{ amount: string; currency: string | null }>) =>
  [...new Set(lines.map((l) => l.currency))].map((currency) => ({
    currency,
    total: money(sumAmounts(lines.filter((l) => l.currency === currency).map((l) => l.amount))),
  }));

/**
 * What an evaluation asks of payments: a buyer's payment instruction, and the DA's payment request.
 * The payments module implements it (it depends on evaluations, never the reverse); app.ts passes it.
 */
export interface PaymentsPort {
  instructions: {
    find(companyId: number, id: number, tx: Db): Promise<{ isActive: boolean; currency: string } | undefined>;
  };
  requests: {
    requestApprovalOfEvaluation(
      caller: Caller,
      evaluation: EvaluationRow,
      tx: Db,
      outbox: ReturnType<typeof createOutbox>,
    ): Promise<TPayment>;
  };
}

/**
 * Payment details on an evaluation (instructions, due date), the payment request (`apr-submit`) and
 * the charterer account report.
 */
export function createPaymentWorkflow(
  deps: EvaluationDeps & {
    core: EvaluationCore;
    workflow: WorkflowRepo;
    payments: PaymentsPort;
    /** Delivers, after the commit, what the payment request told its reviewers or approvers. */
    notifier?: Pick<Notifier, 'record' | 'deliver'>;
  },
) {
  const { db, repo, core, workflow } = deps;

  const details = (row: EvaluationRow) => ({
    evaluationId: row.id,
    paymentInstructionId: row.paymentInstructionId,
    paymentDueDate: row.paymentDueDate,
    version: row.version,
  });

  /** An active instruction of the evaluation's buyer in the evaluation currency; else 400. */
  async function instruction(row: EvaluationRow, id: number, tx: Db) {
    const found = await deps.payments.instructions.find(row.companyId, id, tx);
    if (!found?.isActive || found.currency !== row.currency)
      throw new AppError(400, 'UNKNOWN_PAYMENT_INSTRUCTION', {
        paymentInstructionId: messages.UNKNOWN_PAYMENT_INSTRUCTION,
      });
    return found;
  }

  async function update(caller: Caller, row: EvaluationRow, version: number, values: Partial<EvaluationRow>, tx: Db) {
    core.requireVersion(row, version);
    const updated = await repo.update(row.id, version, values, tx);
    if (!updated) throw conflict('STALE_VERSION');
    await core.audit(tx, caller, 'evaluation', row.id, 'SAVE_PAYMENT_DETAILS', details(row), values);
    return details(updated);
  }

  async function available(row: EvaluationRow, tx: Db) {
    const reported = new Set(
      (await workflow.reports(row.id, tx)).flatMap((r) => r.lines.map((l) => l.expenseEvaluationId)),
    );
    return chartererLines(await repo.items(row.id, tx), row.currency).filter(
      (l) => !reported.has(l.expenseEvaluationId),
    );
  }

  return {
    /** Where the payment goes from: changing it once the payment is under approval would redirect money. */
    async saveInstructions(caller: Caller, input: { id: number; version: number; paymentInstructionId: number }) {
      return db.transaction(async (tx) => {
        const row = await core.reach(caller, 'DA_EVALUATION_VERIFY', input.id, tx, { lock: true, open: true });
        await requirePaymentOpen(tx, row.id);
        await instruction(row, input.paymentInstructionId, tx);
        return update(caller, row, input.version, { paymentInstructionId: input.paymentInstructionId }, tx);
      });
    },

    /** Not before the DA's date (earliestPaymentDueDate). */
    async saveDueDate(caller: Caller, input: { id: number; version: number; paymentDueDate: string }) {
      return db.transaction(async (tx) => {
        const row = await core.reach(caller, 'DA_EVALUATION_VERIFY', input.id, tx, { lock: true, open: true });
        if (input.paymentDueDate < earliestPaymentDueDate(row))
          throw new AppError(400, 'PAYMENT_DUE_DATE_TOO_EARLY', {
            paymentDueDate: messages.PAYMENT_DUE_DATE_TOO_EARLY,
          });
        return update(caller, row, input.version, { paymentDueDate: input.paymentDueDate }, tx);
      });
    },

    /**
     * POST apr-submit (the additional payment request): with every payable line APPROVED and the
     * payment instructions and due date set, the DA's payment is created or refreshed and sent for
     * approval, all in the evaluation's transaction; a PAYMENT_REQUEST task is queued.
     */
    async aprSubmit(caller: Caller, input: { id: number; version: number }) {
      const outbox = createOutbox(deps.notifier);
      const answer = await db.transaction(async (tx) => {
        const row = await core.reach(caller, 'DA_EVALUATION_ADDITIONAL_PAYMENT_REQUEST', input.id, tx, {
          lock: true,
          open: true,
        });
        core.requireVersion(row, input.version);
        const leaves = payableLeaves(await repo.items(row.id, tx));
        if (leaves.length === 0 || leaves.some((i) => i.status !== 'APPROVED'))
          throw conflict('APR_LINES_NOT_APPROVED');
        if (row.paymentInstructionId === null) throw conflict('APR_MISSING_PAYMENT_INSTRUCTIONS');
        await instruction(row, row.paymentInstructionId, tx);
        if (row.paymentDueDate === null) throw conflict('APR_MISSING_DUE_DATE');
        const payment = await deps.payments.requests.requestApprovalOfEvaluation(caller, row, tx, outbox);
        await workflow.queueTask(
          row.id,
          'PAYMENT_REQUEST',
          { paymentId: payment.id, approvedAmount: payment.approvedAmount, dueDate: row.paymentDueDate },
          tx,
        );
        await core.audit(tx, caller, 'evaluation', row.id, 'APR_SUBMIT', null, {
          paymentId: payment.id,
          approvedAmount: payment.approvedAmount,
        });
        return payment;
      });
      await outbox.deliver();
      return answer;
    },

    async availableChartererExpenses(caller: Caller, id: number) {
      return db.transaction(async (tx) => {
        const row = await core.reach(caller, 'DA_EVALUATION_CHARTERER_ACCOUNT_REPORT', id, tx);
        const lines = await available(row, tx);
        return { lines, totals: totalsOf(lines) };
      });
    },

    /** Reports every approved charterer amount not reported yet (who, when); nothing left is 409. */
    async submitChartererReport(caller: Caller, id: number) {
      return db.transaction(async (tx) => {
        const row = await core.reach(caller, 'DA_EVALUATION_CHARTERER_ACCOUNT_REPORT', id, tx, { lock: true });
        const lines = await available(row, tx);
        if (lines.length === 0) throw conflict('CHARTERER_REPORT_EMPTY');
        const report: ChartererReportRow = await workflow.insertReport(
          {
            evaluationId: row.id,
            lines: lines.map((l) => ({ expenseEvaluationId: l.expenseEvaluationId, amount: l.amount })),
            currency: row.currency,
            total: sumAmounts(lines.map((l) => l.amount)).toFixed(4),
            reportedById: caller.profileId,
            reportedAt: deps.clock(),
          },
          tx,
        );
        await core.audit(tx, caller, 'evaluation', row.id, 'CHARTERER_ACCOUNT_REPORT', null, {
          reportId: report.id,
          total: report.total,
        });
        return {
          id: report.id,
          evaluationId: row.id,
          reportedById: report.reportedById,
          reportedAt: report.reportedAt.toISOString(),
          lines,
          totals: totalsOf(lines),
        };
      });
    },
  };
}
export type PaymentWorkflow = ReturnType<typeof createPaymentWorkflow>;
