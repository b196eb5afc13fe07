import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { approvedProforma, type PaymentAnswer, paymentOf } from '../payments/scenario';
import { acceptedAppointment, type ProformaAnswer, sendMultipart, submittedProforma } from '../proformas/scenario';
import { evaluations } from './db';

const S = '/da-app/secured';
const E = `${S}/evaluation`;
const P = `${S}/payments`;
let t: TestApp;
let buyer: TestProfile;
let approver: TestProfile;
let agent: TestProfile;
let admin: TestProfile;
let adminWithoutAuthority: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  approver = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  adminWithoutAuthority = await createCompanyWithProfile(t, {
    type: 'ADMIN',
    companyId: admin.companyId,
    authorities: ['ADMIN_SUPPORT'],
  });
}, 60_000);
afterAll(() => t?.close());

const reopen = (proformaId: number, body: unknown, actor = admin) =>
  send(t, actor, 'POST', `${S}/admin/reopen-da/${proformaId}`, body);

describe('reopen DA', () => {
  it('takes a withdrawn DA back to SUBMITTED and its evaluation to OPEN, with the reason audited', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const proforma = await submittedProforma(t, agent, at);
    const withdrawn = await ok<ProformaAnswer>(
      t,
      agent,
      'POST',
      `${S}/agent/appointment/${at.appointmentId}/proforma/withdraw`,
      {
        id: proforma.id,
        version: proforma.version,
      },
    );
    expect(withdrawn.status).toBe('WITHDRAWN');
    expect((await send(t, buyer, 'POST', `${E}/reset`, { id: proforma.evaluationId })).json().code).toBe(
      'EVALUATION_NOT_OPEN',
    );

    expect((await reopen(proforma.id, {})).statusCode).toBe(400);
    expect((await reopen(proforma.id, { reason: 'x' }, adminWithoutAuthority)).statusCode).toBe(403);
    expect((await reopen(proforma.id, { reason: 'x' }, buyer)).statusCode).toBe(403);
    const res = await reopen(proforma.id, { reason: 'Agent sent the wrong port dues' });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      {
        proformaId: proforma.id,
        evaluationId: proforma.evaluationId,
        proformaStatus: 'SUBMITTED',
        evaluationStatus: 'OPEN',
      },
    ]);
    // The buyer works on it again.
    expect((await send(t, buyer, 'POST', `${E}/reset`, { id: proforma.evaluationId })).statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'proforma'),
          eq(auditLog.entityId, String(proforma.id)),
          eq(auditLog.action, 'REOPEN_DA'),
        ),
      );
    expect(audit).toMatchObject({
      profileId: admin.profileId,
      after: { proformaStatus: 'SUBMITTED', evaluationStatus: 'OPEN', reason: 'Agent sent the wrong port dues' },
    });

    const again = await reopen(proforma.id, { reason: 'twice' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'REOPEN_DA_NOT_ALLOWED']);
    expect((await reopen(999_999_999, { reason: 'x' })).statusCode).toBe(404);
  });

  it('finds an approved DA by its number and takes its approvals back, audited and told to buyer and agent', async () => {
    const da = await approvedProforma(t, buyer, agent);
    const found = await ok<{ items: Array<{ proformaId: number; stage: string; isReopenable: boolean }> }>(
      t,
      admin,
      'GET',
      `${S}/admin/reopen-da?text=${da.proformaId}`,
    );
    expect(found.items).toEqual([
      expect.objectContaining({ proformaId: da.proformaId, stage: 'APPROVED', isReopenable: true }),
    ]);
    expect((await send(t, buyer, 'GET', `${S}/admin/reopen-da`)).statusCode).toBe(403);

    const res = await reopen(da.proformaId, { reason: 'Port dues were approved twice' });
    expect(res.statusCode).toBe(200);
    const lines = (
      await ok<{ port: { expenseEvaluations: Array<{ status: string }> } }>(
        t,
        buyer,
        'GET',
        `${E}/${da.evaluationId}/load`,
      )
    ).port.expenseEvaluations;
    expect(lines.map((l) => l.status)).not.toContain('APPROVED');
    expect(lines.map((l) => l.status)).toContain('VERIFIED');
    const after = await ok<{ items: Array<{ stage: string }> }>(
      t,
      admin,
      'GET',
      `${S}/admin/reopen-da?text=${da.proformaId}`,
    );
    expect(after.items[0]?.stage).toBe('IN_REVIEW');
  });

  it('refuses once the payment is PAID', async () => {
    const da = await approvedProforma(t, buyer, agent);
    const draft = await paymentOf(t, buyer, da.proformaId);
    const pending = await ok<PaymentAnswer>(t, buyer, 'POST', `${P}/${draft.id}/request-approval`, {
      version: draft.version,
    });
    const approved = await ok<PaymentAnswer>(t, approver, 'POST', `${P}/${draft.id}/approve`, {
      version: pending.version,
    });
    const paid = await sendMultipart(
      t,
      approver,
      `${S}/financial/payment/pay`,
      { paymentId: approved.id, version: approved.version, remittedAmount: approved.approvedAmount },
      [{ name: 'remittance.pdf', content: '%PDF-1.4 remittance' }],
    );
    expect(paid.json().status).toBe('PAID');
    // The payment guard: paid money is final on the evaluation too.
    const line = (
      await ok<{ port: { expenseEvaluations: Array<{ id: number; version: number }> } }>(
        t,
        buyer,
        'GET',
        `${E}/${da.evaluationId}/load`,
      )
    ).port.expenseEvaluations[0] as { id: number; version: number };
    const revert = await send(t, buyer, 'POST', `${E}/${line.id}/revert-expense-evaluation`, { version: line.version });
    expect([revert.statusCode, revert.json().code]).toEqual([409, 'EVALUATION_PAYMENT_IN_PROGRESS']);
    // No call closes an evaluation with paid money (withdraw and delete refuse approved lines, the
    // payment guard refuses revert), so the closed state is set here to prove reopen's own check.
    await t.database.db.update(evaluations).set({ status: 'WITHDRAWN' }).where(eq(evaluations.id, da.evaluationId));
    const res = await reopen(da.proformaId, { reason: 'Pay again' });
    expect([res.statusCode, res.json().code]).toEqual([409, 'REOPEN_DA_PAID']);
  });
});
