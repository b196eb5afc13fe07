import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { profileVessels, vessels } from '../fleet/db';
import { profileRules, rules } from '../settings/db';
import { departments, profileAuthorities, profileProducts } from './db';
import type { ProfileGrants, ProfileRow } from './repo';

/**
 * A declared read model (docs/decisions.md "Read models"): products, authorities, active rules,
 * active vessels and department of a profile in one statement, because the claims read them on
 * every page load. It joins the settings module's rules and the fleet module's vessels; nothing
 * else in this module touches their tables. Aggregated in SQL with the orders the claims show
 * (products and authorities by name, rules and vessels by name then id).
 */
export async function findProfileGrants(
  tx: Db,
  profile: Pick<ProfileRow, 'id' | 'departmentId'>,
): Promise<ProfileGrants> {
  const result = await tx.execute(sql`
    select
      coalesce((select json_agg(pp.product order by pp.product)
        from ${profileProducts} pp where pp.profile_id = ${profile.id}), '[]'::json) as products,
      coalesce((select json_agg(json_build_object('authority', pa.authority, 'isEnabled', pa.is_enabled)
          order by pa.authority)
        from ${profileAuthorities} pa where pa.profile_id = ${profile.id}), '[]'::json) as authorities,
      coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'ruleType', r.rule_type)
          order by r.name, r.id)
        from ${profileRules} pr join ${rules} r on r.id = pr.rule_id
        where pr.profile_id = ${profile.id} and r.state = 'ACTIVE'), '[]'::json) as rules,
      coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name) order by v.name, v.id)
        from ${profileVessels} pv join ${vessels} v on v.id = pv.vessel_id
        where pv.profile_id = ${profile.id} and v.is_active), '[]'::json) as vessels,
      (select json_build_object('id', d.id, 'name', d.name, 'abbreviation', d.abbreviation)
        from ${departments} d where d.id = ${profile.departmentId ?? null}) as department`);
  const [row] = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  // An INACTIVE rule restricts nobody, so the claims do not show it either (filtered above).
  return {
    products: parse<string[]>(row?.products ?? []),
    authorities: parse<ProfileGrants['authorities']>(row?.authorities ?? []),
    rules: parse<ProfileGrants['rules']>(row?.rules ?? []).map((r) => ({ ...r, id: Number(r.id) })),
    vessels: parse<ProfileGrants['vessels']>(row?.vessels ?? []).map((v) => ({ ...v, id: Number(v.id) })),
    department: (() => {
      const d = parse<ProfileGrants['department']>(row?.department ?? null);
      return d ? { ...d, id: Number(d.id) } : null;
    })(),
  };
}
