import { bigint, index, pgTable } from 'drizzle-orm/pg-core';
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
