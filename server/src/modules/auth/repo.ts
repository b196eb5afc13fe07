import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sessions } from './db';
import { prepareFindLiveCaller } from './session-read-model';

export function createSessionRepo(db: Db) {
  const findLiveCaller = prepareFindLiveCaller(db);
  return {
    async insert(values: {
      profileId: number;
      expiresAt: Date;
      userAgent?: string | null;
      actingAdminId?: number | null;
    }) {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      return row as { id: string };
    },
    /** Everything the access check needs about a bearer's session (session-read-model.ts). */
    findLiveCaller,
    /** The session if it is neither revoked nor expired at `now`. */
    async findLive(id: string, profileId: number, now: Date) {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, id),
            eq(sessions.profileId, profileId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        );
      return row;
    },
    async revoke(id: string, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
    /** The mode-switch session behind a caller (both people and its end), if it is one. */
    async findSwitched(id: string) {
      const [row] = await db
        .select({
          id: sessions.id,
          profileId: sessions.profileId,
          actingAdminId: sessions.actingAdminId,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.id, id));
      return row?.actingAdminId == null ? undefined : row;
    },
    async revokeAllOf(profileId: number, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.profileId, profileId), isNull(sessions.revokedAt)));
    },
  };
}
export type SessionRepo = ReturnType<typeof createSessionRepo>;
