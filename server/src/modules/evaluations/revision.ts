import { messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import type { TEvaluationRevision, TRevisionChange, TSentBackLine } from '@portcall/contracts/proforma-revisions';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { Caller } from '../../platform/http/access';
import type { ProformaFacts, ProformaRow } from '../proformas/module';
import type { EvaluationCore } from './core';
import type { LineRepo } from './line-repo';
import { requirePaymentOpen } from './payment-guard';
import type { EvaluationRepo, EvaluationRow, ExpenseEvaluationRow } from './repo';
import type { RevisionRepo } from './revision-repo';

type Expense = Awaited<ReturnType<ProformaFacts['expenses']>>[number];
type Attachment = Awaited<ReturnType<ProformaFacts['attachments']>>[number];

/** What the buyer evaluated on a line, cleared when the agent changes the line in a revision. */
const UNCHECKED = {
  status: 'PENDING',
  previousStatus: null,
  verifiedAmount: null,
  chartererAmount: null,
  discrepancyTypeId: null,
  discrepancyReasonId: null,
  discrepancyAmount: null,
  verifiedById: null,
  verifiedAt: null,
  approvedById: null,
  approvedAt: null,
} as const;

const sameAmount = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : new Decimal(a).equals(new Decimal(b));

/** The files of a line, as a comparable key: a file added or removed changes the line. */
const filesKey = (attachments: Attachment[], expenseId: number) =>
  attachments
    .filter((a) => a.expenseId === expenseId)
    .map((a) => a.fileId)
    .sort()
    .join(',');

/**
 * Revise in place (docs/decisions.md "Revise in place"): the agent's revision of a submitted DA takes
 * over that DA's evaluation instead of starting a new one. Lines the agent left as they were keep
 * what the buyer did on them (verification, discrepancy, split, accounting code); changed lines go
 * back to PENDING; added lines come in PENDING; removed lines go. A line the buyer approved cannot be
 * changed or removed: the whole submission is refused then (the caller's one transaction).
 */
export function createRevisions(deps: {
  db: Db;
  repo: EvaluationRepo;
  lines: Pick<LineRepo, 'clearEvaluatedAmounts'>;
  revisions: RevisionRepo;
  core: Pick<EvaluationCore, 'reach'>;
  proformas: Pick<ProformaFacts, 'find' | 'expenses' | 'attachments'>;
  events?: Pick<EventBus, 'publish'>;
}) {
  const { db, repo } = deps;

  /** The open evaluation of a submitted DA, locked, with no payment under way; else 409. */
  async function openEvaluationOf(proformaId: number, tx: Db): Promise<EvaluationRow> {
    const found = await repo.findByProforma(proformaId, tx);
    const evaluation = found ? await repo.find(found.id, tx, true) : undefined;
    if (evaluation?.status !== 'OPEN') throw conflict('PROFORMA_REVISION_NOT_ALLOWED');
    await requirePaymentOpen(tx, evaluation.id);
    return evaluation;
  }

  const isApproved = (line: ExpenseEvaluationRow, all: ExpenseEvaluationRow[]) =>
    line.status === 'APPROVED' || all.some((c) => c.parentId === line.id && c.status === 'APPROVED');

  return {
    /** Whether a DA may be revised now (asked when the agent starts a revision). */
    async requireRevisable(proformaId: number, tx: Db): Promise<void> {
      await openEvaluationOf(proformaId, tx);
    },

    /**
     * Carries the evaluation of `previous` over to its submitted revision `next`, line by line, and
     * records what changed. Answers the evaluation's id. Runs in the submission's transaction.
     */
    async reviseForProforma(previous: ProformaRow, next: ProformaRow, tx: Db): Promise<number> {
      const evaluation = await openEvaluationOf(previous.id, tx);
      const [oldExpenses, newExpenses, attachments, items] = await Promise.all([
        deps.proformas.expenses([previous.id], tx),
        deps.proformas.expenses([next.id], tx),
        deps.proformas.attachments([previous.id, next.id], tx),
        repo.items(evaluation.id, tx),
      ]);
      const quoted = newExpenses.filter((e) => e.amount !== null);
      const position = new Map(quoted.map((e, i) => [e.id, i]));
      const successorOf = new Map(
        quoted.flatMap((e) => (e.revisedFromId === null ? [] : [[e.revisedFromId, e] as const])),
      );
      const originOf = new Map(oldExpenses.map((e) => [e.id, e]));
      const isCurrencyChanged = previous.currency !== next.currency;
      const changes: TRevisionChange[] = [];
      const carried = new Set<number>();
      const refuse = (field: string) =>
        new AppError(409, 'REVISION_CHANGES_APPROVED_LINE', { [field]: messages.REVISION_CHANGES_APPROVED_LINE });

      const isChanged = (origin: Expense, successor: Expense) =>
        isCurrencyChanged ||
        !sameAmount(origin.amount, successor.amount) ||
        !sameAmount(origin.unit, successor.unit) ||
        origin.name !== successor.name ||
        (origin.currency ?? null) !== (successor.currency ?? null) ||
        JSON.stringify(origin.parameters) !== JSON.stringify(successor.parameters) ||
        filesKey(attachments, origin.id) !== filesKey(attachments, successor.id);

      for (const line of items.filter((i) => i.parentId === null)) {
        const origin = line.proformaExpenseId === null ? undefined : originOf.get(line.proformaExpenseId);
        const successor = origin ? successorOf.get(origin.id) : undefined;
        const base = { section: line.section as TRevisionChange['section'], name: line.name };
        if (!successor) {
          if (isApproved(line, items)) throw refuse('expenses');
          await repo.deleteItem(line.id, tx);
          changes.push({
            ...base,
            change: 'REMOVED',
            expenseEvaluationId: null,
            previousAmount: line.amount,
            amount: null,
          });
          continue;
        }
        carried.add(successor.id);
        const at = position.get(successor.id) ?? line.position;
        const children = items.filter((c) => c.parentId === line.id);
        if (origin && isChanged(origin, successor)) {
          if (isApproved(line, items)) throw refuse(`expenses.${successor.id}.amount`);
          for (const child of children) await repo.deleteItem(child.id, tx);
          await updateLine(line, {
            ...UNCHECKED,
            amount: successor.amount as string,
            name: successor.name,
            code: successor.code,
            proformaExpenseId: successor.id,
            position: at,
          });
          await deps.lines.clearEvaluatedAmounts([line.id], tx);
          changes.push({
            ...base,
            name: successor.name,
            change: 'CHANGED',
            expenseEvaluationId: line.id,
            previousAmount: line.amount,
            amount: successor.amount,
          });
          continue;
        }
        // Unchanged: the buyer's work stays. A line sent back and left as it was returns to be checked.
        const answered = line.status === 'BACK_FOR_REVIEW' ? { status: 'PENDING', previousStatus: null } : {};
        await updateLine(line, { ...answered, proformaExpenseId: successor.id, position: at });
        for (const child of children) await updateLine(child, { position: at * 100 + (child.position % 100) });
      }

      const added = quoted.filter((e) => !carried.has(e.id));
      const inserted = await repo.insertItems(
        added.map((e) => ({
          evaluationId: evaluation.id,
          proformaExpenseId: e.id,
          section: e.section,
          name: e.name,
          code: e.code,
          position: position.get(e.id) ?? 0,
          amount: e.amount as string,
        })),
        tx,
      );
      for (const row of inserted)
        changes.push({
          change: 'ADDED',
          expenseEvaluationId: row.id,
          section: row.section as TRevisionChange['section'],
          name: row.name,
          previousAmount: null,
          amount: row.amount,
        });

      const moved = await repo.update(
        evaluation.id,
        evaluation.version,
        { proformaId: next.id, ...(isCurrencyChanged ? { currency: next.currency } : {}) },
        tx,
      );
      if (!moved) throw conflict('STALE_VERSION');
      await deps.revisions.insertChanges(
        changes.map((c) => ({
          ...c,
          evaluationId: evaluation.id,
          proformaId: next.id,
          previousProformaId: previous.id,
          revision: next.revision,
        })),
        tx,
      );
      await writeAudit(tx, {
        companyId: evaluation.companyId,
        entity: 'evaluation',
        entityId: evaluation.id,
        action: 'REVISE',
        before: { proformaId: previous.id },
        after: { proformaId: next.id, revision: next.revision, changes: changes.length },
      });
      await deps.events?.publish(
        'evaluation.revised',
        { evaluationId: evaluation.id, proformaId: next.id, previousProformaId: previous.id },
        tx,
      );
      return evaluation.id;

      async function updateLine(line: ExpenseEvaluationRow, values: Partial<ExpenseEvaluationRow>) {
        const updated = await repo.updateItem(line.id, line.version, values, tx);
        if (!updated) throw conflict('STALE_VERSION');
      }
    },

    /** The lines of a DA's open evaluation that the buyer sent back, for the agent's DA page. */
    async sentBackLines(proformaId: number, tx: Db = db): Promise<TSentBackLine[]> {
      const evaluation = await repo.findByProforma(proformaId, tx);
      if (evaluation?.status !== 'OPEN') return [];
      return (await repo.items(evaluation.id, tx)).flatMap((i) =>
        i.parentId === null && i.status === 'BACK_FOR_REVIEW' && i.proformaExpenseId !== null
          ? [
              {
                expenseId: i.proformaExpenseId,
                section: i.section as TSentBackLine['section'],
                name: i.name,
                amount: i.amount,
                comments: i.comments,
              },
            ]
          : [],
      );
    },

    /** GET evaluation/{id}/revision: the evaluated DA's revision and what it changed. */
    async revisionOf(caller: Caller, evaluationId: number): Promise<TEvaluationRevision> {
      const evaluation = await deps.core.reach(
        caller,
        ['DA_EVALUATION_VIEW', 'DA_EXPENSE_EVALUATION_VIEW'],
        evaluationId,
      );
      const proforma = await deps.proformas.find(evaluation.proformaId);
      if (!proforma) throw notFound();
      const rows = await deps.revisions.changesOf(evaluation.id, proforma.id);
      return {
        evaluationId: evaluation.id,
        proformaId: proforma.id,
        revision: proforma.revision,
        previousProformaId: proforma.revisionOf,
        changes: rows.map((r) => ({
          change: r.change as TRevisionChange['change'],
          expenseEvaluationId: r.expenseEvaluationId,
          section: r.section as TRevisionChange['section'],
          name: r.name,
          previousAmount: r.previousAmount,
          amount: r.amount,
        })),
      };
    },
  };
}
export type Revisions = ReturnType<typeof createRevisions>;
