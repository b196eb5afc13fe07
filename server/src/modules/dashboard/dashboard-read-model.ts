import { hash } from 'node:crypto';
import type { TDashboardFilters } from '@portcall/contracts/dashboard';
import { parseInstant } from '@portcall/contracts/port-calls';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  exists,
  inArray,
  min,
  or,
  Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { auditLog } from '../../platform/audit/db';
import type { Db } from '../../platform/db/client';
import { containsPattern, textOrder } from '../../platform/db/query-helpers';
import type { RegionScope } from '../../platform/scope/region';
import { companies, profiles } from '../account/db';
import { appointmentPortCalls, appointments } from '../appointments/db';
import { evaluations } from '../evaluations/db';
import { vessels } from '../fleet/db';
import { payments } from '../payments/db';
import { portCalls, voyages } from '../port-calls/db';
import { ports } from '../refdata/db';
import { regionCountries, regions } from '../settings/db';
import { dashboardAgentPortCalls, dashboardPendingTasks } from './db';

/**
 * The dashboard's read model: one SQL per page over port calls, voyages and appointments.
 *
 * Why here and not through the port-calls and appointments services: the fifteen filters of
 * operations §2 mix columns of three modules (an agent and an assignee filter port calls by their
 * appointments), and a page must be counted and cut (LIMIT/OFFSET) after all of them, in the
 * database. Composing service calls would load every row of the company to page in memory. This
 * file only reads; every write stays with its module.
 */

export interface DashboardScope {
  /** The buyer; null for an administrator listing every buyer. */
  companyId: number | null;
  profileId: number;
  /** The caller's region rules (null: unrestricted). */
  region: RegionScope;
}

/**
 * Every value of a page statement is bound by name (`p('port')`); the SQL text depends only on the
 * request's shape (which filters are set, the order, whether the caller has region rules), so that
 * each shape is one named statement, prepared and planned once per connection (see pageStatement).
 * Constants are written into the text, not bound: a bound 'IMPORTED' would keep a generic plan from
 * matching the partial indexes' WHERE clauses.
 */
const p = sql.placeholder;

/**
 * The buyer as a condition on a company column, its value read through a sub-select: planned for a
 * known buyer, PostgreSQL takes its share of the rows from the column's statistics (91% for the bench's
 * main buyer) while the generic plan takes 1/distinct buyers, so the generic plan of the same walk
 * looked 40% dearer and `auto` kept planning every request (the APPOINTMENT grouping with a region,
 * the region user's APPOINTMENT list: 10-15 ms of planning for 1-2 ms of execution). Through a
 * sub-select both plans estimate alike and the statement keeps its generic plan.
 */
const isBuyer = (column: AnyColumn) => sql`${column} = (select ${p('companyId')}::bigint)`;

/** The caller's countries as a condition on a country column (none: `false`, the rules fail closed). */
const inCountries = (column: AnyColumn, region: RegionScope) => {
  if (region === null) return undefined;
  if (region.countryIds.length === 0) return sql`false`;
  // Through a sub-select, like the buyer (isBuyer): planned for a known list, the country share differs
  // from the generic plan's and `auto` would keep planning the region user's pages.
  return sql`${column} = any((select ${p('countries')}::bigint[])::bigint[])`;
};

/**
 * The caller's region rules as a condition on the port calls. With a port filter every matching port
 * call is in that port's country (port_calls.country_id is copied from it), so the rules are checked
 * once on the port: as a condition on the rows the planner guessed a few of the port's 1,752 port calls
 * in the region and walked all 20,000 of the buyer's by ETA looking for them (20,338 buffers, 24 ms).
 */
const regionOf = (scope: DashboardScope, f: Filters, countryId: AnyColumn = portCalls.countryId) => {
  if (scope.region === null) return undefined;
  if (f.port === undefined) return inCountries(countryId, scope.region);
  return sql`exists(select 1 from ${ports} where ${ports.id} = ${p('port')} and ${inCountries(ports.countryId, scope.region)})`;
};

export interface Filters extends Partial<TDashboardFilters> {
  status?: string;
}

export interface PageWindow {
  page: number;
  size: number;
  property?: string;
  direction?: 'ASC' | 'DESC';
  /** Count at most this many matching rows (the buyer dashboard's dashboardCountLimit); exact when absent. */
  countLimit?: number;
}

/**
 * The count of a page's matching rows (`rows` selects one column per match), stopped at the window's
 * count limit: a walk in index order that ends after `countLimit` rows instead of reading every match
 * (20,000 at 20,000 port calls, 200,000 at ten times that).
 */
const countOf = <T extends PgSelect>(rows: T, w: PageWindow) =>
  w.countLimit === undefined
    ? sql`select count(*) from (${rows}) matching`
    : sql`select count(*) from (${rows} limit ${bound(w, 'countLimit')}) matching`;

/**
 * The first page (nearly every request) says its LIMIT, OFFSET and count limit in the text: given
 * them as parameters, PostgreSQL plans a prepared statement's generic plan for fetching 10% of the
 * rows, and then keeps planning it anew on every run because that plan looks dearer than the custom
 * ones (the APPOINTMENT pages' 7-14 ms of planning at load 10 did not move). Later pages bind them.
 */
const isFirstPage = (w: PageWindow) => w.page === 0;
const bound = (w: PageWindow, name: 'limit' | 'offset' | 'countLimit') => {
  if (!isFirstPage(w)) return p(name);
  const value = name === 'limit' ? w.size : name === 'offset' ? 0 : (w.countLimit ?? 0);
  return sql.raw(String(Math.trunc(value)));
};
/** The page cut out of its ordered rows. */
const cut = (rows: SQLWrapper, w: PageWindow) => sql`${rows} limit ${bound(w, 'limit')} offset ${bound(w, 'offset')}`;

const DAY_MS = 86_400_000;
/** Date filters are whole UTC days, both ends included: "to 10/03" includes the 10th. */
const dayStart = (value: string) => {
  const d = parseInstant(value) as Date;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
};
const dayAfter = (value: string) => new Date(dayStart(value).getTime() + DAY_MS);

