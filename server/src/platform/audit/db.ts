import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every state change writes one row (DESIGN §5): who, when, entity, action, before/after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    profileId: bigint('profile_id', { mode: 'number' }),
    companyId: bigint('company_id', { mode: 'number' }),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    /** The administrator acting as `profileId` in a mode-switch session (both people named). */
    actingAdminId: bigint('acting_admin_id', { mode: 'number' }),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_profile_idx').on(t.profileId),
  ],
);
