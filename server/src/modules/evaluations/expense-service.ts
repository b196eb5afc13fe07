import type { TAuthority } from '@portcall/contracts/access';
import type { TEvaluation, TVerifyExpense } from '@portcall/contracts/evaluations';
import { formatMessage, messages } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import {
  absorbDeletedChild,
  divideAmount,
  reallocateAmount,
  type SplitResult,
  splitTotal,
} from '@portcall/contracts/split';
import { verificationProblems } from '@portcall/contracts/verification';
import { writeAudits } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { UploadedPart } from '../../platform/files/multipart';
import type { FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import { requireAllowed } from '../../platform/http/policy';
import { type CurrencyUnits, requireMinorUnits } from '../../platform/money';
import { createOutbox, type FindPeople, type Notifier, type Outbox } from '../../platform/notify';
import type { EvaluationCore } from './core';
import { clearEnvironmentalDiscount, createLineRepo } from './line-repo';
import { requirePaymentOpen } from './payment-guard';
import type { EvaluationRepo, EvaluationRow, ExpenseEvaluationRow } from './repo';

type Versioned = { id: number; version: number };

const EDITABLE = ['PENDING', 'VERIFIED', 'BACK_FOR_REVIEW'];

function unwrap<T>(result: SplitResult<T>): T {
  if (!result.ok) throw new AppError(400, result.code, { amount: messages[result.code] });
  return result.value;
}

/**
 * Splits a main line into the charterers' part and the owners' remainder, the one mechanism behind
 * split-expense-evaluation and bulk-split-expenses: children start PENDING, and there is no owners'
 * child when the charterers take the whole. `lines` are the evaluation's lines (a line already split
 * is refused); `field` names the amount in a refusal's field errors; the line is written at
 * `version`, so a stale one answers 409.
 */
/** The evaluation's currency and its minor units: every amount typed on its lines is held to them. */
export async function currencyOf(evaluation: Pick<EvaluationRow, 'currency'>, tx: Db): Promise<CurrencyUnits> {
  return {
    code: evaluation.currency ?? 'EUR',
    minorUnits: await createLineRepo(tx).minorUnits(evaluation.currency, tx),
  };
}

export async function splitLine(
  deps: { repo: EvaluationRepo; core: EvaluationCore },
  tx: Db,
  item: ExpenseEvaluationRow,
  lines: readonly ExpenseEvaluationRow[],
  input: { version: number; chartererAmount: string; field: string },
): Promise<{ charterer: string; owner: string }> {
  const { repo, core } = deps;
  if (item.parentId !== null || !['PENDING', 'VERIFIED'].includes(item.status)) throw core.refuse(item.status);
  if (lines.some((c) => c.parentId === item.id)) throw core.refuse('SPLIT');
  const parts = splitTotal(item.verifiedAmount ?? item.amount, input.chartererAmount);
  if (!parts.ok) throw new AppError(400, parts.code, { [input.field]: messages[parts.code] });
  await core.updateItem(item, input.version, {}, tx);
  const child = (splitType: string, amount: string, position: number) => ({
    evaluationId: item.evaluationId,
    parentId: item.id,
    section: item.section,
    name: item.name,
    code: item.code,
    position: item.position * 100 + position,
    splitType,
    amount,
  });
  const rows = [child('CHARTERER', parts.value.charterer, 1)];
  if (new Decimal(parts.value.owner).gt(0)) rows.push(child('OWNER', parts.value.owner, 2));
  await repo.insertItems(rows, tx);
  return parts.value;
}

/**
 * Actions on one expense evaluation (operations §4 "Evaluation actions") with the approval rules of
 * platform-core §5. Each runs in one transaction with the evaluation locked and writes an audit row;
 * every write checks the line's version in its WHERE, so a stale write answers 409 STALE_VERSION.
 */
export function createExpenseEvaluationService(deps: {
  db: Db;
  repo: EvaluationRepo;
  core: EvaluationCore;
  files: Pick<FileStorage, 'save'>;
  clock: () => Date;
  /** Tells the agent of a line sent back for review; absent in set-ups without notifications. */
  notifier?: Pick<Notifier, 'record' | 'deliver'>;
  findPeople?: FindPeople;
}) {
  const { db, repo, core } = deps;

  /**
   * Runs an action on a line and answers the whole evaluation; the notifications the action raises
   * are recorded with it and pushed once it has committed.
   */
  async function act(
    caller: Caller,
    authority: readonly TAuthority[],
    id: number,
    action: string,
    run: (item: ExpenseEvaluationRow, evaluation: EvaluationRow, tx: Db, outbox: Outbox) => Promise<void>,
  ): Promise<TEvaluation> {
    const outbox = createOutbox(deps.notifier);
    const answer = await db.transaction(async (tx) => {
      const { item, evaluation } = await core.reachItem(caller, authority, id, tx);
      await run(item, evaluation, tx, outbox);
      const after = await repo.findItem(id, tx);
      await core.audit(
        tx,
        caller,
        'expense_evaluation',
        id,
        action,
        { status: item.status, amount: item.amount, version: item.version },
        after ? { status: after.status, amount: after.amount } : null,
      );
      return core.answerOf(evaluation.id, tx);
    });
    await outbox.deliver();
    return answer;
  }

  async function childrenOf(parentId: number, evaluationId: number, tx: Db) {
    return (await repo.items(evaluationId, tx)).filter((i) => i.parentId === parentId);
  }

  return {
    /**
     * Verifies a line (a verified amount far from the quote needs a reason in `comments`): the verified amount, the charterers' share (not above the amount), and a
     * discrepancy (type required, amount = verified - quoted) whenever the verified amount differs.
     */
    verify(caller: Caller, id: number, form: TVerifyExpense, files: UploadedPart[]) {
      return act(
        caller,
        ['DA_EXPENSE_EVALUATION_VERIFY', 'DA_EXPENSE_SPLIT_EVALUATION_VERIFY'],
        id,
        'VERIFY',
        async (item, evaluation, tx) => {
          requireAllowed('EXPENSE_VERIFY', caller, { isSplitPart: item.parentId !== null });
          core.requireVersion(item, form.version);
          requireMinorUnits(await currencyOf(evaluation, tx), [
            ['verifiedAmount', form.verifiedAmount],
            ['chartererAmount', form.chartererAmount],
            ['discrepancyAmount', form.discrepancyAmount],
          ]);
          if (!EDITABLE.includes(item.status)) throw core.refuse(item.status);
          const verified = new Decimal(form.verifiedAmount);
          const [problem] = verificationProblems(item, form);
          if (problem) throw new AppError(400, problem.code, { [problem.field]: messages[problem.code] });
          const difference = verified.minus(item.amount);
          const invalid = () =>
            new AppError(400, 'INVALID_DISCREPANCY', { discrepancyAmount: messages.INVALID_DISCREPANCY });
          if (difference.isZero()) {
            if (
              form.discrepancyTypeId !== undefined ||
              (form.discrepancyAmount !== undefined && !new Decimal(form.discrepancyAmount).isZero())
            )
              throw invalid();
          } else {
            if (form.discrepancyTypeId === undefined || !(await repo.discrepancyTypeExists(form.discrepancyTypeId, tx)))
              throw invalid();
            if (form.discrepancyAmount !== undefined && !new Decimal(form.discrepancyAmount).eq(difference))
              throw invalid();
          }
          if (
            form.discrepancyReasonId !== undefined &&
            !(await repo.discrepancyReasonExists(form.discrepancyReasonId, tx))
          )
            throw invalid();
          const now = deps.clock();
          await core.updateItem(
            item,
            item.version,
            {
              status: 'VERIFIED',
              verifiedAmount: verified.toFixed(4),
              chartererAmount: form.chartererAmount ?? null,
              discrepancyTypeId: difference.isZero() ? null : (form.discrepancyTypeId ?? null),
              discrepancyReasonId: form.discrepancyReasonId ?? null,
              discrepancyAmount: difference.isZero() ? null : difference.toFixed(4),
              comments: form.comments ?? item.comments,
              verifiedById: caller.profileId,
              verifiedAt: now,
            },
            tx,
          );
          await clearEnvironmentalDiscount(tx, item.id);
          const kinds: Record<string, string> = {
            principalAttachments: 'PRINCIPAL',
            ownerAttachments: 'OWNER',
            chartererAttachments: 'CHARTERER',
            attachments: 'PRINCIPAL',
          };
          for (const file of files) {
            const kind = kinds[file.field];
            if (!kind) continue;
            const stored = await deps.files.save(file.buffer, file.filename);
            await repo.addAttachments(
              [{ expenseEvaluationId: item.id, kind, fileId: stored.id, filename: stored.name, size: stored.size }],
              tx,
            );
          }
        },
      );
    },

    /** Splits a line into the charterers' part and the owners' remainder (children start PENDING). */
    split(caller: Caller, id: number, input: { version: number; chartererAmount: string }) {
      return act(caller, ['DA_EXPENSE_EVALUATION_SPLIT'], id, 'SPLIT', async (item, evaluation, tx) => {
        await requirePaymentOpen(tx, evaluation.id);
        core.requireVersion(item, input.version);
        requireMinorUnits(await currencyOf(evaluation, tx), [['chartererAmount', input.chartererAmount]]);
        const lines = await repo.items(evaluation.id, tx);
        await splitLine({ repo, core }, tx, item, lines, {
          version: item.version,
          chartererAmount: input.chartererAmount,
          field: 'amount',
        });
      });
    },

    /** Divides a split child into two children of its type. */
    divide(caller: Caller, id: number, input: { version: number; amount: string }) {
      return act(caller, ['DA_EXPENSE_SPLIT_EVALUATION_DIVIDE'], id, 'DIVIDE', async (item, evaluation, tx) => {
        await requirePaymentOpen(tx, evaluation.id);
        core.requireVersion(item, input.version);
        requireMinorUnits(await currencyOf(evaluation, tx), [['amount', input.amount]]);
        if (item.parentId === null || !EDITABLE.includes(item.status)) throw core.refuse(item.status);
        const parts = unwrap(divideAmount(item.amount, input.amount));
        await core.updateItem(item, item.version, { amount: parts.rest, status: 'PENDING', verifiedAmount: null }, tx);
        await repo.insertItems(
          [
            {
              evaluationId: evaluation.id,
              parentId: item.parentId,
              section: item.section,
              name: item.name,
              code: item.code,
              position: item.position,
              splitType: item.splitType,
              amount: parts.part,
            },
          ],
          tx,
        );
      });
    },

    /** Moves part of a split child's amount to a sibling. */
    reallocate(caller: Caller, id: number, input: { version: number; amount: string; toId: number }) {
      return act(caller, ['DA_EXPENSE_SPLIT_EVALUATION_REALLOCATE'], id, 'REALLOCATE', async (item, evaluation, tx) => {
        await requirePaymentOpen(tx, evaluation.id);
        core.requireVersion(item, input.version);
        requireMinorUnits(await currencyOf(evaluation, tx), [['amount', input.amount]]);
        if (item.parentId === null || !EDITABLE.includes(item.status)) throw core.refuse(item.status);
        const target = (await childrenOf(item.parentId, evaluation.id, tx)).find(
          (c) => c.id === input.toId && c.id !== item.id,
        );
        if (!target) throw notFound();
        if (!EDITABLE.includes(target.status)) throw core.refuse(target.status);
        const moved = unwrap(reallocateAmount(item.amount, target.amount, input.amount));
        await core.updateItem(item, item.version, { amount: moved.from, status: 'PENDING', verifiedAmount: null }, tx);
        await core.updateItem(
          target,
          target.version,
          { amount: moved.to, status: 'PENDING', verifiedAmount: null },
          tx,
        );
      });
    },

    /** Deletes a split child; a sibling takes its amount; a lone remaining child is merged back. */
    deleteChild(caller: Caller, id: number, input: { version: number }) {
      return act(caller, ['DA_EXPENSE_SPLIT_EVALUATION_EDIT'], id, 'DELETE_CHILD', async (item, evaluation, tx) => {
        await requirePaymentOpen(tx, evaluation.id);
        core.requireVersion(item, input.version);
        if (item.parentId === null || item.status === 'APPROVED') throw core.refuse(item.status);
        const children = await childrenOf(item.parentId, evaluation.id, tx);
        if (children.some((c) => c.status === 'APPROVED')) throw core.refuse('APPROVED');
        const absorbed = absorbDeletedChild(children, item.id);
        await repo.deleteItem(item.id, tx);
        if (!absorbed) return;
        if (children.length === 2) await repo.deleteItem(absorbed.receiver.id, tx);
        else
          await core.updateItem(
            absorbed.receiver,
            absorbed.receiver.version,
            { amount: absorbed.amount, status: 'PENDING', verifiedAmount: null },
            tx,
          );
      });
    },

    /** A line back to the agent with the buyer's comments; the agent's DA people are told. */
    backForReview(caller: Caller, id: number, input: { version: number; comments: string }) {
      return act(
        caller,
        ['DA_EXPENSE_EVALUATION_EDIT'],
        id,
        'BACK_FOR_REVIEW',
        async (item, evaluation, tx, outbox) => {
          core.requireVersion(item, input.version);
          if (!['PENDING', 'VERIFIED'].includes(item.status)) throw core.refuse(item.status);
          await core.updateItem(
            item,
            item.version,
            { status: 'BACK_FOR_REVIEW', previousStatus: item.status, comments: input.comments },
            tx,
          );
          if (!deps.findPeople) return;
          const supplierId = await core.supplierOf(caller, evaluation, tx);
          await outbox.record(
            [
              {
                profileIds: await deps.findPeople(
                  { companyId: supplierId, product: 'DA_TOOL', authorities: ['DA_VIEW'] },
                  tx,
                ),
                eventType: 'EVALUATION',
                eventId: evaluation.id,
                eventMessage: formatMessage('NOTIFY_LINE_BACK_FOR_REVIEW', {
                  name: item.name,
                  id: evaluation.id,
                  comments: input.comments,
                }),
              },
            ],
            tx,
          );
        },
      );
    },

    /** DELETED or REJECTED back to the status it left (PENDING when unknown). */
    restore(caller: Caller, id: number, input: { version: number }) {
      return act(caller, ['DA_EXPENSE_EVALUATION_RESTORE'], id, 'RESTORE', async (item, _e, tx) => {
        core.requireVersion(item, input.version);
        if (item.status !== 'DELETED' && item.status !== 'REJECTED') throw core.refuse(item.status);
        const back = item.previousStatus && item.previousStatus !== 'APPROVED' ? item.previousStatus : 'PENDING';
        await core.updateItem(item, item.version, { status: back, previousStatus: null }, tx);
      });
    },

    /** One step back: APPROVED -> VERIFIED, VERIFIED -> PENDING. */
    revert(caller: Caller, id: number, input: { version: number }) {
      return act(
        caller,
        ['DA_EXPENSE_EVALUATION_REVERT', 'DA_EXPENSE_SPLIT_EVALUATION_REVERT'],
        id,
        'REVERT',
        async (item, evaluation, tx) => {
          await requirePaymentOpen(tx, evaluation.id);
          requireAllowed('EXPENSE_REVERT', caller, { isSplitPart: item.parentId !== null });
          core.requireVersion(item, input.version);
          if (item.status === 'APPROVED')
            await core.updateItem(item, item.version, { status: 'VERIFIED', approvedById: null, approvedAt: null }, tx);
          else if (item.status === 'VERIFIED')
            await core.updateItem(item, item.version, { status: 'PENDING', verifiedById: null, verifiedAt: null }, tx);
          else throw core.refuse(item.status);
        },
      );
    },

    /**
     * Approves lines of one evaluation (bulk-approve-expenses): all must be verified leaves; final
     * DAs need an accounting code on each. All or nothing: a stale line fails the whole call (409).
     */
    async bulkApprove(caller: Caller, input: { evaluationId: number; items: Versioned[] }): Promise<TEvaluation> {
      return db.transaction(async (tx) => {
        const evaluation = await core.reach(caller, 'DA_EVALUATION_VERIFY', input.evaluationId, tx, {
          lock: true,
          open: true,
        });
        const all = await repo.items(evaluation.id, tx);
        const byId = new Map(all.map((i) => [i.id, i]));
        const parents = new Set(all.map((i) => i.parentId));
        const chosen = input.items.map((ref) => {
          const row = byId.get(ref.id);
          if (!row) throw notFound();
          return { row, version: ref.version };
        });
        if (chosen.some(({ row }) => row.status === 'PENDING' || row.status === 'BACK_FOR_REVIEW'))
          throw conflict('PENDING_VERIFICATION_EXPENSES');
        for (const { row } of chosen) {
          if (row.status !== 'VERIFIED' || parents.has(row.id)) throw conflict('ITEM_CANNOT_BE_APPROVED');
          if (evaluation.type !== 'PDA' && row.accountingCodeId === null) {
            throw new AppError(400, 'MISSING_ACCOUNTING_CODE', {
              [`items.${row.id}.accountingCodeId`]: messages.MISSING_ACCOUNTING_CODE,
            });
          }
        }
        // One UPDATE and one audit INSERT for all lines (500 lines well under the 300 ms aim of the
        // evaluation bench); each line still matches only at its own version, so a stale one fails it all.
        const approved = await repo.updateItemsAtVersions(
          chosen.map(({ row, version }) => ({ id: row.id, version })),
          { status: 'APPROVED', approvedById: caller.profileId, approvedAt: deps.clock() },
          tx,
        );
        if (approved.length !== chosen.length) throw conflict('STALE_VERSION');
        await writeAudits(
          tx,
          chosen.map(({ row }) => ({
            profileId: caller.profileId,
            companyId: caller.companyId,
            entity: 'expense_evaluation',
            entityId: row.id,
            action: 'APPROVE',
            before: { status: row.status },
            after: { status: 'APPROVED' },
          })),
        );
        return core.answerOf(evaluation.id, tx);
      });
    },

    /** mark-as-deleted with lines: each (not approved) becomes DELETED, restorable later. */
    async markLinesDeleted(caller: Caller, evaluation: EvaluationRow, items: Versioned[], tx: Db) {
      const all = await repo.items(evaluation.id, tx);
      for (const ref of items) {
        const row = all.find((i) => i.id === ref.id);
        if (!row) throw notFound();
        if (row.status === 'APPROVED' || row.status === 'DELETED') throw core.refuse(row.status);
        await core.updateItem(row, ref.version, { status: 'DELETED', previousStatus: row.status }, tx);
        await core.audit(
          tx,
          caller,
          'expense_evaluation',
          row.id,
          'DELETE',
          { status: row.status },
          { status: 'DELETED' },
        );
      }
    },
  };
}
export type ExpenseEvaluationService = ReturnType<typeof createExpenseEvaluationService>;