/**
 * An appointment of the port call (its own or one it is linked to) meeting `condition`, limited to the
 * buyer's appointments. For a condition few appointments meet (an agent, one appointment), the port
 * calls of the matching appointments are collected first (the appointments by their index, then each
 * one's links by the primary key of appointment_port_calls; `offset 0` keeps that a probe per
 * appointment instead of a hash of all 55,000 links) and read by primary key: the agent filter's page
 * and count went from 50-58 to 33-40 ms at load 30, the VOYAGE grouping's from 90-106 to 56-77 ms. For
 * a condition most appointments meet (`many`: the ones I submitted), an EXISTS per port call walked
 * in the page's order stops sooner (100 ms against 140-170 ms for the collected 12,554 port calls).
 */
const appointmentOfPortCall = (tx: Db, scope: DashboardScope, condition: SQL, many = false) => {
  const buyer = scope.companyId === null ? undefined : eq(appointments.companyId, p('companyId'));
  if (many)
    return exists(
      tx
        .select({ one: sql`1` })
        .from(appointmentPortCalls)
        .innerJoin(appointments, eq(appointments.id, appointmentPortCalls.appointmentId))
        .where(and(eq(appointmentPortCalls.portCallId, portCalls.id), buyer, condition)),
    );
  return sql`${portCalls.id} = any(array(select l.port_call_id from ${appointments}
    cross join lateral (select apc.port_call_id from ${appointmentPortCalls} apc
      where apc.appointment_id = ${appointments.id} offset 0) l
    where ${and(buyer, condition)}))`;
};

/**
 * The tables a page's conditions or order read besides port_calls. The count joins only these:
 * joining 17,500 ports to count 20,000 port calls cost 15-50 ms for a 3 ms count.
 */
interface Joins {
  ports: boolean;
  vessels: boolean;
  voyages: boolean;
}
const joinsFor = (_scope: DashboardScope, _f: Filters, sort?: string): Joins => ({
  // Regions read port_calls.country_id (kept by a trigger): ports are joined only to sort by name.
  ports: sort === 'port',
  vessels: sort === 'vessel',
  voyages: sort === 'voyageNumber',
});

/** Whether the scope or a filter reads a port call column (the APPOINTMENT grouping joins them only then). */
const readsPortCalls = (scope: DashboardScope, f: Filters) =>
  scope.region !== null ||
  [
    f.status,
    f.vessel,
    f.port,
    f.portCallId,
    f.opsCoordinator,
    f.voyageNumber || undefined,
    f.regionId,
    f.etaFromDate || undefined,
    f.etaToDate || undefined,
    f.etsFromDate || undefined,
    f.etsToDate || undefined,
    f.myPendingTasks || undefined,
  ].some((v) => v !== undefined);

/** Whether anything narrows the buyer's listed port calls: the scope's regions or any filter. */
const filtersPortCalls = (scope: DashboardScope, f: Filters) =>
  readsPortCalls(scope, f) ||
  [f.agent, f.appointmentId, f.mySubmittedAppointments || undefined, f.assignee].some((v) => v !== undefined);

function joined<T extends PgSelect>(query: T, joins: Joins, voyagesRequired = false): T {
  let q = query;
  if (joins.ports) q = q.innerJoin(ports, eq(ports.id, portCalls.portId)) as unknown as T;
  if (joins.vessels) q = q.innerJoin(vessels, eq(vessels.id, portCalls.vesselId)) as unknown as T;
  if (voyagesRequired) q = q.innerJoin(voyages, eq(voyages.id, portCalls.voyageId)) as unknown as T;
  else if (joins.voyages) q = q.leftJoin(voyages, eq(voyages.id, portCalls.voyageId)) as unknown as T;
  return q;
}

/**
 * "Mine" (myPendingTasks): I coordinate the port call, or nobody does and I created it. Written as
 * the expression and the statuses of the partial index port_calls_pending_owner_idx (spelled out,
 * not bound, so that the planner can match the index's WHERE), which holds only pending port calls.
 */
const notImported = sql`${portCalls.status} <> 'IMPORTED'`;

/**
 * The port call columns the scope and the filters a copy of them carries (the agent filter's table,
 * dashboardAgentPortCalls) are read from: port_calls' own unless a page reads that copy.
 */
/** The rows a voyage walk reads (firstsInWalk): the table (or alias) and the columns it needs. */
interface WalkedCalls {
  from: SQL;
  id: AnyColumn;
  voyageId: AnyColumn;
  eta: AnyColumn;
  where: SQL;
}

/** dashboardAgentPortCalls or an alias of it: the columns its conditions read. */
type AgentCalls = CallColumns & { agentCompanyId: AnyColumn };
interface CallColumns {
  companyId: AnyColumn;
  status: AnyColumn;
  countryId: AnyColumn;
  eta: AnyColumn;
}

const isMinePending = () =>
  and(
    sql`coalesce(${portCalls.opsCoordinatorId}, ${portCalls.createdById}) = ${p('profileId')}`,
    sql`${portCalls.status} in ('DRAFT', 'IN_PROCESS')`,
  ) as SQL;

/**
 * The voyageNumber filter's port calls: the buyer's matching voyages (an ilike, from the trigram index
 * of migrations 0044 and 0066, on both databases), then their port calls by port_calls_voyage_idx, once
 * for the page and its count, as the CTE dashboard_voyage_calls. The page reads them by primary key:
 * given the voyages instead, the APPOINTMENT grouping walked all the buyer's port calls by ETA looking
 * for the 185 that match (8,211 buffers, 18 ms against 0.5 ms).
 */
const voyageMatch = (tx: Db, scope: DashboardScope, f: Filters) => {
  if (!f.voyageNumber) return sql``;
  const buyer = (companyId: AnyColumn) => (scope.companyId === null ? undefined : eq(companyId, p('companyId')));
  const matching = tx
    .select({ id: voyages.id })
    .from(voyages)
    // The pattern through a sub-select, like the buyer (isBuyer): planned for a known pattern at 200,000
    // port calls, PostgreSQL estimated its voyages apart from the generic plan's default share and
    // `auto` planned every request anew (3-5 ms of planning for 2 ms of execution).
    .where(and(buyer(voyages.companyId), sql`${voyages.voyageNumber} ilike (select ${p('voyagePattern')}::text)`));
  const calls = tx
    .select({ id: portCalls.id })
    .from(portCalls)
    .where(and(buyer(portCalls.companyId), sql`${portCalls.voyageId} = any(array(${matching}))`));
  return sql`dashboard_voyage_calls as materialized (select array(${calls}) as ids),`;
};

