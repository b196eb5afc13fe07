import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * One row counting every change that can alter a live session's access (a session revoked, a
 * profile's role, status, type, company, department, lock or enabled flag, its products or
 * authorities). Triggers bump it in the same transaction as the change (migration
 * 0031_access_epoch_triggers); the session cache (session-cache.ts) trusts a cached caller only while
 * the epoch it was read with is still the newest this node has seen.
 */
export const accessEpoch = pgTable('access_epoch', {
  id: integer('id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/**
 * One row counting every other change the claims show (auth/claims-cache.ts): any column of a
 * profile or its company (a log-in's last_login_at and login_tries included), the company's ports
 * and categories, the profile's rules and vessels and their names, its department's name. Its own
 * row, not a column of access_epoch, so a log-in does not wait on a logout's row lock and does not
 * drop every cached session check. Bumped by triggers (migration claims_epoch_triggers).
 */
export const claimsEpoch = pgTable('claims_epoch', {
  id: integer('id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
