import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { chartererAccountReports, evaluationBudgetCommits, evaluationBudgetReminders, evaluationTasks } from './db';
import { createWorkflowReadModel } from './workflow-read-model';

export type EvaluationTaskRow = typeof evaluationTasks.$inferSelect;
export type BudgetCommitRow = typeof evaluationBudgetCommits.$inferSelect;
export type ChartererReportRow = typeof chartererAccountReports.$inferSelect;

/**
 * Queries of the evaluation workflow tables (budget commits, reminders, tasks, charterer reports).
 * Which departments commit budget and who hears a reminder are the read model's
 * (workflow-read-model.ts), spread in.
 */
export function createWorkflowRepo(db: Db) {
  return {
    ...createWorkflowReadModel(db),

    async commits(evaluationId: number, tx: Db = db): Promise<BudgetCommitRow[]> {
      return tx.select().from(evaluationBudgetCommits).where(eq(evaluationBudgetCommits.evaluationId, evaluationId));
    },
    async upsertCommit(values: typeof evaluationBudgetCommits.$inferInsert, tx: Db = db) {
      await tx
        .insert(evaluationBudgetCommits)
        .values(values)
        .onConflictDoUpdate({
          target: [evaluationBudgetCommits.evaluationId, evaluationBudgetCommits.departmentId],
          set: { items: values.items, committedById: values.committedById, committedAt: values.committedAt },
        });
    },

    async remindersSince(evaluationId: number, since: Date, tx: Db = db) {
      return tx
        .select({ departmentId: evaluationBudgetReminders.departmentId })
        .from(evaluationBudgetReminders)
        .where(
          and(eq(evaluationBudgetReminders.evaluationId, evaluationId), gte(evaluationBudgetReminders.sentAt, since)),
        );
    },
    async insertReminder(values: typeof evaluationBudgetReminders.$inferInsert, tx: Db = db) {
      await tx.insert(evaluationBudgetReminders).values(values);
    },

    /** Queues a task of this kind: a new row, or the existing one back to PENDING as a new attempt. */
    async queueTask(evaluationId: number, kind: string, payload: unknown, tx: Db = db): Promise<EvaluationTaskRow> {
      const [row] = await tx
        .insert(evaluationTasks)
        .values({ evaluationId, kind, payload })
        .onConflictDoUpdate({
          target: [evaluationTasks.evaluationId, evaluationTasks.kind],
          set: {
            status: 'PENDING',
            attempts: sql`${evaluationTasks.attempts} + 1`,
            lastError: null,
            payload,
            updatedAt: new Date(),
            version: sql`${evaluationTasks.version} + 1`,
          },
        })
        .returning();
      if (!row) throw new Error('task upsert returned nothing');
      return row;
    },
    /** The evaluation's most recently changed task. */
    async latestTask(evaluationId: number, tx: Db = db, lock = false): Promise<EvaluationTaskRow | undefined> {
      const query = tx
        .select()
        .from(evaluationTasks)
        .where(eq(evaluationTasks.evaluationId, evaluationId))
        .orderBy(desc(evaluationTasks.updatedAt), desc(evaluationTasks.id))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    /** Moves a task out of `from`; undefined when it was not in that state (someone else moved it). */
    async moveTask(id: number, from: string, values: Partial<EvaluationTaskRow>, tx: Db = db) {
      const [row] = await tx
        .update(evaluationTasks)
        .set({ ...values, updatedAt: new Date(), version: sql`${evaluationTasks.version} + 1` })
        .where(and(eq(evaluationTasks.id, id), eq(evaluationTasks.status, from)))
        .returning();
      return row;
    },

    async reports(evaluationId: number, tx: Db = db): Promise<ChartererReportRow[]> {
      return tx.select().from(chartererAccountReports).where(eq(chartererAccountReports.evaluationId, evaluationId));
    },
    async insertReport(values: typeof chartererAccountReports.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(chartererAccountReports).values(values).returning();
      if (!row) throw new Error('report insert returned nothing');
      return row;
    },
  };
}
export type WorkflowRepo = ReturnType<typeof createWorkflowRepo>;

/**
 * What the integration records when it has delivered (or failed to deliver) a PENDING task. A
 * failure stays on the task (operations §8: failed budget or payment updates are silently ignored by
 * the user's action) until someone retries it.
 */
export async function recordTaskOutcome(db: Db, taskId: number, outcome: { error?: string }) {
  return createWorkflowRepo(db).moveTask(
    taskId,
    'PENDING',
    outcome.error === undefined ? { status: 'DONE', lastError: null } : { status: 'FAILED', lastError: outcome.error },
  );
}
