import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { translationRequests } from './db';

export type TranslationRequestRow = typeof translationRequests.$inferSelect;

export function createTranslationRepo(db: Db) {
  return {
    async insert(values: typeof translationRequests.$inferInsert, tx: Db = db) {
      await tx.insert(translationRequests).values(values);
    },
    /** A request of the company (another company's is not found). */
    async find(id: string, companyId: number, tx: Db = db): Promise<TranslationRequestRow | undefined> {
      const [row] = await tx
        .select()
        .from(translationRequests)
        .where(and(eq(translationRequests.id, id), eq(translationRequests.companyId, companyId)));
      return row;
    },
    async saveFeedback(
      id: string,
      values: { isUseful: boolean; comment: string | null; feedbackAt: Date },
      tx: Db = db,
    ) {
      const [row] = await tx.update(translationRequests).set(values).where(eq(translationRequests.id, id)).returning();
      return row;
    },
  };
}
export type TranslationRepo = ReturnType<typeof createTranslationRepo>;
