import type { TDashboardFilters } from '@portcall/contracts/dashboard';
import { parseInstant } from '@portcall/contracts/port-calls';
import {
  type AnyColumn,
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  min,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { auditLog } from '../../platform/audit/db';
import type { Db } from '../../platform/db/client';
import { containsPattern, textOrder } from '../../platform/db/query-helpers';
import { companies, profiles } from '../account/db';
import { appointmentPortCalls, appointments } from '../appointments/db';
import { vessels } from '../fleet/db';
import { portCalls, voyages } from '../port-calls/db';
import { ports } from '../refdata/db';

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
  /** Region rules as a condition on ports.country_id (undefined: unrestricted). */
  region: SQL | undefined;
}

export interface Filters extends Partial<TDashboardFilters> {
  /** The countries of the regionId filter's region (empty: a region the caller does not have). */
  regionCountryIds?: number[];
  status?: string;
}

export interface PageWindow {
  page: number;
  size: number;
  property?: string;
  direction?: 'ASC' | 'DESC';
}

const DAY_MS = 86_400_000;
/** Date filters are whole UTC days, both ends included: "to 10/03" includes the 10th. */
const dayStart = (value: string) => {
  const d = parseInstant(value) as Date;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
};
const dayAfter = (value: string) => new Date(dayStart(value).getTime() + DAY_MS);

/**
 * An appointment of the port call (its own or one it is linked to) meeting `condition`. Limited to
 * the buyer's appointments so that a hashed plan reads one company's rows, not every buyer's.
 */
const appointmentOfPortCall = (tx: Db, scope: DashboardScope, condition: SQL) =>
  exists(
    tx
      .select({ one: sql`1` })
      .from(appointmentPortCalls)
      .innerJoin(appointments, eq(appointments.id, appointmentPortCalls.appointmentId))
      .where(
        and(
          eq(appointmentPortCalls.portCallId, portCalls.id),
          scope.companyId === null ? undefined : eq(appointments.companyId, scope.companyId),
          condition,
        ),
      ),
  );

/**
 * The tables a page's conditions or order read besides port_calls. The count joins only these:
 * joining 17,500 ports to count 20,000 port calls cost 15-50 ms for a 3 ms count.
 */
interface Joins {
  ports: boolean;
  vessels: boolean;
  voyages: boolean;
}
const joinsFor = (scope: DashboardScope, f: Filters, sort?: string): Joins => ({
  ports: scope.region !== undefined || f.regionCountryIds !== undefined || sort === 'port',
  vessels: sort === 'vessel',
  voyages: Boolean(f.voyageNumber) || sort === 'voyageNumber',
});

