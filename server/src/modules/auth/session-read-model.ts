import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { profileAuthorities, profileProducts, profiles } from '../account/db';
import { sessions } from './db';

type Grant = { authority: string; isEnabled: boolean };

/*
 * A declared read model (docs/decisions.md "Read models"): the session check reads the caller's
 * profile and grants from the account module's tables in the same statement as the session.
 */

/**
 * Everything the access check needs about a bearer's session in one round trip: it runs on every
 * authenticated request, and on PGlite (one connection) each query costs a turn of the queue.
 */
export async function findLiveCaller(db: Db, id: string, profileId: number, now: Date) {
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
      actingAdminId: sessions.actingAdminId,
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
}
