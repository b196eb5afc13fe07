import type { TAuthority } from '@portcall/contracts/access';
import type { TEditExpenseEntry, TEvaluation, TExpenseEvaluation } from '@portcall/contracts/evaluations';
import { Decimal, sumAmounts } from '@portcall/contracts/money';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { Caller } from '../../platform/http/access';
import type { AppointmentCore } from '../appointments/module';
import type { ProformaFacts, ProformaRow } from '../proformas/module';
import { createBerthReadModel } from './berth-read-model';
import { createLineRepo } from './line-repo';
import { requirePaymentOpen } from './payment-guard';
import type { AnswerItemRow, EvaluationRepo, EvaluationRow, ExpenseEvaluationRow } from './repo';

export interface EvaluationDeps {
  db: Db;
  repo: EvaluationRepo;
  proformas: Pick<ProformaFacts, 'find' | 'expenses' | 'submittedOfAppointment'>;
  appointments: Pick<AppointmentCore, 'reach'>;
  clock: () => Date;
  /** Announces a withdrawn DA's closed evaluation (the payments module drops a payment not under way). */
  events?: Pick<EventBus, 'publish'>;
}

/** What totals read of a line; full rows and the narrower answer rows both have it. */
type TotalledLine = Pick<ExpenseEvaluationRow, 'id' | 'parentId' | 'status' | 'amount' | 'verifiedAmount'>;

const LIVE = (i: Pick<ExpenseEvaluationRow, 'status'>) => i.status !== 'DELETED' && i.status !== 'REJECTED';

/** The amount an expense evaluation stands for: verified if verified, else quoted. */
export const evaluatedAmount = (i: Pick<ExpenseEvaluationRow, 'amount' | 'verifiedAmount'>) =>
  i.verifiedAmount ?? i.amount;

/**
 * Split children by parent id, each list in the order of `items`. Built once per answer: looking
 * children up by filtering every line for every line costs 250,000 comparisons on 500 lines.
 */
function childrenByParent<T extends Pick<ExpenseEvaluationRow, 'parentId'>>(items: T[]) {
  const children = new Map<number, T[]>();
  for (const item of items) {
    if (item.parentId === null) continue;
    const siblings = children.get(item.parentId);
    if (siblings) siblings.push(item);
    else children.set(item.parentId, [item]);
  }
  return children;
}

/** Per line (parents with children count their children), live lines only. */
export function lineTotals<T extends TotalledLine>(items: T[], children = childrenByParent(items)) {
  return items
    .filter((i) => i.parentId === null && LIVE(i))
    .map((i) => {
      const live = (children.get(i.id) ?? []).filter(LIVE);
      const total = live.length > 0 ? sumAmounts(live.map(evaluatedAmount)) : new Decimal(evaluatedAmount(i));
      return { item: i, total };
    });
}

/**
 * What every evaluation service shares: the scope check (through the appointment: the buyer's
 * company and regions, 404 otherwise), the answer, version checks and audit rows.
 */
