import type { TDashboardAssignmentDepartment, TPortLogState } from '@portcall/contracts/port-logs';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { containsPattern, offsetOf } from '../../platform/db/query-helpers';
import { inRegionScope, type RegionScope } from '../../platform/scope/region';
import { companies, departments } from '../account/db';
import { appointments } from '../appointments/db';
import { vessels } from '../fleet/db';
import { portCalls, voyages } from '../port-calls/db';
import { ports } from '../refdata/db';
import { assignments, departmentPortLogs, portLogEntries } from './db';

/**
 * The buyer dashboard's port-logs view: one statement a page over port logs, their appointment's
 * primary port call (vessel, port, ETA, voyage), the agent company and each department's entry counts.
 *
 * Why a read model: the text filter and the region rules read columns of four other modules, and a
 * page must be filtered, counted and cut in the database. This file only reads.
 */

export interface AssignmentsDashboardScope {
  companyId: number;
  /** The caller's region rules, kept on the port of the appointment's primary port call. */
  region: RegionScope;
}

export interface AssignmentsDashboardFilters {
  state?: TPortLogState;
  text?: string;
}

/** Each department's part with its entry counts, by department name (a JSON array, [] when none). */
const departmentCounts = sql<TDashboardAssignmentDepartment[]>`coalesce((
  select json_agg(json_build_object(
    'departmentId', ${departments.id},
    'departmentName', ${departments.name},
    'abbreviation', ${departments.abbreviation},
    'isIncluded', ${departmentPortLogs.isIncluded},
    'total', (select count(*) from ${portLogEntries} where ${portLogEntries.departmentPortLogId} = ${departmentPortLogs.id}),
    'done', (select count(*) from ${portLogEntries} where ${portLogEntries.departmentPortLogId} = ${departmentPortLogs.id} and ${portLogEntries.isDone})
  ) order by lower(${departments.name}) collate "C", ${departments.id})
  from ${departmentPortLogs}
  inner join ${departments} on ${departments.id} = ${departmentPortLogs.departmentId}
  where ${departmentPortLogs.assignmentId} = ${assignments.id}
), '[]'::json)`;

export function createAssignmentDashboardReadModel(db: Db) {
  return {
    /**
     * A page of the company's port logs inside its regions, newest change first, with the count of
     * every match in the same statement (a window count over the page's query).
     */
    async pageForDashboard(
      scope: AssignmentsDashboardScope,
      f: AssignmentsDashboardFilters,
      w: { page: number; size: number },
      tx: Db = db,
    ) {
      const pattern = f.text ? containsPattern(f.text) : undefined;
      const where = and(
        eq(assignments.buyerCompanyId, scope.companyId),
        // Said on the appointment too: a port log is only ever the buyer's own appointment's.
        eq(appointments.companyId, scope.companyId),
        inRegionScope(ports.countryId, scope.region),
        f.state === undefined ? undefined : eq(assignments.state, f.state),
        pattern === undefined
          ? undefined
          : or(
              ilike(vessels.name, pattern),
              ilike(ports.name, pattern),
              ilike(companies.name, pattern),
              ilike(voyages.voyageNumber, pattern),
            ),
      );
      const joined = <T extends PgSelect>(query: T): T =>
        query
          .innerJoin(appointments, eq(appointments.id, assignments.appointmentId))
          .innerJoin(portCalls, eq(portCalls.id, appointments.portCallId))
          .innerJoin(ports, eq(ports.id, portCalls.portId))
          .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
          .leftJoin(voyages, eq(voyages.id, portCalls.voyageId))
          .innerJoin(companies, eq(companies.id, assignments.agentCompanyId))
          .where(where) as unknown as T;
      const rows = await joined(
        tx
          .select({
            id: assignments.id,
            appointmentId: assignments.appointmentId,
            state: assignments.state,
            createdAt: assignments.createdAt,
            updatedAt: assignments.updatedAt,
            submittedAt: assignments.submittedAt,
            vessel: { id: vessels.id, name: vessels.name },
            port: { id: ports.id, name: ports.name },
            eta: portCalls.eta,
            voyageNumber: voyages.voyageNumber,
            agent: { id: companies.id, name: companies.name },
            departments: departmentCounts,
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(assignments)
          .$dynamic(),
      )
        .orderBy(desc(assignments.updatedAt), desc(assignments.id))
        .limit(w.size)
        .offset(offsetOf(w));
      if (rows.length > 0 || w.page === 0) return { rows, total: rows[0]?.total ?? 0 };
      // A page past the end has no row to carry the window count: count apart (rare, after rows went away).
      const [counted] = await joined(tx.select({ n: count() }).from(assignments).$dynamic());
      return { rows, total: counted?.n ?? 0 };
    },
  };
}
export type AssignmentDashboardReadModel = ReturnType<typeof createAssignmentDashboardReadModel>;