/** An appointment as a page carries it: what a list row shows, and whether its evaluations and payments need asking. */
export interface BookedRow {
  id: number;
  companyId: number;
  portCallId: number;
  state: string;
  appointedAt: Date | null;
  pokes: number;
  firstPokeAt: Date | null;
  lastPokeAt: Date | null;
  pokeLock: boolean;
  recipientState: string;
  agent: { id: number; name: string };
  hasEvaluations: boolean;
  hasPayments: boolean;
}

/** A port call as a page carries it, with its appointments (empty for the APPOINTMENT grouping). */
export interface PortCallItemRow {
  id: number;
  companyId: number;
  buyerName: string;
  status: string;
  eta: Date | null;
  ets: Date | null;
  voyageId: number | null;
  port: { id: number; name: string; unlocode: string; countryId: number };
  vessel: { id: number; name: string; imo: string };
  voyage: { id: number; voyageNumber: string } | null;
  opsCoordinator: { id: number; name: string; surname: string } | null;
  appointments: BookedRow[];
}

export interface VoyageItemRow {
  id: number;
  companyId: number;
  voyageNumber: string;
  vessel: { id: number; name: string; imo: string };
}

export type AppointmentItemRow = BookedRow & { portCall: PortCallItemRow };

// ---- one statement a page: the page's ids by index order, its count, and its rows as JSON ----

const at = (v: unknown) => (v == null ? null : new Date(v as string));
const toBooked = (a: BookedRow): BookedRow => ({
  ...a,
  appointedAt: at(a.appointedAt),
  firstPokeAt: at(a.firstPokeAt),
  lastPokeAt: at(a.lastPokeAt),
});
const toPortCallItem = (r: PortCallItemRow): PortCallItemRow => ({
  ...r,
  eta: at(r.eta),
  ets: at(r.ets),
  appointments: (r.appointments ?? []).map(toBooked),
});

/**
 * An appointment (alias a, its agent company ag) as JSON. Whether it holds evaluations or payments is
 * read here (an index probe each) so that the page asks those modules only for the appointments that do.
 */
const appointmentJson = sql`json_build_object(
  'id', a.id, 'companyId', a.company_id, 'portCallId', a.port_call_id, 'state', a.state,
  'appointedAt', a.appointed_at, 'pokes', a.pokes, 'firstPokeAt', a.first_poke_at, 'lastPokeAt', a.last_poke_at,
  'pokeLock', a.poke_lock, 'recipientState', a.recipient_state,
  'agent', json_build_object('id', ag.id, 'name', ag.name),
  'hasEvaluations', exists(select 1 from ${evaluations} e where e.appointment_id = a.id),
  'hasPayments', exists(select 1 from ${payments} pa where pa.appointment_id = a.id and pa.status <> 'DRAFT'))`;

/** The appointments of port call pc (its own and linked ones), by id, as a JSON array. */
const appointmentsOfPortCallJson = sql`coalesce((
  select json_agg(${appointmentJson} order by a.id)
  from ${appointmentPortCalls} apc
  join ${appointments} a on a.id = apc.appointment_id
  join ${companies} ag on ag.id = a.agent_company_id
  where apc.port_call_id = pc.id), '[]'::json)`;

/** Port call pc with its port, vessel, voyage, coordinator and buyer as JSON; `withAppointments` adds its appointments. */
const portCallJson = (withAppointments: boolean) => sql`json_build_object(
  'id', pc.id, 'companyId', pc.company_id, 'buyerName', bc.name, 'status', pc.status,
  'eta', pc.eta, 'ets', pc.ets, 'voyageId', pc.voyage_id,
  'port', json_build_object('id', po.id, 'name', po.name, 'unlocode', po.unlocode, 'countryId', po.country_id),
  'vessel', json_build_object('id', ve.id, 'name', ve.name, 'imo', ve.imo),
  'voyage', case when vo.id is null then null else json_build_object('id', vo.id, 'voyageNumber', vo.voyage_number) end,
  'opsCoordinator', case when pr.id is null then null
    else json_build_object('id', pr.id, 'name', pr.name, 'surname', pr.surname) end,
  'appointments', ${withAppointments ? appointmentsOfPortCallJson : sql`'[]'::json`})`;
const portCallJoins = sql`join ${portCalls} pc on pc.id = p.id
  join ${ports} po on po.id = pc.port_id
  join ${vessels} ve on ve.id = pc.vessel_id
  join ${companies} bc on bc.id = pc.company_id
  left join ${voyages} vo on vo.id = pc.voyage_id
  left join ${profiles} pr on pr.id = pc.ops_coordinator_id`;

/** The rows of an array of ids, in its order, as one JSON array. */
const rowsJson = (ids: SQL, item: SQL, joins: SQL) => sql`(
  select coalesce(json_agg(${item} order by p.ord), '[]'::json)
  from unnest(${ids}) with ordinality as p(id, ord) ${joins})`;

/**
 * A whole page in one statement: its count (stopped at the window's count limit) and its rows with
 * what they show, by the page's own order. `page` is the ordered page of ids; `more` adds columns (the
 * VOYAGE grouping's port calls) that may read the page's ids as `(select ids from dashboard_page)`.
 * The rows are read by primary key for the page's ids only, after the page is cut.
 */
const pageSql = (
  tx: Db,
  scope: DashboardScope,
  f: Filters,
  page: SQLWrapper,
  total: SQLWrapper,
  items: (ids: SQL) => SQL,
  more: Record<string, SQL> = {},
  shared: SQL = sql``,
): PageSql => {
  const extra = Object.entries(more).map(([name, column]) => sql`, ${column} as ${sql.identifier(name)}`);
  return {
    statement: sql`with ${voyageMatch(tx, scope, f)} ${shared} dashboard_page as materialized (select array(${page}) as ids)
      select (${total}) as n, ${items(sql`(select ids from dashboard_page)`)} as items ${sql.join(extra)}`,
    more: Object.keys(more),
  };
};
interface PageSql {
  statement: SQL;
  more: string[];
}

/**
 * The filters a request sets, without the unset ones (absent, blank or false): the builders read a
 * filter only to know whether it is set, and its value is bound by name (valuesOf).
 */
const setFilters = (f: Filters): Filters =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== null && v !== '' && v !== false));

