import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { profileAuthorities, profileProducts, profiles } from '../account/db';
import { profileRules, regionCountries, regions, ruleRegions, rules } from '../settings/db';
import { accessEpoch, claimsEpoch, sessions } from './db';

type Grant = { authority: string; isEnabled: boolean };

/*
 * A declared read model (docs/decisions.md "Read models"): the session check reads the caller's
 * profile and grants from the account module's tables, and its region rules from the settings
 * module's, in the same statement as the session.
 */

/**
 * The countries a buyer's region rules let it see, as settings' `regionScopeFor` reads them (its
 * test holds the two to the same answers): null without an ACTIVE REGION_RULE of its company, else
 * the sorted ids of its rules' ACTIVE regions' countries, maybe none (it fails closed). Cached with
 * the caller: the rule tables bump the access epoch (migration 0056).
 */
const regionCountryIds = sql<number[] | null>`case when ${profiles.type} = 'BUYER' then (
    select case when count(*) = 0 then null else coalesce(
        json_agg(distinct rc.country_id order by rc.country_id) filter (where rc.country_id is not null),
        '[]'::json) end
    from ${profileRules} pr
    join ${rules} r on r.id = pr.rule_id and r.rule_type = 'REGION_RULE' and r.state = 'ACTIVE'
      and r.company_id = ${profiles.companyId}
    left join ${ruleRegions} rr on rr.rule_id = r.id
    left join ${regions} g on g.id = rr.region_id and g.state = 'ACTIVE'
    left join ${regionCountries} rc on rc.region_id = g.id
    where pr.profile_id = ${profiles.id}) end`;

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
      regionCountryIds,
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
