/**
 * A declared read model (docs/decisions.md "Read models"): port calls and voyages as their answers
 * and lists show them, with the fleet module's vessels and the account module's companies (owner,
 * agents) and profiles (the ops coordinator) joined for their names. Only reads; those rows are
 * written by their modules.
 */
import type { TImportedPortCallsRequest, TVesselVoyagesRequest } from '@portcall/contracts/port-calls';
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, idArray, inIds, keptStatement, orderOf, textOrder } from '../../platform/db/query-helpers';
import { companies, profiles } from '../account/db';
import { vessels } from '../fleet/db';
import { activityTypes, countries, ports, vesselSizes, vesselTypes, voyageTypes } from '../refdata/db';
import { portCallActivities, portCallAgents, portCalls, voyages } from './db';

export const portColumns = { id: ports.id, name: ports.name, unlocode: ports.unlocode, countryId: ports.countryId };
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

/** A json column as the driver hands it: parsed already (pg, PGlite) or, on some drivers, text. */
const jsonOf = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The port call with the names its answers show, and `extra` columns. */
const portCallView = <E extends Record<string, SQL.Aliased | SQL>>(tx: Db, extra: E) =>
  tx
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
      ...extra,
    })
    .from(portCalls)
    .innerJoin(ports, eq(ports.id, portCalls.portId))
    .innerJoin(countries, eq(countries.id, ports.countryId))
    .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
    .innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
    .leftJoin(vesselSizes, eq(vesselSizes.id, vessels.vesselSizeId))
    .leftJoin(voyages, eq(voyages.id, portCalls.voyageId))
    .innerJoin(companies, eq(companies.id, portCalls.companyId))
    .leftJoin(profiles, eq(profiles.id, portCalls.opsCoordinatorId));

/** The details view's port call with its activities and suppliers (json, in their order). */
const detailsStatement = (tx: Db) =>
  portCallView(tx, {
    activities: sql<Array<{ type: string; cargo: string | null }>>`coalesce((
      select json_agg(json_build_object('type', ${activityTypes.name}, 'cargo', ${portCallActivities.cargo})
        order by ${portCallActivities.position})
      from ${portCallActivities} join ${activityTypes} on ${activityTypes.id} = ${portCallActivities.activityTypeId}
      where ${portCallActivities.portCallId} = ${portCalls.id}), '[]'::json)`,
    agents: sql<Array<{ id: number; name: string }>>`coalesce((
      select json_agg(json_build_object('id', agent.id, 'name', agent.name) order by pca.position)
      from ${portCallAgents} pca join ${companies} agent on agent.id = pca.agent_company_id
      where pca.port_call_id = ${portCalls.id}), '[]'::json)`,
  })
    .where(eq(portCalls.id, sql.placeholder('id')))
    .prepare('port_call_details');

export function createPortCallReadModel(db: Db) {
  // Every request that reaches an appointment reads its port call's summary: built once and named.
  const summaries = keptStatement(db, (tx) =>
    tx
      .select(summaryColumns)
      .from(portCalls)
      .innerJoin(ports, eq(ports.id, portCalls.portId))
      .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
      .leftJoin(voyages, eq(voyages.id, portCalls.voyageId))
      .where(inIds(portCalls.id, sql.placeholder('ids')))
      .orderBy(asc(portCalls.eta), asc(portCalls.id))
      .prepare('port_call_summaries'),
  );
  let details: ReturnType<typeof detailsStatement> | undefined;
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
    async findVoyageView(id: number, tx: Db = db) {
      const [row] = await voyageView(tx).where(eq(voyages.id, id));
      return row;
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

    /** A port call with the names its answers show. */
    async findPortCallView(id: number, tx: Db = db) {
      const [row] = await portCallView(tx, {}).where(eq(portCalls.id, id));
      return row;
    },

    /**
     * The details view's port call (GET portcall/{id}/load) with its activities and suppliers, in
     * one statement built once and prepared: it was five statements one after another (issue 45).
     */
    async findPortCallDetails(id: number) {
      details ??= detailsStatement(db);
      const [row] = await details.execute({ id });
      if (!row) return undefined;
      return { ...row, activities: jsonOf(row.activities), agents: jsonOf(row.agents) };
    },

    /** What an appointment or a list shows of its port calls, with the port's country for region rules. */
    listSummaries(ids: number[], tx: Db = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return summaries(tx).execute({ ids: idArray(ids) });
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
  };
}
