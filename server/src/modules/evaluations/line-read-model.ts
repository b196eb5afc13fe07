/**
 * A declared read model (docs/decisions.md "Read models"): what the line actions read of other
 * modules: the account module's profiles (who edited a line, who hears of a clarification request)
 * and the appointments and port-calls modules' rows (the port of earlier DAs, for a line's
 * history). Only reads; every write of those rows stays with its module.
 */
import { and, desc, eq, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { profiles } from '../account/db';
import { appointments } from '../appointments/db';
import { portCalls } from '../port-calls/db';
import { evaluations, expenseEvaluationEdits, expenseEvaluations } from './db';

export function createLineReadModel(db: Db) {
  return {
    /** Every edit of an evaluation's lines with the editor, newest first: one query for a whole answer. */
    async editsOf(evaluationId: number, tx: Db = db) {
      return tx
        .select({ edit: expenseEvaluationEdits, editor: { name: profiles.name, surname: profiles.surname } })
        .from(expenseEvaluationEdits)
        .innerJoin(profiles, eq(profiles.id, expenseEvaluationEdits.editedById))
        .where(eq(expenseEvaluationEdits.evaluationId, evaluationId))
        .orderBy(desc(expenseEvaluationEdits.editedAt), desc(expenseEvaluationEdits.id));
    },
    /** Who at a company hears of a clarification request: its active, enabled profiles. */
    async activeProfilesOf(companyId: number, tx: Db = db) {
      const rows = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.companyId, companyId), eq(profiles.status, 'ACTIVE'), eq(profiles.isEnabled, true)));
      return rows.map((r) => r.id);
    },
    /**
     * Count, mean, min and max (exact numeric, as text) of the evaluated amounts of the same catalogue
     * expense at the same port in the company's earlier DAs in the same currency: whole lines only
     * (a split line counts once, at its evaluated amount), deleted or rejected lines and deleted
     * evaluations left out.
     */
    async history(
      q: { companyId: number; portId: number; code: string; currency: string | null; beforeEvaluationId: number },
      tx: Db = db,
    ) {
      const value = sql`coalesce(${expenseEvaluations.verifiedAmount}, ${expenseEvaluations.amount})`;
      const [row] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          mean: sql<string | null>`(avg(${value}))::text`,
          min: sql<string | null>`(min(${value}))::text`,
          max: sql<string | null>`(max(${value}))::text`,
        })
        .from(expenseEvaluations)
        .innerJoin(evaluations, eq(evaluations.id, expenseEvaluations.evaluationId))
        .innerJoin(appointments, eq(appointments.id, evaluations.appointmentId))
        .innerJoin(portCalls, eq(portCalls.id, appointments.portCallId))
        .where(
          and(
            eq(evaluations.companyId, q.companyId),
            lt(evaluations.id, q.beforeEvaluationId),
            ne(evaluations.status, 'DELETED'),
            q.currency ? eq(evaluations.currency, q.currency) : sql`${evaluations.currency} is null`,
            eq(portCalls.portId, q.portId),
            eq(expenseEvaluations.code, q.code),
            sql`${expenseEvaluations.parentId} is null`,
            notInArray(expenseEvaluations.status, ['DELETED', 'REJECTED']),
          ),
        );
      return row ?? { count: 0, mean: null, min: null, max: null };
    },
  };
}
