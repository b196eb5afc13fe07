import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../platform/http/access';
import { inRegionScope, isInRegionScope, type RegionScope } from '../../platform/scope/region';
import { countryIds, createColleague, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { ports } from '../refdata/db';

/**
 * Region rules really restrict. Port calls, appointments and DAs do not exist yet, so the scope is
 * applied here exactly as their services will: to the country of a port (`ports.country_id`).
 */
const S = '/da-app/secured';
let t: TestApp;
let manager: TestProfile;
let c: Record<string, number>;
let medRegion: number;
let northRegion: number;

const caller = (p: TestProfile) => ({ profileId: p.profileId, companyId: p.companyId, type: p.type }) as Caller;
const scopeOf = (p: TestProfile) => t.services.regionScope.regionScopeFor(caller(p));

/** What a port-call listing restricted by the scope would see: the countries of the ports it keeps. */
async function visiblePortCountries(scope: RegionScope, among: number[]) {
  const rows = await t.database.db
    .selectDistinct({ countryId: ports.countryId })
    .from(ports)
    .where(and(inArray(ports.countryId, among), inRegionScope(ports.countryId, scope)));
  return rows.map((r) => r.countryId).sort((a, b) => a - b);
}

async function ruleFor(name: string, regionIds: number[], state = 'ACTIVE') {
  const rule = await ok<{ id: number }>(t, manager, 'PUT', `${S}/rule`, { name, regionIds, state });
  return rule.id;
}
async function userWithRules(ruleIds: number[]) {
  const user = await createColleague(t, manager);
  await ok(t, manager, 'POST', `${S}/profile/rules`, { profileId: user.profileId, ruleIds });
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Scope Shipping' });
  c = await countryIds(t, ['GR', 'IT', 'NO', 'SE', 'NL']);
  medRegion = (
    await ok<{ id: number }>(t, manager, 'PUT', `${S}/region`, { name: 'Mediterranean', countryIds: [c.GR, c.IT] })
  ).id;
  northRegion = (
    await ok<{ id: number }>(t, manager, 'PUT', `${S}/region`, { name: 'North', countryIds: [c.NO, c.SE] })
  ).id;
});
afterAll(() => t?.close());

const all = () => [c.GR, c.IT, c.NO, c.SE, c.NL].map(Number).sort((a, b) => a - b);
const sorted = (...ids: Array<number | undefined>) => ids.map(Number).sort((a, b) => a - b);

describe('region scope', () => {
  it('leaves a profile without region rules, an agent and an administrator unrestricted', async () => {
    expect(await scopeOf(manager)).toBeNull();
    expect(await visiblePortCountries(null, all())).toEqual(all());
    const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
    const admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
    expect(await scopeOf(agent)).toBeNull();
    expect(await scopeOf(admin)).toBeNull();
  });

  it("restricts a profile with a REGION_RULE to its regions' countries", async () => {
    const user = await userWithRules([await ruleFor('Med only', [medRegion])]);
    const scope = await scopeOf(user);
    expect(scope).toEqual({ countryIds: sorted(c.GR, c.IT) });
    expect(await visiblePortCountries(scope, all())).toEqual(sorted(c.GR, c.IT));
    expect(isInRegionScope(c.GR as number, scope)).toBe(true);
    expect(isInRegionScope(c.NO as number, scope)).toBe(false);
    expect(isInRegionScope(null, scope)).toBe(false);
    // The dashboard's region filter offers only the regions the rules allow.
    expect(await ok(t, user, 'GET', `${S}/ref/profile/rules/regions`)).toEqual([
      { label: 'Mediterranean', value: String(medRegion) },
    ]);
  });

  it('adds up several rules and a rule naming several regions', async () => {
    const both = await userWithRules([
      await ruleFor('Med rule', [medRegion]),
      await ruleFor('North rule', [northRegion]),
    ]);
    expect(await scopeOf(both)).toEqual({ countryIds: sorted(c.GR, c.IT, c.NO, c.SE) });
    const one = await userWithRules([await ruleFor('Med and North', [medRegion, northRegion])]);
    expect(await visiblePortCountries(await scopeOf(one), all())).toEqual(sorted(c.GR, c.IT, c.NO, c.SE));
  });

  it('stops restricting when the rule is made INACTIVE', async () => {
    const ruleId = await ruleFor('Paused rule', [northRegion]);
    const user = await userWithRules([ruleId]);
    expect(await scopeOf(user)).toEqual({ countryIds: sorted(c.NO, c.SE) });
    await ok(t, manager, 'POST', `${S}/rule`, {
      id: ruleId,
      name: 'Paused rule',
      state: 'INACTIVE',
      regionIds: [northRegion],
    });
    expect(await scopeOf(user)).toBeNull();
  });

  it('fails closed: an active rule whose regions are all inactive shows nothing, not everything', async () => {
    const baltic = (await ok<{ id: number }>(t, manager, 'PUT', `${S}/region`, { name: 'Baltic', countryIds: [c.SE] }))
      .id;
    const user = await userWithRules([await ruleFor('Baltic only', [baltic])]);
    await ok(t, manager, 'POST', `${S}/region`, { id: baltic, name: 'Baltic', state: 'INACTIVE', countryIds: [c.SE] });
    const scope = await scopeOf(user);
    expect(scope).toEqual({ countryIds: [] });
    expect(await visiblePortCountries(scope, all())).toEqual([]);
    expect(await ok(t, user, 'GET', `${S}/ref/profile/rules/regions`)).toEqual([]);
  });

  it('follows a change of the region on the next call (nothing is cached)', async () => {
    const adriatic = (
      await ok<{ id: number }>(t, manager, 'PUT', `${S}/region`, { name: 'Adriatic', countryIds: [c.IT] })
    ).id;
    const user = await userWithRules([await ruleFor('Adriatic only', [adriatic])]);
    expect(await scopeOf(user)).toEqual({ countryIds: [c.IT] });
    await ok(t, manager, 'POST', `${S}/region`, {
      id: adriatic,
      name: 'Adriatic',
      state: 'ACTIVE',
      countryIds: [c.IT, c.GR],
    });
    expect(await scopeOf(user)).toEqual({ countryIds: sorted(c.GR, c.IT) });
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(ports)
      .where(and(eq(ports.countryId, c.NL as number), inRegionScope(ports.countryId, await scopeOf(user))));
    expect(n).toBe(0);
  });

  it('refuses ref/profile/rules/regions to non-buyers, and answers [] to an unrestricted buyer', async () => {
    expect(await ok(t, manager, 'GET', `${S}/ref/profile/rules/regions`)).toEqual([]);
    const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
    expect((await send(t, agent, 'GET', `${S}/ref/profile/rules/regions`)).statusCode).toBe(403);
  });
});
