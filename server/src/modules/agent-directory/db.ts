import type { TAgentFigures, TPlatformFigures } from '@portcall/contracts/agent-directory';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { at, ref } from '../../platform/db/columns';

// The directory's precomputed figures (docs/decisions.md "Agent directory figures, precomputed").
// Only this module writes these tables; what feeds them is the stale-call queue below, filled by
// triggers in this module's migration when a call's inputs change in another module's tables.

/**
 * What one call (an appointment past DRAFT with an agent) tells about its agent: the CallFacts of
 * figures.ts, as the read model computes them from appointments, port calls, DAs, evaluations and
 * ratings. No foreign key: a deleted appointment is queued and its row removed by the refresh.
 */
export const agentDirectoryCalls = pgTable(
  'agent_directory_calls',
  {
    appointmentId: ref('appointment_id').primaryKey(),
    agentCompanyId: ref('agent_company_id').notNull(),
    buyerCompanyId: ref('buyer_company_id').notNull(),
    portId: ref('port_id').notNull(),
    state: text('state').notNull(),
    appointedAt: at('appointed_at'),
    answeredAt: at('answered_at'),
    ets: at('ets'),
    // Totals of the last submitted PDA and FDA, only when both exist in one currency; exact decimals.
    pdaTotal: numeric('pda_total'),
    fdaTotal: numeric('fda_total'),
    firstFdaAt: at('first_fda_at'),
    daCount: integer('da_count').notNull(),
    sentBackCount: integer('sent_back_count').notNull(),
    rating: doublePrecision('rating'),
  },
  (t) => [
    // The agent's calls for its figures, and its handled calls at one port per buyer.
    index('agent_directory_calls_agent_port_idx').on(t.agentCompanyId, t.portId, t.state, t.buyerCompanyId),
  ],
);

/** Platform figures are stored under this buyer id: no company has id 0. */
export const PLATFORM_BUYER = 0;

/**
 * One agent's figures for one buyer (its own history) and for the platform (buyer 0, anonymised),
 * over all ports; the search's columns for the buyer (calls handled, its mean rating of the agent).
 */
export const agentDirectoryFigures = pgTable(
  'agent_directory_figures',
  {
    agentCompanyId: ref('agent_company_id').notNull(),
    buyerCompanyId: ref('buyer_company_id').notNull(),
    figures: jsonb('figures').$type<TAgentFigures | TPlatformFigures>().notNull(),
    callsHandled: integer('calls_handled').notNull().default(0),
    /** The buyer's mean of its ratings of the agent (ratings' own rule), null when none. */
    ratingAverage: numeric('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    refreshedAt: at('refreshed_at').notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.agentCompanyId, t.buyerCompanyId] })],
);

/**
 * Per agent, what the search lists beside each agent and would otherwise count a row at a time: its
 * served ports (company_ports, hundreds an agent). Kept exact by a trigger on company_ports in this
 * module's migration 0039, in the changing transaction; no row means no port.
 */
export const agentDirectoryAgents = pgTable('agent_directory_agents', {
  agentCompanyId: ref('agent_company_id').primaryKey(),
  portCount: integer('port_count').notNull().default(0),
});

/**
 * Calls whose inputs changed since their figures were computed. Triggers add a row in the changing
 * transaction; the refresh (before a directory read, and the background job) recomputes the calls
 * and their agents' figures and deletes exactly the rows it read, so a mark added meanwhile stays.
 */
export const agentDirectoryStaleCalls = pgTable('agent_directory_stale_calls', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
});
