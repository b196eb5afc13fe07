import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from '../../platform/db/columns';
import { companies, profiles } from '../account/db';
import { portCalls } from '../port-calls/db';

/**
 * A port call x agent (or vendor) company (DESIGN §6): DRAFT -> APPOINTED -> ACCEPTED / REJECTED,
 * CANCELLED, CLOSED. `portCallId` is the port call it was made for; further port calls can be
 * linked (appointment_port_calls holds them all, the own one included). The recipient's side
 * (reminders, read state; platform-core §3 "observer") is kept on the row: one recipient company.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The buyer company. */
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    portCallId: bigint('port_call_id', { mode: 'number' })
      .notNull()
      .references(() => portCalls.id),
    agentCompanyId: bigint('agent_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    state: text('state').notNull(),
    /** The state a cancellation or rejection left, so a revert restores it. */
    previousState: text('previous_state'),
    instructions: text('instructions'),
    /** The request case this appointment was made from (its chosen quote), if any. */
    requestCaseId: bigint('request_case_id', { mode: 'number' }),
    rejectionReason: text('rejection_reason'),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => profiles.id),
    appointedById: bigint('appointed_by_id', { mode: 'number' }).references(() => profiles.id),
    appointedAt: at('appointed_at'),
    acceptedAt: at('accepted_at'),
    rejectedAt: at('rejected_at'),
    cancelledAt: at('cancelled_at'),
    closedAt: at('closed_at'),
    pokes: integer('pokes').notNull().default(0),
    firstPokeAt: at('first_poke_at'),
    lastPokeAt: at('last_poke_at'),
    pokeLock: boolean('poke_lock').notNull().default(false),
    /** READ or UNREAD for the recipient: a reminder makes it UNREAD, the agent opening it READ. */
    recipientState: text('recipient_state').notNull().default('UNREAD'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    // One appointment per port call and agent company (APPOINTMENT_EXISTS_FOR_COMPANY).
    uniqueIndex('appointments_port_call_agent_idx').on(t.portCallId, t.agentCompanyId),
    index('appointments_company_state_idx').on(t.companyId, t.state),
    index('appointments_agent_state_idx').on(t.agentCompanyId, t.state),
    // The directory counts each agent's calls with the reading buyer, a row at a time.
    index('appointments_agent_buyer_state_idx').on(t.agentCompanyId, t.companyId, t.state),
    index('appointments_appointed_by_idx').on(t.appointedById),
  ],
);

export const appointmentPortCalls = pgTable(
  'appointment_port_calls',
  {
    appointmentId: bigint('appointment_id', { mode: 'number' })
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    portCallId: bigint('port_call_id', { mode: 'number' })
      .notNull()
      .references(() => portCalls.id),
  },
  (t) => [
    primaryKey({ columns: [t.appointmentId, t.portCallId] }),
    index('appointment_port_calls_port_call_idx').on(t.portCallId),
    // "Has an appointment that..." from a port call (the dashboard's agent, mine and pending-task
    // filters, a page's appointments) reads the pairs from the index alone (docs/decisions.md, Performance).
    index('appointment_port_calls_port_call_appointment_idx').on(t.portCallId, t.appointmentId),
  ],
);
