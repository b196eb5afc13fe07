import { and, asc, desc, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { profiles } from '../account/db';
import { appointments } from '../appointments/db';
import { portCalls } from '../port-calls/db';
import { currencies } from '../refdata/db';
import {
  clarificationRequests,
  evaluations,
  expenseAnalysisFeedback,
  expenseEvaluationDetails,
  expenseEvaluationEdits,
  expenseEvaluations,
  expenseInspections,
} from './db';

export type LineDetailsRow = typeof expenseEvaluationDetails.$inferSelect;
export type InspectionRow = typeof expenseInspections.$inferSelect;

/**
 * Queries of the evaluation line actions: line details, inspection flags, clarification requests,
 * analysis feedback, and the history an analysis compares a line with. Other modules' tables
 * (appointments, port calls, currencies) are only read, to find the port and the minor units.
 */
export function createLineRepo(db: Db) {
  return {
    async details(ids: number[], tx: Db = db): Promise<LineDetailsRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(expenseEvaluationDetails)
        .where(inArray(expenseEvaluationDetails.expenseEvaluationId, ids));
    },
    async saveDetails(
      id: number,
      values: Partial<Omit<typeof expenseEvaluationDetails.$inferInsert, 'expenseEvaluationId'>>,
      tx: Db = db,
    ): Promise<LineDetailsRow> {
      const [row] = await tx
        .insert(expenseEvaluationDetails)
        .values({ expenseEvaluationId: id, ...values })
        .onConflictDoUpdate({
          target: expenseEvaluationDetails.expenseEvaluationId,
          set: { ...values, updatedAt: new Date() },
        })
        .returning();
      if (!row) throw new Error('line details upsert returned nothing');
      return row;
    },
    /**
     * What a reset takes back of the buyer's evaluation of lines: units and price per unit and the
     * environmental discount, which a later edit or discount would otherwise build on. Parameters,
     * remarks and when clarification was asked stay: they describe the line, not its amount.
     */
    async clearEvaluatedAmounts(ids: number[], tx: Db = db) {
      if (ids.length === 0) return;
      await tx
        .update(expenseEvaluationDetails)
        .set({ unit: null, pricePerUnit: null, environmentalDiscountAmount: null, updatedAt: new Date() })
        .where(inArray(expenseEvaluationDetails.expenseEvaluationId, ids));
    },
    async minorUnits(currency: string | null, tx: Db = db): Promise<number> {
      if (!currency) return 2;
      const [row] = await tx
        .select({ minorUnits: currencies.minorUnits })
        .from(currencies)
        .where(eq(currencies.code, currency));
      return row?.minorUnits ?? 2;
    },

    async inspections(evaluationId: number, tx: Db = db): Promise<InspectionRow[]> {
      return tx
        .select()
        .from(expenseInspections)
        .where(eq(expenseInspections.evaluationId, evaluationId))
        .orderBy(asc(expenseInspections.id));
    },
    async findInspection(id: number, tx: Db = db, lock = false): Promise<InspectionRow | undefined> {
      const query = tx.select().from(expenseInspections).where(eq(expenseInspections.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    /** Raises a flag on a line, or refreshes the amount of the one already open (one open flag a line). */
    async raiseInspection(values: typeof expenseInspections.$inferInsert, tx: Db = db) {
      await tx
        .insert(expenseInspections)
        .values(values)
        .onConflictDoUpdate({
          target: expenseInspections.expenseEvaluationId,
          targetWhere: sql`${expenseInspections.status} = 'OPEN'`,
          set: { amount: values.amount, version: sql`${expenseInspections.version} + 1` },
        });
    },
    async updateInspection(
      id: number,
      version: number,
      values: Partial<typeof expenseInspections.$inferInsert>,
      tx: Db = db,
    ): Promise<InspectionRow | undefined> {
      const [row] = await tx
        .update(expenseInspections)
        .set({ ...values, version: version + 1 })
        .where(and(eq(expenseInspections.id, id), eq(expenseInspections.version, version)))
        .returning();
      return row;
    },

    async insertClarification(values: typeof clarificationRequests.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(clarificationRequests).values(values).returning();
      if (!row) throw new Error('clarification insert returned nothing');
      return row;
    },
    async insertEdit(values: typeof expenseEvaluationEdits.$inferInsert, tx: Db = db) {
      await tx.insert(expenseEvaluationEdits).values(values);
    },
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
    async insertFeedback(values: typeof expenseAnalysisFeedback.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(expenseAnalysisFeedback).values(values).returning();
      if (!row) throw new Error('feedback insert returned nothing');
      return row;
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
export type LineRepo = ReturnType<typeof createLineRepo>;

/**
 * A verification sets the evaluated amount anew (the verifier types the final amount), so an
 * environmental discount saved before it no longer applies and is cleared (expense-service verify).
 */
export async function clearEnvironmentalDiscount(tx: Db, expenseEvaluationId: number) {
  await tx
    .update(expenseEvaluationDetails)
    .set({ environmentalDiscountAmount: null, updatedAt: new Date() })
    .where(eq(expenseEvaluationDetails.expenseEvaluationId, expenseEvaluationId));
}
