import { Decimal } from '@portcall/contracts/money';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { sendMultipart } from '../proformas/scenario';
import { cashFlowMovements, payments } from './db';
import { approvedPayment, approvedProforma, createPaymentPeople, type PaymentAnswer, paymentOf } from './scenario';
import { remittedWarnings } from './service';

const S = '/da-app/secured';
const P = `${S}/payments`;

let t: TestApp;
let reviewer: TestProfile;
let approver: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;
let admin: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  ({ reviewer, approver, otherBuyer, agent } = await createPaymentPeople(t));
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
}, 60_000);
afterAll(() => t?.close());

const approved = (amounts?: [string, string]) => approvedPayment(t, { reviewer, approver, agent }, amounts);

const balances = async (buyer = reviewer) =>
  ok<Array<{ currency: string; balance: string }>>(
    t,
    buyer,
    'GET',
    `${S}/buyer/${buyer.companyId}/buyer-cash-flow-accounts`,
  );
const eurBalance = async () => (await balances()).find((a) => a.currency === 'EUR')?.balance ?? '0.00';
const pay = (body: unknown, key?: string, actor = approver) =>
  t.app.inject({
    method: 'POST',
    url: `${S}/financial/payment/pay`,
    payload: body as object,
    headers: { ...bearer(actor), ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('remitted-amount warnings', () => {
  it('warns below the percentage and above the approved total, exactly to the cent', () => {
    expect(remittedWarnings('1000.00', '950.00', '95')).toEqual([]);
    expect(remittedWarnings('1000.00', '949.99', '95').map((w) => w.code)).toEqual(['REMITTED_BELOW_PERCENTAGE']);
    expect(remittedWarnings('1000.00', '949.99', '95')[0]?.message).toContain('95%');
    expect(remittedWarnings('1000.00', '1000.00', '95')).toEqual([]);
    expect(remittedWarnings('1000.00', '1000.01', '95').map((w) => w.code)).toEqual(['REMITTED_ABOVE_APPROVED']);
  });
});

describe('payments', () => {
  it('is the approved total of the evaluation, exact to the cent, DRAFT on first read, own company only', async () => {
    const da = await approvedProforma(t, reviewer, agent, ['0.10', '0.20']);
    const payment = await paymentOf(t, reviewer, da.proformaId);
    expect(payment).toMatchObject({ status: 'DRAFT', approvedAmount: '0.30', remittedAmount: null });
    expect((await send(t, otherBuyer, 'GET', `${S}/financial/payments/${payment.id}`)).statusCode).toBe(404);
    expect((await send(t, otherBuyer, 'GET', `${S}/proforma/${da.proformaId}/payment`)).statusCode).toBe(404);
    expect((await send(t, agent, 'GET', `${S}/financial/payments/${payment.id}`)).statusCode).toBe(403);
    expect((await ok(t, reviewer, 'GET', `${S}/financial/payments/${payment.id}`)).id).toBe(payment.id);
  });

  it('walks DRAFT -> PENDING_APPROVAL -> APPROVED -> PAID and refuses everything out of order', async () => {
    const da = await approvedProforma(t, reviewer, agent);
    const draft = await paymentOf(t, reviewer, da.proformaId);
    // Not yet requested: approve and pay are refused.
    expect((await send(t, approver, 'POST', `${P}/${draft.id}/approve`, { version: draft.version })).json().code).toBe(
      'PAYMENT_ACTION_NOT_ALLOWED',
    );
    expect((await pay({ paymentId: draft.id, version: draft.version, remittedAmount: '1' })).json().code).toBe(
      'PAYMENT_ACTION_NOT_ALLOWED',
    );
    expect(
      (await send(t, reviewer, 'POST', `${P}/${draft.id}/back-for-review`, { version: draft.version })).json().code,
    ).toBe('PAYMENT_ACTION_NOT_ALLOWED');
    const pending = await ok<PaymentAnswer>(t, reviewer, 'POST', `${P}/${draft.id}/request-approval`, {
      version: draft.version,
    });
    expect(pending).toMatchObject({ status: 'PENDING_APPROVAL', approvedAmount: '1250.75' });
    // A stale version is 409 STALE_VERSION.
    expect((await send(t, approver, 'POST', `${P}/${draft.id}/approve`, { version: draft.version })).json().code).toBe(
      'STALE_VERSION',
    );
    // Back for review and again.
    const back = await ok<PaymentAnswer>(t, approver, 'POST', `${P}/${draft.id}/back-for-review`, {
      version: pending.version,
      comments: 'Check the pilotage',
    });
    expect(back.status).toBe('BACK_FOR_REVIEW');
    const again = await ok<PaymentAnswer>(t, reviewer, 'POST', `${P}/${draft.id}/request-approval`, {
      version: back.version,
    });
    const approved = await ok<PaymentAnswer>(t, approver, 'POST', `${P}/${draft.id}/approve`, {
      version: again.version,
    });
    expect(approved.status).toBe('APPROVED');
    expect(
      (await send(t, reviewer, 'POST', `${P}/${draft.id}/request-approval`, { version: approved.version })).json().code,
    ).toBe('PAYMENT_ACTION_NOT_ALLOWED');
    expect(
      (
        await send(t, reviewer, 'POST', `${S}/proforma/${da.proformaId}/payment/delete`, { version: approved.version })
      ).json().code,
    ).toBe('PAYMENT_ACTION_NOT_ALLOWED');
    const before = new Decimal(await eurBalance());
    const paid = await sendMultipart(
      t,
      approver,
      `${S}/financial/payment/pay`,
      { paymentId: draft.id, version: approved.version, remittedAmount: '1250.75' },
      [{ name: 'remittance.pdf', content: '%PDF-1.4 remittance' }],
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'PAID', remittedAmount: '1250.75', warnings: [] });
    expect(paid.json().attachments).toMatchObject([{ filename: 'remittance.pdf' }]);
    expect(new Decimal(await eurBalance()).minus(before).toFixed(2)).toBe('1250.75');
    // Paid is final.
    const after = paid.json() as PaymentAnswer;
    expect((await pay({ paymentId: draft.id, version: after.version, remittedAmount: '1' })).json().code).toBe(
      'PAYMENT_ACTION_NOT_ALLOWED',
    );
    expect(
      (await send(t, approver, 'POST', `${P}/${draft.id}/back-for-review`, { version: after.version })).json().code,
    ).toBe('PAYMENT_ACTION_NOT_ALLOWED');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(draft.id)));
    expect(audit.filter((a) => a.entity === 'payment').map((a) => a.action)).toEqual([
      'REQUEST_APPROVAL',
      'BACK_FOR_REVIEW',
      'REQUEST_APPROVAL',
      'APPROVE',
      'PAY',
    ]);
  });

  it('refuses a request for approval with nothing approved, and deletes a draft', async () => {
    const da = await approvedProforma(t, reviewer, agent);
    const draft = await paymentOf(t, reviewer, da.proformaId);
    await t.database.db.update(payments).set({ approvedAmount: '0' }).where(eq(payments.id, draft.id));
    const deleted = await send(t, reviewer, 'POST', `${S}/proforma/${da.proformaId}/payment/delete`, {
      version: draft.version,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await send(t, reviewer, 'GET', `${S}/financial/payments/${draft.id}`)).statusCode).toBe(404);
    expect((await paymentOf(t, reviewer, da.proformaId)).approvedAmount).toBe('1250.75');
  });

  it('refuses an approval by the person who requested it', async () => {
    const da = await approvedProforma(t, reviewer, agent);
    const draft = await paymentOf(t, reviewer, da.proformaId);
    const pending = await ok<PaymentAnswer>(t, reviewer, 'POST', `${P}/${draft.id}/request-approval`, {
      version: draft.version,
    });
    const self = await send(t, reviewer, 'POST', `${P}/${draft.id}/approve`, { version: pending.version });
    expect(self.json()).toMatchObject({ status: 403, code: 'PAYMENT_SELF_APPROVAL' });
    const bulkSelf = await send(t, reviewer, 'POST', `${P}/bulk-approve`, {
      items: [{ id: draft.id, version: pending.version }],
    });
    expect(bulkSelf.json().code).toBe('PAYMENT_SELF_APPROVAL');
    const bulk = await send(t, approver, 'POST', `${P}/bulk-approve`, {
      items: [{ id: draft.id, version: pending.version }],
    });
    expect(bulk.json().map((p: PaymentAnswer) => p.status)).toEqual(['APPROVED']);
  });

  it('answers the remitted-amount warnings with the buyer percentage', async () => {
    const below = await approved(['1000.00', '0.00']);
    const low = await pay({ paymentId: below.id, version: below.version, remittedAmount: '949.99' });
    expect(low.json().warnings.map((w: { code: string }) => w.code)).toEqual(['REMITTED_BELOW_PERCENTAGE']);
    const above = await approved(['1000.00', '0.00']);
    const high = await pay({ paymentId: above.id, version: above.version, remittedAmount: '1000.01' });
    expect(high.json().warnings.map((w: { code: string }) => w.code)).toEqual(['REMITTED_ABOVE_APPROVED']);
  });

  it('of two concurrent approvals, and of two concurrent pays, exactly one succeeds', async () => {
    const da = await approvedProforma(t, reviewer, agent);
    const draft = await paymentOf(t, reviewer, da.proformaId);
    const pending = await ok<PaymentAnswer>(t, reviewer, 'POST', `${P}/${draft.id}/request-approval`, {
      version: draft.version,
    });
    const approvals = await Promise.all([
      send(t, approver, 'POST', `${P}/${draft.id}/approve`, { version: pending.version }),
      send(t, approver, 'POST', `${P}/${draft.id}/approve`, { version: pending.version }),
    ]);
    expect(approvals.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const version = pending.version + 1;
    const pays = await Promise.all([
      pay({ paymentId: draft.id, version, remittedAmount: '1250.75' }),
      pay({ paymentId: draft.id, version, remittedAmount: '1250.75' }),
    ]);
    expect(pays.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const movements = await t.database.db
      .select()
      .from(cashFlowMovements)
      .where(eq(cashFlowMovements.paymentId, draft.id));
    expect(movements).toHaveLength(1);
  });

  it('refuses a second PAYMENT movement for a payment in the database itself', async () => {
    const payment = await approved();
    const paid = await pay({ paymentId: payment.id, version: payment.version, remittedAmount: '1250.75' });
    expect(paid.statusCode).toBe(200);
    const [movement] = await t.database.db
      .select()
      .from(cashFlowMovements)
      .where(eq(cashFlowMovements.paymentId, payment.id));
    await expect(
      t.database.db
        .insert(cashFlowMovements)
        .values({ accountId: movement?.accountId as number, kind: 'PAYMENT', amount: '1', paymentId: payment.id }),
    ).rejects.toThrow();
  });

  it('replays an Idempotency-Key retry without paying again; a reused key with another body is 409', async () => {
    const payment = await approved();
    const before = new Decimal(await eurBalance());
    const body = { paymentId: payment.id, version: payment.version, remittedAmount: '1250.75' };
    const first = await pay(body, 'key-pay-1');
    const retry = await pay(body, 'key-pay-1');
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(new Decimal(await eurBalance()).minus(before).toFixed(2)).toBe('1250.75');
    const reused = await pay({ ...body, remittedAmount: '1.00' }, 'key-pay-1');
    expect(reused.json()).toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });

    const second = await approved();
    const bulkBody = { items: [{ id: second.id, version: second.version }] };
    const headers = { ...bearer(approver), 'idempotency-key': 'key-bulk-1' };
    const url = `${S}/financial/payments/bulk-pay`;
    const b1 = await t.app.inject({ method: 'POST', url, payload: bulkBody, headers });
    const b2 = await t.app.inject({ method: 'POST', url, payload: bulkBody, headers });
    expect(b1.statusCode).toBe(200);
    expect(b2.json()).toEqual(b1.json());
    expect(b1.json().items[0]).toMatchObject({ status: 'PAID', remittedAmount: '1250.75' });
    expect(new Decimal(await eurBalance()).minus(before).toFixed(2)).toBe('2501.50');
  });

  it('adjusts a balance as an administrator, audited and idempotent; balances are the sum of movements', async () => {
    const url = `${S}/financial/payment/adjust`;
    const body = { buyerId: otherBuyer.companyId, currency: 'USD', amount: '-10.05', reason: 'Bank fee' };
    const headers = { ...bearer(admin), 'idempotency-key': 'adj-1' };
    const a1 = await t.app.inject({ method: 'POST', url, payload: body, headers });
    const a2 = await t.app.inject({ method: 'POST', url, payload: body, headers });
    expect(a1.json().account.balance).toBe('-10.05');
    expect(a2.json()).toEqual(a1.json());
    expect((await balances(otherBuyer)).find((a) => a.currency === 'USD')?.balance).toBe('-10.05');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          payload: { ...body, buyerId: agent.companyId },
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(404);
    const movements = await ok<Array<{ amount: string; kind: string }>>(
      t,
      otherBuyer,
      'GET',
      `${S}/financial/buyer/${otherBuyer.companyId}/cash-flow-account-payments?fromDate=2000-01-01&toDate=2200-12-31`,
    );
    expect(movements.map((m) => [m.kind, m.amount])).toEqual([['ADJUSTMENT', '-10.05']]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'ADJUST'));
    expect(audit).toHaveLength(1);
  });
});

