import type { TImportedPortCallsRequest, TVesselVoyagesRequest } from '@portcall/contracts/port-calls';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, orderOf, textOrder } from '../../platform/db/query-helpers';
import { companies, profiles } from '../account/db';
import { vessels } from '../fleet/db';
import { activityTypes, countries, ports, vesselSizes, vesselTypes, voyageTypes } from '../refdata/db';
import { portCallActivities, portCallAgents, portCallExports, portCalls, voyages } from './db';

export type PortCallRow = typeof portCalls.$inferSelect;
export type VoyageRow = typeof voyages.$inferSelect;

const portColumns = { id: ports.id, name: ports.name, unlocode: ports.unlocode, countryId: ports.countryId };
const vesselColumns = { id: vessels.id, name: vessels.name, imo: vessels.imo };
const summaryColumns = {
  id: portCalls.id,
  companyId: portCalls.companyId,
  status: portCalls.status,
  eta: portCalls.eta,
  ets: portCalls.ets,
  vesselId: portCalls.vesselId,
  countryId: ports.countryId,
  port: portColumns,
  vessel: vesselColumns,
  voyage: { id: voyages.id, voyageNumber: voyages.voyageNumber },
};
export type PortCallSummaryRow = {
  id: number;
  companyId: number;
  status: string;
  eta: Date | null;
  ets: Date | null;
  vesselId: number;
  countryId: number;
  port: { id: number; name: string; unlocode: string; countryId: number };
  vessel: { id: number; name: string; imo: string };
  voyage: { id: number | null; voyageNumber: string | null } | null;
};

/**
 * Queries over voyages, port calls, their activities and agents, imported port calls and export
 * events. Names of vessels, ports, companies and people are joined for display only; other modules'
 * rows are never written here.
 */
