import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { textOrder } from '../../platform/db/query-helpers';
import { countries } from '../refdata/db';
import { billingCompanies, buyerHiddenFields, buyerSettings } from './db';

export type BillingCompanyRow = typeof billingCompanies.$inferSelect;
export type BuyerSettingsRow = typeof buyerSettings.$inferSelect;

const billingColumns = {
  row: billingCompanies,
  country: { id: countries.id, name: countries.name, alpha2: countries.alpha2 },
};

/** Queries over what only a buyer company has: principal settings, hidden fields, billing companies. */
export function createCompanyRepo(db: Db) {
  return {
    async findSettings(companyId: number, tx: Db = db): Promise<BuyerSettingsRow | undefined> {
      const [row] = await tx.select().from(buyerSettings).where(eq(buyerSettings.companyId, companyId));
      return row;
    },

    async upsertSettings(values: BuyerSettingsRow, tx: Db = db): Promise<BuyerSettingsRow> {
      const { companyId, ...rest } = values;
      const [row] = await tx
        .insert(buyerSettings)
        .values(values)
        .onConflictDoUpdate({ target: buyerSettings.companyId, set: rest })
        .returning();
      return row as BuyerSettingsRow;
    },

    async listHiddenFields(companyId: number, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .select({ field: buyerHiddenFields.field })
        .from(buyerHiddenFields)
        .where(eq(buyerHiddenFields.companyId, companyId))
        .orderBy(asc(buyerHiddenFields.field));
      return rows.map((r) => r.field);
    },

    async replaceHiddenFields(companyId: number, fields: readonly string[], tx: Db = db) {
      await tx.delete(buyerHiddenFields).where(eq(buyerHiddenFields.companyId, companyId));
      if (fields.length) await tx.insert(buyerHiddenFields).values(fields.map((field) => ({ companyId, field })));
    },

    async findBillingCompany(id: number, tx: Db = db) {
      const [row] = await tx
        .select(billingColumns)
        .from(billingCompanies)
        .innerJoin(countries, eq(countries.id, billingCompanies.countryId))
        .where(eq(billingCompanies.id, id));
      return row && { ...row.row, country: row.country };
    },

    async listBillingCompanies(companyId: number, tx: Db = db) {
      const rows = await tx
        .select(billingColumns)
        .from(billingCompanies)
        .innerJoin(countries, eq(countries.id, billingCompanies.countryId))
        .where(eq(billingCompanies.companyId, companyId))
        .orderBy(sql`${billingCompanies.isDefault} desc`, textOrder(billingCompanies.name), asc(billingCompanies.id));
      return rows.map((r) => ({ ...r.row, country: r.country }));
    },

    async billingNameTaken(companyId: number, name: string, exceptId: number | null, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: billingCompanies.id })
        .from(billingCompanies)
        .where(
          and(
            eq(billingCompanies.companyId, companyId),
            sql`lower(${billingCompanies.name}) = lower(${name})`,
            exceptId === null ? undefined : ne(billingCompanies.id, exceptId),
          ),
        );
      return row !== undefined;
    },

    /** Only one default per buyer: clear the others before marking one. */
    async clearDefaultBillingCompany(companyId: number, tx: Db = db) {
      await tx
        .update(billingCompanies)
        .set({ isDefault: false })
        .where(and(eq(billingCompanies.companyId, companyId), eq(billingCompanies.isDefault, true)));
    },

    async insertBillingCompany(values: typeof billingCompanies.$inferInsert, tx: Db = db): Promise<BillingCompanyRow> {
      const [row] = await tx.insert(billingCompanies).values(values).returning();
      return row as BillingCompanyRow;
    },

    async updateBillingCompany(id: number, values: Partial<typeof billingCompanies.$inferInsert>, tx: Db = db) {
      const [row] = await tx.update(billingCompanies).set(values).where(eq(billingCompanies.id, id)).returning();
      return row as BillingCompanyRow;
    },
  };
}
export type CompanyRepo = ReturnType<typeof createCompanyRepo>;
