import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { kypDocuments, kypVerifications } from './db';

export type KypRow = typeof kypVerifications.$inferSelect;
export type KypDocumentRow = typeof kypDocuments.$inferSelect;

export function createKypRepo(db: Db) {
  return {
    async find(id: number, tx: Db = db, lock = false) {
      const q = tx.select().from(kypVerifications).where(eq(kypVerifications.id, id));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    async forCompany(companyId: number, tx: Db = db) {
      const [row] = await tx.select().from(kypVerifications).where(eq(kypVerifications.companyId, companyId));
      return row;
    },
    async forCompanies(ids: number[], tx: Db = db) {
      if (ids.length === 0) return [];
      return tx.select().from(kypVerifications).where(inArray(kypVerifications.companyId, ids));
    },
    /** The company's case, opened (REQUESTED) the first time anyone asks for it. */
    async ensure(companyId: number, now: Date, tx: Db) {
      await tx
        .insert(kypVerifications)
        .values({ companyId, status: 'REQUESTED', requestedAt: now, updatedAt: now })
        .onConflictDoNothing();
      const [row] = await tx.select().from(kypVerifications).where(eq(kypVerifications.companyId, companyId));
      return row as KypRow;
    },
    async update(id: number, version: number, values: Partial<typeof kypVerifications.$inferInsert>, tx: Db) {
      const [row] = await tx
        .update(kypVerifications)
        .set({ ...values, version: version + 1 })
        .where(and(eq(kypVerifications.id, id), eq(kypVerifications.version, version)))
        .returning();
      return row;
    },
    async documents(ids: number[], tx: Db = db) {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(kypDocuments)
        .where(inArray(kypDocuments.verificationId, ids))
        .orderBy(asc(kypDocuments.id));
    },
    async document(verificationId: number, id: number, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(kypDocuments)
        .where(and(eq(kypDocuments.id, id), eq(kypDocuments.verificationId, verificationId)));
      return row;
    },
    async addDocuments(rows: Array<typeof kypDocuments.$inferInsert>, tx: Db) {
      if (rows.length) await tx.insert(kypDocuments).values(rows);
    },
    async removeDocuments(verificationId: number, ids: number[], tx: Db) {
      if (ids.length === 0) return [];
      return tx
        .delete(kypDocuments)
        .where(and(eq(kypDocuments.verificationId, verificationId), inArray(kypDocuments.id, ids)))
        .returning();
    },
  };
}
export type KypRepo = ReturnType<typeof createKypRepo>;
