import { messages } from '@portcall/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryIds, createColleague, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';

const S = '/da-app/secured';
let t: TestApp;
let manager: TestProfile;
let otherBuyer: TestProfile;
let admin: TestProfile;
let c: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  manager = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Aegean Bulk' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Baltic Feeders' });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN', companyName: 'Support Desk' });
  c = await countryIds(t, ['GR', 'IT', 'ES', 'NO', 'SE', 'DE']);
});
afterAll(() => t?.close());

type Region = { id: number; name: string; state: string; buyerId: number; countries: Array<{ alpha2: string }> };
type Rule = { id: number; name: string; ruleType: string; state: string; regions: Array<{ id: number; name: string }> };
type Paged<T> = { items: T[]; page: number; size: number; total: number };
const createRegion = (actor: TestProfile, body: object) => send(t, actor, 'PUT', `${S}/region`, body);

describe('regions', () => {
  let med: Region;
  let north: Region;
  beforeAll(async () => {
    med = (await createRegion(manager, { name: 'Mediterranean', countryIds: [c.IT, c.GR, c.ES, c.GR] })).json();
    north = (await createRegion(manager, { name: 'north europe', countryIds: [c.NO, c.SE] })).json();
    await createRegion(manager, { name: 'Germany', state: 'INACTIVE', countryIds: [c.DE] });
  });

  it('creates a region with its countries (duplicates folded, sorted by name)', () => {
    expect(med).toMatchObject({ name: 'Mediterranean', state: 'ACTIVE', buyerId: manager.companyId });
    expect(med.countries.map((x) => x.alpha2)).toEqual(['GR', 'IT', 'ES']);
  });

  it('lists them paged and sorted, with the name and state filters', async () => {
    const page = await ok<Paged<Region>>(t, manager, 'GET', `${S}/regions?page=0&size=2&property=name&direction=ASC`);
    expect(page).toMatchObject({ page: 0, size: 2, total: 3 });
    expect(page.items.map((r) => r.name)).toEqual(['Germany', 'Mediterranean']);
    const desc = await ok<Paged<Region>>(t, manager, 'GET', `${S}/regions?property=name&direction=DESC`);
    expect(desc.items.map((r) => r.name)).toEqual(['north europe', 'Mediterranean', 'Germany']);
    const second = await ok<Paged<Region>>(t, manager, 'GET', `${S}/regions?page=1&size=2`);
    expect(second.items.map((r) => r.name)).toEqual(['north europe']);
    const filtered = await ok<Paged<Region>>(t, manager, 'GET', `${S}/regions?name=EUR&state=ACTIVE`);
    expect(filtered.items.map((r) => r.name)).toEqual(['north europe']);
    const defaults = await ok<Paged<Region>>(t, manager, 'GET', `${S}/regions`);
    expect(defaults).toMatchObject({ page: 0, size: 10, total: 3 });
  });

  it('refuses an unknown sort property, a size over 1000 and unknown query fields', async () => {
    for (const query of ['property=password', 'size=1001', 'colour=red', 'page=-1']) {
      expect((await send(t, manager, 'GET', `${S}/regions?${query}`)).statusCode).toBe(400);
    }
  });

  it('edits name, state and countries', async () => {
    const saved = await ok<Region>(t, manager, 'POST', `${S}/region`, {
      id: north.id,
      name: 'North Europe',
      state: 'ACTIVE',
      countryIds: [c.NO, c.SE, c.DE],
    });
    expect(saved.countries.map((x) => x.alpha2).sort()).toEqual(['DE', 'NO', 'SE']);
    expect(await ok(t, manager, 'GET', `${S}/region/${north.id}`)).toEqual(saved);
  });

  const rules: Array<[string, Record<string, unknown>, string, string, number]> = [
    ['a name', { name: '' }, 'name', messages.REQUIRED_FIELD, 400],
    ['at least one country', { countryIds: [] }, 'countryIds', messages.COUNTRY_LIST_REQUIRED, 400],
    ['known countries', { countryIds: [987654] }, 'countryIds', messages.UNKNOWN_COUNTRY, 400],
    ['a known state', { state: 'PAUSED' }, 'state', '', 400],
    ['a name unique in the buyer', { name: 'MEDITERRANEAN' }, 'name', messages.REGION_NAME_EXISTS, 409],
  ];
  for (const [name, change, field, message, status] of rules) {
    it(`needs ${name}`, async () => {
      const response = await createRegion(manager, { name: 'Black Sea', countryIds: [c.GR], ...change });
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json().fields[field]).toBe(message);
      else expect(Object.keys(response.json().fields)).toContain(field);
    });
  }

  it('lets another buyer use the same name; each sees only its own (404 for the other)', async () => {
    const theirs = await createRegion(otherBuyer, { name: 'Mediterranean', countryIds: [c.IT] });
    expect(theirs.statusCode).toBe(201);
    expect((await send(t, manager, 'GET', `${S}/region/${theirs.json().id}`)).statusCode).toBe(404);
    expect(
      (
        await send(t, manager, 'POST', `${S}/region`, {
          id: theirs.json().id,
          name: 'Mine',
          state: 'ACTIVE',
          countryIds: [c.IT],
        })
      ).statusCode,
    ).toBe(404);
    expect((await send(t, manager, 'GET', `${S}/regions?buyerId=${otherBuyer.companyId}`)).statusCode).toBe(404);
    expect(
      (await createRegion(manager, { buyerId: otherBuyer.companyId, name: 'Sneaky', countryIds: [c.IT] })).statusCode,
    ).toBe(404);
  });

  it('answers the ACTIVE regions as options on ref/buyer/{id}/regions, to any buyer profile of the company', async () => {
    const user = await createColleague(t, manager);
    const options = await ok(t, user, 'GET', `${S}/ref/buyer/${manager.companyId}/regions`);
    expect(options).toEqual([
      { label: 'Mediterranean', value: String(med.id) },
      { label: 'North Europe', value: String(north.id) },
    ]);
    expect((await send(t, user, 'GET', `${S}/ref/buyer/${otherBuyer.companyId}/regions`)).statusCode).toBe(404);
  });

  it('lets a support administrator manage any buyer, naming the buyer', async () => {
    const all = await ok<Paged<Region>>(t, admin, 'GET', `${S}/regions?size=100`);
    expect(new Set(all.items.map((r) => r.buyerId))).toEqual(new Set([manager.companyId, otherBuyer.companyId]));
    const missing = await createRegion(admin, { name: 'Red Sea', countryIds: [c.GR] });
    expect(missing.json()).toMatchObject({ status: 400, fields: { buyerId: messages.BUYER_REQUIRED } });
    const made = await createRegion(admin, { buyerId: otherBuyer.companyId, name: 'Red Sea', countryIds: [c.GR] });
    expect(made.json()).toMatchObject({ buyerId: otherBuyer.companyId });
    expect(
      (await createRegion(admin, { buyerId: admin.companyId, name: 'Not a buyer', countryIds: [c.GR] })).statusCode,
    ).toBe(404);
  });

  it('refuses an administrator without ADMIN_SUPPORT', async () => {
    const other = await createCompanyWithProfile(t, {
      type: 'ADMIN',
      companyId: admin.companyId,
      authorities: ['ADMIN_SYSTEM'],
    });
    expect((await send(t, other, 'GET', `${S}/regions`)).statusCode).toBe(403);
    expect((await send(t, other, 'GET', `${S}/ref/buyer/${manager.companyId}/regions`)).statusCode).toBe(403);
  });
});

