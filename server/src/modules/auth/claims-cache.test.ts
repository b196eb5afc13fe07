import { type TClaims, ZClaims } from '@portcall/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countryIds,
  createOrganisation,
  createVessel,
  ok,
  saveColleague as saveColleagueAs,
  send,
} from '../../test/buyer-scenario';
import { createSecondNode, createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';

/*
 * The claims are kept per profile (claims-cache.ts). Each change a person can make to what the
 * claims show is made here through the route they use, after a read that kept the claims; the very
 * next claims must show it on the node that made it, and within the lag on another node.
 */
const S = '/da-app/secured';
const settings = `${S}/buyer/settings`;
const statements: string[] = [];
let t: TestApp;
let manager: TestProfile;

const claimsOf = async (p: TestProfile): Promise<TClaims> => ZClaims.parse(await ok(t, p, 'GET', `${S}/auth/claims`));

/**
 * A read that keeps the claims, then one that must come from the cache: it does not read the claims
 * (the session check may read the session again if the lag ran out meanwhile: it finds the same epochs).
 */
async function kept(p: TestProfile): Promise<TClaims> {
  await claimsOf(p);
  const before = statements.length;
  const claims = await claimsOf(p);
  expect(statements.slice(before).filter((s) => s.includes('"company_ports"'))).toEqual([]);
  return claims;
}

const colleague = () =>
  createCompanyWithProfile(t, {
    type: 'BUYER',
    companyId: manager.companyId,
    role: 'MANAGER',
    products: ['DA_TOOL'],
    authorities: ['SETTINGS_EDIT_USER', 'DA_VIEW'],
  });

const saveColleague = (p: TestProfile, changes: Record<string, unknown>) => saveColleagueAs(t, manager, p, changes);

async function renameCompany(by: TestProfile, name: string) {
  const company = await ok<Record<string, unknown>>(t, by, 'GET', `${S}/account/company/load`);
  await ok(t, by, 'POST', `${S}/account/company/save`, {
    name,
    countryId: company.countryId,
    phone: company.phone,
  });
}

beforeAll(async () => {
  t = await createTestApp({ onQuery: (statement) => statements.push(statement) });
  manager = await createCompanyWithProfile(t, { type: 'BUYER' });
}, 120_000);
afterAll(() => t?.close());

describe('the claims kept on one node', () => {
  it('show the role the manager gave on the next read', async () => {
    const p = await colleague();
    expect((await kept(p)).profile.role).toBe('MANAGER');
    await saveColleague(p, { role: 'USER' });
    expect((await claimsOf(p)).profile.role).toBe('USER');
  });

  it('show an authority taken away, and given back', async () => {
    const p = await colleague();
    await kept(p);
    await saveColleague(p, { role: 'USER', authorities: [{ authority: 'DA_VIEW', isEnabled: true }] });
    expect((await claimsOf(p)).profile.authorities.map((a) => a.authority)).toEqual(['DA_VIEW']);
    await saveColleague(p, { role: 'USER' });
    expect((await claimsOf(p)).profile.authorities.map((a) => a.authority)).toEqual(['DA_VIEW', 'SETTINGS_EDIT_USER']);
  });

  it("show the company's new name to a colleague after the manager renamed it", async () => {
    const p = await colleague();
    await kept(p);
    await renameCompany(manager, `Renamed Shipping ${Date.now()}`);
    expect((await claimsOf(p)).company.name).toMatch(/^Renamed Shipping/);
  });

  it('show a port the agent added to its company', async () => {
    const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url })).json() as Array<{ label: string; value: string }>;
    const piraeus = Number((await get('/da-app/public/ref/filter/ports?filter=GRPIR'))[0]?.value);
    const category = Number((await get('/da-app/public/ref/agent-types'))[0]?.value);
    expect((await kept(agent)).company.portIds).toEqual([]);
    const { GR } = await countryIds(t, ['GR']);
    await ok(t, agent, 'POST', `${S}/supplier/settings/profile/save`, {
      name: `Saronic Agency ${agent.profileId}`,
      countryId: GR,
      phone: { countryId: GR, number: '210 000 0000' },
      portIds: [piraeus],
      categoryIds: [category],
    });
    expect((await claimsOf(agent)).company).toMatchObject({ portIds: [piraeus], categoryIds: [category] });
  });

  it('show a vessel given to the profile, then its new name', async () => {
    const p = await colleague();
    const vessel = await createVessel(t, manager, { name: `Aegean Pearl ${p.profileId}` });
    await kept(p);
    await ok(t, manager, 'POST', `${S}/buyer-profile/save-vessels`, { profileId: p.profileId, vesselIds: [vessel.id] });
    expect((await kept(p)).profile.vessels.map((v) => v.name)).toEqual([vessel.name]);
    const loaded = await ok<
      { imo: string; vesselType: { id: number }; vesselSize: { id: number } | null } & Record<string, unknown>
    >(t, manager, 'GET', `${settings}/vessel/${vessel.id}/load`);
    await ok(t, manager, 'POST', `${settings}/vessel/save`, {
      id: vessel.id,
      name: `Aurora ${p.profileId}`,
      imo: loaded.imo,
      vesselTypeId: loaded.vesselType.id,
      vesselSizeId: loaded.vesselSize?.id ?? null,
      dwt: loaded.dwt,
      commodityType: loaded.commodityType,
      isActive: true,
    });
    expect((await claimsOf(p)).profile.vessels.map((v) => v.name)).toEqual([`Aurora ${p.profileId}`]);
  });

  it('show a rule given to the profile, then its new name and its deactivation', async () => {
    const org = await createOrganisation(t, manager);
    const p = org.colleague;
    await kept(p);
    await ok(t, manager, 'POST', `${S}/profile/rules`, { profileId: p.profileId, ruleIds: [org.ruleId] });
    expect((await kept(p)).profile.rules.map((r) => r.id)).toEqual([org.ruleId]);
    const rule = await ok<{ regionIds?: number[]; regions?: Array<{ id: number }> }>(
      t,
      manager,
      'GET',
      `${S}/rule/${org.ruleId}`,
    );
    const regionIds = rule.regionIds ?? rule.regions?.map((r) => r.id) ?? [];
    await ok(t, manager, 'POST', `${S}/rule`, { id: org.ruleId, name: 'Adriatic only', state: 'ACTIVE', regionIds });
    expect((await kept(p)).profile.rules.map((r) => r.name)).toEqual(['Adriatic only']);
    await ok(t, manager, 'POST', `${S}/rule`, { id: org.ruleId, name: 'Adriatic only', state: 'INACTIVE', regionIds });
    expect((await claimsOf(p)).profile.rules).toEqual([]);
  });

  it("show the department's new name", async () => {
    const p = await colleague();
    const department = await ok<{ id: number }>(t, manager, 'POST', `${settings}/department/create`, {
      name: `Chartering ${p.profileId}`,
      abbreviation: 'CH',
    });
    await saveColleague(p, { departmentId: department.id });
    expect((await kept(p)).profile.department?.name).toBe(`Chartering ${p.profileId}`);
    await ok(t, manager, 'POST', `${settings}/department/save`, {
      id: department.id,
      name: `Freight ${p.profileId}`,
      abbreviation: 'FR',
    });
    expect((await claimsOf(p)).profile.department).toMatchObject({
      name: `Freight ${p.profileId}`,
      abbreviation: 'FR',
    });
  });

  it('show the failed log-in someone tried with the username', async () => {
    const p = await colleague();
    expect((await kept(p)).profile.loginTries).toBe(0);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/da-app/public/auth/login',
      payload: { username: p.username, password: 'not the password' },
    });
    expect(failed.statusCode).toBe(401);
    expect((await claimsOf(p)).profile.loginTries).toBe(1);
  });

  it('are kept per profile: a colleague never gets another profile’s claims', async () => {
    const [a, b] = [await colleague(), await colleague()];
    expect((await kept(a)).profile.id).toBe(a.profileId);
    expect((await kept(b)).profile.id).toBe(b.profileId);
  });
});

