import type { TBankAccountReviewPage } from '@portcall/contracts/bank-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, createBankAccount } from '../proformas/scenario';

const S = '/da-app/secured';
const L = `${S}/buyer/bank-accounts`;

let t: TestApp;
let buyer: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;
let stranger: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Review Line Agency' });
  stranger = await createCompanyWithProfile(t, { type: 'AGENT' });
  await acceptedAppointment(t, buyer, agent);
}, 60_000);
afterAll(() => t?.close());

describe('bank accounts for review', () => {
  it('lists the appointed suppliers accounts, pending first, and follows approval', async () => {
    const usd = await createBankAccount(t, agent, 'USD', { pending: true });
    await createBankAccount(t, stranger, 'USD', { pending: true });
    const pending = await ok<TBankAccountReviewPage>(t, buyer, 'GET', `${L}?status=PENDING`);
    expect(pending.items.map((a) => a.id)).toEqual([usd.id]);
    // The agency is not KYP verified: the list says a reason will be asked before approving.
    expect(pending.items[0]).toMatchObject({
      supplierName: 'Review Line Agency',
      status: 'PENDING',
      approvalNeedsReason: true,
    });

    await ok(t, buyer, 'POST', `${S}/bank-account/approve`, {
      id: usd.id,
      version: usd.version,
      overrideReason: 'Known agent',
    });
    expect((await ok<TBankAccountReviewPage>(t, buyer, 'GET', `${L}?status=PENDING`)).total).toBe(0);
    const approved = await ok<TBankAccountReviewPage>(t, buyer, 'GET', `${L}?status=APPROVED&size=1`);
    expect(approved).toMatchObject({ total: 1, size: 1 });
    expect((await ok<TBankAccountReviewPage>(t, otherBuyer, 'GET', L)).total).toBe(0);
  });

  it('refuses suppliers and buyers who may not review', async () => {
    expect((await send(t, agent, 'GET', L)).statusCode).toBe(403);
    const viewer = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW'],
    });
    expect((await send(t, viewer, 'GET', L)).statusCode).toBe(403);
  });
});
