import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../../platform/db/columns';
import { portCalls } from '../port-calls/db';

/**
 * A DCSA JIT timestamp received for a port call (uploaded on the SOF screen or sent to the signed
 * webhook), held as a proposal until the agent of the call accepts it into the SOF (through the SOF's
 * add-event command: `sof_event_id`) or rejects it. Never written into the SOF directly. One proposal
 * per port call, event and instant: the same timestamp received again is not proposed twice.
 */
export const sofTimestampProposals = pgTable(
  'sof_timestamp_proposals',
  {
    id: id(),
    portCallId: bigint('port_call_id', { mode: 'number' })
      .notNull()
      .references(() => portCalls.id, { onDelete: 'cascade' }),
    templateCode: text('template_code').notNull(),
    eventAt: at('event_at').notNull(),
    placeholder: text('placeholder'),
    source: text('source', { enum: ['UPLOAD', 'WEBHOOK'] }).notNull(),
    sentBy: text('sent_by'),
    /** The timestamp as received, for whoever later asks what exactly came in. */
    received: jsonb('received').notNull(),
    status: text('status', { enum: ['PROPOSED', 'ACCEPTED', 'REJECTED'] }).notNull(),
    receivedBy: ref('received_by_profile_id'),
    decidedBy: ref('decided_by_profile_id'),
    decidedAt: at('decided_at'),
    /** Not a reference: the SOF's event may be deleted later; the proposal keeps what it became. */
    sofEventId: ref('sof_event_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('sof_timestamp_proposals_once_idx').on(t.portCallId, t.templateCode, t.eventAt),
    index('sof_timestamp_proposals_call_idx').on(t.portCallId, t.status),
    check('sof_timestamp_proposals_status', sql`${t.status} IN ('PROPOSED', 'ACCEPTED', 'REJECTED')`),
    check('sof_timestamp_proposals_source', sql`${t.source} IN ('UPLOAD', 'WEBHOOK')`),
  ],
);
export type ProposalRow = typeof sofTimestampProposals.$inferSelect;