/** Whether the scope or a filter reads a port call column (the APPOINTMENT grouping joins them only then). */
const readsPortCalls = (scope: DashboardScope, f: Filters) =>
  scope.region !== undefined ||
  [
    f.status,
    f.vessel,
    f.port,
    f.portCallId,
    f.opsCoordinator,
    f.voyageNumber || undefined,
    f.regionCountryIds,
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
const isMinePending = (profileId: number) =>
  and(
    sql`coalesce(${portCalls.opsCoordinatorId}, ${portCalls.createdById}) = ${profileId}`,
    sql`${portCalls.status} in ('DRAFT', 'IN_PROCESS')`,
  ) as SQL;

/**
 * A page of ids and the count of every match in one statement (one round trip instead of two
 * pooled ones): `ARRAY(page)` keeps the page's order. The count stays exact, as the lists show it.
 */
async function pageWithCount(tx: Db, page: SQLWrapper, total: SQLWrapper) {
  const result = await tx.execute(sql`select array(${page}) as ids, (${total}) as n`);
  const [row] = (result as unknown as { rows: Array<{ ids: unknown[] | null; n: unknown }> }).rows;
  return { ids: (row?.ids ?? []).map((id) => Number(id)), total: Number(row?.n ?? 0) };
}

export function createDashboardRepo(db: Db) {
  /**
   * Conditions on a port call row (joined with its port and voyage) for the scope and the filters
   * that are about the port call. `appointmentLevel` moves the appointment filters onto the
   * appointments row itself (the APPOINTMENT grouping).
   */
  function portCallConditions(tx: Db, scope: DashboardScope, f: Filters, appointmentLevel = false): SQL {
    const onAppointments = (condition: SQL) =>
      appointmentLevel ? condition : appointmentOfPortCall(tx, scope, condition);
    return and(
      scope.companyId === null
        ? undefined
        : eq(appointmentLevel ? appointments.companyId : portCalls.companyId, scope.companyId),
      // Imported port calls have their own list until they are saved or linked. No appointment is
      // ever on one (appointments refuse them, and a port call never goes back to IMPORTED).
      appointmentLevel ? undefined : ne(portCalls.status, 'IMPORTED'),
      scope.region,
      f.status === undefined ? undefined : eq(portCalls.status, f.status),
      f.vessel === undefined ? undefined : eq(portCalls.vesselId, f.vessel),
      f.port === undefined ? undefined : eq(portCalls.portId, f.port),
      f.portCallId === undefined ? undefined : eq(portCalls.id, f.portCallId),
      f.opsCoordinator === undefined ? undefined : eq(portCalls.opsCoordinatorId, f.opsCoordinator),
      f.voyageNumber ? ilike(voyages.voyageNumber, containsPattern(f.voyageNumber)) : undefined,
      f.regionCountryIds === undefined
        ? undefined
        : f.regionCountryIds.length === 0
          ? sql`false`
          : inArray(ports.countryId, f.regionCountryIds),
      f.etaFromDate ? sql`${portCalls.eta} >= ${dayStart(f.etaFromDate)}` : undefined,
      f.etaToDate ? sql`${portCalls.eta} < ${dayAfter(f.etaToDate)}` : undefined,
      f.etsFromDate ? sql`${portCalls.ets} >= ${dayStart(f.etsFromDate)}` : undefined,
      f.etsToDate ? sql`${portCalls.ets} < ${dayAfter(f.etsToDate)}` : undefined,
      f.agent === undefined ? undefined : onAppointments(eq(appointments.agentCompanyId, f.agent)),
      f.appointmentId === undefined ? undefined : onAppointments(eq(appointments.id, f.appointmentId)),
      f.mySubmittedAppointments ? onAppointments(eq(appointments.appointedById, scope.profileId)) : undefined,
      // Evaluations (and so their assignees) arrive with the DA issue: until then no port call has one.
      f.assignee === undefined ? undefined : sql`false`,
      f.myPendingTasks
        ? and(
            isMinePending(scope.profileId),
            // A port call awaits an appointment when none covers it or one of the buyer's is a draft or
            // rejected: kept on the row by triggers (migration 0014), so the page never reads appointments.
            appointmentLevel ? inArray(appointments.state, ['DRAFT', 'REJECTED']) : sql`${portCalls.awaitsAppointment}`,
          )
        : undefined,
    ) as SQL;
  }

  const by = (direction: PageWindow['direction']) => (direction === 'ASC' ? asc : desc);

  return {
    /** A page of port call ids (PORT_CALL grouping, the administrator's list). Default order: ETA, newest first. */
    async pagePortCalls(scope: DashboardScope, f: Filters, w: PageWindow, tx: Db = db) {
      const where = portCallConditions(tx, scope, f);
      const sortable: Record<string, SQL | AnyColumn> = {
        eta: portCalls.eta,
        ets: portCalls.ets,
        id: portCalls.id,
        vessel: textOrder(vessels.name),
        port: textOrder(ports.name),
        status: portCalls.status,
      };
      const sort = w.property && w.property in sortable ? w.property : 'eta';
      const order = by(w.direction ?? 'DESC');
      return pageWithCount(
        tx,
        joined(tx.select({ id: portCalls.id }).from(portCalls).$dynamic(), joinsFor(scope, f, sort))
          .where(where)
          .orderBy(order(sortable[sort] as SQL), order(portCalls.id))
          .limit(w.size)
          .offset(w.page * w.size),
        joined(tx.select({ n: count() }).from(portCalls).$dynamic(), joinsFor(scope, f)).where(where),
      );
    },

    /** A page of voyages having at least one matching port call, ordered by their first matching ETA. */
    async pageVoyages(scope: DashboardScope, f: Filters, w: PageWindow, tx: Db = db) {
      const order = by(w.direction ?? 'DESC');
      if (scope.companyId !== null && !filtersPortCalls(scope, f)) {
        // Every listed port call of the buyer counts: the voyages' own summary (port_call_count,
        // first_eta, kept by triggers) answers in the same order as grouping the port calls would.
        const listed = and(eq(voyages.companyId, scope.companyId), sql`${voyages.portCallCount} > 0`);
        const bySummary: Record<string, SQL | AnyColumn> = {
          eta: voyages.firstEta,
          voyageNumber: textOrder(voyages.voyageNumber),
          id: voyages.id,
        };
        const sort = w.property && w.property in bySummary ? w.property : 'eta';
        return pageWithCount(
          tx,
          tx
            .select({ id: voyages.id })
            .from(voyages)
            .where(listed)
            .orderBy(order(bySummary[sort] as SQL), order(voyages.id))
            .limit(w.size)
            .offset(w.page * w.size),
          tx.select({ n: count() }).from(voyages).where(listed),
        );
      }
      const where = and(portCallConditions(tx, scope, f), sql`${portCalls.voyageId} is not null`);
      const firstEta = min(portCalls.eta);
      const sortable: Record<string, SQL> = {
        eta: sql`${firstEta}`,
        voyageNumber: textOrder(voyages.voyageNumber),
        id: sql`${portCalls.voyageId}`,
      };
      const sort = w.property && w.property in sortable ? w.property : 'eta';
      return pageWithCount(
        tx,
        joined(tx.select({ id: portCalls.voyageId }).from(portCalls).$dynamic(), joinsFor(scope, f, sort))
          .where(where)
          .groupBy(...(sort === 'voyageNumber' ? [portCalls.voyageId, voyages.voyageNumber] : [portCalls.voyageId]))
          .orderBy(order(sortable[sort] as SQL), order(portCalls.voyageId))
          .limit(w.size)
          .offset(w.page * w.size),
        joined(
          tx
            .select({ n: countDistinct(portCalls.voyageId) })
            .from(portCalls)
            .$dynamic(),
          joinsFor(scope, f),
        ).where(where),
      );
    },

    /** The matching port calls of some voyages, by ETA. */
    async portCallsOfVoyages(scope: DashboardScope, f: Filters, voyageIds: number[], tx: Db = db) {
      if (voyageIds.length === 0) return [];
      return joined(
        tx.select({ id: portCalls.id, voyageId: portCalls.voyageId }).from(portCalls).$dynamic(),
        joinsFor(scope, f),
      )
        .where(and(portCallConditions(tx, scope, f), inArray(portCalls.voyageId, voyageIds)))
        .orderBy(asc(portCalls.eta), asc(portCalls.id));
    },

    /** A page of appointments, each filtered through its own port call. Drafts included: the buyer's own. */
    async pageAppointments(scope: DashboardScope, f: Filters, w: PageWindow, tx: Db = db) {
      const where = portCallConditions(tx, scope, f, true);
      const sortable: Record<string, SQL | AnyColumn> = {
        eta: portCalls.eta,
        id: appointments.id,
        state: appointments.state,
        appointedAt: appointments.appointedAt,
      };
      const sort = w.property && w.property in sortable ? w.property : 'eta';
      const order = by(w.direction ?? 'DESC');
      // Said again on port_calls when they are joined (it holds anyway): it lets PostgreSQL walk the
      // buyer's port calls by ETA and stop at the page (0.1 ms) instead of sorting 50,000 rows (25 ms).
      const onPortCalls = and(
        scope.companyId === null ? undefined : eq(portCalls.companyId, scope.companyId),
        ne(portCalls.status, 'IMPORTED'),
      );
      const fromAppointments = <T extends PgSelect>(query: T, withPortCalls: boolean) =>
        withPortCalls
          ? joined(
              query.innerJoin(portCalls, eq(portCalls.id, appointments.portCallId)) as unknown as T,
              joinsFor(scope, f),
            ).where(and(where, onPortCalls))
          : query.where(where);
      return pageWithCount(
        tx,
        fromAppointments(tx.select({ id: appointments.id }).from(appointments).$dynamic(), true)
          .orderBy(order(sortable[sort] as SQL), order(appointments.id))
          .limit(w.size)
          .offset(w.page * w.size),
        // Counting 50,000 appointments needs their port calls only when a filter is about them.
        fromAppointments(tx.select({ n: count() }).from(appointments).$dynamic(), readsPortCalls(scope, f)),
      );
    },

    // ---- hydration of a page ----

    portCallRows(ids: number[], tx: Db = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select({
          id: portCalls.id,
          companyId: portCalls.companyId,
          buyerName: companies.name,
          status: portCalls.status,
          eta: portCalls.eta,
          ets: portCalls.ets,
          countryId: ports.countryId,
          port: { id: ports.id, name: ports.name, unlocode: ports.unlocode, countryId: ports.countryId },
          vessel: { id: vessels.id, name: vessels.name, imo: vessels.imo },
          voyage: { id: voyages.id, voyageNumber: voyages.voyageNumber },
          opsCoordinator: { id: profiles.id, name: profiles.name, surname: profiles.surname },
        })
        .from(portCalls)
        .innerJoin(ports, eq(ports.id, portCalls.portId))
        .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
        .innerJoin(companies, eq(companies.id, portCalls.companyId))
        .leftJoin(voyages, eq(voyages.id, portCalls.voyageId))
        .leftJoin(profiles, eq(profiles.id, portCalls.opsCoordinatorId))
        .where(inArray(portCalls.id, ids));
    },

    /** The appointments of port calls (their own and linked ones). */
    appointmentsOfPortCalls(portCallIds: number[], tx: Db = db) {
      if (portCallIds.length === 0) return Promise.resolve([]);
      return tx
        .select({
          portCallId: appointmentPortCalls.portCallId,
          row: appointments,
          agent: { id: companies.id, name: companies.name },
        })
        .from(appointmentPortCalls)
        .innerJoin(appointments, eq(appointments.id, appointmentPortCalls.appointmentId))
        .innerJoin(companies, eq(companies.id, appointments.agentCompanyId))
        .where(inArray(appointmentPortCalls.portCallId, portCallIds))
        .orderBy(asc(appointments.id));
    },

    appointmentRows(ids: number[], tx: Db = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select({ row: appointments, agent: { id: companies.id, name: companies.name } })
        .from(appointments)
        .innerJoin(companies, eq(companies.id, appointments.agentCompanyId))
        .where(inArray(appointments.id, ids));
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

    voyageRows(ids: number[], tx: Db = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select({
          id: voyages.id,
          companyId: voyages.companyId,
          voyageNumber: voyages.voyageNumber,
          vessel: { id: vessels.id, name: vessels.name, imo: vessels.imo },
        })
        .from(voyages)
        .innerJoin(vessels, eq(vessels.id, voyages.vesselId))
        .where(inArray(voyages.id, ids));
    },
  };
}
export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