export function createPortCallRepo(db: Db) {
  const voyageView = (tx: Db) =>
    tx
      .select({
        row: voyages,
        vessel: vesselColumns,
        voyageType: { id: voyageTypes.id, name: voyageTypes.name },
        portCallCount: sql<number>`(select count(*)::int from ${portCalls} where ${portCalls.voyageId} = ${voyages.id})`,
      })
      .from(voyages)
      .innerJoin(vessels, eq(vessels.id, voyages.vesselId))
      .leftJoin(voyageTypes, eq(voyageTypes.id, voyages.voyageTypeId));

  return {
    // ---- voyages ----

    async findVoyage(id: number, tx: Db = db, options: { lock?: boolean } = {}): Promise<VoyageRow | undefined> {
      const query = tx.select().from(voyages).where(eq(voyages.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async findVoyageView(id: number, tx: Db = db) {
      const [row] = await voyageView(tx).where(eq(voyages.id, id));
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

    async listVesselVoyages(companyId: number, vesselId: number, request: TVesselVoyagesRequest, tx: Db = db) {
      const where = and(
        eq(voyages.companyId, companyId),
        eq(voyages.vesselId, vesselId),
        request.filter?.voyageNumber
          ? ilike(voyages.voyageNumber, containsPattern(request.filter.voyageNumber))
          : undefined,
      );
      const sortable = { voyageNumber: textOrder(voyages.voyageNumber), createdAt: voyages.createdAt };
      const rows = await voyageView(tx)
        .where(where)
        .orderBy(
          ...orderOf(
            sortable,
            { property: request.order?.property, direction: request.order?.direction ?? 'DESC' },
            'createdAt',
            voyages.id,
          ),
        )
        .limit(request.size)
        .offset(request.page * request.size);
      const [total] = await tx.select({ n: count() }).from(voyages).where(where);
      return { rows, total: Number(total?.n ?? 0) };
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

    /** A port call with the names its answers show. */
    async findPortCallView(id: number, tx: Db = db) {
      const [row] = await tx
        .select({
          row: portCalls,
          port: { ...portColumns, timezoneId: ports.timezoneId },
          country: { id: countries.id, name: countries.name, alpha2: countries.alpha2 },
          vessel: {
            ...vesselColumns,
            dwt: vessels.dwt,
            commodityType: vessels.commodityType,
            size: vesselSizes.name,
            vesselType: vesselTypes.name,
          },
          voyage: { id: voyages.id, voyageNumber: voyages.voyageNumber },
          company: { id: companies.id, name: companies.name },
          opsCoordinator: { id: profiles.id, name: profiles.name, surname: profiles.surname },
        })
        .from(portCalls)
        .innerJoin(ports, eq(ports.id, portCalls.portId))
        .innerJoin(countries, eq(countries.id, ports.countryId))
        .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
        .innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
        .leftJoin(vesselSizes, eq(vesselSizes.id, vessels.vesselSizeId))
        .leftJoin(voyages, eq(voyages.id, portCalls.voyageId))
        .innerJoin(companies, eq(companies.id, portCalls.companyId))
        .leftJoin(profiles, eq(profiles.id, portCalls.opsCoordinatorId))
        .where(eq(portCalls.id, id));
      return row;
    },

    /** What an appointment or a list shows of its port calls, with the port's country for region rules. */
    listSummaries(ids: number[], tx: Db = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select(summaryColumns)
        .from(portCalls)
        .innerJoin(ports, eq(ports.id, portCalls.portId))
        .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
        .leftJoin(voyages, eq(voyages.id, portCalls.voyageId))
        .where(inArray(portCalls.id, ids))
        .orderBy(asc(portCalls.eta), asc(portCalls.id));
    },

    /** Open port calls of one vessel (an appointment may be linked to them), newest ETA first. */
    listOpenOfVessel(companyId: number, vesselId: number, regionCondition: SQL | undefined, tx: Db = db) {
      return tx
        .select(summaryColumns)
        .from(portCalls)
        .innerJoin(ports, eq(ports.id, portCalls.portId))
        .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
        .leftJoin(voyages, eq(voyages.id, portCalls.voyageId))
        .where(
          and(
            eq(portCalls.companyId, companyId),
            eq(portCalls.vesselId, vesselId),
            inArray(portCalls.status, ['DRAFT', 'IN_PROCESS']),
            regionCondition,
          ),
        )
        .orderBy(desc(portCalls.eta), desc(portCalls.id))
        .limit(100);
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

    listAgents(portCallIds: number[], tx: Db = db) {
      if (portCallIds.length === 0) return Promise.resolve([]);
      return tx
        .select({
          portCallId: portCallAgents.portCallId,
          id: companies.id,
          name: companies.name,
          type: companies.type,
        })
        .from(portCallAgents)
        .innerJoin(companies, eq(companies.id, portCallAgents.agentCompanyId))
        .where(inArray(portCallAgents.portCallId, portCallIds))
        .orderBy(asc(portCallAgents.portCallId), asc(portCallAgents.position));
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

    async listImported(
      companyId: number,
      regionCondition: SQL | undefined,
      request: TImportedPortCallsRequest,
      tx: Db = db,
    ) {
      const where = and(
        eq(portCalls.companyId, companyId),
        eq(portCalls.status, 'IMPORTED'),
        isNull(portCalls.linkedPortCallId),
        regionCondition,
        request.filter?.vesselId === undefined ? undefined : eq(portCalls.vesselId, request.filter.vesselId),
        request.filter?.portId === undefined ? undefined : eq(portCalls.portId, request.filter.portId),
        request.filter?.source === undefined ? undefined : eq(portCalls.source, request.filter.source),
      );
      const sortable = { eta: portCalls.eta, importedAt: portCalls.createdAt };
      const rows = await tx
        .select({ row: portCalls, port: portColumns, vessel: vesselColumns })
        .from(portCalls)
        .innerJoin(ports, eq(ports.id, portCalls.portId))
        .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
        .where(where)
        .orderBy(
          ...orderOf(
            sortable,
            { property: request.order?.property, direction: request.order?.direction },
            'eta',
            portCalls.id,
          ),
        )
        .limit(request.size)
        .offset(request.page * request.size);
      const [total] = await tx
        .select({ n: count() })
        .from(portCalls)
        .innerJoin(ports, eq(ports.id, portCalls.portId))
        .where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async insertExport(values: typeof portCallExports.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(portCallExports).values(values).returning();
      return row as typeof portCallExports.$inferSelect;
    },
  };
}
export type PortCallRepo = ReturnType<typeof createPortCallRepo>;
