import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { createAssignmentDashboardReadModel } from './dashboard-read-model';
import { assignments, departmentPortLogs, portLogEntries } from './db';

export type AssignmentRow = typeof assignments.$inferSelect;
export type DepartmentPortLogRow = typeof departmentPortLogs.$inferSelect;
export type PortLogEntryRow = typeof portLogEntries.$inferSelect;

/** Queries over port logs, their department parts and entries; the dashboard's page is its read model's. */
export function createAssignmentRepo(db: Db) {
  return {
    ...createAssignmentDashboardReadModel(db),
    async find(id: number, tx: Db = db, lock = false) {
      const query = tx.select().from(assignments).where(eq(assignments.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    /** The appointment's live (not cancelled) port log. */
    async findLive(appointmentId: number, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(assignments)
        .where(and(eq(assignments.appointmentId, appointmentId), ne(assignments.state, 'CANCELLED')));
      return row;
    },

    /** Undefined when a live port log of the appointment exists already (the unique index answers). */
    async insert(values: typeof assignments.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(assignments).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(id: number, values: Partial<typeof assignments.$inferInsert>, tx: Db = db) {
      const [row] = await tx.update(assignments).set(values).where(eq(assignments.id, id)).returning();
      return row as AssignmentRow;
    },

    departmentPortLogsOf(assignmentId: number, tx: Db = db) {
      return tx.select().from(departmentPortLogs).where(eq(departmentPortLogs.assignmentId, assignmentId));
    },

    async findDepartmentPortLog(id: number, tx: Db = db) {
      const [row] = await tx.select().from(departmentPortLogs).where(eq(departmentPortLogs.id, id));
      return row;
    },

    /** The department's part of the port log, made (included) when it has none yet. */
    async ensureDepartmentPortLog(assignmentId: number, departmentId: number, tx: Db = db) {
      await tx.insert(departmentPortLogs).values({ assignmentId, departmentId }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(departmentPortLogs)
        .where(
          and(eq(departmentPortLogs.assignmentId, assignmentId), eq(departmentPortLogs.departmentId, departmentId)),
        );
      return row as DepartmentPortLogRow;
    },

    async insertDepartmentPortLogs(assignmentId: number, departmentIds: number[], tx: Db = db) {
      if (departmentIds.length === 0) return;
      await tx
        .insert(departmentPortLogs)
        .values(departmentIds.map((departmentId) => ({ assignmentId, departmentId })))
        .onConflictDoNothing();
    },

    async setIncluded(id: number, isIncluded: boolean, tx: Db = db) {
      const [row] = await tx
        .update(departmentPortLogs)
        .set({ isIncluded })
        .where(eq(departmentPortLogs.id, id))
        .returning();
      return row as DepartmentPortLogRow;
    },

    entriesOf(assignmentId: number, tx: Db = db) {
      return tx
        .select()
        .from(portLogEntries)
        .where(eq(portLogEntries.assignmentId, assignmentId))
        .orderBy(asc(portLogEntries.id));
    },

    async findEntry(id: number, tx: Db = db, lock = false) {
      const query = tx.select().from(portLogEntries).where(eq(portLogEntries.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async insertEntry(values: typeof portLogEntries.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(portLogEntries).values(values).returning();
      return row as PortLogEntryRow;
    },

    async updateEntry(id: number, values: Partial<typeof portLogEntries.$inferInsert>, tx: Db = db) {
      const [row] = await tx.update(portLogEntries).set(values).where(eq(portLogEntries.id, id)).returning();
      return row as PortLogEntryRow;
    },

    async deleteEntry(id: number, tx: Db = db) {
      await tx.delete(portLogEntries).where(eq(portLogEntries.id, id));
    },

    /** Shows the entries of included departments not yet submitted to the agent. */
    async publishEntries(assignmentId: number, includedPortLogIds: number[], at: Date, tx: Db = db) {
      if (includedPortLogIds.length === 0) return;
      await tx
        .update(portLogEntries)
        .set({ publishedAt: at })
        .where(
          and(
            eq(portLogEntries.assignmentId, assignmentId),
            inArray(portLogEntries.departmentPortLogId, includedPortLogIds),
            isNull(portLogEntries.publishedAt),
          ),
        );
    },
  };
}
export type AssignmentRepo = ReturnType<typeof createAssignmentRepo>;
