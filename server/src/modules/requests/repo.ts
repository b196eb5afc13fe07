import { and, asc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  agentPricelistItems,
  agentQuoteSettings,
  quotationLines,
  requestCaseExpenses,
  requestCaseShares,
  requestCases,
  requestComments,
  requestsForQuotation,
} from './db';

export type RequestCaseRow = typeof requestCases.$inferSelect;
export type RequestRow = typeof requestsForQuotation.$inferSelect;
export type ExpenseRow = typeof requestCaseExpenses.$inferSelect;
export type PricelistRow = typeof agentPricelistItems.$inferSelect;

/** Queries over the requests module's own tables; plain rows in and out, an optional transaction. */
export function createRequestsRepo(db: Db) {
  return {
    async findCase(id: number, tx: Db = db, forUpdate = false) {
      const query = tx.select().from(requestCases).where(eq(requestCases.id, id));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },
    async insertCase(values: typeof requestCases.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(requestCases).values(values).returning();
      return row as RequestCaseRow;
    },
    async updateCase(id: number, values: Partial<typeof requestCases.$inferInsert>, tx: Db = db) {
      const [row] = await tx
        .update(requestCases)
        .set({ ...values, updatedAt: sql`now()`, version: sql`${requestCases.version} + 1` })
        .where(eq(requestCases.id, id))
        .returning();
      return row as RequestCaseRow;
    },
    async expensesOf(caseId: number, tx: Db = db) {
      return tx
        .select()
        .from(requestCaseExpenses)
        .where(eq(requestCaseExpenses.requestCaseId, caseId))
        .orderBy(asc(requestCaseExpenses.position), asc(requestCaseExpenses.id));
    },
    async insertExpenses(values: Array<typeof requestCaseExpenses.$inferInsert>, tx: Db = db) {
      if (values.length === 0) return [];
      return tx.insert(requestCaseExpenses).values(values).returning();
    },

    async findRequest(id: number, tx: Db = db, forUpdate = false) {
      const query = tx.select().from(requestsForQuotation).where(eq(requestsForQuotation.id, id));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },
    async findRequestOf(caseId: number, agentCompanyId: number, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(requestsForQuotation)
        .where(
          and(eq(requestsForQuotation.requestCaseId, caseId), eq(requestsForQuotation.agentCompanyId, agentCompanyId)),
        );
      return row;
    },
    async requestsOf(caseId: number, tx: Db = db) {
      return tx
        .select()
        .from(requestsForQuotation)
        .where(eq(requestsForQuotation.requestCaseId, caseId))
        .orderBy(asc(requestsForQuotation.id));
    },
    async insertRequests(values: Array<typeof requestsForQuotation.$inferInsert>, tx: Db = db) {
      if (values.length === 0) return [];
      return tx.insert(requestsForQuotation).values(values).returning();
    },
    async updateRequest(id: number, values: Partial<typeof requestsForQuotation.$inferInsert>, tx: Db = db) {
      const [row] = await tx
        .update(requestsForQuotation)
        .set({ ...values, updatedAt: sql`now()`, version: sql`${requestsForQuotation.version} + 1` })
        .where(eq(requestsForQuotation.id, id))
        .returning();
      return row as RequestRow;
    },
    async linesOf(requestIds: number[], tx: Db = db) {
      if (requestIds.length === 0) return [];
      return tx.select().from(quotationLines).where(inArray(quotationLines.requestId, requestIds));
    },
    async replaceLines(requestId: number, lines: Array<typeof quotationLines.$inferInsert>, tx: Db = db) {
      await tx.delete(quotationLines).where(eq(quotationLines.requestId, requestId));
      if (lines.length) await tx.insert(quotationLines).values(lines);
    },

    async commentsOf(requestId: number, expenseId: number, tx: Db = db) {
      return tx
        .select()
        .from(requestComments)
        .where(and(eq(requestComments.requestId, requestId), eq(requestComments.expenseId, expenseId)))
        .orderBy(asc(requestComments.id));
    },
    async insertComment(values: typeof requestComments.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(requestComments).values(values).returning();
      return row as typeof requestComments.$inferSelect;
    },

    async insertShare(values: typeof requestCaseShares.$inferInsert, tx: Db = db) {
      await tx.insert(requestCaseShares).values(values);
    },
    /** Codes neither revoked nor expired at `now`. */
    async liveShareHashes(caseId: number, now: Date, tx: Db = db) {
      const rows = await tx
        .select({ codeHash: requestCaseShares.codeHash })
        .from(requestCaseShares)
        .where(
          and(
            eq(requestCaseShares.requestCaseId, caseId),
            isNull(requestCaseShares.revokedAt),
            gt(requestCaseShares.expiresAt, now),
          ),
        );
      return rows.map((r) => r.codeHash);
    },
    async revokeShares(caseId: number, at: Date, tx: Db = db) {
      await tx
        .update(requestCaseShares)
        .set({ revokedAt: at })
        .where(and(eq(requestCaseShares.requestCaseId, caseId), isNull(requestCaseShares.revokedAt)));
    },

    async pricelist(companyId: number, tx: Db = db) {
      return tx
        .select()
        .from(agentPricelistItems)
        .where(eq(agentPricelistItems.companyId, companyId))
        .orderBy(
          asc(agentPricelistItems.portId),
          asc(agentPricelistItems.catalogueItemId),
          asc(agentPricelistItems.validFrom),
        );
    },
    /** The agent's prices at the port valid on the day, for these catalogue items. */
    async pricesOn(companyId: number, portId: number, day: string, catalogueItemIds: number[], tx: Db = db) {
      if (catalogueItemIds.length === 0) return [];
      return tx
        .select()
        .from(agentPricelistItems)
        .where(
          and(
            eq(agentPricelistItems.companyId, companyId),
            eq(agentPricelistItems.portId, portId),
            inArray(agentPricelistItems.catalogueItemId, catalogueItemIds),
            lte(agentPricelistItems.validFrom, day),
            gte(agentPricelistItems.validTo, day),
          ),
        );
    },
    async findPricelistItem(id: number, tx: Db = db) {
      const [row] = await tx.select().from(agentPricelistItems).where(eq(agentPricelistItems.id, id));
      return row;
    },
    async overlappingPrices(
      item: { companyId: number; portId: number; catalogueItemId: number; validFrom: string; validTo: string },
      exceptId: number | undefined,
      tx: Db = db,
    ) {
      const rows = await tx
        .select({ id: agentPricelistItems.id })
        .from(agentPricelistItems)
        .where(
          and(
            eq(agentPricelistItems.companyId, item.companyId),
            eq(agentPricelistItems.portId, item.portId),
            eq(agentPricelistItems.catalogueItemId, item.catalogueItemId),
            lte(agentPricelistItems.validFrom, item.validTo),
            gte(agentPricelistItems.validTo, item.validFrom),
          ),
        );
      return rows.filter((r) => r.id !== exceptId);
    },
    async savePricelistItem(id: number | undefined, values: typeof agentPricelistItems.$inferInsert, tx: Db = db) {
      if (id === undefined) {
        const [row] = await tx.insert(agentPricelistItems).values(values).returning();
        return row as PricelistRow;
      }
      const [row] = await tx
        .update(agentPricelistItems)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(agentPricelistItems.id, id))
        .returning();
      return row as PricelistRow;
    },
    async deletePricelistItem(id: number, tx: Db = db) {
      await tx.delete(agentPricelistItems).where(eq(agentPricelistItems.id, id));
    },
    async hasAutoQuote(companyId: number, tx: Db = db) {
      const [row] = await tx.select().from(agentQuoteSettings).where(eq(agentQuoteSettings.companyId, companyId));
      return row?.hasAutoQuoteEnabled ?? false;
    },
    async saveAutoQuote(companyId: number, hasAutoQuoteEnabled: boolean, tx: Db = db) {
      await tx
        .insert(agentQuoteSettings)
        .values({ companyId, hasAutoQuoteEnabled })
        .onConflictDoUpdate({
          target: agentQuoteSettings.companyId,
          set: { hasAutoQuoteEnabled, updatedAt: sql`now()` },
        });
    },
  };
}
export type RequestsRepo = ReturnType<typeof createRequestsRepo>;
