import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies, profiles } from '../account/db';
import { appointments } from '../appointments/db';
import { vessels } from '../fleet/db';
import { portCalls, voyages } from '../port-calls/db';
import { ports } from '../refdata/db';
import { sofs } from './db';

/** What a SOF needs to know of its port call (operations §3 "Port call details"); reads only. */
export interface SofPortCall {
  id: number;
  buyerCompanyId: number;
  countryId: number;
  eta: Date | null;
  ets: Date | null;
  port: { name: string; unlocode: string; timezoneId: string | null };
  vessel: { name: string; imo: string };
  voyageNumber: string | null;
  /** The appointment whose agent writes the SOF: the accepted (or later closed) one. */
  appointment: { id: number; agentCompanyId: number; agentName: string } | null;
}

/** Appointment states in which the agent keeps the SOF of the port call. */
const WRITING_STATES = ['ACCEPTED', 'CLOSED'];

/**
 * The port-call facts of many port calls in one statement (never one per call): the port calls
 * with port, vessel and voyage, and each one's appointment with an agent at work.
 */
export function createSofPortCallReadModel(db: Db) {
  async function portCallsByIds(ids: readonly number[], tx: Db = db): Promise<SofPortCall[]> {
    return (await read(ids, tx, false)).map(({ sofRevision: _, ...portCall }) => portCall);
  }

  /**
   * The same with each port call's SOF as [id, revision] (null before it exists), in the same
   * statement: what a kept page answer is checked against (page-cache.ts).
   */
  function withSofRevisions(ids: readonly number[], tx: Db = db) {
    return read(ids, tx, true);
  }

  async function read(ids: readonly number[], tx: Db, withSof: boolean) {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({
        id: portCalls.id,
        buyerCompanyId: portCalls.companyId,
        countryId: ports.countryId,
        eta: portCalls.eta,
        ets: portCalls.ets,
        portName: ports.name,
        unlocode: ports.unlocode,
        timezoneId: ports.timezoneId,
        vesselName: vessels.name,
        imo: vessels.imo,
        voyageNumber: voyages.voyageNumber,
        importedVoyageNumber: portCalls.importedVoyageNumber,
        // The working appointment in the same statement (the first by id, as there is one at most).
        working: sql<unknown>`(select json_build_object('id', a.id, 'agentCompanyId', a.agent_company_id, 'agentName', c.name)
          from ${appointments} a join ${companies} c on c.id = a.agent_company_id
          where a.port_call_id = ${portCalls.id} and a.state in (${sql.join(
            WRITING_STATES.map((state) => sql`${state}`),
            sql`, `,
          )})
          order by a.id limit 1)`,
        sofRevision: withSof
          ? sql<unknown>`(select json_build_array(s.id, s.revision) from ${sofs} s where s.port_call_id = ${portCalls.id})`
          : sql<null>`null`,
      })
      .from(portCalls)
      .innerJoin(ports, eq(ports.id, portCalls.portId))
      .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
      .leftJoin(voyages, eq(voyages.id, portCalls.voyageId))
      .where(inArray(portCalls.id, [...ids]));
    return rows.map((r) => {
      const a = (typeof r.working === 'string' ? JSON.parse(r.working) : r.working) as {
        id: number;
        agentCompanyId: number;
        agentName: string;
      } | null;
      const sofRevision = (typeof r.sofRevision === 'string' ? JSON.parse(r.sofRevision) : r.sofRevision) as
        | [number, number]
        | null;
      return {
        sofRevision,
        id: r.id,
        buyerCompanyId: r.buyerCompanyId,
        countryId: r.countryId,
        eta: r.eta,
        ets: r.ets,
        port: { name: r.portName, unlocode: r.unlocode, timezoneId: r.timezoneId },
        vessel: { name: r.vesselName, imo: r.imo },
        voyageNumber: r.voyageNumber ?? r.importedVoyageNumber,
        appointment: a ? { id: Number(a.id), agentCompanyId: Number(a.agentCompanyId), agentName: a.agentName } : null,
      };
    });
  }

  /** The names people sign and write with. */
  async function profileNames(ids: readonly number[], tx: Db = db) {
    if (ids.length === 0) return new Map<number, { fullName: string; email: string }>();
    const rows = await tx
      .select({ id: profiles.id, name: profiles.name, surname: profiles.surname, email: profiles.email })
      .from(profiles)
      .where(inArray(profiles.id, [...ids]));
    return new Map(rows.map((r) => [r.id, { fullName: `${r.name} ${r.surname}`.trim(), email: r.email }]));
  }

  return { portCallsByIds, withSofRevisions, profileNames };
}
export type SofPortCallReadModel = ReturnType<typeof createSofPortCallReadModel>;
