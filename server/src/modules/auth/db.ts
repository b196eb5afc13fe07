import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from '../account/db';

/** A login session; its id is the token's `sid`. Logout sets revokedAt. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    /** A mode-switch session: the administrator acting as `profileId` (short-lived, money refused). */
    actingAdminId: bigint('acting_admin_id', { mode: 'number' }).references(() => profiles.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [index('sessions_profile_idx').on(t.profileId)],
);
