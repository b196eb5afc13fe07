import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies, profiles } from '../account/db';
import { appointments } from '../appointments/db';
import { currencies } from '../refdata/db';
import { bankAccountAttachments, bankAccounts } from './db';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankAccountAttachmentRow = typeof bankAccountAttachments.$inferSelect;

/** Queries over bank accounts and their attachments. */
export function createBankAccountRepo(db: Db) {
  return {
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

    async people(ids: number[], tx: Db = db) {
      if (ids.length === 0) return [];
      return tx
        .select({ id: profiles.id, name: profiles.name, surname: profiles.surname })
        .from(profiles)
        .where(inArray(profiles.id, ids));
    },

    /**
     * Whether a buyer works with a supplier: an appointment sent to it (not a draft). A narrow read
     * of the appointments table, so the bank-accounts module does not need the appointment services.
     */
    /**
     * Accounts a reviewer sees: of the suppliers a buyer company appointed (every supplier's for an
     * administrator, `buyerCompanyId` null), pending first, then by supplier name.
     */
    async forReview(
      buyerCompanyId: number | null,
      filter: { status?: string },
      window: { limit: number; offset: number },
      tx: Db = db,
    ) {
      const appointed = tx
        .selectDistinct({ id: appointments.agentCompanyId })
        .from(appointments)
        .where(and(eq(appointments.companyId, buyerCompanyId ?? 0), ne(appointments.state, 'DRAFT')));
      const where = and(
        buyerCompanyId === null ? undefined : inArray(bankAccounts.companyId, appointed),
        filter.status ? eq(bankAccounts.status, filter.status) : undefined,
      );
      const [counted] = await tx.select({ n: count() }).from(bankAccounts).where(where);
      const rows = await tx
        .select({ account: bankAccounts, supplierName: companies.name })
        .from(bankAccounts)
        .innerJoin(companies, eq(companies.id, bankAccounts.companyId))
        .where(where)
        .orderBy(sql`${bankAccounts.status} = 'PENDING' desc`, asc(companies.name), asc(bankAccounts.id))
        .limit(window.limit)
        .offset(window.offset);
      return { total: Number(counted?.n ?? 0), rows };
    },

    /** The buyer companies that sent the supplier an appointment (who review its accounts). */
    async buyersWorkingWith(supplierCompanyId: number, tx: Db = db): Promise<number[]> {
      const rows = await tx
        .selectDistinct({ id: appointments.companyId })
        .from(appointments)
        .where(and(eq(appointments.agentCompanyId, supplierCompanyId), ne(appointments.state, 'DRAFT')))
        .orderBy(asc(appointments.companyId));
      return rows.map((r) => r.id);
    },

    async companyName(id: number, tx: Db = db): Promise<string> {
      const [row] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, id));
      return row?.name ?? '';
    },

    async buyerWorksWith(buyerCompanyId: number, supplierCompanyId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(
          and(
            eq(appointments.companyId, buyerCompanyId),
            eq(appointments.agentCompanyId, supplierCompanyId),
            ne(appointments.state, 'DRAFT'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
export type BankAccountRepo = ReturnType<typeof createBankAccountRepo>;
