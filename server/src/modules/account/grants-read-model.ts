import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { profileVessels, vessels } from '../fleet/db';
import { profileRules, rules } from '../settings/db';
import {
  companies,
  companyCategories,
  companyPorts,
  departments,
  profileAuthorities,
  profileProducts,
  profiles,
} from './db';
import type { CompanyRow, ProfileGrants, ProfileRow } from './repo';

/**
 * A declared read model (docs/decisions.md "Read models"): products, authorities, active rules,
 * active vessels and department of a profile as one JSON value, because the claims read them on
 * every page load. It joins the settings module's rules and the fleet module's vessels; nothing
 * else in this module touches their tables. Aggregated in SQL with the orders the claims show
 * (products and authorities by name, rules and vessels by name then id). An INACTIVE rule
 * restricts nobody, so the claims do not show it either.
 */
function grantsJson(profileId: SQL | number, departmentId: SQL | number | null): SQL {
  return sql`json_build_object(
    'products', coalesce((select json_agg(pp.product order by pp.product)
      from ${profileProducts} pp where pp.profile_id = ${profileId}), '[]'::json),
    'authorities', coalesce((select json_agg(json_build_object('authority', pa.authority, 'isEnabled', pa.is_enabled)
        order by pa.authority)
      from ${profileAuthorities} pa where pa.profile_id = ${profileId}), '[]'::json),
    'rules', coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'ruleType', r.rule_type)
        order by r.name, r.id)
      from ${profileRules} pr join ${rules} r on r.id = pr.rule_id
      where pr.profile_id = ${profileId} and r.state = 'ACTIVE'), '[]'::json),
    'vessels', coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name) order by v.name, v.id)
      from ${profileVessels} pv join ${vessels} v on v.id = pv.vessel_id
      where pv.profile_id = ${profileId} and v.is_active), '[]'::json),
    'department', (select json_build_object('id', d.id, 'name', d.name, 'abbreviation', d.abbreviation)
      from ${departments} d where d.id = ${departmentId}))`;
}

// PGlite answers json parsed, node-postgres too unless read through a text path: accept both.
const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function toGrants(value: unknown): ProfileGrants {
  const g = parse<Partial<Record<keyof ProfileGrants, unknown>> | null>(value) ?? {};
  const department = parse<ProfileGrants['department']>(g.department ?? null);
  return {
    products: parse<string[]>(g.products ?? []),
    authorities: parse<ProfileGrants['authorities']>(g.authorities ?? []),
    rules: parse<ProfileGrants['rules']>(g.rules ?? []).map((r) => ({ ...r, id: Number(r.id) })),
    vessels: parse<ProfileGrants['vessels']>(g.vessels ?? []).map((v) => ({ ...v, id: Number(v.id) })),
    department: department ? { ...department, id: Number(department.id) } : null,
  };
}

export async function findProfileGrants(
  tx: Db,
  profile: Pick<ProfileRow, 'id' | 'departmentId'>,
): Promise<ProfileGrants> {
  const result = await tx.execute(sql`select ${grantsJson(profile.id, profile.departmentId ?? null)} as grants`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return toGrants(row?.grants);
}

/**
 * What the claims show, in one statement: the profile, its company, its grants (above) and the
 * company's ports and categories.
 */
export function prepareFindClaims(db: Db) {
  // Prepared once per connection: planning its seven sub-selects costs several times running them.
  const statement = db
    .select({
      profile: profiles,
      company: companies,
      grants: grantsJson(sql`${profiles.id}`, sql`${profiles.departmentId}`),
      portIds: sql<number[]>`coalesce((select json_agg(cp.port_id order by cp.port_id) from ${companyPorts} cp
        where cp.company_id = ${companies.id}), '[]'::json)`,
      categoryIds: sql<number[]>`coalesce((select json_agg(cc.category_id order by cc.category_id)
        from ${companyCategories} cc where cc.company_id = ${companies.id}), '[]'::json)`,
    })
    .from(profiles)
    .innerJoin(companies, eq(companies.id, profiles.companyId))
    .where(eq(profiles.id, sql.placeholder('profileId')))
    .prepare('account_find_claims');
  return async (profileId: number) => {
    const [row] = await statement.execute({ profileId });
    if (!row) return undefined;
    return {
      profile: row.profile as ProfileRow,
      company: row.company as CompanyRow,
      grants: toGrants(row.grants),
      links: {
        portIds: parse<unknown[]>(row.portIds ?? []).map(Number),
        categoryIds: parse<unknown[]>(row.categoryIds ?? []).map(Number),
      },
    };
  };
}
