import type { TAuthority } from '@portcall/contracts/access';
import type { TExpenseAnalysis, TExpenseInspection } from '@portcall/contracts/evaluation-lines';
import { formatMessage } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import type { TEstimatedExpense } from '@portcall/contracts/port-estimator';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { FindPeople, Notifier } from '../../platform/notify';
import type { AppointmentCore } from '../appointments/module';
import type { EvaluationCore } from './core';
import { toDetails } from './line-actions';
import { convert } from './line-money';
import type { InspectionRow, LineRepo } from './line-repo';
import type { EvaluationRepo } from './repo';

const toInspection = (r: InspectionRow): TExpenseInspection => ({
  id: r.id,
  evaluationId: r.evaluationId,
  expenseEvaluationId: r.expenseEvaluationId,
  source: r.source,
  status: r.status as TExpenseInspection['status'],
  amount: r.amount,
  raisedById: r.raisedById,
  raisedAt: r.raisedAt.toISOString(),
  resolvedById: r.resolvedById,
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
  resolution: r.resolution,
  version: r.version,
});

const LIVE = ['PENDING', 'VERIFIED', 'APPROVED', 'BACK_FOR_REVIEW'];

/**
 * The reviewing side of evaluation lines: expense inspection flags and their resolution, the
 * analysis of a line against the buyer's earlier DAs (with feedback), clarification requests to
 * the agent, and the lines of a DA by expense name. Every call is scoped through the appointment
 * (the buyer's company and regions; 404 otherwise).
 */
/** The port estimator's answer for one catalogue expense of a buyer's port call, or null without a formula. */
export type FormulaEstimate = (input: {
  companyId: number;
  portId: number;
  vesselId: number;
  expenseCode: string;
  eta: Date | null;
  ets: Date | null;
}) => Promise<TEstimatedExpense | null>;

