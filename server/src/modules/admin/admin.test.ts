import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { moneyActionRoutes, pendingMoneyActionRoutes } from '../../platform/http/money-actions';
import { countryIds, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, TEST_PASSWORD, type TestProfile } from '../../test/scenario';

const S = '/da-app/secured';
let t: TestApp;
let admin: TestProfile;
let buyer: TestProfile;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompanyWithProfile(t, { type: 'ADMIN', companyName: 'Support Desk' });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Switch Shipping' });
});
afterAll(() => t?.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/da-app/public/auth/login', payload: { username, password } });
const allowSwitch = async (p: TestProfile, canBeHijacked = true) => {
  const loaded = await ok<Record<string, unknown>>(t, admin, 'GET', `${S}/admin-profile/${p.profileId}/load`);
  return ok(t, admin, 'POST', `${S}/admin-profiles/save`, {
    id: p.profileId,
    name: loaded.name,
    surname: loaded.surname,
    email: loaded.email,
    status: loaded.status,
    role: loaded.role,
    canBeHijacked,
    isEnabled: true,
    isEmailMuted: false,
    isNotificationMuted: false,
  });
};
const auditOf = (entity: string) => t.database.db.select().from(auditLog).where(eq(auditLog.entity, entity));

describe('support finds and unlocks a locked user', () => {
  it('lists the locked profile, unlocks it with an audit row, and the user logs in again', async () => {
    const user = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Locked Lines' });
    for (let i = 1; i <= 5; i++) await login(user.username, `Wrong${i}abc`);

    const found = await ok<{ items: Array<{ id: number; isLocked: boolean; loginTries: number }>; total: number }>(
      t,
      admin,
      'POST',
      `${S}/admin-profiles/all`,
      { page: 0, size: 10, filter: { text: 'Locked Lines', isLocked: true } },
    );
    expect(found.items).toEqual([expect.objectContaining({ id: user.profileId, isLocked: true, loginTries: 5 })]);
    const locks = await ok<Array<{ id: number }>>(t, admin, 'GET', `${S}/admin/system/login-locks`);
    expect(locks.map((l) => l.id)).toContain(user.profileId);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(401);

    const unlocked = await ok<{ isLocked: boolean; loginTries: number }>(
      t,
      admin,
      'POST',
      `${S}/profile/save-login-details`,
      { profileId: user.profileId, unlock: true },
    );
    expect(unlocked).toMatchObject({ isLocked: false, loginTries: 0 });
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
    const rows = (await auditOf('profile')).filter((r) => r.entityId === String(user.profileId));
    expect(rows.map((r) => [r.action, r.profileId])).toContainEqual(['UNLOCK', admin.profileId]);
    // The answer never carries a password or its hash.
    expect(JSON.stringify(unlocked)).not.toMatch(/password/i);
  });

  it('changes a username, refusing one another profile holds', async () => {
    const user = await createCompanyWithProfile(t, { type: 'AGENT' });
    const taken = await send(t, admin, 'POST', `${S}/profile/save-login-details`, {
      profileId: user.profileId,
      username: buyer.username,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'USERNAME_EXISTS' });
    const renamed = `renamed-${Date.now()}@test.example`;
    await ok(t, admin, 'POST', `${S}/profile/save-login-details`, { profileId: user.profileId, username: renamed });
    expect((await login(renamed, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('mode switch', () => {
  it('is refused for a profile that has not allowed it and for another administrator', async () => {
    await allowSwitch(buyer, false);
    const refused = await send(t, admin, 'POST', `${S}/admin-profiles/${buyer.profileId}/mode-switch`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'MODE_SWITCH_NOT_ALLOWED' });
    const otherAdmin = await createCompanyWithProfile(t, { type: 'ADMIN' });
    await t.database.db.execute(`update profiles set can_be_hijacked = true where id = ${otherAdmin.profileId}`);
    expect((await send(t, admin, 'POST', `${S}/admin-profiles/${otherAdmin.profileId}/mode-switch`)).statusCode).toBe(
      403,
    );
  });

  it('needs ADMIN_SUPPORT', async () => {
    await allowSwitch(buyer);
    const systemOnly = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_SYSTEM'] });
    expect((await send(t, systemOnly, 'POST', `${S}/admin-profiles/${buyer.profileId}/mode-switch`)).statusCode).toBe(
      403,
    );
  });

  it('acts as the buyer, audits every request with both ids, refuses money actions, and ends on return', async () => {
    await allowSwitch(buyer);
    const session = await ok<{
      token: string;
      profile: { id: number };
      actingAdmin: { id: number };
      expiresAt: string;
    }>(t, admin, 'POST', `${S}/admin-profiles/${buyer.profileId}/mode-switch`);
    expect(session.profile.id).toBe(buyer.profileId);
    expect(session.actingAdmin.id).toBe(admin.profileId);
    // Short-lived: at most 30 minutes.
    expect(new Date(session.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const switched = { token: session.token };

    const claims = await ok<{ profile: { id: number } }>(t, switched, 'GET', `${S}/auth/claims`);
    expect(claims.profile.id).toBe(buyer.profileId);

    // A change made while switched: its own audit row names both people.
    const c = await countryIds(t, ['GR']);
    const region = await ok<{ id: number }>(t, switched, 'PUT', `${S}/region`, {
      name: 'Aegean',
      countryIds: [c.GR],
    });
    const regionRows = (await auditOf('region')).filter((r) => r.entityId === String(region.id));
    expect(regionRows).toEqual([
      expect.objectContaining({ profileId: buyer.profileId, actingAdminId: admin.profileId, action: 'CREATE' }),
    ]);

    // Money actions are refused, whatever the buyer's own authorities allow.
    const pay = await send(t, switched, 'POST', `${S}/payments/bulk-approve`, { ids: [1] });
    expect(pay.statusCode).toBe(403);
    expect(pay.json()).toMatchObject({ code: 'MODE_SWITCH_MONEY_ACTION' });
    const approve = await send(t, switched, 'POST', `${S}/bank-account/approve`, { id: 1 });
    expect(approve.json()).toMatchObject({ code: 'MODE_SWITCH_MONEY_ACTION' });
    // The buyer's own session is not limited.
    expect((await send(t, buyer, 'POST', `${S}/payments/bulk-approve`, { ids: [1] })).json().code).not.toBe(
      'MODE_SWITCH_MONEY_ACTION',
    );

    const requests = await auditOf('mode_switch_request');
    expect(requests.map((r) => [r.action, r.profileId, r.actingAdminId])).toEqual(
      expect.arrayContaining([
        [`GET ${S}/auth/claims`, buyer.profileId, admin.profileId],
        [`PUT ${S}/region`, buyer.profileId, admin.profileId],
        [`POST ${S}/payments/bulk-approve`, buyer.profileId, admin.profileId],
      ]),
    );
    expect(requests.find((r) => r.action === `POST ${S}/payments/bulk-approve`)?.after).toMatchObject({ status: 403 });

    const returned = await t.app.inject({ method: 'POST', url: `${S}/mode-switch/return`, headers: bearer(switched) });
    expect(returned.statusCode).toBe(204);
    expect((await send(t, switched, 'GET', `${S}/auth/claims`)).statusCode).toBe(401);
    const actions = (await auditOf('profile'))
      .filter((r) => r.entityId === String(buyer.profileId))
      .map((r) => [r.action, r.actingAdminId]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['MODE_SWITCH_START', admin.profileId],
        ['MODE_SWITCH_END', admin.profileId],
      ]),
    );
    // The administrator's own session goes on.
    expect((await send(t, admin, 'GET', `${S}/auth/claims`)).statusCode).toBe(200);
  });

  it('lists only registered routes as money actions', () => {
    const registered = new Set(
      t.routes.flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`)),
    );
    const missing = moneyActionRoutes.filter((r) => !registered.has(r) && !pendingMoneyActionRoutes.includes(r));
    expect(missing).toEqual([]);
  });
});

describe('each console section is gated by its own authority', () => {
  it('ADMIN_SYSTEM opens system management but not support; ADMIN_AUDIT the audit log', async () => {
    const systemOnly = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_SYSTEM'] });
    const auditOnly = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_AUDIT'] });
    const supportOnly = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_SUPPORT'] });
    const status = async (p: TestProfile, method: string, url: string, body?: unknown) =>
      (await send(t, p, method, url, body)).statusCode;
    expect(await status(systemOnly, 'GET', `${S}/admin/system/outbox`)).toBe(200);
    expect(await status(systemOnly, 'GET', `${S}/admin/system/jobs`)).toBe(200);
    expect(await status(systemOnly, 'POST', `${S}/admin-profiles/all`, {})).toBe(403);
    expect(await status(systemOnly, 'GET', `${S}/admin/audit-log`)).toBe(403);
    expect(await status(auditOnly, 'GET', `${S}/admin/audit-log`)).toBe(200);
    expect(await status(auditOnly, 'GET', `${S}/admin/system/outbox`)).toBe(403);
    expect(await status(supportOnly, 'POST', `${S}/admin-profiles/all`, {})).toBe(200);
    expect(await status(supportOnly, 'GET', `${S}/admin/system/jobs`)).toBe(403);
  });
});

describe('system management', () => {
  it('filters the audit log by entity and actor and exports it as CSV', async () => {
    const page = await ok<{ items: Array<{ entity: string; profileId: number | null }>; total: number }>(
      t,
      admin,
      'GET',
      `${S}/admin/audit-log?entity=profile&actorId=${admin.profileId}`,
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((i) => i.entity === 'profile')).toBe(true);
    const csv = await send(t, admin, 'GET', `${S}/admin/audit-log/export?entity=profile`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const [header, ...lines] = csv.body.trim().split('\r\n');
    expect(header).toBe(
      'id,at,profileId,profileName,actingAdminId,actingAdminName,companyId,entity,entityId,action,before,after,requestId',
    );
    expect(lines.length).toBe(page.total);
    const future = await ok<{ total: number }>(t, admin, 'GET', `${S}/admin/audit-log?from=2199-01-01`);
    expect(future.total).toBe(0);
  });

  it('resends a failed e-mail and retries a failed background task', async () => {
    const db = t.database.db;
    const now = new Date().toISOString();
    await db.execute(
      `insert into email_outbox (kind, to_address, subject, text, html, status, attempts, last_error, created_at)
       values ('test', 'someone@test.example', 'Hello', 'Hi', '<p>Hi</p>', 'DEAD', 6, 'connection refused', '${now}')`,
    );
    await db.execute(
      `insert into jobs (kind, payload, status, run_at, attempts, max_attempts, last_error, created_at)
       values ('test.kind', '{}', 'DEAD', '${now}', 5, 5, 'boom', '${now}')`,
    );
    const outbox = await ok<{ items: Array<{ id: number; status: string; lastError: string | null }> }>(
      t,
      admin,
      'GET',
      `${S}/admin/system/outbox?status=DEAD`,
    );
    const email = outbox.items[0];
    expect(email).toMatchObject({ status: 'DEAD', lastError: 'connection refused' });
    expect((await send(t, admin, 'POST', `${S}/admin/system/outbox/${email?.id}/resend`)).statusCode).toBe(204);
    const after = await ok<{ items: Array<{ id: number; status: string }> }>(
      t,
      admin,
      'GET',
      `${S}/admin/system/outbox`,
    );
    expect(after.items.find((i) => i.id === email?.id)?.status).toBe('PENDING');

    const jobs = await ok<{ items: Array<{ id: number; status: string }> }>(
      t,
      admin,
      'GET',
      `${S}/admin/system/jobs?status=DEAD`,
    );
    const job = jobs.items[0];
    expect((await send(t, admin, 'POST', `${S}/admin/system/jobs/${job?.id}/retry`)).statusCode).toBe(204);
    // A job that is not DEAD cannot be retried again.
    expect((await send(t, admin, 'POST', `${S}/admin/system/jobs/${job?.id}/retry`)).statusCode).toBe(409);
  });
});

describe('site content: terms versions', () => {
  it('publishing a new version sends every customer profile to the terms page until they accept it', async () => {
    const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
    const buyerUser = await createCompanyWithProfile(t, { type: 'BUYER' });
    const published = await ok<{ version: string; profilesToAccept: number }>(
      t,
      admin,
      'POST',
      `${S}/admin/site-content/terms`,
      { version: '2.0', summary: 'New liability clause' },
    );
    expect(published.version).toBe('2.0');
    expect(published.profilesToAccept).toBeGreaterThanOrEqual(2);
    for (const p of [agent, buyerUser]) {
      const claims = await ok<{ profile: { status: string } }>(t, p, 'GET', `${S}/auth/claims`);
      expect(claims.profile.status).toBe('PENDING_TERMS_AND_CONDITIONS');
      expect((await send(t, p, 'GET', `${S}/account/company/load`)).statusCode).toBe(403);
    }
    // Administrators keep working; the version is listed; publishing it twice is refused.
    expect((await send(t, admin, 'GET', `${S}/admin/site-content/terms`)).json()).toEqual([
      expect.objectContaining({ version: '2.0', summary: 'New liability clause' }),
    ]);
    const again = await send(t, admin, 'POST', `${S}/admin/site-content/terms`, { version: '2.0', summary: 'Again' });
    expect(again.json()).toMatchObject({ code: 'TERMS_VERSION_EXISTS' });

    const accepted = await ok<{ status: string }>(t, agent, 'POST', `${S}/account/accept-terms-and-conditions`, {
      accepted: true,
      documentVersion: '2.0',
    });
    expect(accepted.status).toBe('ACTIVE');
    // A later version asks again only of those who have not accepted it.
    await ok(t, admin, 'POST', `${S}/admin/site-content/terms`, { version: '2.0.1', summary: 'Typo fixed' });
    expect((await ok<{ profile: { status: string } }>(t, agent, 'GET', `${S}/auth/claims`)).profile.status).toBe(
      'PENDING_TERMS_AND_CONDITIONS',
    );
  });
});

describe('integration', () => {
  it('switches an integration of the config list on for one buyer only', async () => {
    const other = await createCompanyWithProfile(t, { type: 'BUYER' });
    const list = await ok<Array<{ integrationConfigId: number; isEnabled: boolean }>>(
      t,
      admin,
      'GET',
      `${S}/admin/integrations?buyerId=${buyer.companyId}`,
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i) => !i.isEnabled)).toBe(true);
    const first = list[0]?.integrationConfigId;
    const after = await ok<Array<{ integrationConfigId: number; isEnabled: boolean }>>(
      t,
      admin,
      'PUT',
      `${S}/admin/integrations/${buyer.companyId}/${first}`,
      { isEnabled: true },
    );
    expect(after.find((i) => i.integrationConfigId === first)?.isEnabled).toBe(true);
    const others = await ok<Array<{ isEnabled: boolean }>>(
      t,
      admin,
      'GET',
      `${S}/admin/integrations?buyerId=${other.companyId}`,
    );
    expect(others.every((i) => !i.isEnabled)).toBe(true);
    // Not a buyer: 404.
    expect((await send(t, admin, 'GET', `${S}/admin/integrations?buyerId=${admin.companyId}`)).statusCode).toBe(404);
  });
});
