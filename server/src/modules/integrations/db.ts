import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id } from '../../platform/db/columns';
import { companies } from '../account/db';

/**
 * A buyer's outbound connector: where its events go (url), the shared secret the requests are signed
 * with (HMAC-SHA256; kept, never answered), which events it takes. `slug` names the VESON path family
 * (/integration-veson-{slug}/api) through which the buyer's system calls in.
 */
export const integrationConnectors = pgTable(
  'integration_connectors',
  {
    id: id(),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    isEnabled: boolean('is_enabled').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('integration_connectors_slug_idx').on(t.slug),
    index('integration_connectors_buyer_idx').on(t.buyerId),
    check('integration_connectors_kind', sql`${t.kind} IN ('TASK_FLOW', 'VESON', 'WEBHOOK')`),
  ],
);

/**
 * One event for one connector. `source_key` (what the event was: `proforma_exports:12`) is unique per
 * connector, so the outbox pump may see an event twice without sending it twice. PENDING until the
 * receiver answers 2xx (DELIVERED) or the attempts run out (DEAD: the dead letters an admin re-drives).
 */
export const integrationDeliveries = pgTable(
  'integration_deliveries',
  {
    id: id(),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    connectorId: bigint('connector_id', { mode: 'number' })
      .notNull()
      .references(() => integrationConnectors.id),
    event: text('event').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    sourceKey: text('source_key').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    uniqueIndex('integration_deliveries_source_idx').on(t.connectorId, t.sourceKey),
    index('integration_deliveries_buyer_idx').on(t.buyerId, t.status, t.id),
    index('integration_deliveries_entity_idx').on(t.entityType, t.entityId),
    check('integration_deliveries_status', sql`${t.status} IN ('PENDING', 'DELIVERED', 'DEAD')`),
  ],
);

/** Every attempt of a delivery: what came back (status code or error) and how long it took. */
export const integrationLogEntries = pgTable(
  'integration_log_entries',
  {
    id: id(),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => integrationDeliveries.id),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    at: at('at').notNull(),
  },
  (t) => [index('integration_log_entries_delivery_idx').on(t.deliveryId, t.id)],
);

/**
 * A task of the task-flow service for one of the buyer's entities (an evaluation sent as a protocol):
 * QUEUED until the service answered its id, flow and state, kept with the details it sent.
 */
export const integrationTasks = pgTable(
  'integration_tasks',
  {
    id: id(),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => integrationDeliveries.id),
    externalId: text('external_id'),
    flow: text('flow'),
    state: text('state').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('integration_tasks_entity_idx').on(t.buyerId, t.entityType, t.entityId)],
);

/** How far the pump read each outbox of other modules (their rows are never changed by it). */
export const integrationOutboxCursors = pgTable('integration_outbox_cursors', {
  source: text('source').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
});