export function createEvaluationCore(deps: EvaluationDeps) {
  const { db, repo } = deps;
  const lines = createLineRepo(db);
  const berths = createBerthReadModel(db);

  /** An evaluation the buyer reaches with the authority; `open` refuses closed ones (409). */
  async function reach(
    caller: Caller,
    authority: TAuthority | readonly TAuthority[],
    id: number,
    tx: Db = db,
    options: { lock?: boolean; open?: boolean } = {},
  ) {
    const row = await repo.find(id, tx, options.lock);
    if (!row) throw notFound();
    await deps.appointments.reach(caller, { authority }, row.appointmentId, tx);
    if (options.open && row.status !== 'OPEN') throw conflict('EVALUATION_NOT_OPEN');
    return row;
  }

  /** An expense evaluation and its (open) evaluation; the evaluation row is locked. */
  async function reachItem(caller: Caller, authority: TAuthority | readonly TAuthority[], itemId: number, tx: Db) {
    const item = await repo.findItem(itemId, tx);
    if (!item) throw notFound();
    const evaluation = await reach(caller, authority, item.evaluationId, tx, { lock: true, open: true });
    const locked = (await repo.findItem(itemId, tx, true)) as ExpenseEvaluationRow;
    return { item: locked, evaluation };
  }

  function requireVersion(row: { version: number }, version: number | undefined) {
    if (version !== undefined && row.version !== version) throw conflict('STALE_VERSION');
  }

  async function updateItem(row: ExpenseEvaluationRow, version: number, values: Partial<ExpenseEvaluationRow>, tx: Db) {
    const updated = await repo.updateItem(row.id, version, values, tx);
    if (!updated) throw conflict('STALE_VERSION');
    return updated;
  }

  async function audit(
    tx: Db,
    caller: Caller,
    entity: string,
    id: number,
    action: string,
    before: unknown,
    after: unknown,
  ) {
    await writeAudit(tx, {
      profileId: caller.profileId,
      companyId: caller.companyId,
      entity,
      entityId: id,
      action,
      before,
      after,
    });
  }

  function toItem(
    i: AnswerItemRow,
    children: Map<number, AnswerItemRow[]>,
    edits: Map<number, TEditExpenseEntry[]>,
  ): TExpenseEvaluation {
    return {
      id: i.id,
      parentId: i.parentId,
      section: i.section as TExpenseEvaluation['section'],
      name: i.name,
      code: i.code,
      status: i.status as TExpenseEvaluation['status'],
      splitType: i.splitType as TExpenseEvaluation['splitType'],
      amount: i.amount,
      verifiedAmount: i.verifiedAmount,
      chartererAmount: i.chartererAmount,
      discrepancyTypeId: i.discrepancyTypeId,
      discrepancyReasonId: i.discrepancyReasonId,
      discrepancyAmount: i.discrepancyAmount,
      accountingCodeId: i.accountingCodeId,
      comments: i.comments,
      version: i.version,
      editExpenses: edits.get(i.id) ?? [],
      splitExpenses: (children.get(i.id) ?? []).map((c) => toItem(c, children, edits)),
    };
  }

  /** The edit history of every line of an evaluation (operations §3 editExpenses), newest first. */
  async function editsByLine(evaluationId: number, tx: Db) {
    const byLine = new Map<number, TEditExpenseEntry[]>();
    for (const { edit: e, editor } of await lines.editsOf(evaluationId, tx)) {
      const entry: TEditExpenseEntry = {
        id: e.id,
        evaluatedAmount: e.evaluatedAmount,
        previousAmount: e.previousAmount,
        unit: e.unit,
        previousUnit: e.previousUnit,
        pricePerUnit: e.pricePerUnit,
        previousPricePerUnit: e.previousPricePerUnit,
        discrepancyTypeId: e.discrepancyTypeId,
        discrepancyReasonId: e.discrepancyReasonId,
        discrepancyAmount: e.discrepancyAmount,
        remarks: e.remarks,
        editedBy: { id: e.editedById, fullName: `${editor.name} ${editor.surname}`.trim() },
        editedAt: e.editedAt.toISOString(),
      };
      const list = byLine.get(e.expenseEvaluationId);
      if (list) list.push(entry);
      else byLine.set(e.expenseEvaluationId, [entry]);
    }
    return byLine;
  }

  async function toAnswer(row: EvaluationRow, tx: Db = db): Promise<TEvaluation> {
    const [items, edits] = await Promise.all([repo.answerItems(row.id, tx), editsByLine(row.id, tx)]);
    const children = childrenByParent(items);
    const totals = lineTotals(items, children);
    const section = (name: string) => ({
      total: sumAmounts(totals.filter((t) => t.item.section === name).map((t) => t.total)).toFixed(
        2,
        Decimal.ROUND_HALF_UP,
      ),
      expenseEvaluations: items
        .filter((i) => i.section === name && i.parentId === null)
        .map((i) => toItem(i, children, edits)),
    });
    return {
      id: row.id,
      proformaId: row.proformaId,
      appointmentId: row.appointmentId,
      type: row.type,
      status: row.status as TEvaluation['status'],
      assigneeId: row.assigneeId,
      currency: row.currency,
      rate: row.rate,
      rateEur: row.rateEur,
      terminalId: row.terminalId,
      berthId: row.berthId,
      berth: row.berth,
      invoiceNumber: row.invoiceNumber,
      invoiceDate: row.invoiceDate,
      relationIds: row.relationIds,
      paymentInstructionId: row.paymentInstructionId,
      paymentDueDate: row.paymentDueDate,
      port: section('PORT_EXPENSES'),
      agency: section('AGENCY_EXPENSES'),
      husbandry: section('HUSBANDRY_EXPENSES'),
      version: row.version,
    };
  }

  async function answerOf(evaluationId: number, tx: Db) {
    return toAnswer((await repo.find(evaluationId, tx)) as EvaluationRow, tx);
  }

  /** Called by the proformas module when a DA is submitted: its evaluation with one line per quoted expense. */
  /** The buyer's evaluation of a DA just submitted; answers its id. */
  async function createForProforma(proforma: ProformaRow, tx: Db): Promise<number> {
    const relations =
      proforma.type === 'PDA'
        ? []
        : (await deps.proformas.submittedOfAppointment(proforma.appointmentId, 'PDA', tx)).map((p) => p.id);
    // The agent picked or typed the berth; a listed one is kept as the reference berth (berthId).
    const berthId =
      proforma.terminalId !== null && proforma.berth
        ? await berths.berthNamed(proforma.terminalId, proforma.berth, tx)
        : null;
    const evaluation = await repo.insert(
      {
        proformaId: proforma.id,
        appointmentId: proforma.appointmentId,
        companyId: proforma.companyId,
        type: proforma.type,
        currency: proforma.currency,
        rate: proforma.rate,
        terminalId: proforma.terminalId,
        berthId,
        berth: berthId === null ? proforma.berth : null,
        invoiceNumber: proforma.invoiceNumber,
        invoiceDate: proforma.invoiceDate,
        relationIds: relations,
      },
      tx,
    );
    const expenses = (await deps.proformas.expenses([proforma.id], tx)).filter((e) => e.amount !== null);
    await repo.insertItems(
      expenses.map((e, i) => ({
        evaluationId: evaluation.id,
        proformaExpenseId: e.id,
        section: e.section,
        name: e.name,
        code: e.code,
        position: i,
        amount: e.amount as string,
      })),
      tx,
    );
    await writeAudit(tx, {
      companyId: proforma.companyId,
      entity: 'evaluation',
      entityId: evaluation.id,
      action: 'CREATE',
      after: { proformaId: proforma.id },
    });
    return evaluation.id;
  }

  async function withdrawForProforma(proformaId: number, tx: Db): Promise<void> {
    const evaluation = await repo.findByProforma(proformaId, tx);
    if (!evaluation) return;
    const locked = (await repo.find(evaluation.id, tx, true)) as EvaluationRow;
    await requirePaymentOpen(tx, locked.id);
    if ((await repo.items(locked.id, tx)).some((i) => i.status === 'APPROVED'))
      throw conflict('PROFORMA_HAS_APPROVED_ITEMS');
    await repo.update(locked.id, locked.version, { status: 'WITHDRAWN' }, tx);
    await writeAudit(tx, {
      companyId: locked.companyId,
      entity: 'evaluation',
      entityId: locked.id,
      action: 'WITHDRAW',
      before: { status: locked.status },
      after: { status: 'WITHDRAWN' },
    });
    await deps.events?.publish('evaluation.withdrawn', { evaluationId: locked.id, proformaId }, tx);
  }

  async function evaluationIdOf(proformaIds: number[], tx: Db = db) {
    return new Map((await repo.idsOfProformas(proformaIds, tx)).map((r) => [r.proformaId, r.id]));
  }

  const refuse = (state: string) => new AppError(409, 'EXPENSE_EVALUATION_ACTION_NOT_ALLOWED', undefined, { state });

  /** The agent or vendor company whose DA an evaluation is, for a caller who has reached it. */
  async function supplierOf(caller: Caller, evaluation: Pick<EvaluationRow, 'appointmentId'>, tx: Db = db) {
    const { row } = await deps.appointments.reach(caller, {}, evaluation.appointmentId, tx);
    return row.agentCompanyId;
  }

  return {
    reach,
    supplierOf,
    reachItem,
    requireVersion,
    updateItem,
    audit,
    toAnswer,
    answerOf,
    createForProforma,
    withdrawForProforma,
    evaluationIdOf,
    refuse,
  };
}
export type EvaluationCore = ReturnType<typeof createEvaluationCore>;
