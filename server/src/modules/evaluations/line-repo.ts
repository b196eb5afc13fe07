import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { currencies } from '../refdata/db';
import {
  clarificationRequests,
  expenseAnalysisFeedback,
  expenseEvaluationDetails,
  expenseEvaluationEdits,
  expenseInspections,
} from './db';
import { createLineReadModel } from './line-read-model';

export type LineDetailsRow = typeof expenseEvaluationDetails.$inferSelect;
export type InspectionRow = typeof expenseInspections.$inferSelect;

/**
 * Queries of the evaluation line actions: line details, inspection flags, clarification requests
 * and analysis feedback. The reads that join other modules' tables (the editors' names, who hears of
 * a clarification, the history an analysis compares a line with) are the read model's
 * (line-read-model.ts), spread in; the currencies' minor units are reference data.
 */
export function createLineRepo(db: Db) {
  return {
    ...createLineReadModel(db),

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
    async insertFeedback(values: typeof expenseAnalysisFeedback.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(expenseAnalysisFeedback).values(values).returning();
      if (!row) throw new Error('feedback insert returned nothing');
      return row;
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
