import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, id } from '../../platform/db/columns';
import { companies, profiles } from '../account/db';
import { vessels } from '../fleet/db';
import { activityTypes, ports, voyageTypes } from '../refdata/db';

const companyId = () =>
  bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id);
/** Optimistic concurrency: several people edit these rows; a stale write answers 409 STALE_VERSION. */
const version = () => integer('version').notNull().default(0);

/**
 * A buyer's voyage of one vessel. Voyage numbers are unique per buyer company in any letter case
 * (DESIGN §6). The table lives in port-calls, not fleet: a voyage exists to group port calls.
 */
export const voyages = pgTable(
  'voyages',
  {
    id: id(),
    companyId: companyId(),
    vesselId: bigint('vessel_id', { mode: 'number' })
      .notNull()
      .references(() => vessels.id),
    voyageNumber: text('voyage_number').notNull(),
    voyageTypeId: bigint('voyage_type_id', { mode: 'number' }).references(() => voyageTypes.id),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => profiles.id),
    /**
     * The voyage's port calls that the dashboard lists (all but IMPORTED) and the first ETA among
     * them: the VOYAGE grouping's page without a filter, read from an index instead of grouping
     * every port call of the buyer. Kept by triggers on port_calls (migration 0014), never written
     * by the app.
     */
    portCallCount: integer('port_call_count').notNull().default(0),
    firstEta: at('first_eta'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('voyages_company_number_idx').on(t.companyId, sql`lower(${t.voyageNumber})`),
    index('voyages_vessel_idx').on(t.vesselId),
    index('voyages_listed_first_eta_idx').on(t.companyId, t.firstEta).where(sql`${t.portCallCount} > 0`),
  ],
);

/**
 * A port call of a buyer's vessel on a voyage: IMPORTED (from an integration, waiting to be saved
 * or linked), DRAFT, IN_PROCESS (an agent has been appointed), CANCELLED. An imported port call
 * linked to one of ours keeps its row (linkedPortCallId) for the record and leaves every list.
 */
