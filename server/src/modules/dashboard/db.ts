import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/db/columns';
import { appointments } from '../appointments/db';
import { portCalls } from '../port-calls/db';

/**
 * The dashboard's "my pending tasks" of the APPOINTMENT grouping, one row per appointment that is a
 * DRAFT or REJECTED on a pending port call (DRAFT or IN_PROCESS, awaiting an appointment), with whose
 * task it is (the port call's coordinator, or its creator while nobody coordinates) and the port
 * call's ETA. Kept by triggers on appointments and port_calls (migration
 * `dashboard_pending_tasks_triggers`), never written by the app: a page and its count read one index
 * in the page's order, instead of probing the appointments of every pending port call of mine (932
 * at 20,000 port calls, 3,810 buffers for the count) or sorting them all (the generic plan).
 */
export const dashboardPendingTasks = pgTable(
  'dashboard_pending_tasks',
  {
    appointmentId: bigint('appointment_id', { mode: 'number' })
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    portCallId: bigint('port_call_id', { mode: 'number' })
      .notNull()
      .references(() => portCalls.id, { onDelete: 'cascade' }),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    eta: at('eta'),
  },
  (t) => [
    index('dashboard_pending_tasks_owner_eta_idx').on(t.companyId, t.ownerId, t.eta, t.appointmentId),
    index('dashboard_pending_tasks_port_call_idx').on(t.portCallId),
  ],
);

/**
 * The agent filter's port calls: one row per port call and agent of the buyer's appointments on it
 * (port_calls.agent_company_ids), with what the PORT_CALL and VOYAGE groupings order, group and filter
 * by. Kept by triggers on port_calls (migration `dashboard_agent_port_calls_triggers`), never written by
 * the app. A page and its count read the agent's port calls from one index in the page's order, whether
 * the agent has 9 port calls or 17,000: the GIN index on the array cannot give an order, so one plan
 * sorted all of a busy agent's port calls and the other walked all the buyer's for a rare one (planned
 * per request instead, 4-6 ms of planning).
 */
export const dashboardAgentPortCalls = pgTable(
  'dashboard_agent_port_calls',
  {
    portCallId: bigint('port_call_id', { mode: 'number' })
      .notNull()
      .references(() => portCalls.id, { onDelete: 'cascade' }),
    agentCompanyId: bigint('agent_company_id', { mode: 'number' }).notNull(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    eta: at('eta'),
    voyageId: bigint('voyage_id', { mode: 'number' }),
    status: text('status').notNull(),
    countryId: bigint('country_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.portCallId, t.agentCompanyId] }),
    index('dashboard_agent_port_calls_agent_eta_idx').on(
      t.agentCompanyId,
      t.companyId,
      t.eta,
      t.portCallId,
      t.voyageId,
      t.status,
      t.countryId,
    ),
    // The VOYAGE grouping's probe for an earlier port call of the same voyage and agent, and its count.
    index('dashboard_agent_port_calls_agent_voyage_idx').on(
      t.agentCompanyId,
      t.companyId,
      t.voyageId,
      t.eta,
      t.portCallId,
      t.status,
      t.countryId,
    ),
  ],
);
