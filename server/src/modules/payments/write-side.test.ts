import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile } from '../../test/scenario';
import { multipart, sendMultipart } from '../proformas/scenario';
import { cashFlowMovements, paymentAttachments } from './db';
import {
  approvedPayment,
  approvedProforma,
  createPaymentPeople,
  type PaymentAnswer,
  type PaymentPeople,
  paymentOf,
} from './scenario';

const S = '/da-app/secured';
// Each test builds DAs through the real calls: generous budgets for a loaded machine, not timings.
const P = `${S}/payments`;
const VERIFY = `${P}/verify-bulk-payment`;

let t: TestApp;
let p: PaymentPeople;

beforeAll(async () => {
  t = await createTestApp();
  p = await createPaymentPeople(t);
}, 60_000);
afterAll(() => t?.close());

const filesOnDisk = () => {
  const dir = path.join(t.dataDir, 'files');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
const movementsOf = (paymentId: number) =>
  t.database.db.select().from(cashFlowMovements).where(eq(cashFlowMovements.paymentId, paymentId));
const remittance = [{ name: 'bank-statement.pdf', content: '%PDF-1.4 bulk remittance' }];

async function verify(form: unknown, key?: string, files = remittance, actor = p.approver) {
  const body = await multipart(form, files);
  return t.app.inject({
    method: 'POST',
    url: VERIFY,
    payload: body.payload,
    headers: { ...bearer(actor), ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

describe('verify-bulk-payment', { timeout: 120_000 }, () => {
  it('pays the approved, compares the paid, leaves the unapproved alone, and attaches the documents', async () => {
    const toPay = await approvedPayment(t, p, ['1000.00', '0.00']);
    const paidBefore = await approvedPayment(t, p, ['500.00', '0.00']);
    const done = await send(t, p.approver, 'POST', `${S}/financial/payments/bulk-pay`, {
      items: [{ id: paidBefore.id, version: paidBefore.version, remittedAmount: '500.00' }],
    });
    expect(done.statusCode).toBe(200);
    const draftDa = await approvedProforma(t, p.reviewer, p.agent);
    const draft = await paymentOf(t, p.reviewer, draftDa.proformaId);

    const answer = await verify({
      items: [
        { paymentId: toPay.id, remittedAmount: '940.00' },
        { paymentId: paidBefore.id, remittedAmount: '500.00' },
        { paymentId: draft.id, remittedAmount: '10.00' },
      ],
      bankReference: 'BULK-2026-11-22',
    });
    expect(answer.statusCode).toBe(200);
    const items = answer.json().items as Array<{
      paymentId: number;
      outcome: string;
      matches: boolean;
      warnings: Array<{ code: string }>;
      payment: PaymentAnswer & { attachments: Array<{ filename: string }> };
    }>;
    expect(items.map((i) => [i.paymentId, i.outcome, i.matches])).toEqual([
      [toPay.id, 'PAID', false],
      [paidBefore.id, 'ALREADY_PAID', true],
      [draft.id, 'NOT_PAYABLE', false],
    ]);
    // 940 of 1000 is below the default 95 %: the same warning as pay.
    expect(items[0]?.warnings.map((w) => w.code)).toEqual(['REMITTED_BELOW_PERCENTAGE']);
    expect(items[0]?.payment).toMatchObject({ status: 'PAID', remittedAmount: '940.00' });
    expect(items[0]?.payment.attachments.map((a) => a.filename)).toEqual(['bank-statement.pdf']);
    expect(items[1]?.payment.attachments.map((a) => a.filename)).toEqual(['bank-statement.pdf']);
    expect(items[2]?.payment).toMatchObject({ status: 'DRAFT', attachments: [] });
    expect(await movementsOf(toPay.id)).toHaveLength(1);
    expect(await movementsOf(paidBefore.id)).toHaveLength(1);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(toPay.id))));
    expect(actions.map((a) => a.action)).toEqual(['REQUEST_APPROVAL', 'APPROVE', 'PAY', 'VERIFY_REMITTANCE']);
  });

  it('reports a paid amount that differs from what was recorded, and never pays twice', async () => {
    const payment = await approvedPayment(t, p, ['300.00', '0.00']);
    const first = await verify({ items: [{ paymentId: payment.id, remittedAmount: '300.00' }] });
    expect(first.json().items[0]).toMatchObject({ outcome: 'PAID', matches: true, warnings: [] });
    const again = await verify({ items: [{ paymentId: payment.id, remittedAmount: '301.00' }] });
    expect(again.json().items[0]).toMatchObject({
      outcome: 'ALREADY_PAID',
      matches: false,
      warnings: [{ code: 'REMITTED_ABOVE_APPROVED' }],
    });
    expect(again.json().items[0].payment.remittedAmount).toBe('300.00');
    expect(await movementsOf(payment.id)).toHaveLength(1);
  });

  it('replays an Idempotency-Key retry with the first answer and no new attachment', async () => {
    const payment = await approvedPayment(t, p);
    const form = { items: [{ paymentId: payment.id, remittedAmount: '1250.75' }] };
    const a = await verify(form, 'verify-1');
    const b = await verify(form, 'verify-1');
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    const rows = await t.database.db
      .select()
      .from(paymentAttachments)
      .where(eq(paymentAttachments.paymentId, payment.id));
    expect(rows).toHaveLength(1);
    expect((await verify({ items: [{ paymentId: payment.id, remittedAmount: '1.00' }] }, 'verify-1')).json().code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
  });

  it('refuses a form without documents, a payment listed twice, another buyer and non-approvers', async () => {
    const payment = await approvedPayment(t, p);
    const item = { paymentId: payment.id, remittedAmount: '1250.75' };
    expect((await verify({ items: [item] }, undefined, [])).json()).toMatchObject({
      status: 400,
      code: 'REMITTANCE_DOCUMENT_REQUIRED',
    });
    expect((await verify({ items: [item, item] })).json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect((await verify({ items: [item] }, undefined, remittance, p.otherBuyer)).statusCode).toBe(404);
    const viewer = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: p.reviewer.companyId,
      authorities: ['FINANCIAL_VIEW', 'FINANCIAL_PAYMENT_ORDER_REVIEWER'],
    });
    expect((await verify({ items: [item] }, undefined, remittance, viewer)).statusCode).toBe(403);
    expect((await paymentOf(t, p.reviewer, payment.proformaId)).status).toBe('APPROVED');
  });

  it('rolls everything back, files included, when one payment of the list fails', async () => {
    const good = await approvedPayment(t, p);
    const stale = await approvedPayment(t, p);
    const before = filesOnDisk();
    const failed = await verify({
      items: [
        { paymentId: good.id, remittedAmount: '1250.75' },
        { paymentId: stale.id, remittedAmount: '1250.75', version: stale.version - 1 },
      ],
    });
    expect(failed.json()).toMatchObject({ status: 409, code: 'STALE_VERSION' });
    expect((await paymentOf(t, p.reviewer, good.proformaId)).status).toBe('APPROVED');
    expect(await movementsOf(good.id)).toHaveLength(0);
    expect(filesOnDisk()).toBe(before);
  });
});

describe('payment settings', { timeout: 120_000 }, () => {
  const url = () => `${S}/buyer/${p.reviewer.companyId}/payment-settings`;

  it('has the default 95 until changed; a change is audited and drives the pay warnings', async () => {
    expect(await ok(t, p.reviewer, 'GET', url())).toEqual({
      buyerId: p.reviewer.companyId,
      remittedBelowPercentage: '95.00',
      isDefault: true,
    });
    const payment = await approvedPayment(t, p, ['1000.00', '0.00']);
    const saved = await ok(t, p.approver, 'PUT', url(), { remittedBelowPercentage: '90.5' });
    expect(saved).toEqual({ buyerId: p.reviewer.companyId, remittedBelowPercentage: '90.50', isDefault: false });
    // 906 is below 95 % but not below 90.5 %: no warning any more.
    const paid = await sendMultipart(
      t,
      p.approver,
      `${S}/financial/payment/pay`,
      { paymentId: payment.id, version: payment.version, remittedAmount: '906.00' },
      remittance,
    );
    expect(paid.json().warnings).toEqual([]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'buyer_payment_settings'));
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['UPDATE', { remittedBelowPercentage: '95.00' }, { remittedBelowPercentage: '90.50' }],
    ]);
    await ok(t, p.approver, 'PUT', url(), { remittedBelowPercentage: '95' });
  });

  it('accepts 0 < p <= 100 only, own company only, approvers only', async () => {
    for (const bad of ['0', '0.00', '100.01', '101', '-5', 'abc', '95.123', ''])
      expect((await send(t, p.approver, 'PUT', url(), { remittedBelowPercentage: bad })).json()).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    expect((await ok(t, p.approver, 'PUT', url(), { remittedBelowPercentage: '100' })).remittedBelowPercentage).toBe(
      '100.00',
    );
    expect((await send(t, p.otherBuyer, 'GET', url())).statusCode).toBe(404);
    expect((await send(t, p.otherBuyer, 'PUT', url(), { remittedBelowPercentage: '50' })).statusCode).toBe(404);
    const viewer = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: p.reviewer.companyId,
      authorities: ['FINANCIAL_VIEW'],
    });
    expect((await send(t, viewer, 'GET', url())).statusCode).toBe(200);
    expect((await send(t, viewer, 'PUT', url(), { remittedBelowPercentage: '50' })).statusCode).toBe(403);
    await ok(t, p.approver, 'PUT', url(), { remittedBelowPercentage: '95' });
  });
});
