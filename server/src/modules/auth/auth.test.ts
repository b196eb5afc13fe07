import { ZClaims } from '@portcall/contracts/auth';
import { messages } from '@portcall/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, TEST_PASSWORD } from '../../test/scenario';

let now = new Date('2026-11-22T08:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t?.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/da-app/public/auth/login', payload: { username, password } });
const claims = (token: string) =>
  t.app.inject({ method: 'GET', url: '/da-app/secured/auth/claims', headers: bearer({ token }) });

describe('login', () => {
  it('answers a token and the profile, and the token opens the claims', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    const response = await login(buyer.username.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.profile).toMatchObject({ id: buyer.profileId, isBuyer: true, loginTries: 0, status: 'ACTIVE' });
    expect(body.profile.lastLoginDate).toBe(now.toISOString());
    const c = await claims(body.token);
    expect(c.statusCode).toBe(200);
    const parsed = ZClaims.parse(c.json());
    expect(parsed.company.id).toBe(buyer.companyId);
    expect(parsed.intercomHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses wrong credentials with the catalogue message', async () => {
    const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
    for (const [username, password] of [
      [agent.username, 'Wrong12345'],
      ['unknown@nowhere.example', TEST_PASSWORD],
    ] as const) {
      const response = await login(username, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'LOGIN_FAILED',
        message: 'Username or password is wrong. Please try again!',
      });
    }
  });

  it('resets the failed-try count on a successful login', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    await login(buyer.username, 'Wrong1abc');
    await login(buyer.username, 'Wrong2abc');
    const ok = await login(buyer.username, TEST_PASSWORD);
    expect(ok.json().profile.loginTries).toBe(0);
  });

  it('validates the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/da-app/public/auth/login',
      payload: { username: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: messages.REQUIRED_FIELD, password: messages.REQUIRED_FIELD },
    });
  });
});

describe('session', () => {
  it('logout revokes the token', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    const token = (await login(buyer.username, TEST_PASSWORD)).json().token;
    expect(
      (await t.app.inject({ method: 'POST', url: '/da-app/secured/auth/logout', headers: bearer({ token }) }))
        .statusCode,
    ).toBe(204);
    const after = await claims(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({
      status: 401,
      message: 'Full authentication is required to access this resource',
    });
  });

  it('an expired session answers 401', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    expect((await claims(buyer.token)).statusCode).toBe(200);
    const saved = now;
    now = new Date(now.getTime() + 13 * 60 * 60 * 1000);
    try {
      expect((await claims(buyer.token)).statusCode).toBe(401);
    } finally {
      now = saved;
    }
  });

  it('a forged or malformed token answers 401', async () => {
    for (const token of ['abc', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwic2lkIjoieCJ9.bad']) {
      expect((await claims(token)).statusCode).toBe(401);
    }
  });
});

describe('claims', () => {
  it('carry every profile field with grants, department and rules', async () => {
    const buyer = await createCompanyWithProfile(t, {
      type: 'BUYER',
      role: 'DEPUTY',
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW'],
    });
    const body = ZClaims.parse((await claims(buyer.token)).json());
    expect(body.profile).toMatchObject({
      role: 'DEPUTY',
      products: ['DA_TOOL'],
      authorities: [{ authority: 'DA_VIEW', isEnabled: true }],
      isBuyer: true,
      isAgent: false,
      isSupplier: false,
      isCompanyPendingRegistration: false,
      rules: [],
    });
  });
});

describe('terms and conditions', () => {
  it('a pending profile may read claims but nothing else until it accepts', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER', status: 'PENDING_TERMS_AND_CONDITIONS' });
    expect((await claims(buyer.token)).json().profile.status).toBe('PENDING_TERMS_AND_CONDITIONS');
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/da-app/secured/account/company/load',
      headers: bearer(buyer),
    });
    expect(blocked.statusCode).toBe(403);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/da-app/secured/account/accept-terms-and-conditions',
      headers: bearer(buyer),
      payload: { accepted: false },
    });
    expect(refused.statusCode).toBe(400);
    expect((await claims(buyer.token)).json().profile.status).toBe('PENDING_TERMS_AND_CONDITIONS');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/da-app/secured/account/accept-terms-and-conditions',
      headers: bearer(buyer),
      payload: { accepted: true },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: buyer.profileId, status: 'ACTIVE' });
    const opened = await t.app.inject({
      method: 'GET',
      url: '/da-app/secured/account/company/load',
      headers: bearer(buyer),
    });
    expect(opened.statusCode).toBe(200);
  });
});
