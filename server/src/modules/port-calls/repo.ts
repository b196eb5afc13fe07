import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { activityTypes, ports, voyageTypes } from '../refdata/db';
import { portCallActivities, portCallAgents, portCallExports, portCalls, voyages } from './db';
import { createPortCallReadModel, portColumns } from './port-call-read-model';

export type { PortCallSummaryRow } from './port-call-read-model';
export type PortCallRow = typeof portCalls.$inferSelect;
export type VoyageRow = typeof voyages.$inferSelect;

/**
 * Queries over voyages, port calls, their activities and agents, and export events. The reads that
 * show vessels, companies and people by name (views, summaries, the imported list) are the read
 * model's (port-call-read-model.ts), spread in; ports and catalogues are reference data.
 */
export function createPortCallRepo(db: Db) {
  return {
    ...createPortCallReadModel(db),

    // ---- voyages ----

    async findVoyage(id: number, tx: Db = db, options: { lock?: boolean } = {}): Promise<VoyageRow | undefined> {
      const query = tx.select().from(voyages).where(eq(voyages.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async findVoyageByNumber(companyId: number, voyageNumber: string, tx: Db = db): Promise<VoyageRow | undefined> {
      const [row] = await tx
        .select()
        .from(voyages)
        .where(and(eq(voyages.companyId, companyId), sql`lower(${voyages.voyageNumber}) = lower(${voyageNumber})`));
      return row;
    },

    async voyageNumberTaken(companyId: number, voyageNumber: string, exceptId: number | null, tx: Db = db) {
      const [row] = await tx
        .select({ id: voyages.id })
        .from(voyages)
        .where(
          and(
            eq(voyages.companyId, companyId),
            sql`lower(${voyages.voyageNumber}) = lower(${voyageNumber})`,
            exceptId === null ? undefined : ne(voyages.id, exceptId),
          ),
        );
      return row !== undefined;
    },

    async insertVoyage(values: typeof voyages.$inferInsert, tx: Db = db): Promise<VoyageRow> {
      const [row] = await tx.insert(voyages).values(values).returning();
      return row as VoyageRow;
    },

    /** Writes and bumps the version; the caller has locked the row and compared versions. */
    async updateVoyage(id: number, values: Partial<typeof voyages.$inferInsert>, now: Date, tx: Db = db) {
      const [row] = await tx
        .update(voyages)
        .set({ ...values, updatedAt: now, version: sql`${voyages.version} + 1` })
        .where(eq(voyages.id, id))
        .returning();
      return row as VoyageRow;
    },

    async countPortCallsOfVoyage(voyageId: number, tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(portCalls).where(eq(portCalls.voyageId, voyageId));
      return Number(row?.n ?? 0);
    },

    // ---- port calls ----

    /** The row and its port's country (what region rules look at); `lock` for a change. */
    async findPortCall(id: number, tx: Db = db, options: { lock?: boolean } = {}) {
      const query = tx
        .select({ row: portCalls, countryId: ports.countryId })
        .from(portCalls)
        .innerJoin(ports, eq(ports.id, portCalls.portId))
        .where(eq(portCalls.id, id));
      const [found] = options.lock ? await query.for('update', { of: portCalls }) : await query;
      return found && { ...found.row, countryId: found.countryId };
    },

    /** Another open port call for the same vessel, port and voyage (platform-core §5). */
    async duplicateExists(
      key: { vesselId: number; portId: number; voyageId: number },
      exceptId: number | null,
      tx: Db = db,
    ) {
      const [row] = await tx
        .select({ id: portCalls.id })
        .from(portCalls)
        .where(
          and(
            eq(portCalls.vesselId, key.vesselId),
            eq(portCalls.portId, key.portId),
            eq(portCalls.voyageId, key.voyageId),
            inArray(portCalls.status, ['DRAFT', 'IN_PROCESS']),
            exceptId === null ? undefined : ne(portCalls.id, exceptId),
          ),
        );
      return row !== undefined;
    },

    async insertPortCall(values: typeof portCalls.$inferInsert, tx: Db = db): Promise<PortCallRow> {
      const [row] = await tx.insert(portCalls).values(values).returning();
      return row as PortCallRow;
    },

    /** Writes and bumps the version; the caller has locked the row and compared versions. */
    async updatePortCall(id: number, values: Partial<typeof portCalls.$inferInsert>, now: Date, tx: Db = db) {
      const [row] = await tx
        .update(portCalls)
        .set({ ...values, updatedAt: now, version: sql`${portCalls.version} + 1` })
        .where(eq(portCalls.id, id))
        .returning();
      return row as PortCallRow;
    },

    listActivities(portCallIds: number[], tx: Db = db) {
      if (portCallIds.length === 0) return Promise.resolve([]);
      return tx
        .select({
          portCallId: portCallActivities.portCallId,
          activityType: { id: activityTypes.id, name: activityTypes.name },
          cargo: portCallActivities.cargo,
        })
        .from(portCallActivities)
        .innerJoin(activityTypes, eq(activityTypes.id, portCallActivities.activityTypeId))
        .where(inArray(portCallActivities.portCallId, portCallIds))
        .orderBy(asc(portCallActivities.portCallId), asc(portCallActivities.position));
    },

    async replaceActivities(portCallId: number, items: Array<{ activityTypeId: number; cargo?: string }>, tx: Db = db) {
      await tx.delete(portCallActivities).where(eq(portCallActivities.portCallId, portCallId));
      if (items.length)
        await tx.insert(portCallActivities).values(
          items.map((item, position) => ({
            portCallId,
            position,
            activityTypeId: item.activityTypeId,
            cargo: item.cargo || null,
          })),
        );
    },

    async replaceAgents(portCallId: number, agentIds: number[], tx: Db = db) {
      await tx.delete(portCallAgents).where(eq(portCallAgents.portCallId, portCallId));
      if (agentIds.length)
        await tx
          .insert(portCallAgents)
          .values(agentIds.map((agentCompanyId, position) => ({ portCallId, agentCompanyId, position })));
    },

    // ---- reference checks ----

    async findPort(id: number, tx: Db = db) {
      const [row] = await tx
        .select({ ...portColumns, isActive: ports.isActive })
        .from(ports)
        .where(eq(ports.id, id));
      return row;
    },

    async existingActivityTypeIds(ids: number[], tx: Db = db): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: activityTypes.id })
        .from(activityTypes)
        .where(and(inArray(activityTypes.id, ids), eq(activityTypes.isActive, true)));
      return rows.map((r) => r.id);
    },

    async voyageTypeExists(id: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: voyageTypes.id })
        .from(voyageTypes)
        .where(and(eq(voyageTypes.id, id), eq(voyageTypes.isActive, true)));
      return row !== undefined;
    },

    // ---- imported port calls and exports ----

    async insertExport(values: typeof portCallExports.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(portCallExports).values(values).returning();
      return row as typeof portCallExports.$inferSelect;
    },
  };
}
export type PortCallRepo = ReturnType<typeof createPortCallRepo>;
