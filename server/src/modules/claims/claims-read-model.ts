import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies } from '../account/db';
import { appointments } from '../appointments/db';
import { fleets, fleetVessels, vessels } from '../fleet/db';
import { portCallActivities, portCalls, voyages } from '../port-calls/db';
import { countries, ports, vesselTypes } from '../refdata/db';
import { regionCountries, regions } from '../settings/db';
import { sofEvents, sofs } from '../statement-of-facts/db';
import { claims } from './db';
import { POSITION_EVENTS } from './position';

/** What a claim needs of its port call. */
export interface ClaimPortCall {
  id: number;
  companyId: number;
  countryId: number;
  vesselName: string;
  portName: string;
  timeZone: string | null;
  voyageId: number | null;
  voyageNumber: string | null;
  eta: Date | null;
  agentName: string | null;
}

/**
 * Reads of the port calls, their SOFs, the fleet and the regions for laytime, claims and the
 * position list: reads only (docs/decisions.md "Read models").
 */
export function createClaimsReadModel(db: Db) {
  const portCallColumns = {
    id: portCalls.id,
    companyId: portCalls.companyId,
    countryId: ports.countryId,
    vesselName: vessels.name,
    portName: ports.name,
    timeZone: ports.timezoneId,
    voyageId: portCalls.voyageId,
    voyageNumber: voyages.voyageNumber,
    importedVoyageNumber: portCalls.importedVoyageNumber,
    eta: portCalls.eta,
  };
  const shape = (r: {
    id: number;
    companyId: number;
    countryId: number;
    vesselName: string;
    portName: string;
    timeZone: string | null;
    voyageId: number | null;
    voyageNumber: string | null;
    importedVoyageNumber: string | null;
    eta: Date | null;
  }) => ({
    id: r.id,
    companyId: r.companyId,
    countryId: r.countryId,
    vesselName: r.vesselName,
    portName: r.portName,
    timeZone: r.timeZone,
    voyageId: r.voyageId,
    voyageNumber: r.voyageNumber ?? r.importedVoyageNumber,
    eta: r.eta,
  });

  async function agentsOf(ids: number[], tx: Db) {
    if (ids.length === 0) return new Map<number, string>();
    const rows = await tx
      .select({ portCallId: appointments.portCallId, name: companies.name })
      .from(appointments)
      .innerJoin(companies, eq(companies.id, appointments.agentCompanyId))
      .where(and(inArray(appointments.portCallId, ids), inArray(appointments.state, ['ACCEPTED', 'CLOSED'])))
      .orderBy(asc(appointments.id));
    const out = new Map<number, string>();
    for (const r of rows) if (!out.has(r.portCallId)) out.set(r.portCallId, r.name);
    return out;
  }

  return {
    async portCallsByIds(ids: readonly number[], tx: Db = db): Promise<ClaimPortCall[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select(portCallColumns)
        .from(portCalls)
        .innerJoin(ports, eq(ports.id, portCalls.portId))
        .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
        .leftJoin(voyages, eq(voyages.id, portCalls.voyageId))
        .where(inArray(portCalls.id, [...ids]));
      const agents = await agentsOf(
        rows.map((r) => r.id),
        tx,
      );
      return rows.map((r) => ({ ...shape(r), agentName: agents.get(r.id) ?? null }));
    },

    /** A company's port calls that can carry a claim (not cancelled, not imported), newest first. */
    async claimablePortCalls(companyId: number, tx: Db = db) {
      const rows = await tx
        .select({ ...portCallColumns, sofId: sofs.id })
        .from(portCalls)
        .innerJoin(ports, eq(ports.id, portCalls.portId))
        .innerJoin(vessels, eq(vessels.id, portCalls.vesselId))
        .leftJoin(voyages, eq(voyages.id, portCalls.voyageId))
        .leftJoin(sofs, eq(sofs.portCallId, portCalls.id))
        .where(
          and(
            eq(portCalls.companyId, companyId),
            inArray(portCalls.status, ['DRAFT', 'IN_PROCESS']),
            isNull(portCalls.linkedPortCallId),
          ),
        )
        .orderBy(desc(portCalls.eta), desc(portCalls.id))
        .limit(300);
      const agents = await agentsOf(
        rows.map((r) => r.id),
        tx,
      );
      return rows.map((r) => ({ ...shape(r), agentName: agents.get(r.id) ?? null, hasSof: r.sofId !== null }));
    },

    /** The SOF of a port call with its events in time order, or null. */
    async sofOf(portCallId: number, tx: Db = db) {
      const [sof] = await tx
        .select({ id: sofs.id, version: sofs.version, status: sofs.status })
        .from(sofs)
        .where(eq(sofs.portCallId, portCallId));
      if (!sof) return null;
      const events = await tx
        .select({ code: sofEvents.templateCode, description: sofEvents.description, timestamp: sofEvents.timestamp })
        .from(sofEvents)
        .where(eq(sofEvents.sofId, sof.id))
        .orderBy(asc(sofEvents.timestamp), asc(sofEvents.id));
      return { ...sof, events };
    },

    /** The current version of SOFs by id (to flag calculations that read an older one). */
    async sofVersions(ids: readonly number[], tx: Db = db) {
      if (ids.length === 0) return new Map<number, number>();
      const rows = await tx
        .select({ id: sofs.id, version: sofs.version })
        .from(sofs)
        .where(inArray(sofs.id, [...ids]));
      return new Map(rows.map((r) => [r.id, r.version]));
    },

    /** Everything the position list shows of a company: vessels, their fleets and port calls. */
    async positionData(companyId: number, tx: Db = db) {
      const vesselRows = await tx
        .select({
          id: vessels.id,
          name: vessels.name,
          imo: vessels.imo,
          vesselTypeId: vessels.vesselTypeId,
          vesselType: vesselTypes.name,
        })
        .from(vessels)
        .innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
        .where(and(eq(vessels.companyId, companyId), eq(vessels.isActive, true)))
        .orderBy(asc(vessels.name));
      const fleetRows = await tx
        .select({ fleetId: fleets.id, name: fleets.name, vesselId: fleetVessels.vesselId })
        .from(fleets)
        .leftJoin(fleetVessels, eq(fleetVessels.fleetId, fleets.id))
        .where(and(eq(fleets.companyId, companyId), eq(fleets.isActive, true)));
      const calls = await tx
        .select({
          id: portCalls.id,
          vesselId: portCalls.vesselId,
          portName: ports.name,
          countryId: ports.countryId,
          countryName: countries.name,
          eta: portCalls.eta,
          ets: portCalls.ets,
          laycanStart: portCalls.laycanStart,
          laycanEnd: portCalls.laycanEnd,
        })
        .from(portCalls)
        .innerJoin(ports, eq(ports.id, portCalls.portId))
        .innerJoin(countries, eq(countries.id, ports.countryId))
        .where(
          and(
            eq(portCalls.companyId, companyId),
            ne(portCalls.status, 'CANCELLED'),
            ne(portCalls.status, 'IMPORTED'),
            isNull(portCalls.linkedPortCallId),
          ),
        )
        .orderBy(asc(portCalls.eta), asc(portCalls.id));
      const regionRows = await tx
        .select({ id: regions.id, name: regions.name, countryId: regionCountries.countryId })
        .from(regions)
        .leftJoin(regionCountries, eq(regionCountries.regionId, regions.id))
        .where(and(eq(regions.companyId, companyId), eq(regions.state, 'ACTIVE')))
        .orderBy(asc(regions.name));
      const callIds = calls.map((c) => c.id);
      // The SOF's position events, the cargo and the claims' counterparties of these calls: one statement each.
      const events =
        callIds.length === 0
          ? []
          : await tx
              .select({
                portCallId: sofs.portCallId,
                templateCode: sofEvents.templateCode,
                timestamp: sofEvents.timestamp,
              })
              .from(sofEvents)
              .innerJoin(sofs, eq(sofs.id, sofEvents.sofId))
              .where(
                and(inArray(sofs.portCallId, callIds), inArray(sofEvents.templateCode, Object.keys(POSITION_EVENTS))),
              );
      const cargoRows =
        callIds.length === 0
          ? []
          : await tx
              .select({ portCallId: portCallActivities.portCallId, cargo: portCallActivities.cargo })
              .from(portCallActivities)
              .where(inArray(portCallActivities.portCallId, callIds))
              .orderBy(asc(portCallActivities.portCallId), asc(portCallActivities.position));
      const claimRows =
        callIds.length === 0
          ? []
          : await tx
              .select({ portCallId: claims.portCallId, counterparty: claims.counterparty })
              .from(claims)
              .where(and(inArray(claims.portCallId, callIds), eq(claims.companyId, companyId)))
              .orderBy(asc(claims.id));
      return { vesselRows, fleetRows, calls, regionRows, events, cargoRows, claimRows };
    },
  };
}
export type ClaimsReadModel = ReturnType<typeof createClaimsReadModel>;
