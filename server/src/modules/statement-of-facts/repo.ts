import { and, asc, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
export interface ChildrenRows {
  events: SofEventRow[];
  remarks: SofRemarkRow[];
  comments: SofCommentRow[];
  attachments: SofAttachmentRow[];
  invites: SofInviteRow[];
  signatures: SofSignatureRow[];
}

/**
 * Rows of a table as `json_agg` hands them back inside one JSON answer: column names to the
 * table's keys, instants to Dates (ids are numbers and texts strings in JSON already; no child
 * table has a numeric column, which JSON would turn into a float).
 */
function fromJson<T extends PgTable>(table: T, value: unknown): T['$inferSelect'][] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as Array<Record<string, unknown>>;
  const columns = Object.entries(getTableColumns(table));
  return rows.map((json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const v = json[column.name] ?? null;
      row[key] = v !== null && column.columnType === 'PgTimestamp' ? new Date(v as string) : v;
    }
    return row as T['$inferSelect'];
  });
}

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
      // Newest first (the administrators' list): the primary key's order read backwards.
      return tx.select().from(sofs).orderBy(desc(sofs.id)).limit(limit).offset(offset);
    },

    /**
     * Every child of many SOFs in one statement (one JSON list per kind, each from its sof_id
     * index): the SOF page's read was six statements, each a round trip, and a row-by-row mapping
     * of some 600 rows; one JSON answer parses in one go.
     */
    async childrenOf(sofIds: readonly number[], tx: Db = db) {
      const kinds = {
        events: sofEvents,
        remarks: sofRemarks,
        comments: sofComments,
        attachments: sofAttachments,
        invites: sofInvites,
        signatures: sofSignatures,
      };
      const empty = { events: [], remarks: [], comments: [], attachments: [], invites: [], signatures: [] };
      if (sofIds.length === 0) return empty as unknown as ChildrenRows;
      const ids = sql.join(
        sofIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const list = (table: PgTable, order: SQL) =>
        sql`coalesce((select json_agg(c order by ${order}) from ${table} c where c.sof_id in (${ids})), '[]'::json)`;
      const result = await tx.execute(sql`select
        ${list(sofEvents, sql`c.timestamp, c.id`)} as events,
        ${list(sofRemarks, sql`c.id`)} as remarks,
        ${list(sofComments, sql`c.id`)} as comments,
        ${list(sofAttachments, sql`c.id`)} as attachments,
        ${list(sofInvites, sql`c.created_at`)} as invites,
        ${list(sofSignatures, sql`c.id`)} as signatures`);
      const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
      return {
        events: fromJson(kinds.events, row?.events),
        remarks: fromJson(kinds.remarks, row?.remarks),
        comments: fromJson(kinds.comments, row?.comments),
        attachments: fromJson(kinds.attachments, row?.attachments),
        invites: fromJson(kinds.invites, row?.invites),
        signatures: fromJson(kinds.signatures, row?.signatures),
      };
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
