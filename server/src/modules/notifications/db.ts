import { NOTIFICATION_EVENT_TYPES } from '@portcall/contracts/notifications';
import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../../platform/db/columns';
import { profiles } from '../account/db';

/**
 * One row per recipient: the unread count and "mark read" are a person's own. The event names the
 * entity (`event_type` + `event_id`) so the router can send the web to it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    profileId: ref('profile_id')
      .notNull()
      .references(() => profiles.id),
    eventType: text('event_type', { enum: NOTIFICATION_EVENT_TYPES }).notNull(),
    eventId: ref('event_id').notNull(),
    eventMessage: text('event_message').notNull(),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    index('notifications_profile_idx').on(t.profileId, t.id),
    index('notifications_unread_idx').on(t.profileId).where(sql`read_at is null`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
