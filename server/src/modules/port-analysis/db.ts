import { bigint, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../../platform/db/columns';
import { portMappingTypes, ports } from '../refdata/db';

/**
 * The admin estimation-api section: how other systems name our ports (a code of a mapping type,
 * 'PORT' 'USHOU01' -> Houston), and the API keys they call the estimator with.
 */
export const portCodeMappings = pgTable(
  'port_code_mappings',
  {
    id: id(),
    mappingTypeId: bigint('mapping_type_id', { mode: 'number' })
      .notNull()
      .references(() => portMappingTypes.id),
    externalCode: text('external_code').notNull(),
    portId: bigint('port_id', { mode: 'number' })
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: ref('created_by'),
  },
  (t) => [
    unique('port_code_mappings_type_code_unique').on(t.mappingTypeId, t.externalCode),
    index('port_code_mappings_port_idx').on(t.portId),
  ],
);

/**
 * An API key: only the SHA-256 of the 32 random bytes is kept (the key is shown once, at creation);
 * `prefix` is its first characters so an administrator can tell keys apart. The rate limit is a fixed
 * one-minute window counted on the row itself, so every node of a cluster counts the same calls.
 */
export const estimationApiKeys = pgTable('estimation_api_keys', {
  id: id(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  requestsPerMinute: integer('requests_per_minute').notNull().default(60),
  windowStart: at('window_start'),
  windowCount: integer('window_count').notNull().default(0),
  lastUsedAt: at('last_used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  createdBy: ref('created_by'),
  revokedAt: at('revoked_at'),
  revokedBy: ref('revoked_by'),
});
