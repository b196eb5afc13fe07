import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';
import { approvedProforma, instructionForm, type PaymentAnswer, paymentOf, withPaymentDetails } from './scenario';

const S = '/da-app/secured';
const E = `${S}/evaluation`;

let t: TestApp;
let manager: TestProfile;
let evaluator: TestProfile;
let sofie: TestProfile;
let otherReviewer: TestProfile;
let henrik: TestProfile;
let otherApprover: TestProfile;
let agent: TestProfile;

const person = (authority: 'FINANCIAL_PAYMENT_ORDER_REVIEWER' | 'FINANCIAL_PAYMENT_ORDER_APPROVER') =>
  createCompanyWithProfile(t, {
    type: 'BUYER',
    companyId: manager.companyId,
    products: ['DA_TOOL', 'FINANCIAL'],
    authorities: ['DA_VIEW', 'FINANCIAL_VIEW', authority],
  });

beforeAll(async () => {
  t = await createTestApp();
  manager = await createCompanyWithProfile(t, { type: 'BUYER' });
  evaluator = await createCompanyWithProfile(t, {
    type: 'BUYER',
    companyId: manager.companyId,
    products: ['DA_TOOL', 'FINANCIAL'],
    authorities: [
      'DA_VIEW',
      'FINANCIAL_VIEW',
      'DA_EVALUATION_VIEW',
      'DA_EVALUATION_VERIFY',
      'DA_EVALUATION_ADDITIONAL_PAYMENT_REQUEST',
    ],
  });
  sofie = await person('FINANCIAL_PAYMENT_ORDER_REVIEWER');
  otherReviewer = await person('FINANCIAL_PAYMENT_ORDER_REVIEWER');
  henrik = await person('FINANCIAL_PAYMENT_ORDER_APPROVER');
  otherApprover = await person('FINANCIAL_PAYMENT_ORDER_APPROVER');
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
}, 60_000);
afterAll(() => t?.close());

/** An approved DA whose instruction names Sofie to review and Henrik to approve above `threshold`. */
async function namedDa(threshold?: string, amounts?: [string, string]) {
  const da = await approvedProforma(t, manager, agent, amounts);
  await withPaymentDetails(t, manager, da.evaluationId, {
    reviewerId: sofie.profileId,
    approverId: henrik.profileId,
    ...(threshold ? { approvalThreshold: threshold } : {}),
  });
  return { ...da, payment: await paymentOf(t, manager, da.proformaId) };
}

describe('payment instructions name who reviews and who approves', () => {
  it('lists the people who can be named and refuses anyone else', async () => {
    const base = `${S}/buyers/${manager.companyId}/payment-instructions`;
    const people = await ok<{ reviewers: Array<{ id: number }>; approvers: Array<{ id: number }> }>(
      t,
      sofie,
      'GET',
      `${base}/people`,
    );
    expect(people.reviewers.map((p) => p.id)).toEqual(expect.arrayContaining([sofie.profileId, manager.profileId]));
    expect(people.reviewers.map((p) => p.id)).not.toContain(henrik.profileId);
    expect(people.approvers.map((p) => p.id)).toContain(henrik.profileId);
    const wrong = await send(t, manager, 'POST', base, { ...instructionForm, approverId: sofie.profileId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('approverId');
    const named = await ok<{ reviewer: { fullName: string }; approvalThreshold: string }>(t, manager, 'POST', base, {
      ...instructionForm,
      reviewerId: sofie.profileId,
      approvalThreshold: '5000',
    });
    expect(named).toMatchObject({
      reviewer: { fullName: expect.stringMatching(/Test Person/) },
      approvalThreshold: '5000.00',
    });
  });

  it('asks the evaluation and the financial page the same: instructions and due date first', async () => {
    const at = await acceptedAppointment(t, manager, agent);
    const da = await submittedProforma(t, agent, at);
    const evaluation = await ok<{
      id: number;
      version: number;
      port: { expenseEvaluations: Array<{ id: number; version: number; amount: string }> };
    }>(t, manager, 'GET', `${E}/${da.evaluationId}/load`);
    const lines = evaluation.port.expenseEvaluations;
    for (const i of lines)
      await ok(t, manager, 'POST', `${E}/${i.id}/verify-expense-evaluation`, {
        version: i.version,
        verifiedAmount: i.amount,
      });
    await ok(t, manager, 'POST', `${E}/bulk-approve-expenses`, {
      evaluationId: evaluation.id,
      items: lines.map((i) => ({ id: i.id, version: i.version + 1 })),
    });
    const draft = await paymentOf(t, manager, da.id);
    const refused = await send(t, manager, 'POST', `${S}/payments/${draft.id}/request-approval`, {
      version: draft.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('APR_MISSING_PAYMENT_INSTRUCTIONS');
    const reload = await ok<{ version: number }>(t, manager, 'GET', `${E}/${evaluation.id}/load`);
    const apr = await send(t, manager, 'POST', `${E}/apr-submit`, { id: evaluation.id, version: reload.version });
    expect(apr.json().code).toBe('APR_MISSING_PAYMENT_INSTRUCTIONS');
  });

  it('hands a request from the evaluation to the named reviewer, who alone requests approval', async () => {
    const da = await namedDa();
    const { version } = await ok<{ version: number }>(t, evaluator, 'GET', `${E}/${da.evaluationId}/load`);
    const handed = await ok<PaymentAnswer>(t, evaluator, 'POST', `${E}/apr-submit`, { id: da.evaluationId, version });
    expect(handed.status).toBe('DRAFT');
    const notHers = await send(t, otherReviewer, 'POST', `${S}/payments/${handed.id}/request-approval`, {
      version: handed.version,
    });
    expect(notHers.statusCode).toBe(409);
    expect(notHers.json().code).toBe('PAYMENT_NOT_YOUR_REVIEW');
    const pending = await ok<PaymentAnswer>(t, sofie, 'POST', `${S}/payments/${handed.id}/request-approval`, {
      version: handed.version,
    });
    expect(pending.status).toBe('PENDING_APPROVAL');
  });

  it('lets only the named approver approve above the threshold, any approver below it', async () => {
    const big = await namedDa('1000', ['1000.50', '250.25']);
    const pendingBig = await ok<PaymentAnswer>(t, sofie, 'POST', `${S}/payments/${big.payment.id}/request-approval`, {
      version: big.payment.version,
    });
    const refused = await send(t, otherApprover, 'POST', `${S}/payments/${big.payment.id}/approve`, {
      version: pendingBig.version,
    });
    expect(refused.json().code).toBe('PAYMENT_NOT_YOUR_APPROVAL');
    expect(
      (
        await ok<PaymentAnswer>(t, henrik, 'POST', `${S}/payments/${big.payment.id}/approve`, {
          version: pendingBig.version,
        })
      ).status,
    ).toBe('APPROVED');

    const small = await namedDa('1000', ['100.00', '50.00']);
    const pendingSmall = await ok<PaymentAnswer>(
      t,
      sofie,
      'POST',
      `${S}/payments/${small.payment.id}/request-approval`,
      {
        version: small.payment.version,
      },
    );
    const approved = await ok<PaymentAnswer>(t, otherApprover, 'POST', `${S}/payments/${small.payment.id}/approve`, {
      version: pendingSmall.version,
    });
    expect(approved.status).toBe('APPROVED');
  });
});
