import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { profileAuthorities, profileProducts, profiles } from '../account/db';
import { sessions } from './db';

type Grant = { authority: string; isEnabled: boolean };

export function createSessionRepo(db: Db) {
  return {
    async insert(values: { profileId: number; expiresAt: Date; userAgent?: string | null }) {
      const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
      return row as { id: string };
    },
    /**
     * Everything the access check needs about a bearer's session in one round trip: it runs on every
     * authenticated request, and on PGlite (one connection) each query costs a turn of the queue.
     */
    async findLiveCaller(id: string, profileId: number, now: Date) {
      const [row] = await db
        .select({
          profileId: profiles.id,
          companyId: profiles.companyId,
          type: profiles.type,
          status: profiles.status,
          role: profiles.role,
          departmentId: profiles.departmentId,
          isLocked: profiles.isLocked,
          lockedUntil: profiles.lockedUntil,
          isEnabled: profiles.isEnabled,
          products: sql<string[]>`coalesce((select json_agg(pp.product) from ${profileProducts} pp
            where pp.profile_id = ${profiles.id}), '[]'::json)`,
          authorities: sql<Grant[]>`coalesce((select json_agg(json_build_object(
              'authority', pa.authority, 'isEnabled', pa.is_enabled))
            from ${profileAuthorities} pa where pa.profile_id = ${profiles.id}), '[]'::json)`,
        })
        .from(sessions)
        .innerJoin(profiles, eq(profiles.id, sessions.profileId))
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
    async revokeAllOf(profileId: number, now: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.profileId, profileId), isNull(sessions.revokedAt)));
    },
  };
}
export type SessionRepo = ReturnType<typeof createSessionRepo>;