describe('balance property', () => {
  it('no sequence of pay / adjust / retry changes a balance by more than what was paid once plus adjusted', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    const buyerApprover = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
    const pool: Array<{ id: number; version: number; approved: string }> = [];
    for (const amounts of [
      ['100.10', '0.01'],
      ['2.50', '7.25'],
      ['999.99', '0.01'],
    ] as Array<[string, string]>) {
      const da = await approvedProforma(t, buyer, agent, amounts);
      const draft = await paymentOf(t, buyer, da.proformaId);
      const pending = await ok<PaymentAnswer>(t, buyer, 'POST', `${P}/${draft.id}/request-approval`, {
        version: draft.version,
      });
      const approved = await ok<PaymentAnswer>(t, buyerApprover, 'POST', `${P}/${draft.id}/approve`, {
        version: pending.version,
      });
      pool.push({ id: approved.id, version: approved.version, approved: approved.approvedAmount });
    }
    const paidOnce = new Map<number, string>();
    let adjusted = new Decimal(0);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ op: fc.constant('pay' as const), i: fc.nat(2), key: fc.nat(4), cents: fc.nat(120) }),
            fc.record({
              op: fc.constant('adjust' as const),
              key: fc.nat(4),
              cents: fc.integer({ min: -500, max: 500 }),
            }),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        async (ops) => {
          for (const op of ops) {
            n += 1;
            if (op.op === 'pay') {
              const p = pool[op.i] as (typeof pool)[number];
              // remitted at most the approved amount: cents% of it, rounded to the cent
              const remitted = new Decimal(p.approved)
                .times(Math.min(op.cents, 100))
                .dividedBy(100)
                .toDecimalPlaces(2, Decimal.ROUND_DOWN)
                .toFixed(2);
              const r = await pay(
                { paymentId: p.id, version: p.version, remittedAmount: remitted },
                `p${op.key}-${p.id}`,
                buyerApprover,
              );
              if (r.statusCode === 200 && !paidOnce.has(p.id)) paidOnce.set(p.id, r.json().remittedAmount);
              if (r.statusCode === 200) expect(r.json().remittedAmount).toBe(paidOnce.get(p.id));
            } else {
              const amount = new Decimal(op.cents || 1).dividedBy(100).toFixed(2);
              const r = await t.app.inject({
                method: 'POST',
                url: `${S}/financial/payment/adjust`,
                payload: { buyerId: buyer.companyId, currency: 'EUR', amount, reason: 'prop' },
                headers: { ...bearer(admin), 'idempotency-key': `a${n}` },
              });
              expect(r.statusCode).toBe(200);
              adjusted = adjusted.plus(amount);
            }
          }
          const balance = (await balances(buyer)).find((a) => a.currency === 'EUR')?.balance ?? '0.00';
          const paid = [...paidOnce.values()].reduce((s, v) => s.plus(v), new Decimal(0));
          const approvedTotal = pool
            .filter((p) => paidOnce.has(p.id))
            .reduce((s, p) => s.plus(p.approved), new Decimal(0));
          expect(new Decimal(balance).equals(paid.plus(adjusted))).toBe(true);
          expect(paid.lessThanOrEqualTo(approvedTotal)).toBe(true);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});
