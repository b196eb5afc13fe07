import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { daHelperAiJobs, daHelperFeedback, daHelperPages, daHelperRecords } from './db';

export type RecordRow = typeof daHelperRecords.$inferSelect;
export type PageRow = typeof daHelperPages.$inferSelect;
export type AiJobRow = typeof daHelperAiJobs.$inferSelect;

/** The DA helper's rows: records and their pages, feedback, AI jobs. Queries only. */
export function createDaHelperRepo(db: Db) {
  return {
    async insertRecord(values: typeof daHelperRecords.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(daHelperRecords).values(values).returning();
      return row as RecordRow;
    },
    async insertPages(values: Array<typeof daHelperPages.$inferInsert>, tx: Db = db) {
      if (values.length > 0) await tx.insert(daHelperPages).values(values);
    },
    async findRecord(id: number, tx: Db = db, lock = false) {
      const query = tx.select().from(daHelperRecords).where(eq(daHelperRecords.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    /** The record of a company holding a stored file (the /ai calls name files by key). */
    async findRecordOfFile(companyId: number, fileKey: string) {
      const [row] = await db
        .select()
        .from(daHelperRecords)
        .where(and(eq(daHelperRecords.companyId, companyId), eq(daHelperRecords.fileKey, fileKey)))
        .limit(1);
      return row;
    },
    pages(recordIds: number[], tx: Db = db) {
      if (recordIds.length === 0) return Promise.resolve([] as PageRow[]);
      return tx
        .select()
        .from(daHelperPages)
        .where(inArray(daHelperPages.recordId, recordIds))
        .orderBy(asc(daHelperPages.recordId), asc(daHelperPages.id));
    },
    async setPageDeleted(pageId: number, isDeleted: boolean, tx: Db = db) {
      await tx.update(daHelperPages).set({ isDeleted }).where(eq(daHelperPages.id, pageId));
    },
    /** Drops the added pages and restores the deleted originals; answers the dropped pages' files. */
    async resetPages(recordId: number, tx: Db = db) {
      const dropped = await tx
        .delete(daHelperPages)
        .where(and(eq(daHelperPages.recordId, recordId), eq(daHelperPages.origin, 'ADDED')))
        .returning({ fileKey: daHelperPages.fileKey });
      await tx.update(daHelperPages).set({ isDeleted: false }).where(eq(daHelperPages.recordId, recordId));
      return [...new Set(dropped.map((p) => p.fileKey))];
    },
    /** An evaluation's records of a company, newest first. */
    evaluationRecords(companyId: number, evaluationId: number) {
      return db
        .select()
        .from(daHelperRecords)
        .where(and(eq(daHelperRecords.companyId, companyId), eq(daHelperRecords.evaluationId, evaluationId)))
        .orderBy(desc(daHelperRecords.id));
    },
    async insertFeedback(values: Array<typeof daHelperFeedback.$inferInsert>, tx: Db = db) {
      if (values.length > 0) await tx.insert(daHelperFeedback).values(values);
    },
    /** A company's corrections, newest first (the first of a description is its mapping). */
    feedbackOf(companyId: number) {
      return db
        .select({
          description: daHelperFeedback.description,
          descriptionKey: daHelperFeedback.descriptionKey,
          catalogueItemId: daHelperFeedback.catalogueItemId,
        })
        .from(daHelperFeedback)
        .where(eq(daHelperFeedback.companyId, companyId))
        .orderBy(desc(daHelperFeedback.id))
        .limit(5000);
    },
    async insertJob(values: typeof daHelperAiJobs.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(daHelperAiJobs).values(values).returning();
      return row as AiJobRow;
    },
    async findJob(id: number, tx: Db = db) {
      const [row] = await tx.select().from(daHelperAiJobs).where(eq(daHelperAiJobs.id, id));
      return row;
    },
    async updateJob(id: number, values: Partial<typeof daHelperAiJobs.$inferInsert>, tx: Db = db) {
      await tx.update(daHelperAiJobs).set(values).where(eq(daHelperAiJobs.id, id));
    },
  };
}
export type DaHelperRepo = ReturnType<typeof createDaHelperRepo>;
