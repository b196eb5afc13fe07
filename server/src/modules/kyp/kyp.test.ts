import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, createBankAccount } from '../proformas/scenario';
import { kypVerifications } from './db';
import { ALL_CHECKS, kypOf, openKyp, PDF, patchKyp, submitKypDocuments, verifySupplier } from './scenario';

const S = '/da-app/secured';
let t: TestApp;
let agent: TestProfile;
let buyer: TestProfile;
let primary: TestProfile;
let secondary: TestProfile;
let plainAdmin: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Kyp Agency' });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  primary = await createCompanyWithProfile(t, {
    type: 'ADMIN',
    authorities: ['ADMIN_KYC', 'KYC_PRIMARY_VERIFIER', 'KYC_SECONDARY_VERIFIER'],
  });
  secondary = await createCompanyWithProfile(t, {
    type: 'ADMIN',
    companyId: primary.companyId,
    authorities: ['ADMIN_KYC', 'KYC_SECONDARY_VERIFIER'],
  });
  plainAdmin = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_SUPPORT'] });
}, 180_000);
afterAll(() => t?.close());

describe('KYP verification with four eyes', () => {
  it('reads a case that is not started without opening it; the supplier opens it once', async () => {
    const fresh = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Fresh Agency' });
    const rows = () =>
      t.database.db.select().from(kypVerifications).where(eq(kypVerifications.companyId, fresh.companyId));
    for (const reader of [fresh, buyer, primary])
      expect(await kypOf(t, reader, fresh.companyId)).toMatchObject({
        id: null,
        status: 'REQUESTED',
        requestedAt: null,
        documents: [],
        version: 0,
      });
    expect(await rows()).toHaveLength(0);
    const opened = await openKyp(t, fresh);
    expect(opened).toMatchObject({ id: expect.any(Number), status: 'REQUESTED', requestedAt: expect.any(String) });
    expect((await openKyp(t, fresh)).id).toBe(opened.id);
    expect(await rows()).toHaveLength(1);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'kyp_verification'), eq(auditLog.entityId, String(opened.id))));
    expect(audited.map((a) => a.action)).toEqual(['OPEN']);
    const url = `${S}/companies/${fresh.companyId}/kyp-verification`;
    expect((await send(t, agent, 'POST', url)).statusCode).toBe(404);
    expect((await send(t, buyer, 'POST', url)).statusCode).toBe(403);
  });

  it('opens a REQUESTED case and submits only with the four documents', async () => {
    const opened = await openKyp(t, agent);
    expect(opened.status).toBe('REQUESTED');
    const partial = await patchKyp(
      t,
      agent,
      opened.id,
      { version: opened.version, documents: [{ part: 0, kind: 'BANK_LETTER' }], action: 'SUBMIT' },
      [{ name: 'letter.pdf', content: PDF }],
    );
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(
      'Please add every document first: Registration certificate, Proof of address, Ownership',
    );
    // Nothing of the refused call stayed.
    expect((await kypOf(t, agent, agent.companyId)).documents).toHaveLength(0);
  });

  it('holds one document of each kind: a second one is refused until the first is removed', async () => {
    const other = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Twice Agency' });
    const opened = await openKyp(t, other);
    const letter = { name: 'letter.pdf', content: PDF };
    const first = await patchKyp(
      t,
      other,
      opened.id,
      { version: opened.version, documents: [{ part: 0, kind: 'BANK_LETTER' }] },
      [letter],
    );
    expect(first.statusCode).toBe(200);
    const again = await patchKyp(
      t,
      other,
      opened.id,
      { version: first.json().version, documents: [{ part: 0, kind: 'BANK_LETTER' }] },
      [letter],
    );
    expect(again.json()).toMatchObject({ status: 409, code: 'KYP_DOCUMENT_KIND_EXISTS' });
    expect(again.json().message).toBe('A Bank letter is already attached: remove it before adding another');
    // Two of a kind in one call are refused the same way.
    const both = await patchKyp(
      t,
      other,
      opened.id,
      {
        version: first.json().version,
        documents: [
          { part: 0, kind: 'OWNERSHIP' },
          { part: 1, kind: 'OWNERSHIP' },
        ],
      },
      [letter, letter],
    );
    expect(both.json().code).toBe('KYP_DOCUMENT_KIND_EXISTS');
    // Replacing it in one call (remove the old one, add the new one) is allowed.
    const held = first.json().documents[0].id;
    const replaced = await patchKyp(
      t,
      other,
      opened.id,
      { version: first.json().version, documents: [{ part: 0, kind: 'BANK_LETTER' }], removeDocumentIds: [held] },
      [letter],
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().documents).toEqual([expect.objectContaining({ kind: 'BANK_LETTER' })]);
  });

  it('refuses a document that is not a PDF or an image, whatever its name', async () => {
    const opened = await kypOf(t, agent, agent.companyId);
    const response = await patchKyp(
      t,
      agent,
      opened.id,
      { version: opened.version, documents: [{ part: 0, kind: 'OWNERSHIP' }] },
      [{ name: 'ownership.pdf', content: '<html><script>alert(1)</script></html>' }],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.attachments).toBe(
      'Please add a file with one of the following types: PDF, PNG, JPEG, WebP',
    );
  });

  it('lets a different secondary verifier confirm, never the primary one', async () => {
    const submitted = await submitKypDocuments(t, agent);
    expect(submitted.status).toBe('SUBMITTED');
    const queue = await ok<{ items: Array<{ id: number; documentCount: number }> }>(
      t,
      primary,
      'GET',
      `${S}/kyp-verifications?status=SUBMITTED&text=kyp`,
    );
    expect(queue.items).toEqual([expect.objectContaining({ id: submitted.id, documentCount: 4 })]);

    const incomplete = await patchKyp(t, primary, submitted.id, {
      version: submitted.version,
      action: 'PRIMARY_VERIFY',
      checks: { ...ALL_CHECKS, sanctions: false },
    });
    expect(incomplete.json().message).toBe('Every check must be ticked before the verification is recorded');
    const notPrimary = await patchKyp(t, secondary, submitted.id, {
      version: submitted.version,
      action: 'PRIMARY_VERIFY',
      checks: ALL_CHECKS,
    });
    expect(notPrimary.statusCode).toBe(403);
    expect(notPrimary.json().message).toBe('Only a primary KYC verifier can record the checks');

    const first = await patchKyp(t, primary, submitted.id, {
      version: submitted.version,
      action: 'PRIMARY_VERIFY',
      checks: ALL_CHECKS,
    });
    expect(first.json()).toMatchObject({ status: 'PRIMARY_VERIFIED', primaryVerifier: { id: primary.profileId } });

    // The primary verifier also holds the secondary authority: still refused (four eyes).
    const self = await patchKyp(t, primary, submitted.id, {
      version: first.json().version,
      action: 'SECONDARY_VERIFY',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(
      'You recorded the checks of this verification: a different verifier must confirm them',
    );

    const second = await patchKyp(t, secondary, submitted.id, {
      version: first.json().version,
      action: 'SECONDARY_VERIFY',
    });
    expect(second.statusCode).toBe(200);
    const verified = second.json();
    expect(verified).toMatchObject({ status: 'VERIFIED', secondaryVerifier: { id: secondary.profileId } });
    expect(new Date(verified.expiresAt).getTime() - new Date(verified.verifiedAt).getTime()).toBe(365 * 86_400_000);
    expect(new Date(verified.reverificationDate) < new Date(verified.expiresAt)).toBe(true);

    // The buyer sees status and dates, not the documents or who checked.
    const seen = await kypOf(t, buyer, agent.companyId);
    expect(seen).toMatchObject({ status: 'VERIFIED', documents: [], checks: null, primaryVerifier: null });
    const search = await ok<{ items: Array<{ id: number; verification: { status: string; verifiedAt: string } }> }>(
      t,
      buyer,
      'POST',
      `${S}/supplier/search?useCase=APPOINTMENT`,
      { text: 'kyp agency' },
    );
    expect(search.items[0]?.verification).toMatchObject({ status: 'VERIFIED', verifiedAt: verified.verifiedAt });
    const directory = await ok<{ items: Array<{ kyp: { status: string; verifiedAt: string } | null }> }>(
      t,
      buyer,
      'GET',
      `${S}/buyer/agent-directory/agents?name=kyp%20agency`,
    );
    expect(directory.items[0]?.kyp).toEqual({
      status: 'VERIFIED',
      verifiedAt: verified.verifiedAt,
      expiresAt: verified.expiresAt,
    });
  });

  it('rejects with a reason, and lists who can verify', async () => {
    const other = await createCompanyWithProfile(t, { type: 'VENDOR', companyName: 'Rejected Chandlers' });
    const submitted = await submitKypDocuments(t, other);
    const noReason = await patchKyp(t, secondary, submitted.id, { version: submitted.version, action: 'REJECT' });
    expect(noReason.json().fields.reason).toBe('Please give the reason for the rejection');
    const rejected = await patchKyp(t, secondary, submitted.id, {
      version: submitted.version,
      action: 'REJECT',
      reason: 'Proof of address is older than three months',
    });
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Proof of address is older than three months',
    });
    // The supplier reads why; a buyer sees status and dates only (docs/decisions.md "KYP statuses").
    expect((await kypOf(t, other, other.companyId)).rejectionReason).toBe(
      'Proof of address is older than three months',
    );
    expect(await kypOf(t, buyer, other.companyId)).toMatchObject({
      status: 'REJECTED',
      rejectedAt: rejected.json().rejectedAt,
      rejectionReason: null,
    });
    const admins = await ok<Array<{ id: number; isPrimaryVerifier: boolean; isSecondaryVerifier: boolean }>>(
      t,
      primary,
      'GET',
      `${S}/kyp-verifications/admins`,
    );
    expect(admins).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: primary.profileId, isPrimaryVerifier: true, isSecondaryVerifier: true }),
        expect.objectContaining({ id: secondary.profileId, isPrimaryVerifier: false, isSecondaryVerifier: true }),
      ]),
    );
    expect((await send(t, plainAdmin, 'GET', `${S}/kyp-verifications`)).statusCode).toBe(403);
  });
});

