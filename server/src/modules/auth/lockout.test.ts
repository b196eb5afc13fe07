import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, TEST_PASSWORD, type TestProfile } from '../../test/scenario';

// The app's clock, moved by the tests; the start is the day of the run, so the test holds on any day.
let now = new Date();
const minutes = (n: number) => {
  now = new Date(now.getTime() + n * 60_000);
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t?.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/da-app/public/auth/login', payload: { username, password } });
const profileOf = async (p: TestProfile) =>
  (await t.app.inject({ method: 'GET', url: '/da-app/secured/auth/claims', headers: bearer(p) })).json().profile;
const failFiveTimes = async (p: TestProfile) => {
  for (let i = 1; i <= 5; i++) await login(p.username, `Wrong${i}abc`);
};

describe('lockout', () => {
  it('a locked profile answers exactly like an unknown username, even with the right password', async () => {
    const vendor = await createCompanyWithProfile(t, { type: 'VENDOR' });
    await failFiveTimes(vendor);
    const locked = await login(vendor.username, TEST_PASSWORD);
    const unknown = await login('nobody-here@test.example', TEST_PASSWORD);
    expect(locked.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const { requestId: _a, ...lockedBody } = locked.json();
    const { requestId: _b, ...unknownBody } = unknown.json();
    expect(lockedBody).toEqual(unknownBody);
    expect(lockedBody).toMatchObject({ code: 'LOGIN_FAILED' });
  });

  it('records what happened: the tries, and locked while the lock holds', async () => {
    const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
    await login(agent.username, 'Wrong1abc');
    await login(agent.username, 'Wrong2abc');
    expect(await profileOf(agent)).toMatchObject({ loginTries: 2, isLocked: false });
    await login(agent.username, 'Wrong3abc');
    await login(agent.username, 'Wrong4abc');
    await login(agent.username, 'Wrong5abc');
    // The owner's open session keeps working: a stranger's tries must not log a real user out.
    expect(await profileOf(agent)).toMatchObject({ loginTries: 5, isLocked: true });
    minutes(15);
    expect(await profileOf(agent)).toMatchObject({ isLocked: false });
  });

  it('lifts after 15 minutes; a new run of failures locks for twice as long; success resets it', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    await failFiveTimes(buyer);
    minutes(14);
    expect((await login(buyer.username, TEST_PASSWORD)).statusCode).toBe(401);
    minutes(1);
    expect((await login(buyer.username, TEST_PASSWORD)).statusCode).toBe(200);

    // Locked twice with no success in between: the second lock lasts 30 minutes.
    await failFiveTimes(buyer);
    minutes(15);
    await failFiveTimes(buyer);
    minutes(29);
    expect((await login(buyer.username, TEST_PASSWORD)).statusCode).toBe(401);
    minutes(1);
    const back = await login(buyer.username, TEST_PASSWORD);
    expect(back.statusCode).toBe(200);
    expect(back.json().profile).toMatchObject({ loginTries: 0, isLocked: false });

    // After a successful log-in the next lock is 15 minutes again.
    await failFiveTimes(buyer);
    minutes(15);
    expect((await login(buyer.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('tries during a lock neither extend it nor count', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    await failFiveTimes(buyer);
    for (let i = 0; i < 20; i++) await login(buyer.username, `Again${i}abc`);
    expect(await profileOf(buyer)).toMatchObject({ loginTries: 5, isLocked: true });
    minutes(15);
    expect((await login(buyer.username, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the per-address limit', () => {
  it('refuses log-ins from one address past its limit, whatever the usernames', async () => {
    const limited = await createTestApp({ clock: () => now, authRateLimit: 3 });
    try {
      const from = (username: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/da-app/public/auth/login',
          remoteAddress: '203.0.113.7',
          payload: { username, password: 'Wrong1abc' },
        });
      for (const name of ['a', 'b', 'c']) expect((await from(`${name}@test.example`)).statusCode).toBe(401);
      expect((await from('d@test.example')).json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      const other = await limited.app.inject({
        method: 'POST',
        url: '/da-app/public/auth/login',
        remoteAddress: '198.51.100.9',
        payload: { username: 'a@test.example', password: 'Wrong1abc' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