describe('rules', () => {
  let medId: number;
  let rule: Rule;
  beforeAll(async () => {
    medId = (await createRegion(manager, { name: 'Adriatic', countryIds: [c.IT] })).json().id;
    rule = (await send(t, manager, 'PUT', `${S}/rule`, { name: 'Adriatic only', regionIds: [medId] })).json();
  });

  it('creates a REGION_RULE over regions and reads it back', async () => {
    expect(rule).toMatchObject({
      name: 'Adriatic only',
      ruleType: 'REGION_RULE',
      entityType: 'REGION',
      state: 'ACTIVE',
      regions: [{ id: medId, name: 'Adriatic' }],
    });
    expect(await ok(t, manager, 'GET', `${S}/rule/${rule.id}`)).toEqual(rule);
    expect(await ok(t, manager, 'GET', `${S}/rule/entity-types`)).toEqual([
      { label: 'Region', value: 'REGION', ruleType: 'REGION_RULE' },
    ]);
  });

  it('answers the rule options the web asks for (buyerId, size 1000, page 0)', async () => {
    const page = await ok<Paged<Rule>>(t, manager, 'GET', `${S}/rules?buyerId=${manager.companyId}&size=1000&page=0`);
    expect(page).toMatchObject({ page: 0, size: 1000, total: 1 });
    expect(page.items[0]).toMatchObject({ id: rule.id, name: 'Adriatic only' });
  });

  it('edits name, state and regions but not the type', async () => {
    const saved = await ok<Rule>(t, manager, 'POST', `${S}/rule`, {
      id: rule.id,
      name: 'Adriatic rule',
      state: 'INACTIVE',
      regionIds: [medId],
    });
    expect(saved).toMatchObject({ name: 'Adriatic rule', state: 'INACTIVE', ruleType: 'REGION_RULE' });
    const inactive = await ok<Paged<Rule>>(t, manager, 'GET', `${S}/rules?state=INACTIVE&ruleType=REGION_RULE`);
    expect(inactive.items.map((r) => r.id)).toEqual([rule.id]);
    expect(
      (
        await send(t, manager, 'POST', `${S}/rule`, {
          id: rule.id,
          name: 'x',
          state: 'ACTIVE',
          regionIds: [medId],
          ruleType: 'REGION_RULE',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('needs at least one region of the same buyer and a unique name', async () => {
    const none = await send(t, manager, 'PUT', `${S}/rule`, { name: 'Empty', regionIds: [] });
    expect(none.json().fields.regionIds).toBe(messages.REGION_LIST_REQUIRED);
    const theirRegion = (await createRegion(otherBuyer, { name: 'Skagerrak', countryIds: [c.NO] })).json().id;
    const foreign = await send(t, manager, 'PUT', `${S}/rule`, { name: 'Foreign', regionIds: [theirRegion] });
    expect(foreign.json()).toMatchObject({
      status: 400,
      code: 'UNKNOWN_REGION',
      fields: { regionIds: messages.UNKNOWN_REGION },
    });
    const duplicate = await send(t, manager, 'PUT', `${S}/rule`, { name: 'ADRIATIC RULE', regionIds: [medId] });
    expect(duplicate.json()).toMatchObject({ status: 409, code: 'RULE_NAME_EXISTS' });
    expect((await send(t, otherBuyer, 'GET', `${S}/rule/${rule.id}`)).statusCode).toBe(404);
  });

  it('assigns rules to a profile (POST profile/rules) and the claims show the active ones', async () => {
    const active = (
      await send(t, manager, 'PUT', `${S}/rule`, { name: 'Adriatic now', regionIds: [medId] })
    ).json() as Rule;
    const user = await createColleague(t, manager);
    const saved = await ok(t, manager, 'POST', `${S}/profile/rules`, {
      profileId: user.profileId,
      ruleIds: [rule.id, active.id, active.id],
    });
    expect(saved).toEqual({
      profileId: user.profileId,
      rules: [
        { id: active.id, name: 'Adriatic now', ruleType: 'REGION_RULE' },
        { id: rule.id, name: 'Adriatic rule', ruleType: 'REGION_RULE' },
      ],
    });
    const claims = await ok<{ profile: { rules: Rule[] } }>(t, user, 'GET', `${S}/auth/claims`);
    expect(claims.profile.rules).toEqual([{ id: active.id, name: 'Adriatic now', ruleType: 'REGION_RULE' }]);
    const theirRule = (
      await send(t, otherBuyer, 'PUT', `${S}/rule`, {
        name: 'Theirs',
        regionIds: [(await createRegion(otherBuyer, { name: 'Kattegat', countryIds: [c.SE] })).json().id],
      })
    ).json();
    const foreign = await send(t, manager, 'POST', `${S}/profile/rules`, {
      profileId: user.profileId,
      ruleIds: [theirRule.id],
    });
    expect(foreign.json()).toMatchObject({ status: 400, code: 'UNKNOWN_RULE' });
    const otherProfile = await send(t, manager, 'POST', `${S}/profile/rules`, {
      profileId: otherBuyer.profileId,
      ruleIds: [],
    });
    expect(otherProfile.statusCode).toBe(404);
  });

  it('refuses DEPUTY and USER profiles to change regions and rules', async () => {
    for (const role of ['DEPUTY', 'USER'] as const) {
      const p = await createCompanyWithProfile(t, {
        type: 'BUYER',
        companyId: manager.companyId,
        role,
        authorities: ['SETTINGS_EDIT_USER'],
      });
      expect((await send(t, p, 'GET', `${S}/rules`)).statusCode).toBe(200);
      expect((await send(t, p, 'PUT', `${S}/rule`, { name: `By ${role}`, regionIds: [medId] })).statusCode).toBe(403);
      expect((await createRegion(p, { name: `By ${role}`, countryIds: [c.IT] })).statusCode).toBe(403);
      expect((await send(t, p, 'POST', `${S}/profile/rules`, { profileId: p.profileId, ruleIds: [] })).statusCode).toBe(
        403,
      );
    }
  });
});
