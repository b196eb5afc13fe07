/**
 * A declared read model (docs/decisions.md "Read models"): what a bank-account review reads beyond
 * the accounts, namely the account module's companies and profiles (supplier and reviewer names) and
 * the appointments module's appointments (which buyer works with which supplier). Only reads; a
 * narrow read of appointments, so this module does not need the appointment services.
 */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { readPage } from '../../platform/db/query-helpers';
import { companies, profiles } from '../account/db';
import { appointments } from '../appointments/db';
import { bankAccounts } from './db';

export function createBankAccountReadModel(db: Db) {
  return {
    async people(ids: number[], tx: Db = db) {
      if (ids.length === 0) return [];
      return tx
        .select({ id: profiles.id, name: profiles.name, surname: profiles.surname })
        .from(profiles)
        .where(inArray(profiles.id, ids));
    },

    /**
     * Accounts a reviewer sees: of the suppliers a buyer company appointed (every supplier's for an
     * administrator, `buyerCompanyId` null), pending first, then by supplier name.
     */
    async forReview(
      buyerCompanyId: number | null,
      filter: { status?: string },
      page: { page: number; size: number },
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
      return readPage(
        page,
        tx
          .select({ account: bankAccounts, supplierName: companies.name })
          .from(bankAccounts)
          .innerJoin(companies, eq(companies.id, bankAccounts.companyId))
          .where(where)
          .orderBy(sql`${bankAccounts.status} = 'PENDING' desc`, asc(companies.name), asc(bankAccounts.id)),
        tx.select({ n: count() }).from(bankAccounts).where(where),
      );
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

    /**
     * Whether a buyer works with a supplier: an appointment sent to it (not a draft). A narrow read
     * of the appointments table, so the bank-accounts module does not need the appointment services.
     */
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
