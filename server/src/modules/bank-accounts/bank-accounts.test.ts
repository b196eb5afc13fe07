import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, createBankAccount, sendMultipart } from '../proformas/scenario';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let stranger: TestProfile;
let agent: TestProfile;
let admin: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  stranger = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  await acceptedAppointment(t, buyer, agent);
}, 60_000);
afterAll(() => t?.close());

const form = {
  currency: 'EUR',
  bankName: 'Alpha Bank',
  beneficiaryName: 'Agent Co',
  iban: 'GR1601101250000000012300695',
  swift: 'CRBAGRAA',
};

describe('bank accounts', () => {
  it('refuses an IBAN that breaks the rule with the spec message', async () => {
    const response = await send(t, agent, 'POST', `${S}/bank-account/save`, { ...form, iban: 'gr12' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.iban).toBe('Please insert a valid IBAN!');
  });

  it('stores attachments under a generated name, never the client path', async () => {
    const response = await sendMultipart(t, agent, `${S}/bank-account/save`, form, [
      { name: '../../etc/passwd', content: '%PDF-1.4 letter' },
    ]);
    expect(response.statusCode).toBe(200);
    const account = response.json();
    expect(account).toMatchObject({ status: 'PENDING', attachments: [{ filename: 'passwd', size: 15 }] });
    const stored = fs.readdirSync(path.join(t.dataDir, 'files'));
    expect(stored.every((f) => /^[0-9a-f-]{36}$/.test(f))).toBe(true);
  });

  it('refuses a file over 20 MB with 413', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 1);
    const response = await sendMultipart(t, agent, `${S}/bank-account/save`, form, [{ name: 'big.pdf', content: big }]);
    expect(response.statusCode).toBe(413);
  });

  it('is approved by a buyer the agent works for, edited back to pending, and verbally verified', async () => {
    const account = await createBankAccount(t, agent, 'EUR', { pending: true });
    expect(
      (await send(t, stranger, 'POST', `${S}/bank-account/approve`, { id: account.id, version: account.version }))
        .statusCode,
    ).toBe(404);
    const approved = await ok<{ status: string; version: number; approvedBy: { id: number } }>(
      t,
      buyer,
      'POST',
      `${S}/bank-account/approve`,
      // The agent is not KYP verified: the buyer approves with a reason (kyp/kyp.test.ts covers the rule).
      { id: account.id, version: account.version, overrideReason: 'Known agent, details confirmed by phone' },
    );
    expect(approved).toMatchObject({ status: 'APPROVED', approvedBy: { id: buyer.profileId } });
    const again = await send(t, buyer, 'POST', `${S}/bank-account/save`, {});
    expect(again.statusCode).toBe(403);
    const plainSave = await send(t, agent, 'POST', `${S}/bank-account/save`, { ...form, id: account.id });
    expect(plainSave.json().code).toBe('BANK_ACCOUNT_USE_EDIT_APPROVED');
    const verified = await ok<{
      version: number;
      verbalVerification: { verifiedWith: string; verifiedBy: { id: number } };
    }>(t, admin, 'PATCH', `${S}/bank-account/verbal-verify`, {
      id: account.id,
      version: approved.version,
      verifiedWith: 'Ms Papadopoulou, accounts',
    });
    expect(verified.verbalVerification).toMatchObject({
      verifiedWith: 'Ms Papadopoulou, accounts',
      verifiedBy: { id: admin.profileId },
    });
    const edited = await sendMultipart(t, agent, `${S}/bank-account/edit-approved`, {
      ...form,
      id: account.id,
      version: verified.version,
      iban: 'GR9601101250000000012300111',
    });
    expect(edited.json()).toMatchObject({
      status: 'PENDING',
      approvedBy: null,
      verbalVerification: null,
      iban: 'GR9601101250000000012300111',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bank_account'), eq(auditLog.entityId, String(account.id))));
    expect(audits.map((a) => a.action)).toEqual([
      'CREATE',
      'APPROVE_UNVERIFIED_SUPPLIER',
      'VERBAL_VERIFY',
      'EDIT_APPROVED',
    ]);
  });

  it('answers 409 to a stale approval', async () => {
    const account = await createBankAccount(t, agent, 'EUR', { pending: true });
    await ok(t, buyer, 'POST', `${S}/bank-account/approve`, {
      id: account.id,
      version: account.version,
      overrideReason: 'Known agent',
    });
    const second = await send(t, admin, 'POST', `${S}/bank-account/approve`, {
      id: account.id,
      version: account.version,
    });
    expect(second.statusCode).toBe(409);
  });

  it('offers active accounts in the currency with one preselected', async () => {
    const codes = await ok<{ items: Array<{ value: string }>; preselectedId: string | null }>(
      t,
      agent,
      'GET',
      `${S}/bank-codes/active-with-preselection?buyerId=${buyer.companyId}&currency=EUR`,
    );
    expect(codes.items.length).toBeGreaterThan(0);
    expect(codes.items.map((i) => i.value)).toContain(codes.preselectedId);
  });

  it('never preselects a pending account, which a DA cannot carry', async () => {
    const newcomer = await createCompanyWithProfile(t, { type: 'AGENT' });
    await acceptedAppointment(t, buyer, newcomer);
    const pending = await createBankAccount(t, newcomer, 'USD', { pending: true });
    const codes = await ok<{ items: Array<{ value: string; status: string }>; preselectedId: string | null }>(
      t,
      newcomer,
      'GET',
      `${S}/bank-codes/active-with-preselection?buyerId=${buyer.companyId}&currency=USD`,
    );
    expect(codes).toEqual({
      items: [expect.objectContaining({ value: String(pending.id), status: 'PENDING' })],
      preselectedId: null,
    });
  });
});
