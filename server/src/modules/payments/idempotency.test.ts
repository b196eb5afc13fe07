import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { cashFlowMovements, idempotencyKeys } from './db';
import { createIdempotency, IDEMPOTENCY_KEY_LIFETIME_MS } from './idempotency';
import { createPaymentRepo } from './repo';
import { approvedProforma, type PaymentAnswer, paymentOf } from './scenario';

const S = '/da-app/secured';
// Each test builds DAs through the real calls: generous budgets for a loaded machine, not timings.
const P = `${S}/payments`;
const HOUR = 60 * 60 * 1000;

// The app's clock: tests move it forward past the key lifetime instead of waiting.
let now = new Date('2026-11-22T08:00:00Z');
const clock = () => new Date(now);

let t: TestApp;
let reviewer: TestProfile;
let approver: TestProfile;
let agent: TestProfile;

beforeAll(async () => {
  t = await createTestApp({ clock });
  reviewer = await createCompanyWithProfile(t, { type: 'BUYER' });
  approver = await createCompanyWithProfile(t, { type: 'BUYER', companyId: reviewer.companyId });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
}, 60_000);
afterAll(() => t?.close());

async function approvedPayment() {
  const da = await approvedProforma(t, reviewer, agent);
  const draft = await paymentOf(t, reviewer, da.proformaId);
  const pending = await ok<PaymentAnswer>(t, reviewer, 'POST', `${P}/${draft.id}/request-approval`, {
    version: draft.version,
  });
  return ok<PaymentAnswer>(t, approver, 'POST', `${P}/${draft.id}/approve`, { version: pending.version });
}

const pay = (payment: PaymentAnswer, key: string) =>
  t.app.inject({
    method: 'POST',
    url: `${S}/financial/payment/pay`,
    payload: { paymentId: payment.id, version: payment.version, remittedAmount: payment.approvedAmount },
    headers: { ...bearer(approver), 'idempotency-key': key },
  });
/** Moves the clock; sessions expire with it, so the actors log in again. */
async function advance(ms: number) {
  now = new Date(now.getTime() + ms);
  for (const p of [reviewer, approver, agent]) p.token = await t.services.auth.openSession(p.profileId);
}
const movements = async (paymentId: number) =>
  (await t.database.db.select().from(cashFlowMovements).where(eq(cashFlowMovements.paymentId, paymentId))).length;

describe('Idempotency-Key expiry', { timeout: 120_000 }, () => {
  it('replays within the lifetime; after it a retry is a new request that the state guard refuses', async () => {
    const a = await approvedPayment();
    const first = await pay(a, 'expiring-1');
    expect(first.statusCode).toBe(200);
    await advance(IDEMPOTENCY_KEY_LIFETIME_MS - HOUR);
    expect((await pay(a, 'expiring-1')).json()).toEqual(first.json());
    await advance(2 * HOUR);
    const late = await pay(a, 'expiring-1');
    expect(late.json()).toMatchObject({ status: 409, code: 'STALE_VERSION' });
    expect(await movements(a.id)).toBe(1);
  });

  it('lets an expired key be used for another request, which a live key refuses', async () => {
    const a = await approvedPayment();
    const b = await approvedPayment();
    expect((await pay(a, 'expiring-2')).statusCode).toBe(200);
    expect((await pay(b, 'expiring-2')).json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    await advance(IDEMPOTENCY_KEY_LIFETIME_MS + HOUR);
    const reused = await pay(b, 'expiring-2');
    expect(reused.json()).toMatchObject({ status: 'PAID', id: b.id });
    expect(await movements(b.id)).toBe(1);
    // and the replaced row replays the new answer
    expect((await pay(b, 'expiring-2')).json()).toEqual(reused.json());
  });

  it('purges expired keys and keeps live ones', async () => {
    const a = await approvedPayment();
    expect((await pay(a, 'purge-old')).statusCode).toBe(200);
    await advance(IDEMPOTENCY_KEY_LIFETIME_MS + HOUR);
    const b = await approvedPayment();
    expect((await pay(b, 'purge-live')).statusCode).toBe(200);
    const idempotency = createIdempotency({ db: t.database.db, repo: createPaymentRepo(t.database.db), clock });
    expect(await idempotency.purgeExpired()).toBeGreaterThanOrEqual(1);
    const keys = (await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((k) => k.key);
    expect(keys).toContain('purge-live');
    expect(keys).not.toContain('purge-old');
  });
});
