import type { TNotificationFilter } from '@portcall/contracts/notifications';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { inIds, keptStatement } from '../../platform/db/query-helpers';
import { type NotificationRow, notifications } from './db';

const filterOf = (filter: TNotificationFilter): SQL | undefined => {
  if (filter === 'UNREAD') return isNull(notifications.readAt);
  if (filter === 'EVALUATION' || filter === 'ASSIGNMENT') return eq(notifications.eventType, filter);
  return undefined;
};

/** Queries over one person's notifications; every read and write names the profile. */
export function createNotificationRepo(db: Db) {
  // Every page of the web asks it (the bell): built once and named, so PostgreSQL parses and plans it
  // once per connection.
  const unread = keptStatement(db, (tx) =>
    tx
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.profileId, sql.placeholder('profileId')), isNull(notifications.readAt)))
      .prepare('notifications_unread_count'),
  );
  return {
    async insertMany(rows: Array<typeof notifications.$inferInsert>, tx: Db = db): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(notifications).values(rows).returning();
    },

    async page(profileId: number, filter: TNotificationFilter, page: number, size: number) {
      const where = and(eq(notifications.profileId, profileId), filterOf(filter));
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(notifications).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async unreadCount(profileId: number, tx: Db = db): Promise<number> {
      const [row] = await unread(tx).execute({ profileId });
      return row?.n ?? 0;
    },

    /** Unread counts of several people at once (after a fan-out). */
    async unreadCounts(profileIds: number[], tx: Db = db): Promise<Map<number, number>> {
      if (profileIds.length === 0) return new Map();
      const rows = await tx
        .select({ profileId: notifications.profileId, n: count() })
        .from(notifications)
        .where(and(inIds(notifications.profileId, profileIds), isNull(notifications.readAt)))
        .groupBy(notifications.profileId);
      return new Map(rows.map((r) => [r.profileId, r.n]));
    },

    /** Marks one of the profile's notifications read; answers whether it is the profile's. */
    async markRead(profileId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${now})` })
        .where(and(eq(notifications.id, id), eq(notifications.profileId, profileId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async markAllRead(profileId: number, now: Date) {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(eq(notifications.profileId, profileId), isNull(notifications.readAt)));
    },
  };
}
export type NotificationRepo = ReturnType<typeof createNotificationRepo>;
