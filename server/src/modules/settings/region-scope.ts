import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { idArray, keptStatement } from '../../platform/db/query-helpers';
import type { RegionScope, RegionScopeService, ScopedCaller } from '../../platform/scope/region';
import { profileRules, regionCountries, regions, ruleRegions, rules } from './db';

/**
 * Region rules as a reusable scope. Port-call, evaluation and payment services take
 * `Pick<RegionScopeService, 'regionScopeFor'>` and apply `inRegionScope(ports.countryId, scope)` to
 * their list and row queries, next to the company scope:
 *
 *   const scope = await regionScope.regionScopeFor(caller);
 *   db.select()...where(and(eq(portCalls.companyId, caller.companyId), inRegionScope(ports.countryId, scope)))
 *
 * A single row outside the scope answers 404 like a row of another company.
 */
export function createRegionScope(db: Db) {
  /** The caller's REGION_RULE rows with their active regions' countries (values bound by name). */
  const rulesOf = (tx: Db) =>
    tx
      .select({ ruleId: rules.id, countryId: regionCountries.countryId })
      .from(profileRules)
      .innerJoin(
        rules,
        and(
          eq(rules.id, profileRules.ruleId),
          eq(rules.ruleType, 'REGION_RULE'),
          eq(rules.state, 'ACTIVE'),
          eq(rules.companyId, sql.placeholder('companyId')),
        ),
      )
      .leftJoin(ruleRegions, eq(ruleRegions.ruleId, rules.id))
      .leftJoin(regions, and(eq(regions.id, ruleRegions.regionId), eq(regions.state, 'ACTIVE')))
      .leftJoin(regionCountries, eq(regionCountries.regionId, regions.id))
      .where(eq(profileRules.profileId, sql.placeholder('profileId')));
  // Named once per connection: every list of a buyer asks it (the dashboard on each request), and
  // building and planning it cost more than reading it.
  const prepared = keptStatement(db, (tx) => rulesOf(tx).prepare('settings_region_scope'));

  /**
   * Only buyer profiles holding an ACTIVE REGION_RULE are restricted; agents and vendors are
   * scoped by company in their own modules, administrators see everything. Several rules add up.
   */
  async function regionScopeFor(caller: ScopedCaller, tx: Db = db): Promise<RegionScope> {
    if (caller.type !== 'BUYER') return null;
    // Read with the session and kept with it (auth/session-read-model.ts); a transaction reads its
    // own snapshot, which may hold its own changes.
    if (caller.regionScope !== undefined && tx === db) return caller.regionScope;
    const values = { companyId: caller.companyId, profileId: caller.profileId };
    const rows = await prepared(tx).execute(values);
    if (rows.length === 0) return null;
    const countryIds = new Set<number>();
    for (const row of rows) if (row.countryId !== null) countryIds.add(row.countryId);
    return { countryIds: [...countryIds].sort((a, b) => a - b) };
  }

  /**
   * Which of a buyer company's profiles see a row in `countryId`: those holding no active
   * REGION_RULE, and those whose rules' active regions hold the country (the same rule as
   * `regionScopeFor`, for many people at once: who a message or notification may reach).
   */
  async function profilesSeeing(companyId: number, profileIds: number[], countryId: number | null, tx: Db = db) {
    if (profileIds.length === 0) return [];
    const result = await tx.execute(sql`
      select p.id from unnest(${idArray(profileIds)}::bigint[]) as p(id)
      where not exists (
          select 1 from ${profileRules} pr
          join ${rules} r on r.id = pr.rule_id and r.rule_type = 'REGION_RULE' and r.state = 'ACTIVE'
            and r.company_id = ${companyId}
          where pr.profile_id = p.id)
        or exists (
          select 1 from ${profileRules} pr
          join ${rules} r on r.id = pr.rule_id and r.rule_type = 'REGION_RULE' and r.state = 'ACTIVE'
            and r.company_id = ${companyId}
          join ${ruleRegions} rr on rr.rule_id = r.id
          join ${regions} g on g.id = rr.region_id and g.state = 'ACTIVE'
          join ${regionCountries} rc on rc.region_id = g.id and rc.country_id = ${countryId}
          where pr.profile_id = p.id)`);
    return (result as unknown as { rows: Array<{ id: unknown }> }).rows.map((r) => Number(r.id));
  }

  return { regionScopeFor, profilesSeeing } satisfies RegionScopeService;
}
