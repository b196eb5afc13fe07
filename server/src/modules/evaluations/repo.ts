import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { idArray, inIds, keptStatement } from '../../platform/db/query-helpers';
import { discrepancyReasons, verificationDiscrepancyTypes } from '../refdata/db';
import { accountingCodes, evaluations, expenseEvaluationAttachments, expenseEvaluations } from './db';

export type EvaluationRow = typeof evaluations.$inferSelect;
export type ExpenseEvaluationRow = typeof expenseEvaluations.$inferSelect;
export type AccountingCodeRow = typeof accountingCodes.$inferSelect;
export type FlowLine = Pick<ExpenseEvaluationRow, 'id' | 'evaluationId' | 'parentId' | 'status'>;

const answerColumns = {
  id: expenseEvaluations.id,
  parentId: expenseEvaluations.parentId,
  section: expenseEvaluations.section,
  name: expenseEvaluations.name,
  code: expenseEvaluations.code,
  status: expenseEvaluations.status,
  splitType: expenseEvaluations.splitType,
  amount: expenseEvaluations.amount,
  verifiedAmount: expenseEvaluations.verifiedAmount,
  chartererAmount: expenseEvaluations.chartererAmount,
  discrepancyTypeId: expenseEvaluations.discrepancyTypeId,
  discrepancyReasonId: expenseEvaluations.discrepancyReasonId,
  discrepancyAmount: expenseEvaluations.discrepancyAmount,
  accountingCodeId: expenseEvaluations.accountingCodeId,
  comments: expenseEvaluations.comments,
  version: expenseEvaluations.version,
};
export type AnswerItemRow = Pick<ExpenseEvaluationRow, keyof typeof answerColumns>;