/** What decides a page statement's text besides its grouping and order: one prepared statement each. */
const shapeOf = (scope: DashboardScope, f: Filters, w: PageWindow) => [
  scope.companyId === null ? 'all buyers' : 'buyer',
  scope.region === null ? 'anywhere' : scope.region.countryIds.length === 0 ? 'nowhere' : 'countries',
  Object.keys(f).sort().join(','),
  w.countLimit === undefined ? 'exact' : 'capped',
  isFirstPage(w) ? `first page of ${w.size}` : 'later page',
];

/**
 * The VOYAGE grouping with a filter, by first ETA: walked (byFirstMatchingEta) unless a vessel, voyage
 * text, port call or appointment filter leaves few port calls to group, or a date range spreads a
 * voyage's port calls along the walk (the ETA range: 640 port calls walked for 5 voyages at 20,000).
 * Those group once for the page and its count, from an index alone (migration 0057: the ETA range at
 * 200,000 port calls 19,705 -> 295 buffers). My pending tasks walk their own index (covering since
 * 0057: 10,681 -> 378 buffers at 200,000; grouped from it, 280 buffers but twice the time: 9,970 port
 * calls hashed for 5 voyages). Buffers read at 20,000 / 200,000 port calls, grouped -> walked: region
 * 1,205 -> 885 / 9,172 -> 1,008; vessel 591 -> 1,144 at 20,000 (grouped stays).
 */
const walksVoyages = (f: Filters, sort: string) =>
  sort === 'eta' &&
  [
    f.vessel,
    f.voyageNumber || undefined,
    f.portCallId,
    f.appointmentId,
    f.etaFromDate || undefined,
    f.etaToDate || undefined,
    f.etsFromDate || undefined,
    f.etsToDate || undefined,
  ].every((v) => v === undefined);

/**
 * Whether walking the matching port calls in ETA order beats sorting them all depends on how many an
 * agent matches (the busiest's 16,928 port calls at 200,000, or 9), which a generic plan cannot know:
 * it takes a fixed share for `@>`, sorts every port call from the GIN index and probes each (80,362
 * buffers at 200,000 against 910 planned for the agent), and its voyage count groups them all (5,628
 * buffers against 411). That shape is planned for each request. The port walk keeps its generic plan
 * (see probesAfterOrder): it walks port_calls_port_eta_idx at 200,000 (271 buffers) and at 20,000 sorts
 * the port's 1,752 port calls but probes only the page's (1,184 buffers, 1.8 ms, against 2.1 ms of
 * planning alone); the region walks with its generic plan (the same buffers as planned for the caller).
 */
const planOfVoyages = (scope: DashboardScope, f: Filters, sort: string): Plan =>
  walksVoyages(f, sort) && f.agent !== undefined && !readsAgentTable(scope, f, sort) ? 'custom' : 'generic';

/** The filters dashboardAgentPortCalls carries besides the agent. */
const AGENT_TABLE_FILTERS = new Set(['agent', 'status', 'regionId', 'etaFromDate', 'etaToDate']);

/**
 * Whether a page reads the agent's port calls from dashboardAgentPortCalls alone: the agent filter with
 * at most the filters that table carries, in ETA or id order, for one buyer. Other combinations keep
 * the GIN index of port_calls.agent_company_ids.
 */
const readsAgentTable = (scope: DashboardScope, f: Filters, sort: string) =>
  f.agent !== undefined &&
  scope.companyId !== null &&
  (sort === 'eta' || sort === 'id') &&
  Object.keys(f).every((k) => AGENT_TABLE_FILTERS.has(k));

/**
 * Whether the voyage walk probes its port calls after ordering them rather than as it reads them:
 * for the port filter, whose generic plan may sort all the port's port calls. Not for the walks of
 * the buyer's ETA index (region, my pending tasks, agent): read unbounded, its incremental sort takes
 * port calls 32 at a time and read 33 where the probe in the walk stopped at 6 (region at 20,000:
 * 1,598 buffers against 1,167).
 */
const probesAfterOrder = (f: Filters) => f.port !== undefined;

/** Named statements a repository keeps (each connection then holds at most this many plans). */
const MAX_SHAPES = 200;

/**
 * `generic`: a named statement, planned once per connection and then run with a plan for any value.
 * `custom`: planned anew for each request's values, for the shapes whose best plan depends on how
 * many rows the value matches (docs/decisions.md "Dashboard statements prepared by shape").
 */
type Plan = 'generic' | 'custom';

/** The values a page statement binds, by placeholder name. */
const valuesOf = (scope: DashboardScope, f: Filters, w: PageWindow): Record<string, unknown> => ({
  companyId: scope.companyId,
  profileId: scope.profileId,
  countries: scope.region?.countryIds ?? [],
  status: f.status,
  vessel: f.vessel,
  port: f.port,
  portCallId: f.portCallId,
  opsCoordinator: f.opsCoordinator,
  regionId: f.regionId,
  agent: f.agent,
  appointmentId: f.appointmentId,
  voyagePattern: f.voyageNumber ? containsPattern(f.voyageNumber) : null,
  etaFrom: f.etaFromDate ? dayStart(f.etaFromDate) : null,
  etaTo: f.etaToDate ? dayAfter(f.etaToDate) : null,
  etsFrom: f.etsFromDate ? dayStart(f.etsFromDate) : null,
  etsTo: f.etsToDate ? dayAfter(f.etsToDate) : null,
  limit: w.size,
  offset: w.page * w.size,
  countLimit: w.countLimit ?? null,
});

/** The rows of an APPOINTMENT page: each appointment with its port call, as one JSON array. */
const appointmentRowsJson = (ids: SQL) =>
  rowsJson(
    ids,
    sql`${appointmentJson}::jsonb || jsonb_build_object('portCall', ${portCallJson(false)})`,
    sql`join ${appointments} a on a.id = p.id
    join ${companies} ag on ag.id = a.agent_company_id
    join ${portCalls} pc on pc.id = a.port_call_id
    join ${ports} po on po.id = pc.port_id
    join ${vessels} ve on ve.id = pc.vessel_id
    join ${companies} bc on bc.id = pc.company_id
    left join ${voyages} vo on vo.id = pc.voyage_id
    left join ${profiles} pr on pr.id = pc.ops_coordinator_id`,
  );