describe('bank account of an unverified supplier', () => {
  it('is approved by a buyer only with a reason, which is audited', async () => {
    const unverified = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Unverified Agency' });
    await acceptedAppointment(t, buyer, unverified);
    const account = await createBankAccount(t, unverified, 'EUR', { pending: true });
    const refused = await send(t, buyer, 'POST', `${S}/bank-account/approve`, {
      id: account.id,
      version: account.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The supplier is not KYP verified: give a reason to approve its bank account anyway',
    );
    const approved = await ok<{ status: string; approvalOverrideReason: string }>(
      t,
      buyer,
      'POST',
      `${S}/bank-account/approve`,
      {
        id: account.id,
        version: account.version,
        overrideReason: 'Confirmed by phone with the agency director',
      },
    );
    expect(approved).toMatchObject({
      status: 'APPROVED',
      approvalOverrideReason: 'Confirmed by phone with the agency director',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'bank_account'),
          eq(auditLog.entityId, String(account.id)),
          eq(auditLog.action, 'APPROVE_UNVERIFIED_SUPPLIER'),
        ),
      );
    expect(audit?.profileId).toBe(buyer.profileId);
  });

  it('is approved without a reason once the supplier is verified', async () => {
    const verifiedAgent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Verified Agency' });
    await verifySupplier(t, verifiedAgent, primary, secondary);
    await acceptedAppointment(t, buyer, verifiedAgent);
    const account = await createBankAccount(t, verifiedAgent, 'EUR', { pending: true });
    const approved = await ok(t, buyer, 'POST', `${S}/bank-account/approve`, {
      id: account.id,
      version: account.version,
    });
    expect(approved).toMatchObject({ status: 'APPROVED', approvalOverrideReason: null });
  });
});
