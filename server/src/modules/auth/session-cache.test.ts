import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, saveColleague as saveColleagueAs, send } from '../../test/buyer-scenario';
import { createSecondNode, createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';

/*
 * The session check answers from a per-node cache (session-cache.ts). Each change that alters what a
 * session may do is made here through the route a person uses, and the very next request of the
 * changed session must already see it on the node that made it, and within the lag on another node.
 */
const S = '/da-app/secured';
const settings = `${S}/buyer/settings`;
const statements: string[] = [];
let t: TestApp;
let manager: TestProfile;
let admin: TestProfile;
let departments: number[];

/** A colleague of the manager who may manage people (SETTINGS_EDIT_USER) and read DAs. */
const colleague = (role: 'USER' | 'MANAGER' = 'MANAGER') =>
  createCompanyWithProfile(t, {
    type: 'BUYER',
    companyId: manager.companyId,
    role,
    products: ['DA_TOOL'],
    authorities: ['SETTINGS_EDIT_USER', 'DA_VIEW'],
  });

const saveColleague = (p: TestProfile, changes: Record<string, unknown>) => saveColleagueAs(t, manager, p, changes);

/** The statements one request sends that read a session. */
async function sessionReads(p: TestProfile, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const before = statements.length;
  const response = await send(t, p, method, url, payload);
  const reads = statements.slice(before).filter((s) => s.includes('"access_epoch"')).length;
  return { status: response.statusCode, reads };
}

beforeAll(async () => {
  t = await createTestApp({ onQuery: (statement) => statements.push(statement) });
  manager = await createCompanyWithProfile(t, { type: 'BUYER' });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  departments = [];
  for (const name of ['Operations', 'Finance'])
    departments.push(
      (
        await ok<{ id: number }>(t, manager, 'POST', `${settings}/department/create`, {
          name,
          abbreviation: name.slice(0, 3),
        })
      ).id,
    );
}, 120_000);
afterAll(() => t?.close());

describe('the session check on one node', () => {
  it('answers a repeated read from its cache, without a statement for the session', async () => {
    const p = await colleague();
    const claims = `${S}/auth/claims`;
    expect(await sessionReads(p, 'GET', claims)).toEqual({ status: 200, reads: 1 });
    expect(await sessionReads(p, 'GET', claims)).toEqual({ status: 200, reads: 0 });
  });

  it('refuses the token on the request after its logout', async () => {
    const p = await colleague();
    expect((await send(t, p, 'GET', `${S}/auth/claims`)).statusCode).toBe(200);
    expect((await send(t, p, 'POST', `${S}/auth/logout`)).statusCode).toBe(204);
    expect((await send(t, p, 'GET', `${S}/auth/claims`)).statusCode).toBe(401);
  });

  it('refuses a manager-only action on the request after the manager made the colleague a USER', async () => {
    const p = await colleague('MANAGER');
    const other = await colleague('USER');
    const user = await ok<Record<string, unknown>>(t, manager, 'GET', `${settings}/buyer-user/${other.profileId}/load`);
    const saveOther = () =>
      send(t, p, 'POST', `${settings}/buyer-user/save`, {
        id: other.profileId,
        name: user.name,
        surname: user.surname,
        email: user.email,
        role: 'USER',
        products: ['DA_TOOL'],
        authorities: [{ authority: 'DA_VIEW', isEnabled: true }],
      });
    // The colleague, a MANAGER, may save another colleague; a read in between fills the cache.
    expect((await saveOther()).statusCode).toBe(200);
    expect((await send(t, p, 'GET', `${S}/auth/claims`)).statusCode).toBe(200);
    await saveColleague(p, { role: 'USER' });
    // The access check reads the session again (and the service's own manager check agrees).
    expect(await sessionReads(p, 'GET', `${S}/auth/claims`)).toEqual({ status: 200, reads: 1 });
    expect((await saveOther()).statusCode).toBe(403);
  });

  it('refuses a route on the request after the manager took the authority it needs away', async () => {
    const p = await colleague('USER');
    const load = `${settings}/buyer-user/${p.profileId}/load`;
    for (let i = 0; i < 2; i++) expect((await send(t, p, 'GET', load)).statusCode).toBe(200);
    await saveColleague(p, { role: 'USER', authorities: [{ authority: 'DA_VIEW', isEnabled: true }] });
    expect((await send(t, p, 'GET', load)).statusCode).toBe(403);
    // And gives it back as soon as the manager does.
    await saveColleague(p, { role: 'USER' });
    expect((await send(t, p, 'GET', load)).statusCode).toBe(200);
  });

  it('reads the session again after the colleague moved to another department of the company', async () => {
    const p = await colleague('USER');
    await saveColleague(p, { role: 'USER', departmentId: departments[0] });
    const claims = `${S}/auth/claims`;
    await send(t, p, 'GET', claims);
    expect(await sessionReads(p, 'GET', claims)).toEqual({ status: 200, reads: 0 });
    await saveColleague(p, { role: 'USER', departmentId: departments[1] });
    expect(await sessionReads(p, 'GET', claims)).toEqual({ status: 200, reads: 1 });
    const answer = await ok<{ profile: { departmentId: number } }>(t, p, 'GET', claims);
    expect(answer.profile.departmentId).toBe(departments[1]);
  });

  it('refuses the token on the request after an administrator disabled the profile', async () => {
    const p = await colleague('USER');
    expect((await send(t, p, 'GET', `${S}/auth/claims`)).statusCode).toBe(200);
    const loaded = await ok<Record<string, unknown>>(t, admin, 'GET', `${S}/admin-profile/${p.profileId}/load`);
    await ok(t, admin, 'POST', `${S}/admin-profiles/save`, {
      id: p.profileId,
      name: loaded.name,
      surname: loaded.surname,
      email: loaded.email,
      status: loaded.status,
      role: loaded.role,
      canBeHijacked: loaded.canBeHijacked,
      isEnabled: false,
      isEmailMuted: loaded.isEmailMuted,
      isNotificationMuted: loaded.isNotificationMuted,
    });
    expect((await send(t, p, 'GET', `${S}/auth/claims`)).statusCode).toBe(401);
  });
});

describe('the session check on two nodes of one database', () => {
  let second: Awaited<ReturnType<typeof createSecondNode>>;
  beforeAll(async () => {
    // Same token key and database, its own caches; a short lag to keep the test quick.
    second = await createSecondNode(t, { SESSION_CACHE_LAG_MS: '200' });
  });
  afterAll(async () => {
    await second?.close();
  });

  const onSecond = (p: TestProfile) =>
    second.app.inject({ method: 'GET', url: `${S}/auth/claims`, headers: bearer(p) });

  /** Asks the second node until it answers `status`; fails if it still has not after 5 seconds. */
  async function secondAnswers(p: TestProfile, status: number) {
    const deadline = Date.now() + 5000;
    let last = 0;
    while (Date.now() < deadline) {
      last = (await onSecond(p)).statusCode;
      if (last === status) return last;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return last;
  }

  it('a logout on one node ends the session on the other within the lag', async () => {
    const p = await colleague();
    expect((await onSecond(p)).statusCode).toBe(200);
    expect((await send(t, p, 'POST', `${S}/auth/logout`)).statusCode).toBe(204);
    expect((await send(t, p, 'GET', `${S}/auth/claims`)).statusCode).toBe(401);
    expect(await secondAnswers(p, 401)).toBe(401);
  });

  it('an authority taken away on one node is refused on the other within the lag', async () => {
    const p = await colleague('USER');
    const load = { method: 'GET' as const, url: `${settings}/buyer-user/${p.profileId}/load`, headers: bearer(p) };
    expect((await second.app.inject(load)).statusCode).toBe(200);
    await saveColleague(p, { role: 'USER', authorities: [{ authority: 'DA_VIEW', isEnabled: true }] });
    const deadline = Date.now() + 5000;
    let status = 200;
    while (status !== 403 && Date.now() < deadline) status = (await second.app.inject(load)).statusCode;
    expect(status).toBe(403);
  });
});
