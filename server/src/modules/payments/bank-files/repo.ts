import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { bankStatementEntries, bankStatements, payments } from '../db';

export type StatementRow = typeof bankStatements.$inferSelect;
export type EntryRow = typeof bankStatementEntries.$inferSelect;

/** Queries of the bank files (optional transaction on each); every read is scoped to one company. */
export function createBankFileRepo(db: Db) {
  return {
    async approvedPayments(companyId: number, tx: Db = db) {
      return tx
        .select()
        .from(payments)
        .where(and(eq(payments.companyId, companyId), eq(payments.status, 'APPROVED')))
        .orderBy(asc(payments.id));
    },
    async paymentsByIds(companyId: number, ids: number[], tx: Db = db) {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(payments)
        .where(and(eq(payments.companyId, companyId), inArray(payments.id, ids)));
    },
    async statement(companyId: number, id: number, tx: Db = db): Promise<StatementRow | undefined> {
      const [row] = await tx
        .select()
        .from(bankStatements)
        .where(and(eq(bankStatements.companyId, companyId), eq(bankStatements.id, id)));
      return row;
    },
    async statementByMessage(companyId: number, messageId: string, tx: Db = db): Promise<StatementRow | undefined> {
      const [row] = await tx
        .select()
        .from(bankStatements)
        .where(and(eq(bankStatements.companyId, companyId), eq(bankStatements.messageId, messageId)));
      return row;
    },
    /** Inserts the statement unless the company imported this message before (then undefined). */
    async insertStatement(values: typeof bankStatements.$inferInsert, tx: Db = db): Promise<StatementRow | undefined> {
      const [row] = await tx.insert(bankStatements).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** Bookings already known (from another statement) keep their row: the unique key decides. */
    async insertEntries(values: Array<typeof bankStatementEntries.$inferInsert>, tx: Db = db): Promise<void> {
      if (values.length > 0) await tx.insert(bankStatementEntries).values(values).onConflictDoNothing();
    },
    async entriesByKeys(companyId: number, keys: string[], tx: Db = db): Promise<EntryRow[]> {
      if (keys.length === 0) return [];
      return tx
        .select()
        .from(bankStatementEntries)
        .where(and(eq(bankStatementEntries.companyId, companyId), inArray(bankStatementEntries.entryKey, keys)));
    },
    async entry(companyId: number, id: number, tx: Db = db, lock = false): Promise<EntryRow | undefined> {
      const q = tx
        .select()
        .from(bankStatementEntries)
        .where(and(eq(bankStatementEntries.companyId, companyId), eq(bankStatementEntries.id, id)));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    async markPaid(id: number, values: { paymentId: number; confirmedById: number; confirmedAt: Date }, tx: Db = db) {
      await tx.update(bankStatementEntries).set(values).where(eq(bankStatementEntries.id, id));
    },
  };
}
export type BankFileRepo = ReturnType<typeof createBankFileRepo>;
