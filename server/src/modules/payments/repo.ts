import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  buyerPaymentSettings,
  cashFlowAccounts,
  cashFlowMovements,
  idempotencyKeys,
  paymentAttachments,
  payments,
} from './db';

export type PaymentRow = typeof payments.$inferSelect;
export type MovementRow = typeof cashFlowMovements.$inferSelect;
export type AccountRow = typeof cashFlowAccounts.$inferSelect;
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Default of `buyer_payment_settings.remitted_below_percentage` for buyers without a row. */
export const DEFAULT_REMITTED_BELOW_PERCENTAGE = '95';

/** Queries of the payments module; every method takes an optional transaction. */
export function createPaymentRepo(db: Db) {
  return {
    async find(id: number, tx: Db = db, lock = false): Promise<PaymentRow | undefined> {
      const q = tx.select().from(payments).where(eq(payments.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    async findByEvaluation(evaluationId: number, tx: Db = db): Promise<PaymentRow | undefined> {
      const [row] = await tx.select().from(payments).where(eq(payments.evaluationId, evaluationId));
      return row;
    },
    /** Inserts the DRAFT payment of an evaluation unless one exists (the unique evaluation_id decides). */
    async insertIfMissing(values: typeof payments.$inferInsert, tx: Db = db): Promise<boolean> {
      const inserted = await tx
        .insert(payments)
        .values(values)
        .onConflictDoNothing({ target: payments.evaluationId })
        .returning({ id: payments.id });
      return inserted.length > 0;
    },
    /**
     * The state guard of every transition: the row changes only if it is still in one of `from` at
     * `version`; of two concurrent writers exactly one gets the row back.
     */
    async transition(
      id: number,
      version: number,
      from: readonly string[],
      values: Partial<typeof payments.$inferInsert>,
      tx: Db = db,
    ): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .update(payments)
        .set({ ...values, version: sql`${payments.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(payments.id, id), eq(payments.version, version), inArray(payments.status, [...from])))
        .returning();
      return row;
    },
    async remove(id: number, tx: Db = db): Promise<void> {
      await tx.delete(payments).where(eq(payments.id, id));
    },
    async attachments(paymentId: number, tx: Db = db) {
      return tx
        .select()
        .from(paymentAttachments)
        .where(eq(paymentAttachments.paymentId, paymentId))
        .orderBy(asc(paymentAttachments.id));
    },
    async insertAttachments(rows: Array<typeof paymentAttachments.$inferInsert>, tx: Db = db): Promise<void> {
      if (rows.length > 0) await tx.insert(paymentAttachments).values(rows);
    },
    async paymentSettings(companyId: number, tx: Db = db) {
      const [row] = await tx.select().from(buyerPaymentSettings).where(eq(buyerPaymentSettings.companyId, companyId));
      return row;
    },
    async remittedBelowPercentage(companyId: number, tx: Db = db): Promise<string> {
      const [row] = await tx
        .select({ p: buyerPaymentSettings.remittedBelowPercentage })
        .from(buyerPaymentSettings)
        .where(eq(buyerPaymentSettings.companyId, companyId));
      return row?.p ?? DEFAULT_REMITTED_BELOW_PERCENTAGE;
    },
    async setRemittedBelowPercentage(companyId: number, percentage: string, tx: Db = db): Promise<void> {
      await tx
        .insert(buyerPaymentSettings)
        .values({ companyId, remittedBelowPercentage: percentage })
        .onConflictDoUpdate({
          target: buyerPaymentSettings.companyId,
          set: { remittedBelowPercentage: percentage, updatedAt: sql`now()` },
        });
    },
    async account(companyId: number, currency: string, tx: Db = db): Promise<AccountRow> {
      await tx.insert(cashFlowAccounts).values({ companyId, currency }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(cashFlowAccounts)
        .where(and(eq(cashFlowAccounts.companyId, companyId), eq(cashFlowAccounts.currency, currency)));
      return row as AccountRow;
    },
    /** Accounts with their balances computed as the SUM of their movements. */
    async accounts(companyId: number, tx: Db = db) {
      return tx
        .select({
          id: cashFlowAccounts.id,
          companyId: cashFlowAccounts.companyId,
          currency: cashFlowAccounts.currency,
          balance: sql<string>`coalesce(sum(${cashFlowMovements.amount}), 0)::text`,
        })
        .from(cashFlowAccounts)
        .leftJoin(cashFlowMovements, eq(cashFlowMovements.accountId, cashFlowAccounts.id))
        .where(eq(cashFlowAccounts.companyId, companyId))
        .groupBy(cashFlowAccounts.id)
        .orderBy(asc(cashFlowAccounts.currency));
    },
    async insertMovement(values: typeof cashFlowMovements.$inferInsert, tx: Db = db): Promise<MovementRow> {
      const [row] = await tx.insert(cashFlowMovements).values(values).returning();
      return row as MovementRow;
    },
    async movements(companyId: number, range: { from?: Date; to?: Date }, tx: Db = db) {
      return tx
        .select({ movement: cashFlowMovements, currency: cashFlowAccounts.currency })
        .from(cashFlowMovements)
        .innerJoin(cashFlowAccounts, eq(cashFlowAccounts.id, cashFlowMovements.accountId))
        .where(
          and(
            eq(cashFlowAccounts.companyId, companyId),
            range.from ? gte(cashFlowMovements.createdAt, range.from) : undefined,
            range.to ? lt(cashFlowMovements.createdAt, range.to) : undefined,
          ),
        )
        .orderBy(asc(cashFlowMovements.createdAt), asc(cashFlowMovements.id));
    },
    /** Claims a key; undefined when it was claimed before (by a committed or a concurrent request). */
    async claimKey(
      values: { companyId: number; key: string; route: string; requestHash: string; createdAt: Date },
      tx: Db = db,
    ) {
      const [row] = await tx.insert(idempotencyKeys).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** Drops this key if it was first used before `cutoff`, so its next use is a new request. */
    async deleteExpiredKey(k: { companyId: number; key: string; route: string }, cutoff: Date, tx: Db = db) {
      await tx
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.companyId, k.companyId),
            eq(idempotencyKeys.key, k.key),
            eq(idempotencyKeys.route, k.route),
            lt(idempotencyKeys.createdAt, cutoff),
          ),
        );
    },
    async purgeKeys(cutoff: Date, tx: Db = db): Promise<number> {
      const rows = await tx
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, cutoff))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
    async findKey(companyId: number, key: string, route: string, tx: Db = db): Promise<IdempotencyRow | undefined> {
      const [row] = await tx
        .select()
        .from(idempotencyKeys)
        .where(
          and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.route, route)),
        );
      return row;
    },
    async storeAnswer(companyId: number, key: string, route: string, status: number, body: unknown, tx: Db = db) {
      await tx
        .update(idempotencyKeys)
        .set({ status, body })
        .where(
          and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.route, route)),
        );
    },
  };
}
export type PaymentRepo = ReturnType<typeof createPaymentRepo>;
