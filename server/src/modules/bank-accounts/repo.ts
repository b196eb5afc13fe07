import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { currencies } from '../refdata/db';
import { createBankAccountReadModel } from './bank-account-read-model';
import { bankAccountAttachments, bankAccounts } from './db';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankAccountAttachmentRow = typeof bankAccountAttachments.$inferSelect;

/**
 * Queries over bank accounts and their attachments. The reads that look at suppliers' names,
 * reviewers and appointments are the read model's (bank-account-read-model.ts), spread in.
 */
export function createBankAccountRepo(db: Db) {
  return {
    ...createBankAccountReadModel(db),

    /** A currency of the reference data with its minor units (null when unknown). */
    async currency(code: string, tx: Db = db): Promise<{ code: string; minorUnits: number } | null> {
      const [row] = await tx
        .select({ code: currencies.code, minorUnits: currencies.minorUnits })
        .from(currencies)
        .where(eq(currencies.code, code));
      return row ?? null;
    },

    async find(id: number, tx: Db = db, lock = false): Promise<BankAccountRow | undefined> {
      const query = tx.select().from(bankAccounts).where(eq(bankAccounts.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async list(companyId: number, filter: { currency?: string; status?: string; isActive?: boolean }, tx: Db = db) {
      return tx
        .select()
        .from(bankAccounts)
        .where(
          and(
            eq(bankAccounts.companyId, companyId),
            filter.currency ? eq(bankAccounts.currency, filter.currency) : undefined,
            filter.status ? eq(bankAccounts.status, filter.status) : undefined,
            filter.isActive === undefined ? undefined : eq(bankAccounts.isActive, filter.isActive),
          ),
        )
        .orderBy(desc(bankAccounts.approvedAt), asc(bankAccounts.id));
    },

    async insert(values: typeof bankAccounts.$inferInsert, tx: Db = db): Promise<BankAccountRow> {
      const [row] = await tx.insert(bankAccounts).values(values).returning();
      if (!row) throw new Error('bank account insert returned nothing');
      return row;
    },

    /** Updates when the version still matches; undefined when someone else changed it first. */
    async update(id: number, version: number, values: Partial<typeof bankAccounts.$inferInsert>, tx: Db = db) {
      const [row] = await tx
        .update(bankAccounts)
        .set({ ...values, version: version + 1 })
        .where(and(eq(bankAccounts.id, id), eq(bankAccounts.version, version)))
        .returning();
      return row;
    },

    async attachments(ids: number[], tx: Db = db): Promise<BankAccountAttachmentRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(bankAccountAttachments)
        .where(inArray(bankAccountAttachments.bankAccountId, ids))
        .orderBy(asc(bankAccountAttachments.id));
    },

    async addAttachments(rows: Array<typeof bankAccountAttachments.$inferInsert>, tx: Db = db) {
      if (rows.length > 0) await tx.insert(bankAccountAttachments).values(rows);
    },

    /** Removes the account's attachments other than `keep`. */
    async pruneAttachments(bankAccountId: number, keep: number[], tx: Db = db) {
      await tx
        .delete(bankAccountAttachments)
        .where(
          and(
            eq(bankAccountAttachments.bankAccountId, bankAccountId),
            keep.length > 0 ? notInArray(bankAccountAttachments.id, keep) : undefined,
          ),
        );
    },
  };
}
export type BankAccountRepo = ReturnType<typeof createBankAccountRepo>;
