import { PORT_LOG_ENTRY_CATEGORIES, PORT_LOG_STATES } from '@portcall/contracts/port-logs';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../../platform/db/columns';
import { departments } from '../account/db';
import { appointments } from '../appointments/db';

/** A port log (assignment): one live (not cancelled) per appointment, held by the buyer's company. */
export const assignments = pgTable(
  'assignments',
  {
    id: id(),
    appointmentId: ref('appointment_id')
      .notNull()
      .references(() => appointments.id),
    buyerCompanyId: ref('buyer_company_id').notNull(),
    agentCompanyId: ref('agent_company_id').notNull(),
    state: text('state', { enum: PORT_LOG_STATES }).notNull(),
    generalComments: text('general_comments'),
    createdByProfileId: ref('created_by_profile_id').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    submittedAt: at('submitted_at'),
    submittedByProfileId: ref('submitted_by_profile_id'),
  },
  (t) => [
    uniqueIndex('assignments_live_appointment_uq').on(t.appointmentId).where(sql`${t.state} <> 'CANCELLED'`),
    index('assignments_appointment_idx').on(t.appointmentId),
  ],
);

/** A department's part of a port log; an excluded department stays out of the agent's view. */
export const departmentPortLogs = pgTable(
  'department_port_logs',
  {
    id: id(),
    assignmentId: ref('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    departmentId: ref('department_id')
      .notNull()
      .references(() => departments.id),
    isIncluded: boolean('is_included').notNull().default(true),
  },
  (t) => [uniqueIndex('department_port_logs_assignment_department_uq').on(t.assignmentId, t.departmentId)],
);

/** What a department asks the agent to handle, and the agent's answer (done, with a comment). */
export const portLogEntries = pgTable(
  'port_log_entries',
  {
    id: id(),
    departmentPortLogId: ref('department_port_log_id')
      .notNull()
      .references(() => departmentPortLogs.id, { onDelete: 'cascade' }),
    assignmentId: ref('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    category: text('category', { enum: PORT_LOG_ENTRY_CATEGORIES }).notNull(),
    description: text('description').notNull(),
    createdByProfileId: ref('created_by_profile_id').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** Set by the submit that first showed the entry to the agent. */
    publishedAt: at('published_at'),
    isDone: boolean('is_done').notNull().default(false),
    doneComment: text('done_comment'),
    doneAt: at('done_at'),
    doneByProfileId: ref('done_by_profile_id'),
    doneByName: text('done_by_name'),
    /** The agent's file with the done mark (storage uuid and display name). */
    doneFileId: text('done_file_id'),
    doneFileName: text('done_file_name'),
  },
  (t) => [index('port_log_entries_assignment_idx').on(t.assignmentId, t.id)],
);
