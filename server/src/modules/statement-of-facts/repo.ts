import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  sofActions,
  sofAttachments,
  sofComments,
  sofEvents,
  sofInvites,
  sofRemarks,
  sofSignatures,
  sofSignedDocuments,
  sofs,
} from './db';

export type SofRow = typeof sofs.$inferSelect;
export type SofEventRow = typeof sofEvents.$inferSelect;
export type SofRemarkRow = typeof sofRemarks.$inferSelect;
export type SofCommentRow = typeof sofComments.$inferSelect;
export type SofActionRow = typeof sofActions.$inferSelect;
export type SofAttachmentRow = typeof sofAttachments.$inferSelect;
export type SofInviteRow = typeof sofInvites.$inferSelect;
export type SofSignatureRow = typeof sofSignatures.$inferSelect;

/** Queries only (STYLE rule 7): typed rows in and out, every method takes an optional transaction. */
export function createSofRepo(db: Db) {
  const bySof = <T>(rows: T[], key: (r: T) => number) => {
    const map = new Map<number, T[]>();
    for (const r of rows) {
      const group = map.get(key(r));
      if (group) group.push(r);
      else map.set(key(r), [r]);
    }
    return map;
  };
  return {
    async findByPortCall(portCallId: number, tx: Db = db, lock = false): Promise<SofRow | undefined> {
      const q = tx.select().from(sofs).where(eq(sofs.portCallId, portCallId));
      const [row] = lock ? await q.for('update') : await q;
      return row;
    },
    async findById(id: number, tx: Db = db): Promise<SofRow | undefined> {
      const [row] = await tx.select().from(sofs).where(eq(sofs.id, id));
      return row;
    },
    async findByPortCalls(portCallIds: readonly number[], tx: Db = db): Promise<SofRow[]> {
      if (portCallIds.length === 0) return [];
      return tx
        .select()
        .from(sofs)
        .where(inArray(sofs.portCallId, [...portCallIds]));
    },
    /** Creates the SOF of a port call once; a parallel creation loses quietly and reads the winner. */
    async insertOnce(values: typeof sofs.$inferInsert, tx: Db = db): Promise<SofRow> {
      await tx.insert(sofs).values(values).onConflictDoNothing({ target: sofs.portCallId });
      const [row] = await tx.select().from(sofs).where(eq(sofs.portCallId, values.portCallId));
      return row as SofRow;
    },
    async update(id: number, values: Partial<typeof sofs.$inferInsert>, tx: Db = db): Promise<SofRow> {
      const [row] = await tx.update(sofs).set(values).where(eq(sofs.id, id)).returning();
      return row as SofRow;
    },
    async listAll(limit: number, offset: number, tx: Db = db) {
      return tx.select().from(sofs).orderBy(asc(sofs.id)).limit(limit).offset(offset);
    },

    // ---- children of many SOFs at once: one statement per kind, never one per SOF ----
    async eventsOf(sofIds: readonly number[], tx: Db = db) {
      if (sofIds.length === 0) return new Map<number, SofEventRow[]>();
      const rows = await tx
        .select()
        .from(sofEvents)
        .where(inArray(sofEvents.sofId, [...sofIds]))
        .orderBy(asc(sofEvents.timestamp), asc(sofEvents.id));
      return bySof(rows, (r) => r.sofId);
    },
    async remarksOf(sofIds: readonly number[], tx: Db = db) {
      if (sofIds.length === 0) return new Map<number, SofRemarkRow[]>();
      const rows = await tx
        .select()
        .from(sofRemarks)
        .where(inArray(sofRemarks.sofId, [...sofIds]))
        .orderBy(asc(sofRemarks.id));
      return bySof(rows, (r) => r.sofId);
    },
    async commentsOf(sofIds: readonly number[], tx: Db = db) {
      if (sofIds.length === 0) return new Map<number, SofCommentRow[]>();
      const rows = await tx
        .select()
        .from(sofComments)
        .where(inArray(sofComments.sofId, [...sofIds]))
        .orderBy(asc(sofComments.id));
      return bySof(rows, (r) => r.sofId);
    },
    async attachmentsOf(sofIds: readonly number[], tx: Db = db) {
      if (sofIds.length === 0) return new Map<number, SofAttachmentRow[]>();
      const rows = await tx
        .select()
        .from(sofAttachments)
        .where(inArray(sofAttachments.sofId, [...sofIds]))
        .orderBy(asc(sofAttachments.id));
      return bySof(rows, (r) => r.sofId);
    },
    async invitesOf(sofIds: readonly number[], tx: Db = db) {
      if (sofIds.length === 0) return new Map<number, SofInviteRow[]>();
      const rows = await tx
        .select()
        .from(sofInvites)
        .where(inArray(sofInvites.sofId, [...sofIds]))
        .orderBy(asc(sofInvites.createdAt));
      return bySof(rows, (r) => r.sofId);
    },
    async signaturesOf(sofIds: readonly number[], tx: Db = db) {
      if (sofIds.length === 0) return new Map<number, SofSignatureRow[]>();
      const rows = await tx
        .select()
        .from(sofSignatures)
        .where(inArray(sofSignatures.sofId, [...sofIds]))
        .orderBy(asc(sofSignatures.id));
      return bySof(rows, (r) => r.sofId);
    },
    async actionsOf(sofId: number, tx: Db = db) {
      return tx.select().from(sofActions).where(eq(sofActions.sofId, sofId)).orderBy(asc(sofActions.id));
    },

    // ---- writes ----
    async insertEvent(values: typeof sofEvents.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(sofEvents).values(values).returning();
      return row as SofEventRow;
    },
    async updateEvent(id: number, values: Partial<typeof sofEvents.$inferInsert>, tx: Db = db) {
      const [row] = await tx.update(sofEvents).set(values).where(eq(sofEvents.id, id)).returning();
      return row as SofEventRow;
    },
    async deleteEvent(id: number, tx: Db = db) {
      await tx.delete(sofEvents).where(eq(sofEvents.id, id));
    },
    async findEvent(sofId: number, id: number, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(sofEvents)
        .where(and(eq(sofEvents.sofId, sofId), eq(sofEvents.id, id)));
      return row;
    },
    async insertRemark(values: typeof sofRemarks.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(sofRemarks).values(values).returning();
      return row as SofRemarkRow;
    },
    async findRemark(sofId: number, id: number, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(sofRemarks)
        .where(and(eq(sofRemarks.sofId, sofId), eq(sofRemarks.id, id)));
      return row;
    },
    async updateRemark(id: number, values: Partial<typeof sofRemarks.$inferInsert>, tx: Db = db) {
      await tx.update(sofRemarks).set(values).where(eq(sofRemarks.id, id));
    },
    async deleteRemark(id: number, tx: Db = db) {
      await tx.delete(sofRemarks).where(eq(sofRemarks.id, id));
    },
    async insertComment(values: typeof sofComments.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(sofComments).values(values).returning();
      return row as SofCommentRow;
    },
    async insertAction(values: typeof sofActions.$inferInsert, tx: Db = db) {
      await tx.insert(sofActions).values(values);
    },
    async insertAttachment(values: typeof sofAttachments.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(sofAttachments).values(values).returning();
      return row as SofAttachmentRow;
    },
    async findAttachment(sofId: number, id: number, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(sofAttachments)
        .where(and(eq(sofAttachments.sofId, sofId), eq(sofAttachments.id, id)));
      return row;
    },
    async deleteAttachment(id: number, tx: Db = db) {
      await tx.delete(sofAttachments).where(eq(sofAttachments.id, id));
    },
    async findInvite(id: string, tx: Db = db) {
      const [row] = await tx.select().from(sofInvites).where(eq(sofInvites.id, id));
      return row;
    },
    async insertInvite(values: typeof sofInvites.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(sofInvites).values(values).returning();
      return row as SofInviteRow;
    },
    async updateInvite(id: string, values: Partial<typeof sofInvites.$inferInsert>, tx: Db = db) {
      const [row] = await tx.update(sofInvites).set(values).where(eq(sofInvites.id, id)).returning();
      return row as SofInviteRow;
    },
    async insertSignature(values: typeof sofSignatures.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(sofSignatures).values(values).returning();
      return row as SofSignatureRow;
    },
    /** Marks the valid signatures of a SOF invalid; answers the ones it invalidated. */
    async invalidateSignatures(sofId: number, at: Date, tx: Db = db) {
      return tx
        .update(sofSignatures)
        .set({ invalidatedAt: at })
        .where(and(eq(sofSignatures.sofId, sofId), isNull(sofSignatures.invalidatedAt)))
        .returning();
    },
    async insertSignedDocument(values: typeof sofSignedDocuments.$inferInsert, tx: Db = db) {
      await tx.insert(sofSignedDocuments).values(values).onConflictDoNothing();
    },
    async findSignedDocument(pdfHash: string, tx: Db = db) {
      const [row] = await tx.select().from(sofSignedDocuments).where(eq(sofSignedDocuments.pdfHash, pdfHash));
      return row;
    },
  };
}
export type SofRepo = ReturnType<typeof createSofRepo>;