export const portCalls = pgTable(
  'port_calls',
  {
    id: id(),
    companyId: companyId(),
    vesselId: bigint('vessel_id', { mode: 'number' })
      .notNull()
      .references(() => vessels.id),
    /** Null only on imported port calls, which carry the integration's voyage number as text. */
    voyageId: bigint('voyage_id', { mode: 'number' }).references(() => voyages.id),
    portId: bigint('port_id', { mode: 'number' })
      .notNull()
      .references(() => ports.id),
    status: text('status').notNull(),
    eta: at('eta'),
    ets: at('ets'),
    laycanStart: at('laycan_start'),
    laycanEnd: at('laycan_end'),
    opsCoordinatorId: bigint('ops_coordinator_id', { mode: 'number' }).references(() => profiles.id),
    emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
    remarks: text('remarks'),
    source: text('source'),
    externalRef: text('external_ref'),
    importedVoyageNumber: text('imported_voyage_number'),
    linkedPortCallId: bigint('linked_port_call_id', { mode: 'number' }).references((): AnyPgColumn => portCalls.id),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => profiles.id),
    /**
     * No appointment covers the port call yet, or one of its buyer's appointments on it is a draft or
     * was rejected: the appointment side of the dashboard's "my pending tasks". Kept by triggers on
     * appointment_port_calls and appointments (migration 0014), never written by the app; a new port
     * call has no appointment, hence the default.
     */
    awaitsAppointment: boolean('awaits_appointment').notNull().default(true),
    /**
     * The port's country, copied by a trigger from ports on insert and on a change of port (migration
     * 0030), never written by the app: region rules and the dashboard's region filter read it from
     * an index instead of joining 17,500 ports.
     */
    countryId: bigint('country_id', { mode: 'number' }),
    /**
     * The agent companies of the buyer's appointments on the port call (its own and linked ones),
     * distinct and sorted. Kept by the triggers that keep awaitsAppointment (migration 0039), never
     * written by the app: the dashboard's agent filter reads it from a GIN index instead of hashing
     * every appointment link.
     */
    agentCompanyIds: bigint('agent_company_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    // The dashboard's filters and sorts (company first: every query is scoped by it). The ETA, country
    // and pending-owner indexes also carry the columns the VOYAGE grouping groups by and filters on
    // (INCLUDE, added by migration 0057: drizzle cannot declare them), so that grouping reads them alone.
    index('port_calls_company_eta_idx').on(t.companyId, t.eta),
    index('port_calls_company_ets_idx').on(t.companyId, t.ets),
    index('port_calls_company_status_idx').on(t.companyId, t.status),
    index('port_calls_vessel_idx').on(t.vesselId),
    // By port, then ETA: the dashboard's port filter walks a port's port calls in the page's order and
    // stops at the page, whether the port has 11 port calls or 2,000 (one plan for both: the page
    // statement is prepared once per shape, docs/decisions.md "Dashboard statements prepared by shape").
    index('port_calls_port_eta_idx').on(t.portId, t.eta),
    // The buyer's port calls at a port in ETA order: the generic plan of the port filter's page read
    // every port call at the busiest port (17,140 at 200,000, 37 ms) through port_calls_port_voyage_idx
    // to keep five; this walks five. No INCLUDE on purpose: carrying voyage_id, it drew the VOYAGE
    // grouping's "earlier port call of this voyage" probe away from port_calls_port_voyage_idx.
    index('port_calls_company_port_eta_idx').on(t.companyId, t.portId, t.eta),
    // By port, then voyage, with what the dashboard's filters read: the VOYAGE grouping's count with a
    // port filter reads a port's voyages in order from this index alone and stops at the count limit
    // (11 buffers for the busiest port at 200,000 port calls, against 5,655 grouping its port calls).
    index('port_calls_port_voyage_idx').on(t.portId, t.voyageId, t.companyId, t.status),
    index('port_calls_voyage_idx').on(t.voyageId),
    index('port_calls_ops_coordinator_idx').on(t.opsCoordinatorId),
    index('port_calls_company_country_idx').on(t.companyId, t.countryId),
    index('port_calls_agent_company_ids_idx').using('gin', t.agentCompanyIds),
    // The dashboard's "my pending tasks": only pending port calls awaiting an appointment, by whose they
    // are (the coordinator, or the creator while nobody coordinates) and ETA: a page and its count read
    // just mine, from the index.
    index('port_calls_pending_owner_idx')
      .on(t.companyId, sql`coalesce(${t.opsCoordinatorId}, ${t.createdById})`, t.eta)
      .where(sql`${t.status} in ('DRAFT', 'IN_PROCESS') and ${t.awaitsAppointment}`),
    // No two open port calls for the same vessel, port and voyage (platform-core §5), even under
    // concurrent saves; cancelled and imported ones do not count.
    uniqueIndex('port_calls_vessel_port_voyage_idx')
      .on(t.vesselId, t.portId, t.voyageId)
      .where(sql`${t.status} in ('DRAFT', 'IN_PROCESS')`),
    uniqueIndex('port_calls_external_ref_idx').on(t.companyId, t.source, t.externalRef),
  ],
);

export const portCallActivities = pgTable(
  'port_call_activities',
  {
    portCallId: bigint('port_call_id', { mode: 'number' })
      .notNull()
      .references(() => portCalls.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    activityTypeId: bigint('activity_type_id', { mode: 'number' })
      .notNull()
      .references(() => activityTypes.id),
    cargo: text('cargo'),
  },
  (t) => [primaryKey({ columns: [t.portCallId, t.position] })],
);

/** The agent and vendor companies a port call is to be appointed to (the wizard's agents step). */
export const portCallAgents = pgTable(
  'port_call_agents',
  {
    portCallId: bigint('port_call_id', { mode: 'number' })
      .notNull()
      .references(() => portCalls.id, { onDelete: 'cascade' }),
    agentCompanyId: bigint('agent_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.portCallId, t.agentCompanyId] }),
    index('port_call_agents_agent_idx').on(t.agentCompanyId),
  ],
);

/**
 * Export events waiting for the integrations module (POST port-call/trigger-export-event): an
 * outbox, so the request never waits on the buyer's systems. The payload is the port call as sent.
 */
export const portCallExports = pgTable(
  'port_call_exports',
  {
    id: id(),
    companyId: companyId(),
    portCallId: bigint('port_call_id', { mode: 'number' })
      .notNull()
      .references(() => portCalls.id),
    status: text('status').notNull().default('PENDING'),
    payload: jsonb('payload').notNull(),
    requestedById: bigint('requested_by_id', { mode: 'number' }).references(() => profiles.id),
    requestedAt: at('requested_at').notNull().defaultNow(),
  },
  (t) => [index('port_call_exports_status_idx').on(t.status, t.requestedAt)],
);