export function createDashboardRepo(db: Db) {
  /**
   * Conditions on a port call row (joined with its port and voyage) for the scope and the filters
   * that are about the port call. `appointmentLevel` moves the appointment filters onto the
   * appointments row itself (the APPOINTMENT grouping).
   */
  function portCallConditions(
    tx: Db,
    scope: DashboardScope,
    f: Filters,
    appointmentLevel: false | 'appointments' | 'withPortCalls' = false,
    on: CallColumns = portCalls,
  ): SQL {
    const onAppointments = (condition: SQL, many = false) =>
      appointmentLevel ? condition : appointmentOfPortCall(tx, scope, condition, many);
    return and(
      scope.companyId === null
        ? undefined
        : isBuyer(appointmentLevel === 'appointments' ? appointments.companyId : on.companyId),
      // Imported port calls have their own list until they are saved or linked. No appointment is
      // ever on one (appointments refuse them, and a port call never goes back to IMPORTED).
      appointmentLevel ? undefined : sql`${on.status} <> 'IMPORTED'`,
      regionOf(scope, f, on.countryId),
      f.status === undefined ? undefined : eq(on.status, p('status')),
      f.vessel === undefined ? undefined : eq(portCalls.vesselId, p('vessel')),
      f.port === undefined ? undefined : eq(portCalls.portId, p('port')),
      f.portCallId === undefined ? undefined : eq(portCalls.id, p('portCallId')),
      f.opsCoordinator === undefined ? undefined : eq(portCalls.opsCoordinatorId, p('opsCoordinator')),
      // The port calls of the buyer's matching voyages, collected once (dashboard_voyage_calls, see
      // voyageMatch) and read by primary key: walking every port call by ETA to test its voyage took 43 ms.
      f.voyageNumber ? sql`${portCalls.id} = any((select ids from dashboard_voyage_calls)::bigint[])` : undefined,
      // The regionId filter: the countries of that region of the caller's buyer (another buyer's, or a
      // missing region, matches nothing), read here rather than looked up before the page.
      f.regionId === undefined
        ? undefined
        : sql`${on.countryId} = any(array(select rc.country_id from ${regionCountries} rc
            join ${regions} r on r.id = rc.region_id
            where r.id = ${p('regionId')} and r.company_id = ${p('companyId')}))`,
      // The ETA range through sub-selects, like the buyer (isBuyer): planned for known dates at 200,000
      // port calls, the APPOINTMENT grouping's range looked narrower than its generic plan's default
      // share and `auto` planned it for every request (4-6 ms of planning for 1.5 ms of execution).
      f.etaFromDate ? sql`${on.eta} >= (select ${p('etaFrom')}::timestamptz)` : undefined,
      f.etaToDate ? sql`${on.eta} < (select ${p('etaTo')}::timestamptz)` : undefined,
      f.etsFromDate ? sql`${portCalls.ets} >= ${p('etsFrom')}` : undefined,
      f.etsToDate ? sql`${portCalls.ets} < ${p('etsTo')}` : undefined,
      f.agent === undefined
        ? undefined
        : appointmentLevel
          ? eq(appointments.agentCompanyId, p('agent'))
          : // The port call's buyer's agents, kept on the row by triggers (migration 0040) with a GIN index:
            // the page and its count read the agent's port calls without touching appointments.
            sql`${portCalls.agentCompanyIds} @> array[${p('agent')}]::bigint[]`,
      f.appointmentId === undefined ? undefined : onAppointments(eq(appointments.id, p('appointmentId'))),
      f.mySubmittedAppointments ? onAppointments(eq(appointments.appointedById, p('profileId')), true) : undefined,
      // Evaluations (and so their assignees) arrive with the DA issue: until then no port call has one.
      f.assignee === undefined ? undefined : sql`false`,
      f.myPendingTasks
        ? and(
            isMinePending(),
            // A port call awaits an appointment when none covers it or one of the buyer's is a draft or
            // rejected: kept on the row by triggers (migration 0014), so the page never reads appointments.
            // The appointment level says the flag too (a draft or rejected appointment sets it): the
            // count then reads my pending port calls from their partial index, not all of mine.
            appointmentLevel
              ? and(sql`${portCalls.awaitsAppointment}`, sql`${appointments.state} in ('DRAFT', 'REJECTED')`)
              : sql`${portCalls.awaitsAppointment}`,
          )
        : undefined,
    ) as SQL;
  }

  /** The agent filter and the others dashboardAgentPortCalls carries, on its rows (see readsAgentTable). */
  function agentCallConditions(
    tx: Db,
    scope: DashboardScope,
    f: Filters,
    t: AgentCalls = dashboardAgentPortCalls,
  ): SQL {
    const { agent: _, ...others } = f;
    return and(eq(t.agentCompanyId, p('agent')), portCallConditions(tx, scope, others, false, t)) as SQL;
  }

  /**
   * The VOYAGE grouping's page for the agent filter in ETA order, from dashboardAgentPortCalls: the
   * agent's port calls walked in the page's order, each standing for its voyage when no matching port
   * call of that voyage and agent comes before it (probed on dashboard_agent_port_calls_agent_voyage_idx).
   * A voyage holds few of one agent's port calls (1.2 for the busiest at 200,000), so the walk stops a
   * few rows past the page; grouping all 16,928 of them took 10 ms.
   */
  function agentVoyageWalk(tx: Db, scope: DashboardScope, f: Filters, direction: PageWindow['direction']) {
    const t = dashboardAgentPortCalls;
    const other = alias(dashboardAgentPortCalls, 'other_call');
    const calls = (from: SQL, on: AgentCalls & { portCallId: AnyColumn; voyageId: AnyColumn }) => ({
      from,
      id: on.portCallId,
      voyageId: on.voyageId,
      eta: on.eta,
      where: agentCallConditions(tx, scope, f, on),
    });
    return firstsInWalk(calls(sql`${t}`, t), calls(sql`${t} other_call`, other), direction);
  }

  /**
   * A voyage walk: the matching port calls of `walked` in the page's order, each standing for its voyage
   * when `other` (the same rows, read again inside the probe) holds none of that voyage before it (a
   * missing ETA counts as last, as min() ignores it). The probe is in the walk, asked of each row as it
   * is read (see probesAfterOrder for the port's walk, which probes after ordering).
   */
  function firstsInWalk(walked: WalkedCalls, other: WalkedCalls, direction: PageWindow['direction']) {
    const way = sql.raw(direction === 'ASC' ? 'asc' : 'desc');
    return sql`select walked.voyage_id from (select ${walked.id} as id, ${walked.voyageId} as voyage_id,
        ${walked.eta} as eta from ${walked.from} where ${walked.where} and ${walked.voyageId} is not null) walked
      where not exists (select 1 from ${other.from}
        where ${other.where} and ${other.voyageId} = walked.voyage_id
          and (coalesce(${other.eta}, 'infinity'), ${other.id}) < (coalesce(walked.eta, 'infinity'), walked.id)
        offset 0)
      order by walked.eta ${way}, walked.voyage_id ${way}`;
  }

  const by = (direction: PageWindow['direction']) => (direction === 'ASC' ? asc : desc);

  /**
   * The VOYAGE grouping's voyages with a matching port call, by their first matching ETA, without
   * grouping every matching port call (see walksVoyages): each matching port call that is its voyage's
   * first (no matching port call of the same voyage before it; a missing ETA counts as last, as min()
   * ignores it) stands for its voyage, so a walk of the matching port calls in ETA order (the filter's
   * index) meets the voyages in the page's order and stops at the page. The busiest port at 200,000
   * port calls: 0.1 ms and 36 buffers, against 81 ms and 5,661 buffers grouping its 17,140 port calls.
   * `offset 0` keeps the test a probe of the voyage's port calls (port_calls_voyage_idx) for each
   * walked one: as an anti-join the planner matched them against all the port's port calls (quadratic).
   */
  function byFirstMatchingEta(tx: Db, scope: DashboardScope, f: Filters, direction: PageWindow['direction']) {
    const order = by(direction);
    if (!probesAfterOrder(f)) return probedInWalk(tx, scope, f, direction);
    const matching = tx
      .select({ id: portCalls.id, voyageId: portCalls.voyageId, eta: portCalls.eta })
      .from(portCalls)
      .where(and(portCallConditions(tx, scope, f), sql`${portCalls.voyageId} is not null`))
      .orderBy(order(portCalls.eta), order(portCalls.voyageId));
    // The probe is asked of the walked port calls in their order, after it (`offset 0` keeps it out of
    // the ordered sub-select, and no outer ORDER BY asks the planner to plan that for every row): a
    // plan that sorts the matching port calls (the generic one, taking 1/distinct ports)
    // then probes only until the page is full, not each of them (the busiest port at 20,000 port
    // calls: 5,256 buffers of probes for 1,752 port calls). The walk's order is the page's order.
    // Inside the probe "port_calls" is the other port call of the voyage, "walked" the walked one.
    return sql`select walked.voyage_id from (${matching} offset 0) walked
      where not exists (select 1 from ${portCalls}
        where ${and(portCallConditions(tx, scope, f), sql`${portCalls.voyageId} = walked.voyage_id`)}
          and (coalesce(${portCalls.eta}, 'infinity'), ${portCalls.id}) < (coalesce(walked.eta, 'infinity'), walked.id)
        offset 0)`;
  }

  function probedInWalk(tx: Db, scope: DashboardScope, f: Filters, direction: PageWindow['direction']) {
    // Inside the probe "port_calls" is the other port call of the voyage, "walked" the walked one.
    const calls = {
      from: sql`${portCalls}`,
      id: portCalls.id,
      voyageId: portCalls.voyageId,
      eta: portCalls.eta,
      where: portCallConditions(tx, scope, f),
    };
    return firstsInWalk(calls, calls, direction);
  }

  /**
   * The APPOINTMENT grouping with my pending tasks, from dashboard_pending_tasks (kept by triggers,
   * migration `dashboard_pending_tasks`): the page walks my tasks in ETA order on their index and the
   * count reads at most the count limit of its entries (12 buffers at 20,000 port calls, against
   * 3,810 for probing the appointments of each of my 932 pending port calls). The appointment and its
   * port call are joined by primary key only when another filter, the region rules or the order needs
   * them. A task's ETA is its port call's, so the order is the same as the other filters' pages.
   */
  function pendingTasksPage(
    tx: Db,
    scope: DashboardScope,
    f: Filters,
    w: PageWindow,
    sort: string,
    direction: PageWindow['direction'],
  ) {
    const task = dashboardPendingTasks;
    const { myPendingTasks: _, ...others } = f;
    const mine = and(scope.companyId === null ? undefined : isBuyer(task.companyId), eq(task.ownerId, p('profileId')));
    const rest = filtersPortCalls(scope, others) ? portCallConditions(tx, scope, others, 'withPortCalls') : undefined;
    const sortable: Record<string, AnyColumn> = {
      eta: task.eta,
      id: task.appointmentId,
      state: appointments.state,
      appointedAt: appointments.appointedAt,
    };
    const fromTasks = <T extends PgSelect>(query: T, withRows: boolean) =>
      withRows
        ? joined(
            query
              .innerJoin(appointments, eq(appointments.id, task.appointmentId))
              .innerJoin(portCalls, eq(portCalls.id, task.portCallId)) as unknown as T,
            joinsFor(scope, others),
          ).where(and(mine, rest))
        : query.where(mine);
    const order = by(direction);
    return pageSql(
      tx,
      scope,
      f,
      cut(
        fromTasks(
          tx.select({ id: task.appointmentId }).from(task).$dynamic(),
          rest !== undefined || sort === 'state' || sort === 'appointedAt',
        ).orderBy(order(sortable[sort] as AnyColumn), order(task.appointmentId)),
        w,
      ),
      countOf(fromTasks(tx.select({ one: sql`1` }).from(task).$dynamic(), rest !== undefined), w),
      appointmentRowsJson,
    );
  }
  const sortOf = (w: PageWindow, properties: readonly string[]) =>
    w.property && properties.includes(w.property) ? w.property : 'eta';

  /**
   * Each page statement by its shape, prepared at its first use: named after a hash of its text (the
   * same text is the same statement on a connection, whichever repository prepared it), so that
   * PostgreSQL parses it once per connection and, after its first runs, keeps a generic plan
   * (docs/decisions.md "Dashboard statements prepared by shape"). On PGlite the name is ignored.
   */
  const statements = new Map<
    string,
    { run: (values: Record<string, unknown>) => Promise<unknown[]>; more: string[] }
  >();
  function statementOf(shape: unknown[], plan: Plan, build: () => PageSql) {
    const key = JSON.stringify(shape);
    const found = statements.get(key);
    if (found) return found;
    const { statement, more } = build();
    const query = db
      .select({
        n: sql<string>`s.n`,
        items: sql<unknown[]>`s.items`,
        ...Object.fromEntries(more.map((name) => [name, sql<unknown[]>`s.${sql.identifier(name)}`])),
      })
      .from(sql`(${statement}) as s`);
    const { sql: text, params } = query.toSQL();
    // A value written into the text would be frozen into every later request of this shape.
    if (params.some((value) => !(value instanceof Placeholder)))
      throw new Error(`dashboard page statement with an unbound value: ${JSON.stringify(params)}`);
    // Past MAX_SHAPES (a long tail of rare filter combinations) a statement is neither named nor kept,
    // so that no connection holds more than that many plans.
    const isKept = statements.size < MAX_SHAPES;
    // The name '' is PostgreSQL's unnamed statement: parsed and planned for the values of each run.
    const name = isKept && plan === 'generic' ? `dashboard_${hash('sha1', text).slice(0, 20)}` : '';
    const prepared = query.prepare(name);
    const made = { run: (values: Record<string, unknown>) => prepared.execute(values) as Promise<unknown[]>, more };
    if (isKept) statements.set(key, made);
    return made;
  }

  /** Runs the page statement of this shape with the request's values. */
  async function onePage<T>(
    shape: unknown[],
    scope: DashboardScope,
    f: Filters,
    w: PageWindow,
    build: () => PageSql,
    plan: Plan = 'generic',
  ): Promise<{ total: number; items: T[]; more: Record<string, unknown[]> }> {
    const statement = statementOf([...shape, ...shapeOf(scope, f, w)], plan, build);
    const [row] = (await statement.run(valuesOf(scope, f, w))) as Array<Record<string, unknown>>;
    return {
      total: Number(row?.n ?? 0),
      items: (row?.items ?? []) as T[],
      more: Object.fromEntries(statement.more.map((name) => [name, (row?.[name] ?? []) as unknown[]])),
    };
  }

  return {
    /** A page of port call ids (PORT_CALL grouping, the administrator's list). Default order: ETA, newest first. */
    async pagePortCalls(scope: DashboardScope, filters: Filters, w: PageWindow) {
      const f = setFilters(filters);
      const sort = sortOf(w, ['eta', 'ets', 'id', 'vessel', 'port', 'status']);
      const direction = w.direction ?? 'DESC';
      const page = await onePage<PortCallItemRow>(['portCalls', sort, direction], scope, f, w, () => {
        const tx = db;
        const order = by(direction);
        if (readsAgentTable(scope, f, sort)) {
          const t = dashboardAgentPortCalls;
          const mine = agentCallConditions(tx, scope, f);
          return pageSql(
            tx,
            scope,
            f,
            cut(
              tx
                .select({ id: t.portCallId })
                .from(t)
                .where(mine)
                .orderBy(order(sort === 'eta' ? t.eta : t.portCallId), order(t.portCallId)),
              w,
            ),
            countOf(tx.select({ one: sql`1` }).from(t).where(mine).$dynamic(), w),
            (ids) => rowsJson(ids, portCallJson(true), portCallJoins),
          );
        }
        const where = portCallConditions(tx, scope, f);
        const sortable: Record<string, SQL | AnyColumn> = {
          eta: portCalls.eta,
          ets: portCalls.ets,
          id: portCalls.id,
          vessel: textOrder(vessels.name),
          port: textOrder(ports.name),
          status: portCalls.status,
        };
        return pageSql(
          tx,
          scope,
          f,
          cut(
            joined(tx.select({ id: portCalls.id }).from(portCalls).$dynamic(), joinsFor(scope, f, sort))
              .where(where)
              .orderBy(order(sortable[sort] as SQL), order(portCalls.id)),
            w,
          ),
          countOf(joined(tx.select({ one: sql`1` }).from(portCalls).$dynamic(), joinsFor(scope, f)).where(where), w),
          (ids) => rowsJson(ids, portCallJson(true), portCallJoins),
        );
      });
      return { total: page.total, items: page.items.map(toPortCallItem) };
    },

    /** A page of voyages having at least one matching port call, ordered by their first matching ETA. */
    async pageVoyages(scope: DashboardScope, filters: Filters, w: PageWindow) {
      const f = setFilters(filters);
      const sort = sortOf(w, ['eta', 'voyageNumber', 'id']);
      const direction = w.direction ?? 'DESC';
      const result = await onePage<VoyageItemRow>(
        ['voyages', sort, direction],
        scope,
        f,
        w,
        () => {
          const tx = db;
          const order = by(direction);
          // The page's voyages and, in the same statement, their matching port calls by ETA: read voyage
          // by voyage (port_calls_voyage_idx, `offset 0` keeps it a probe each), never by the filter's
          // index: a generic plan guessed my pending port calls few and read all 997 to keep 5.
          const ofVoyage = tx
            .select({ id: portCalls.id, eta: portCalls.eta })
            .from(portCalls)
            .where(and(portCallConditions(tx, scope, f), sql`${portCalls.voyageId} = page_voyage.id`));
          const members = sql`select m.id from unnest((select ids from dashboard_page)::bigint[]) page_voyage(id)
            cross join lateral (${ofVoyage} offset 0) m order by m.eta, m.id`;
          const voyagePage = (page: SQLWrapper, total: SQLWrapper, shared?: SQL) =>
            pageSql(
              tx,
              scope,
              f,
              page,
              total,
              (ids) =>
                rowsJson(
                  ids,
                  sql`json_build_object('id', vy.id, 'companyId', vy.company_id, 'voyageNumber', vy.voyage_number,
                  'vessel', json_build_object('id', ve.id, 'name', ve.name, 'imo', ve.imo))`,
                  sql`join ${voyages} vy on vy.id = p.id join ${vessels} ve on ve.id = vy.vessel_id`,
                ),
              { members: rowsJson(sql`array(${members})`, portCallJson(true), portCallJoins) },
              shared,
            );
          if (scope.companyId !== null && !filtersPortCalls(scope, f)) {
            // Every listed port call of the buyer counts: the voyages' own summary (port_call_count,
            // first_eta, kept by triggers) answers in the same order as grouping the port calls would.
            const listed = and(eq(voyages.companyId, p('companyId')), sql`${voyages.portCallCount} > 0`);
            const bySummary: Record<string, SQL | AnyColumn> = {
              eta: voyages.firstEta,
              voyageNumber: textOrder(voyages.voyageNumber),
              id: voyages.id,
            };
            return voyagePage(
              cut(
                tx
                  .select({ id: voyages.id })
                  .from(voyages)
                  .where(listed)
                  .orderBy(order(bySummary[sort] as SQL), order(voyages.id)),
                w,
              ),
              countOf(tx.select({ one: sql`1` }).from(voyages).where(listed).$dynamic(), w),
            );
          }
          // Grouped once for the page and its count (`grouped` selects each voyage's id and sort key).
          const firsts = sql.identifier('dashboard_voyage_firsts');
          const groupedPage = (grouped: SQLWrapper) => {
            const way = sql.raw(direction === 'ASC' ? 'asc' : 'desc');
            return voyagePage(
              cut(sql`select id from ${firsts} order by key ${way}, id ${way}`, w),
              w.countLimit === undefined
                ? sql`select count(*) from ${firsts}`
                : sql`select count(*) from (select 1 from ${firsts} limit ${bound(w, 'countLimit')}) matching`,
              sql`${firsts} as materialized (${grouped}),`,
            );
          };
          if (readsAgentTable(scope, f, sort)) {
            const t = dashboardAgentPortCalls;
            const voyagesOfAgent = tx
              .select({ id: t.voyageId })
              .from(t)
              .where(and(agentCallConditions(tx, scope, f), sql`${t.voyageId} is not null`))
              .groupBy(t.voyageId);
            return voyagePage(
              cut(
                sort === 'eta'
                  ? agentVoyageWalk(tx, scope, f, direction)
                  : voyagesOfAgent.orderBy(order(t.voyageId)).$dynamic(),
                w,
              ),
              countOf(voyagesOfAgent.$dynamic(), w),
            );
          }
          const where = and(portCallConditions(tx, scope, f), sql`${portCalls.voyageId} is not null`);
          const sortable: Record<string, SQL> = {
            eta: sql`${min(portCalls.eta)}`,
            voyageNumber: textOrder(voyages.voyageNumber),
            id: sql`${portCalls.voyageId}`,
          };
          if (walksVoyages(f, sort))
            return voyagePage(
              cut(byFirstMatchingEta(tx, scope, f, direction), w),
              countOf(
                joined(tx.select({ id: portCalls.voyageId }).from(portCalls).$dynamic(), joinsFor(scope, f))
                  .where(where)
                  .groupBy(portCalls.voyageId),
                w,
              ),
            );
          return groupedPage(
            joined(
              tx
                .select({ id: sql`${portCalls.voyageId}`.as('id'), key: sql`${sortable[sort]}`.as('key') })
                .from(portCalls)
                .$dynamic(),
              joinsFor(scope, f, sort),
            )
              .where(where)
              .groupBy(
                ...(sort === 'voyageNumber' ? [portCalls.voyageId, voyages.voyageNumber] : [portCalls.voyageId]),
              ),
          );
        },
        planOfVoyages(scope, f, sort),
      );
      return {
        total: result.total,
        items: result.items,
        portCalls: (result.more.members as PortCallItemRow[]).map(toPortCallItem),
      };
    },

    /** A page of appointments, each filtered through its own port call. Drafts included: the buyer's own. */
    async pageAppointments(scope: DashboardScope, filters: Filters, w: PageWindow) {
      const f = setFilters(filters);
      const sort = sortOf(w, ['eta', 'id', 'state', 'appointedAt']);
      const direction = w.direction ?? 'DESC';
      const page = await onePage<AppointmentItemRow>(['appointments', sort, direction], scope, f, w, () => {
        const tx = db;
        if (f.myPendingTasks) return pendingTasksPage(tx, scope, f, w, sort, direction);
        // With port calls joined, the buyer is said on port_calls only (an appointment is its port
        // call's buyer's): each matching port call then probes its appointments by the index-only
        // appointments_port_call_agent_idx instead of hashing the buyer's 50,000 appointments.
        const where = portCallConditions(tx, scope, f, 'appointments');
        const whereJoined = portCallConditions(tx, scope, f, 'withPortCalls');
        const sortable: Record<string, SQL | AnyColumn> = {
          eta: portCalls.eta,
          id: appointments.id,
          state: appointments.state,
          appointedAt: appointments.appointedAt,
        };
        const order = by(direction);
        // On port_calls when they are joined (no appointment is on an imported one anyway): with the
        // buyer there too, PostgreSQL walks the buyer's port calls by ETA and stops at the page (0.1 ms)
        // instead of sorting 50,000 rows (25 ms).
        const fromAppointments = <T extends PgSelect>(query: T, withPortCalls: boolean) =>
          withPortCalls
            ? joined(
                query.innerJoin(portCalls, eq(portCalls.id, appointments.portCallId)) as unknown as T,
                joinsFor(scope, f),
              ).where(and(whereJoined, notImported))
            : query.where(where);
        return pageSql(
          tx,
          scope,
          f,
          cut(
            fromAppointments(tx.select({ id: appointments.id }).from(appointments).$dynamic(), true).orderBy(
              order(sortable[sort] as SQL),
              order(appointments.id),
            ),
            w,
          ),
          // Counting 50,000 appointments needs their port calls only when a filter is about them.
          countOf(
            fromAppointments(tx.select({ one: sql`1` }).from(appointments).$dynamic(), readsPortCalls(scope, f)),
            w,
          ),
          appointmentRowsJson,
        );
      });
      return {
        total: page.total,
        items: page.items.map((a) => ({ ...toBooked(a), portCall: toPortCallItem(a.portCall) })),
      };
    },

    /** Audit rows of an appointment and of its port calls, newest first (the platform's audit_log). */
    history(appointmentId: number, portCallIds: number[], tx: Db = db) {
      return tx
        .select({ row: auditLog, actor: { id: profiles.id, name: profiles.name, surname: profiles.surname } })
        .from(auditLog)
        .leftJoin(profiles, eq(profiles.id, auditLog.profileId))
        .where(
          or(
            and(eq(auditLog.entity, 'appointment'), eq(auditLog.entityId, String(appointmentId))),
            portCallIds.length === 0
              ? undefined
              : and(eq(auditLog.entity, 'port_call'), inArray(auditLog.entityId, portCallIds.map(String))),
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(500);
    },
  };
}
export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
