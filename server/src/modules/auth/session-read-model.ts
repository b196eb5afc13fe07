import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { profileAuthorities, profileProducts, profiles } from '../account/db';
import { accessEpoch, claimsEpoch, sessions } from './db';

type Grant = { authority: string; isEnabled: boolean };

/*
 * A declared read model (docs/decisions.md "Read models"): the session check reads the caller's
 * profile and grants from the account module's tables in the same statement as the session.
 */

/**
 * Everything the access check needs about a bearer's session in one round trip, with the access
 * and claims epochs of the same snapshot (session-cache.ts): it runs on every authenticated request the cache
 * cannot answer, and on PGlite (one connection) each query costs a turn of the queue. Always one
 * row: the epoch's, with the session's columns null when the session is not live.
 */
export function prepareFindLiveCaller(db: Db) {
  // Prepared once per connection: planning this statement (with its two sub-selects) costs several
  // times its execution, and it runs on every request the cache cannot answer.
  const statement = db
    .select({
      epoch: accessEpoch.n,
      claimsEpoch: sql<number>`(select ${claimsEpoch.n} from ${claimsEpoch} where ${claimsEpoch.id} = 1)`,
      expiresAt: sessions.expiresAt,
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
    .from(accessEpoch)
    .leftJoin(
      sessions,
      and(
        eq(sessions.id, sql.placeholder('id')),
        eq(sessions.profileId, sql.placeholder('profileId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .leftJoin(profiles, eq(profiles.id, sessions.profileId))
    .where(eq(accessEpoch.id, 1))
    .prepare('auth_find_live_caller');
  return async (id: string, profileId: number, now: Date) => {
    const [row] = await statement.execute({ id, profileId, now: now.toISOString() });
    if (!row) throw new Error('access_epoch has no row: migration 0031 not applied');
    const { epoch, claimsEpoch: claims, ...rest } = row;
    return {
      epoch: Number(epoch),
      claimsEpoch: Number(claims ?? 0),
      caller: rest.profileId === null || rest.expiresAt === null ? undefined : rest,
    };
  };
}
