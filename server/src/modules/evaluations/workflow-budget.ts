import type { TBudgetCommit, TEvaluationTask } from '@portcall/contracts/evaluation-workflow';
import { formatMessage, messages } from '@portcall/contracts/messages';
import { Decimal, sumAmounts } from '@portcall/contracts/money';
import { expenseSections } from '@portcall/contracts/proformas';
import type { Db } from '../../platform/db/client';
import { AppError, conflict } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { createOutbox, type FindPeople, type Notifier } from '../../platform/notify';
import { type EvaluationCore, type EvaluationDeps, lineTotals } from './core';
import type { EvaluationRow } from './repo';
import type { EvaluationTaskRow, WorkflowRepo } from './workflow-repo';

/** Reminders a department may receive per evaluation per UTC day (docs/decisions.md). */
export const REMINDERS_PER_DAY = 3;
const money = (v: Decimal) => v.toFixed(2, Decimal.ROUND_HALF_UP);
const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

export function toTask(row: EvaluationTaskRow): TEvaluationTask {
  return {
    id: row.id,
    evaluationId: row.evaluationId,
    kind: row.kind,
    status: row.status as TEvaluationTask['status'],
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Budget commit per eligible department with reminders, and the evaluation's integration task
 * (operations §4 "budget commit (with department reminder), retry task").
 */
export function createBudgetWorkflow(
  deps: EvaluationDeps & {
    core: EvaluationCore;
    workflow: WorkflowRepo;
    /** Reminders reach the department through the one Notifier; absent in set-ups without it. */
    notifier?: Pick<Notifier, 'record' | 'deliver'>;
    findPeople?: FindPeople;
  },
) {
  const { db, repo, core, workflow } = deps;

  async function answer(row: EvaluationRow, tx: Db): Promise<TBudgetCommit> {
    const [departments, commits, reminders] = await Promise.all([
      workflow.eligibleDepartments(row.companyId, tx),
      workflow.commits(row.id, tx),
      workflow.remindersSince(row.id, startOfDay(deps.clock()), tx),
    ]);
    const list = departments.map((d) => {
      const c = commits.find((x) => x.departmentId === d.id);
      return {
        departmentId: d.id,
        name: d.name,
        committed: c !== undefined,
        committedById: c?.committedById ?? null,
        committedAt: c ? c.committedAt.toISOString() : null,
        items: (c?.items ?? []) as TBudgetCommit['departments'][number]['items'],
        remindersToday: reminders.filter((r) => r.departmentId === d.id).length,
      };
    });
    return {
      evaluationId: row.id,
      checkedAt: row.budgetCheck?.checkedAt ?? null,
      departments: list,
      isFullyCommitted: list.length > 0 && list.every((d) => d.committed),
    };
  }

  /** An eligible department of the evaluation's buyer, by name (any letter case); else 404. */
  async function department(row: EvaluationRow, name: string, tx: Db) {
    const found = (await workflow.eligibleDepartments(row.companyId, tx)).find(
      (d) => d.name.trim().toLowerCase() === name.trim().toLowerCase(),
    );
    if (!found) throw new AppError(404, 'UNKNOWN_DEPARTMENT');
    return found;
  }

  return {
    async budgetCommit(caller: Caller, id: number) {
      return db.transaction(async (tx) =>
        answer(await core.reach(caller, ['DA_EVALUATION_BUDGET_COMMIT', 'DA_EVALUATION_VIEW'], id, tx), tx),
      );
    },

    /**
     * POST budget-commit: the department (named, else the caller's own) commits the evaluated totals
     * per section as they stand now; needs a budget check first. Queues the BUDGET_COMMIT task.
     */
    async commit(caller: Caller, id: number, input: { departmentName?: string }) {
      return db.transaction(async (tx) => {
        const row = await core.reach(caller, 'DA_EVALUATION_BUDGET_COMMIT', id, tx, { lock: true, open: true });
        if (!row.budgetCheck) throw conflict('BUDGET_CHECK_REQUIRED');
        let target: { id: number; name: string };
        if (input.departmentName !== undefined) target = await department(row, input.departmentName, tx);
        else {
          const own = await workflow.departmentOfProfile(caller.profileId, tx);
          const eligible = (await workflow.eligibleDepartments(row.companyId, tx)).find((d) => d.id === own);
          if (!eligible)
            throw new AppError(400, 'BUDGET_COMMIT_NO_DEPARTMENT', {
              departmentName: messages.BUDGET_COMMIT_NO_DEPARTMENT,
            });
          target = eligible;
        }
        const totals = lineTotals(await repo.items(row.id, tx));
        const items = expenseSections.map((section) => ({
          section,
          amount: money(sumAmounts(totals.filter((t) => t.item.section === section).map((t) => t.total))),
        }));
        await workflow.upsertCommit(
          {
            evaluationId: row.id,
            departmentId: target.id,
            items,
            committedById: caller.profileId,
            committedAt: deps.clock(),
          },
          tx,
        );
        await workflow.queueTask(row.id, 'BUDGET_COMMIT', { departmentId: target.id, items }, tx);
        await core.audit(tx, caller, 'evaluation', row.id, 'BUDGET_COMMIT', null, { department: target.name, items });
        return answer(row, tx);
      });
    },

    /**
     * Reminds a department to commit: its active profiles who may commit a budget and see the
     * evaluation (region rules); at most REMINDERS_PER_DAY per department and evaluation per UTC day
     * (429). A notification each, recorded with the reminder and pushed once it has committed;
     * `delivered` says whether a live channel was there to take it.
     */
    async remind(caller: Caller, id: number, departmentName: string) {
      const outbox = createOutbox(deps.notifier);
      const reminder = await db.transaction(async (tx) => {
        const row = await core.reach(caller, 'DA_EVALUATION_BUDGET_COMMIT', id, tx, { lock: true, open: true });
        const target = await department(row, departmentName, tx);
        const now = deps.clock();
        const today = (await workflow.remindersSince(row.id, startOfDay(now), tx)).filter(
          (r) => r.departmentId === target.id,
        ).length;
        if (today >= REMINDERS_PER_DAY)
          throw new AppError(429, 'BUDGET_REMINDER_LIMIT', undefined, { limit: REMINDERS_PER_DAY });
        const members = await workflow.departmentProfiles(target.id, tx);
        const recipientIds = deps.findPeople
          ? await deps.findPeople(
              {
                companyId: row.companyId,
                product: 'DA_TOOL',
                authorities: ['DA_EVALUATION_BUDGET_COMMIT'],
                appointmentId: row.appointmentId,
                among: members,
              },
              tx,
            )
          : members;
        await workflow.insertReminder(
          { evaluationId: row.id, departmentId: target.id, recipientIds, sentById: caller.profileId, sentAt: now },
          tx,
        );
        await core.audit(tx, caller, 'evaluation', row.id, 'BUDGET_REMINDER', null, {
          department: target.name,
          recipientIds,
        });
        await outbox.record(
          [
            {
              profileIds: recipientIds,
              eventType: 'EVALUATION',
              eventId: row.id,
              eventMessage: formatMessage('NOTIFY_BUDGET_COMMIT_REQUESTED', { department: target.name, id: row.id }),
            },
          ],
          tx,
        );
        return {
          evaluationId: row.id,
          departmentName: target.name,
          recipientIds,
          sentById: caller.profileId,
          sentAt: now.toISOString(),
          remindersToday: today + 1,
        };
      });
      return { ...reminder, delivered: await outbox.deliver() };
    },

    /** The latest task, or null: an evaluation without one is the usual state, not a missing row. */
    async task(caller: Caller, id: number) {
      const row = await core.reach(caller, ['DA_EVALUATION_VIEW', 'DA_EVALUATION_RETRY_TASK'], id);
      const task = await workflow.latestTask(row.id);
      return task ? toTask(task) : null;
    },

    /** FAILED -> PENDING as a new attempt; any other state is 409 (a PENDING one is still queued). */
    async retry(caller: Caller, id: number) {
      return db.transaction(async (tx) => {
        const row = await core.reach(caller, 'DA_EVALUATION_RETRY_TASK', id, tx, { lock: true });
        const task = await workflow.latestTask(row.id, tx, true);
        if (!task) throw new AppError(404, 'NO_EVALUATION_TASK');
        if (task.status !== 'FAILED') throw conflict('EVALUATION_TASK_NOT_FAILED');
        const moved = await workflow.moveTask(
          task.id,
          'FAILED',
          { status: 'PENDING', attempts: task.attempts + 1, lastError: null },
          tx,
        );
        if (!moved) throw conflict('EVALUATION_TASK_NOT_FAILED');
        await core.audit(tx, caller, 'evaluation_task', task.id, 'RETRY', { attempts: task.attempts }, null);
        return toTask(moved);
      });
    },
  };
}
export type BudgetWorkflow = ReturnType<typeof createBudgetWorkflow>;