/** Queries over evaluations, expense evaluations and accounting codes. */
export function createEvaluationRepo(db: Db) {
  // Dashboard pages ask the flow step of every evaluation they show: five columns, built once.
  const flowLines = keptStatement(db, (tx) =>
    tx
      .select({
        id: expenseEvaluations.id,
        evaluationId: expenseEvaluations.evaluationId,
        parentId: expenseEvaluations.parentId,
        status: expenseEvaluations.status,
      })
      .from(expenseEvaluations)
      .where(inIds(expenseEvaluations.evaluationId, sql.placeholder('ids')))
      .prepare('evaluations_flow_lines'),
  );
  return {
    async find(id: number, tx: Db = db, lock = false): Promise<EvaluationRow | undefined> {
      const query = tx.select().from(evaluations).where(eq(evaluations.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async findByProforma(proformaId: number, tx: Db = db): Promise<EvaluationRow | undefined> {
      const [row] = await tx.select().from(evaluations).where(eq(evaluations.proformaId, proformaId));
      return row;
    },
    async ofAppointments(appointmentIds: number[], tx: Db = db): Promise<EvaluationRow[]> {
      if (appointmentIds.length === 0) return [];
      return tx
        .select()
        .from(evaluations)
        .where(inArray(evaluations.appointmentId, appointmentIds))
        .orderBy(asc(evaluations.id));
    },
    /** What an evaluation's flow step reads of its lines (`activeFlowStepOf`), for many at once. */
    async flowLinesOf(evaluationIds: number[], tx: Db = db): Promise<FlowLine[]> {
      if (evaluationIds.length === 0) return [];
      return flowLines(tx).execute({ ids: idArray(evaluationIds) });
    },
    async itemsOf(evaluationIds: number[], tx: Db = db): Promise<ExpenseEvaluationRow[]> {
      if (evaluationIds.length === 0) return [];
      return tx.select().from(expenseEvaluations).where(inArray(expenseEvaluations.evaluationId, evaluationIds));
    },
    async idsOfProformas(proformaIds: number[], tx: Db = db) {
      if (proformaIds.length === 0) return [];
      return tx
        .select({ id: evaluations.id, proformaId: evaluations.proformaId })
        .from(evaluations)
        .where(inArray(evaluations.proformaId, proformaIds));
    },
    async insert(values: typeof evaluations.$inferInsert, tx: Db = db): Promise<EvaluationRow> {
      const [row] = await tx.insert(evaluations).values(values).returning();
      if (!row) throw new Error('evaluation insert returned nothing');
      return row;
    },
    /** Updates when the version still matches; undefined when someone else changed it first. */
    async update(id: number, version: number, values: Partial<typeof evaluations.$inferInsert>, tx: Db = db) {
      const [row] = await tx
        .update(evaluations)
        .set({ ...values, version: version + 1, updatedAt: new Date() })
        .where(and(eq(evaluations.id, id), eq(evaluations.version, version)))
        .returning();
      return row;
    },

    /**
     * Records the state of the DA's payment (null: none); the payments module calls it on each
     * transition, in the transition's transaction. The version stays: a payment moving is not an
     * edit of the evaluation, and must not make the evaluator's open page stale.
     */
    async recordPaymentState(id: number, state: string | null, tx: Db = db): Promise<void> {
      await tx.update(evaluations).set({ paymentState: state }).where(eq(evaluations.id, id));
    },
    /** The approved total of an evaluation: the evaluated amounts of its APPROVED lines (leaves). */
    async approvedTotal(evaluationId: number, tx: Db = db): Promise<string> {
      const [row] = await tx
        .select({
          total: sql<string>`coalesce(sum(coalesce(${expenseEvaluations.verifiedAmount}, ${expenseEvaluations.amount})), 0)::text`,
        })
        .from(expenseEvaluations)
        .where(and(eq(expenseEvaluations.evaluationId, evaluationId), eq(expenseEvaluations.status, 'APPROVED')));
      return row?.total ?? '0';
    },

    async items(evaluationId: number, tx: Db = db): Promise<ExpenseEvaluationRow[]> {
      return tx
        .select()
        .from(expenseEvaluations)
        .where(eq(expenseEvaluations.evaluationId, evaluationId))
        .orderBy(asc(expenseEvaluations.position), asc(expenseEvaluations.id));
    },
    /**
     * The lines as an answer shows them: only the columns the answer and its totals read (no audit
     * columns or timestamps), which on a 500-line evaluation halves what the driver parses and maps.
     */
    async answerItems(evaluationId: number, tx: Db = db): Promise<AnswerItemRow[]> {
      return tx
        .select(answerColumns)
        .from(expenseEvaluations)
        .where(eq(expenseEvaluations.evaluationId, evaluationId))
        .orderBy(asc(expenseEvaluations.position), asc(expenseEvaluations.id));
    },
    async findItem(id: number, tx: Db = db, lock = false): Promise<ExpenseEvaluationRow | undefined> {
      const query = tx.select().from(expenseEvaluations).where(eq(expenseEvaluations.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async insertItems(
      rows: Array<typeof expenseEvaluations.$inferInsert>,
      tx: Db = db,
    ): Promise<ExpenseEvaluationRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(expenseEvaluations).values(rows).returning();
    },
    /**
     * The optimistic-concurrency write of an expense evaluation: the version is part of the WHERE,
     * so of two concurrent approvals of one line exactly one matches; the other gets undefined (409).
     */
    async updateItem(
      id: number,
      version: number,
      values: Partial<typeof expenseEvaluations.$inferInsert>,
      tx: Db = db,
    ) {
      const [row] = await tx
        .update(expenseEvaluations)
        .set({ ...values, version: version + 1, updatedAt: new Date() })
        .where(and(eq(expenseEvaluations.id, id), eq(expenseEvaluations.version, version)))
        .returning();
      return row;
    },
    /**
     * updateItem for many lines in one statement (bulk actions): each line matches only at its own
     * version, and the rows changed come back, so fewer rows than lines means one was stale.
     */
    async updateItemsAtVersions(
      lines: Array<{ id: number; version: number }>,
      values: Partial<typeof expenseEvaluations.$inferInsert>,
      tx: Db = db,
    ): Promise<Array<{ id: number }>> {
      if (lines.length === 0) return [];
      const pairs = sql.join(
        lines.map((l) => sql`(${l.id}::bigint, ${l.version}::integer)`),
        sql`, `,
      );
      return tx
        .update(expenseEvaluations)
        .set({ ...values, version: sql`${expenseEvaluations.version} + 1`, updatedAt: new Date() })
        .where(sql`(${expenseEvaluations.id}, ${expenseEvaluations.version}) in (values ${pairs})`)
        .returning({ id: expenseEvaluations.id });
    },
    async deleteItem(id: number, tx: Db = db) {
      await tx.delete(expenseEvaluations).where(eq(expenseEvaluations.id, id));
    },
    async addAttachments(rows: Array<typeof expenseEvaluationAttachments.$inferInsert>, tx: Db = db) {
      if (rows.length > 0) await tx.insert(expenseEvaluationAttachments).values(rows);
    },
    async discrepancyTypeExists(id: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: verificationDiscrepancyTypes.id })
        .from(verificationDiscrepancyTypes)
        .where(eq(verificationDiscrepancyTypes.id, id));
      return row !== undefined;
    },
    async discrepancyReasonExists(id: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: discrepancyReasons.id })
        .from(discrepancyReasons)
        .where(eq(discrepancyReasons.id, id));
      return row !== undefined;
    },

    async accountingCodes(companyId: number, tx: Db = db): Promise<AccountingCodeRow[]> {
      return tx
        .select()
        .from(accountingCodes)
        .where(eq(accountingCodes.companyId, companyId))
        .orderBy(asc(accountingCodes.code), asc(accountingCodes.id));
    },
    async findAccountingCode(id: number, tx: Db = db): Promise<AccountingCodeRow | undefined> {
      const [row] = await tx.select().from(accountingCodes).where(eq(accountingCodes.id, id));
      return row;
    },
    async insertAccountingCode(values: typeof accountingCodes.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(accountingCodes).values(values).onConflictDoNothing().returning();
      return row;
    },
    async updateAccountingCode(
      id: number,
      version: number,
      values: Partial<typeof accountingCodes.$inferInsert>,
      tx: Db = db,
    ) {
      const [row] = await tx
        .update(accountingCodes)
        .set({ ...values, version: version + 1, updatedAt: new Date() })
        .where(and(eq(accountingCodes.id, id), eq(accountingCodes.version, version)))
        .returning();
      return row;
    },
  };
}
export type EvaluationRepo = ReturnType<typeof createEvaluationRepo>;
