import type { TEvaluation } from '@portcall/contracts/evaluations';
import { messages } from '@portcall/contracts/messages';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { requireMinorUnits } from '../../platform/money';
import type { EvaluationCore } from './core';
import { currencyOf, splitLine } from './expense-service';
import { requirePaymentOpen } from './payment-guard';
import type { EvaluationRepo, ExpenseEvaluationRow } from './repo';

type Versioned = { id: number; version: number };

/**
 * The bulk line actions of operations §7: bulk split and bulk approval of split children. Each is one
 * transaction with the evaluation locked, all or nothing; every line write checks its version.
 */
export function createLineBulk(deps: { db: Db; repo: EvaluationRepo; core: EvaluationCore; clock: () => Date }) {
  const { db, repo, core } = deps;
  return {
    /**
     * POST bulk-split-expenses: every chosen line split as split-expense-evaluation does (charterers'
     * part, owners' remainder), all or nothing: one refusal or stale version and nothing is split.
     */
    async bulkSplit(
      caller: Caller,
      input: { evaluationId: number; items: Array<Versioned & { chartererAmount: string }> },
    ): Promise<TEvaluation> {
      return db.transaction(async (tx) => {
        const evaluation = await core.reach(caller, 'DA_EXPENSE_EVALUATION_SPLIT', input.evaluationId, tx, {
          lock: true,
          open: true,
        });
        await requirePaymentOpen(tx, evaluation.id);
        requireMinorUnits(
          await currencyOf(evaluation, tx),
          input.items.map((ref) => [`items.${ref.id}.chartererAmount`, ref.chartererAmount] as const),
        );
        const all = await repo.items(evaluation.id, tx);
        if (new Set(input.items.map((i) => i.id)).size !== input.items.length) throw core.refuse('SPLIT');
        for (const ref of input.items) {
          const item = all.find((i) => i.id === ref.id);
          if (!item) throw notFound();
          const parts = await splitLine({ repo, core }, tx, item, all, {
            version: ref.version,
            chartererAmount: ref.chartererAmount,
            field: `items.${item.id}.chartererAmount`,
          });
          await core.audit(tx, caller, 'expense_evaluation', item.id, 'SPLIT', { status: item.status }, parts);
        }
        return core.answerOf(evaluation.id, tx);
      });
    },

    /**
     * POST {id}/bulk-approve-pending-split-expenses: approves the VERIFIED split children of the
     * evaluation (or the listed ones) with bulk-approve's rules: listed children still pending
     * verification refuse the call, final DAs need an accounting code on each, all or nothing.
     */
    async bulkApprovePendingSplit(caller: Caller, evaluationId: number, input: { items?: Versioned[] }) {
      return db.transaction(async (tx) => {
        const evaluation = await core.reach(caller, 'DA_EVALUATION_VERIFY', evaluationId, tx, {
          lock: true,
          open: true,
        });
        const all = await repo.items(evaluation.id, tx);
        const parentIsLive = (c: ExpenseEvaluationRow) =>
          all.some((p) => p.id === c.parentId && p.status !== 'DELETED' && p.status !== 'REJECTED');
        const chosen = input.items
          ? input.items.map((ref) => {
              const row = all.find((i) => i.id === ref.id);
              if (!row) throw notFound();
              return { row, version: ref.version };
            })
          : all
              .filter((c) => c.parentId !== null && c.status === 'VERIFIED' && parentIsLive(c))
              .map((row) => ({ row, version: row.version }));
        if (chosen.some(({ row }) => row.status === 'PENDING' || row.status === 'BACK_FOR_REVIEW'))
          throw conflict('PENDING_VERIFICATION_EXPENSES');
        for (const { row } of chosen) {
          if (row.parentId === null || row.status !== 'VERIFIED' || !parentIsLive(row))
            throw conflict('ITEM_CANNOT_BE_APPROVED');
          if (evaluation.type !== 'PDA' && row.accountingCodeId === null)
            throw new AppError(400, 'MISSING_ACCOUNTING_CODE', {
              [`items.${row.id}.accountingCodeId`]: messages.MISSING_ACCOUNTING_CODE,
            });
        }
        const now = deps.clock();
        for (const { row, version } of chosen) {
          await core.updateItem(
            row,
            version,
            { status: 'APPROVED', approvedById: caller.profileId, approvedAt: now },
            tx,
          );
          await core.audit(
            tx,
            caller,
            'expense_evaluation',
            row.id,
            'APPROVE',
            { status: row.status },
            { status: 'APPROVED' },
          );
        }
        return core.answerOf(evaluation.id, tx);
      });
    },
  };
}
export type LineBulk = ReturnType<typeof createLineBulk>;