describe('the claims kept on two nodes of one database', () => {
  let second: Awaited<ReturnType<typeof createSecondNode>>;
  beforeAll(async () => {
    // Same token key and database, its own caches; a short lag to keep the test quick.
    second = await createSecondNode(t, { SESSION_CACHE_LAG_MS: '200' });
  });
  afterAll(async () => {
    await second?.close();
  });

  const onSecond = async (p: TestProfile) =>
    ZClaims.parse((await second.app.inject({ method: 'GET', url: `${S}/auth/claims`, headers: bearer(p) })).json());

  it('a company renamed through one node shows on the other within the lag', async () => {
    const p = await colleague();
    const name = `Other Node Shipping ${p.profileId}`;
    expect((await onSecond(p)).company.name).not.toBe(name);
    await onSecond(p);
    await renameCompany(manager, name);
    expect((await claimsOf(p)).company.name).toBe(name);
    const deadline = Date.now() + 5000;
    let seen = '';
    while (Date.now() < deadline && seen !== name) {
      seen = (await onSecond(p)).company.name;
      if (seen !== name) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toBe(name);
  });

  it('a role changed through one node shows on the other within the lag', async () => {
    const p = await colleague();
    await onSecond(p);
    await onSecond(p);
    await send(t, manager, 'GET', `${S}/auth/claims`);
    await saveColleague(p, { role: 'USER' });
    const deadline = Date.now() + 5000;
    let role = '';
    while (Date.now() < deadline && role !== 'USER') {
      role = (await onSecond(p)).profile.role;
      if (role !== 'USER') await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(role).toBe('USER');
  });
});
