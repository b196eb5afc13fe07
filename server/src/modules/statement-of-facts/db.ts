import { INVOLVEMENTS, REMARK_CODES, SOF_EVENT_ACTIONS, SOF_STATUSES } from '@portcall/contracts/statement-of-facts';
import { boolean, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../../platform/db/columns';
import { companies } from '../account/db';
import { appointments } from '../appointments/db';
import { portCalls } from '../port-calls/db';

/** A cargo quantity in metric tons: a decimal, three places (kilograms), read as a string. */
const quantity = (name: string) => numeric(name, { precision: 16, scale: 3 });

/**
 * One statement of facts per port call, held by the buyer of the port call and written by the agent
 * of its accepted appointment. The parameters (operations §3) are columns: exactly one set per SOF.
 * `version` guards every change (DESIGN §5); `contentVersion` counts changes of what is signed.
 */
export const sofs = pgTable(
  'sofs',
  {
    id: id(),
    portCallId: ref('port_call_id')
      .notNull()
      .references(() => portCalls.id),
    appointmentId: ref('appointment_id')
      .notNull()
      .references(() => appointments.id),
    buyerCompanyId: ref('buyer_company_id')
      .notNull()
      .references(() => companies.id),
    agentCompanyId: ref('agent_company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status', { enum: SOF_STATUSES }).notNull(),
    noRemarksNeeded: boolean('no_remarks_needed').notNull().default(false),
    numberOfResendsToMaster: integer('number_of_resends_to_master').notNull().default(0),
    cargoQuantityActual: quantity('cargo_quantity_actual'),
    cargoQuantityNominal: quantity('cargo_quantity_nominal'),
    inboundTugsOrdered: integer('inbound_tugs_ordered'),
    inboundTugsUsed: integer('inbound_tugs_used'),
    inboundTugsDetails: text('inbound_tugs_details'),
    outboundTugsOrdered: integer('outbound_tugs_ordered'),
    outboundTugsUsed: integer('outbound_tugs_used'),
    outboundTugsDetails: text('outbound_tugs_details'),
    pilotsIn: integer('pilots_in'),
    pilotsOut: integer('pilots_out'),
    /** When the last required signature was given (operations §3 signatureTimestamp). */
    signatureTimestamp: at('signature_timestamp'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    version: integer('version').notNull().default(0),
    /**
     * Bumped by triggers on every write to this row or to any of its children the SOF's answer shows
     * (migration sof_revision_triggers): the key of the page's answer cache (sof-page-cache.ts).
     * Unlike `version` it also counts comments, attachments, invites and signatures.
     */
    revision: ref('revision').notNull().default(0),
  },
  (t) => [
    uniqueIndex('sofs_port_call_uq').on(t.portCallId),
    index('sofs_buyer_idx').on(t.buyerCompanyId),
    index('sofs_agent_idx').on(t.agentCompanyId),
  ],
);

/** An event of the timeline, from a template; `timestamp` is the instant (UTC), shown in port time. */
export const sofEvents = pgTable(
  'sof_events',
  {
    id: id(),
    sofId: ref('sof_id')
      .notNull()
      .references(() => sofs.id, { onDelete: 'cascade' }),
    templateCode: text('template_code').notNull(),
    description: text('description').notNull(),
    placeholder: text('placeholder'),
    timestamp: at('timestamp').notNull(),
    involvement: text('involvement', { enum: INVOLVEMENTS }).notNull(),
    /** "profile:12" or "invite:<uuid>": who wrote it, a person or a link collaborator. */
    actorId: text('actor_id').notNull(),
    creator: text('creator').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('sof_events_sof_idx').on(t.sofId, t.timestamp)],
);

/** General remarks (eventId null) and event remarks, each with its code. */
export const sofRemarks = pgTable(
  'sof_remarks',
  {
    id: id(),
    sofId: ref('sof_id')
      .notNull()
      .references(() => sofs.id, { onDelete: 'cascade' }),
    eventId: ref('event_id').references(() => sofEvents.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    code: text('code', { enum: REMARK_CODES }).notNull(),
    involvement: text('involvement', { enum: INVOLVEMENTS }).notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sof_remarks_sof_idx').on(t.sofId)],
);

/** Comments on the SOF (eventId null) or an event: talk about the facts, not part of what is signed. */
export const sofComments = pgTable(
  'sof_comments',
  {
    id: id(),
    sofId: ref('sof_id')
      .notNull()
      .references(() => sofs.id, { onDelete: 'cascade' }),
    eventId: ref('event_id').references(() => sofEvents.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sof_comments_sof_idx').on(t.sofId)],
);

/** The activity timeline: every change as an action (operations §3 SOF event action). */
export const sofActions = pgTable(
  'sof_actions',
  {
    id: id(),
    sofId: ref('sof_id')
      .notNull()
      .references(() => sofs.id, { onDelete: 'cascade' }),
    /** Not a reference: the timeline keeps the action of an event that was deleted. */
    eventId: ref('event_id'),
    action: text('action', { enum: SOF_EVENT_ACTIONS }).notNull(),
    summary: text('summary').notNull(),
    involvement: text('involvement', { enum: INVOLVEMENTS }).notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sof_actions_sof_idx').on(t.sofId, t.id)],
);

/** Files of the SOF (eventId null) or of an event, stored through platform/files. */
export const sofAttachments = pgTable(
  'sof_attachments',
  {
    id: id(),
    sofId: ref('sof_id')
      .notNull()
      .references(() => sofs.id, { onDelete: 'cascade' }),
    eventId: ref('event_id').references(() => sofEvents.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    name: text('name').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sof_attachments_sof_idx').on(t.sofId)],
);

/** A collaborator invited by link: the uuid is the secret of the link; expiring and revocable. */
export const sofInvites = pgTable(
  'sof_invites',
  {
    id: uuid('id').primaryKey(),
    sofId: ref('sof_id')
      .notNull()
      .references(() => sofs.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    involvement: text('involvement', { enum: INVOLVEMENTS }).notNull(),
    invitedByProfileId: ref('invited_by_profile_id').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    firstOpenedAt: at('first_opened_at'),
    resends: integer('resends').notNull().default(0),
  },
  (t) => [index('sof_invites_sof_idx').on(t.sofId)],
);

/**
 * A party's signature: who, when, and the SHA-256 of the SOF's canonical content it signed. A change
 * of that content invalidates it (invalidatedAt) unless the SOF is locked.
 */
export const sofSignatures = pgTable(
  'sof_signatures',
  {
    id: id(),
    sofId: ref('sof_id')
      .notNull()
      .references(() => sofs.id, { onDelete: 'cascade' }),
    involvement: text('involvement', { enum: INVOLVEMENTS }).notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    signedAt: at('signed_at').notNull(),
    contentHash: text('content_hash').notNull(),
    isUnderProtest: boolean('is_under_protest').notNull().default(false),
    isDeclined: boolean('is_declined').notNull().default(false),
    invalidatedAt: at('invalidated_at'),
  },
  (t) => [index('sof_signatures_sof_idx').on(t.sofId)],
);

/** Every signed PDF handed out, by the SHA-256 of its bytes, so a copy can be verified later. */
export const sofSignedDocuments = pgTable(
  'sof_signed_documents',
  {
    pdfHash: text('pdf_hash').primaryKey(),
    sofId: ref('sof_id')
      .notNull()
      .references(() => sofs.id, { onDelete: 'cascade' }),
    contentHash: text('content_hash').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sof_signed_documents_sof_idx').on(t.sofId)],
);