export function createLineReview(deps: {
  db: Db;
  repo: EvaluationRepo;
  lines: LineRepo;
  core: EvaluationCore;
  appointments: Pick<AppointmentCore, 'reach'>;
  clock: () => Date;
  notifier?: Notifier;
  /** Who of the agent company is told (its DA people); every active profile without it. */
  findPeople?: FindPeople;
  formulaEstimate?: FormulaEstimate;
}) {
  const { db, repo, lines, core } = deps;

  async function resolveAll(
    caller: Caller,
    evaluationId: number,
    refs: Array<{ id: number; version: number }>,
    comment: string,
    tx: Db,
  ) {
    const now = deps.clock();
    for (const ref of refs) {
      const row = await lines.findInspection(ref.id, tx, true);
      if (!row || row.evaluationId !== evaluationId) throw notFound();
      if (row.status !== 'OPEN') throw conflict('INSPECTION_ALREADY_RESOLVED');
      const updated = await lines.updateInspection(
        row.id,
        ref.version,
        { status: 'RESOLVED', resolvedById: caller.profileId, resolvedAt: now, resolution: comment },
        tx,
      );
      if (!updated) throw conflict('STALE_VERSION');
      await core.audit(
        tx,
        caller,
        'expense_inspection',
        row.id,
        'RESOLVE',
        { status: 'OPEN' },
        {
          status: 'RESOLVED',
          resolution: comment,
        },
      );
    }
    return (await lines.inspections(evaluationId, tx)).map(toInspection);
  }

  return {
    /** GET evaluation/{id}/expense-inspection/list: the flags of an evaluation, open and resolved. */
    async inspections(caller: Caller, evaluationId: number) {
      const evaluation = await core.reach(caller, 'DA_EXPENSE_EVALUATION_VIEW', evaluationId);
      return (await lines.inspections(evaluation.id)).map(toInspection);
    },

    /** POST evaluation/expense-inspection/resolve: a verifier closes one flag with a comment. */
    async resolve(caller: Caller, input: { id: number; version: number; comment: string }) {
      const found = await lines.findInspection(input.id);
      if (!found) throw notFound();
      return db.transaction(async (tx) => {
        await core.reach(caller, 'DA_EXPENSE_EVALUATION_VERIFY', found.evaluationId, tx, { lock: true, open: true });
        return resolveAll(caller, found.evaluationId, [input], input.comment, tx);
      });
    },

    /** POST evaluation/expense-inspection/bulk-resolve: several flags of one evaluation, all or nothing. */
    async bulkResolve(
      caller: Caller,
      input: { evaluationId: number; items: Array<{ id: number; version: number }>; comment: string },
    ) {
      return db.transaction(async (tx) => {
        await core.reach(caller, 'DA_EXPENSE_EVALUATION_VERIFY', input.evaluationId, tx, { lock: true, open: true });
        return resolveAll(caller, input.evaluationId, input.items, input.comment, tx);
      });
    },

    /**
     * GET evaluation/{id}/expense/{expenseId}/analyze: the line against the same catalogue expense at
     * the same port in the company's earlier DAs in the same currency (count, mean, min, max), also
     * converted with `exchangeRate` (default 1). Computed on every call, so there is no cache to clear.
     */
    async analyze(
      caller: Caller,
      evaluationId: number,
      expenseId: number,
      query: { exchangeRate?: string },
    ): Promise<TExpenseAnalysis> {
      const authority: TAuthority = 'DA_EXPENSE_EVALUATION_VIEW';
      const evaluation = await repo.find(evaluationId);
      if (!evaluation) throw notFound();
      const reached = await deps.appointments.reach(caller, { authority }, evaluation.appointmentId);
      const item = await repo.findItem(expenseId);
      if (!item || item.evaluationId !== evaluation.id) throw notFound();
      if (!item.code) throw new AppError(409, 'NO_CATALOGUE_EXPENSE');
      const rate = query.exchangeRate ?? '1';
      const [history, estimate] = await Promise.all([
        lines.history({
          companyId: evaluation.companyId,
          portId: reached.primary.port.id,
          code: item.code,
          currency: evaluation.currency,
          beforeEvaluationId: evaluation.id,
        }),
        deps.formulaEstimate?.({
          companyId: evaluation.companyId,
          portId: reached.primary.port.id,
          vesselId: reached.primary.vesselId,
          expenseCode: item.code,
          eta: reached.primary.eta,
          ets: reached.primary.ets,
        }) ?? null,
      ]);
      const fixed = (v: string | null) => (v === null ? null : new Decimal(v).toFixed(2, Decimal.ROUND_HALF_UP));
      const stats = { mean: fixed(history.mean), min: fixed(history.min), max: fixed(history.max) };
      const amount = item.verifiedAmount ?? item.amount;
      return {
        expenseEvaluationId: item.id,
        code: item.code,
        name: item.name,
        portId: reached.primary.port.id,
        currency: evaluation.currency,
        exchangeRate: rate,
        amount: new Decimal(amount).toFixed(2, Decimal.ROUND_HALF_UP),
        convertedAmount: convert(amount, rate),
        count: history.count,
        stats,
        converted: {
          mean: history.mean === null ? null : convert(history.mean, rate),
          min: history.min === null ? null : convert(history.min, rate),
          max: history.max === null ? null : convert(history.max, rate),
        },
        formula: estimate
          ? {
              estimationId: estimate.estimationId,
              currency: estimate.currency,
              amount: estimate.amount,
              formula: estimate.formula,
              inputsUsed: estimate.inputsUsed,
              trace: estimate.trace,
              problem: estimate.problem,
              difference:
                estimate.amount !== null && estimate.currency === evaluation.currency
                  ? new Decimal(amount).minus(estimate.amount).toFixed(2)
                  : null,
            }
          : null,
      };
    },

    /** POST formula/analyzer/feedback: whether an analysis helped, with an optional comment. */
    async feedback(caller: Caller, input: { expenseEvaluationId: number; isUseful: boolean; comment?: string }) {
      const item = await repo.findItem(input.expenseEvaluationId);
      if (!item) throw notFound();
      return db.transaction(async (tx) => {
        await core.reach(caller, 'DA_EXPENSE_EVALUATION_VIEW', item.evaluationId, tx);
        const row = await lines.insertFeedback(
          {
            expenseEvaluationId: item.id,
            profileId: caller.profileId,
            isUseful: input.isUseful,
            comment: input.comment ?? null,
            createdAt: deps.clock(),
          },
          tx,
        );
        return { id: row.id, createdAt: row.createdAt.toISOString() };
      });
    },

    /**
     * POST evaluation/{id}/clarifications-request/send: stores the buyer's message to the agent
     * company of the appointment, marks the chosen lines and notifies the agent company's profiles
     * (stored with the change, pushed live once it is committed).
     */
    async sendClarificationRequest(
      caller: Caller,
      evaluationId: number,
      input: { message: string; expenseEvaluationIds: number[] },
    ) {
      const sent = await db.transaction(async (tx) => {
        const evaluation = await core.reach(caller, 'DA_EXPENSE_EVALUATION_EDIT', evaluationId, tx, {
          lock: true,
          open: true,
        });
        const reached = await deps.appointments.reach(
          caller,
          { authority: 'DA_EXPENSE_EVALUATION_EDIT' },
          evaluation.appointmentId,
          tx,
        );
        const ids = [...new Set(input.expenseEvaluationIds)];
        const all = await repo.items(evaluation.id, tx);
        for (const id of ids) {
          const item = all.find((i) => i.id === id);
          if (!item) throw notFound();
          if (!LIVE.includes(item.status)) throw core.refuse(item.status);
        }
        const now = deps.clock();
        const row = await lines.insertClarification(
          {
            evaluationId: evaluation.id,
            agentCompanyId: reached.row.agentCompanyId,
            message: input.message,
            expenseEvaluationIds: ids,
            sentById: caller.profileId,
            sentAt: now,
          },
          tx,
        );
        for (const id of ids) await lines.saveDetails(id, { clarificationRequestedAt: now }, tx);
        await core.audit(tx, caller, 'evaluation', evaluation.id, 'CLARIFICATION_REQUEST', null, {
          clarificationRequestId: row.id,
          expenseEvaluationIds: ids,
        });
        const recorded = await deps.notifier?.record(
          {
            profileIds: deps.findPeople
              ? await deps.findPeople(
                  { companyId: row.agentCompanyId, product: 'DA_TOOL', authorities: ['DA_VIEW'] },
                  tx,
                )
              : await lines.activeProfilesOf(row.agentCompanyId, tx),
            eventType: 'EVALUATION',
            eventId: row.evaluationId,
            eventMessage: formatMessage('NOTIFY_CLARIFICATION_REQUESTED', {
              id: row.evaluationId,
              message: row.message,
            }),
          },
          tx,
        );
        return {
          recorded,
          id: row.id,
          evaluationId: row.evaluationId,
          agentCompanyId: row.agentCompanyId,
          message: row.message,
          expenseEvaluationIds: row.expenseEvaluationIds,
          sentById: row.sentById,
          sentAt: row.sentAt.toISOString(),
        };
      });
      const { recorded, ...answer } = sent;
      if (recorded) await deps.notifier?.deliver(recorded);
      return answer;
    },

    /**
     * GET form/{formId}/expense-evaluation/load?expenseName=: the lines (with their split children) of
     * the DA's evaluation whose name matches, case-insensitively; all lines without a name.
     */
    async loadByExpenseName(caller: Caller, proformaId: number, expenseName?: string) {
      const found = await repo.findByProforma(proformaId);
      if (!found) throw notFound();
      const evaluation = await core.reach(caller, 'DA_EXPENSE_EVALUATION_VIEW', found.id);
      const answer = await core.toAnswer(evaluation);
      const all = [answer.port, answer.agency, answer.husbandry].flatMap((s) => s.expenseEvaluations);
      const wanted = expenseName?.trim().toLowerCase();
      const chosen = wanted ? all.filter((l) => l.name.trim().toLowerCase() === wanted) : all;
      const details = new Map((await lines.details(chosen.map((l) => l.id))).map((d) => [d.expenseEvaluationId, d]));
      return chosen.map((l) => ({ ...l, details: toDetails(l.id, details.get(l.id)) }));
    },
  };
}
export type LineReview = ReturnType<typeof createLineReview>;
