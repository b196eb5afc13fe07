import type { TNotification } from '@portcall/contracts/notifications';
import type { TPaged } from '@portcall/contracts/paging';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryIds, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { profiles } from '../account/db';
import { type PaymentAnswer, paymentOf, withPaymentDetails } from '../payments/scenario';
import { acceptedAppointment, createBankAccount, sendMultipart, submittedProforma } from '../proformas/scenario';

/**
 * Workflow events reach the people who must act on them, through the one Notifier (docs/decisions.md
 * "which events notify whom"): the right company, the right authority, inside region rules; and the
 * router answers where each one opens. One world for the whole file: a buyer with colleagues of
 * every kind, another buyer, and an agent with a colleague and a profile outside its DA tool.
 */
const S = '/da-app/secured';
const E = `${S}/evaluation`;
let t: TestApp;
/** Buyer: full grants; requests payment approvals. */
let buyer: TestProfile;
/** Full grants: evaluates, approves payments. */
let approver: TestProfile;
let secondApprover: TestProfile;
/** Full grants, but a REGION_RULE that leaves out Greece (the port calls here are at Piraeus). */
let northOnly: TestProfile;
/** Sees DAs and payments, may act on neither. */
let viewer: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;
let agentColleague: TestProfile;
/** A profile of the agent without the DA tool. */
let agentOutsider: TestProfile;
let at: { appointmentId: number; terminalId: number };
let bankAccountId: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  const colleague = () => createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
  approver = await colleague();
  secondApprover = await colleague();
  northOnly = await colleague();
  viewer = await createCompanyWithProfile(t, {
    type: 'BUYER',
    companyId: buyer.companyId,
    products: ['DA_TOOL', 'FINANCIAL'],
    authorities: ['DA_VIEW', 'DA_EVALUATION_VIEW', 'FINANCIAL_VIEW'],
  });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  agentColleague = await createCompanyWithProfile(t, { type: 'AGENT', companyId: agent.companyId });
  agentOutsider = await createCompanyWithProfile(t, {
    type: 'AGENT',
    companyId: agent.companyId,
    products: [],
    authorities: ['SETTINGS_EDIT_USER'],
  });
  const c = await countryIds(t, ['NO']);
  const north = await ok<{ id: number }>(t, buyer, 'PUT', `${S}/region`, { name: 'North', countryIds: [c.NO] });
  const rule = await ok<{ id: number }>(t, buyer, 'PUT', `${S}/rule`, {
    name: 'North only',
    regionIds: [north.id],
    state: 'ACTIVE',
  });
  await ok(t, buyer, 'POST', `${S}/profile/rules`, { profileId: northOnly.profileId, ruleIds: [rule.id] });
  at = await acceptedAppointment(t, buyer, agent);
  bankAccountId = (await createBankAccount(t, agent)).id;
}, 120_000);
afterAll(() => t?.close());

const inbox = async (p: TestProfile) =>
  (await ok<TPaged<TNotification>>(t, p, 'POST', `${S}/notification/list`, { page: 0, size: 200, filter: 'ALL' }))
    .items;
/** What `p` was told about one entity, newest first. */
const about = async (p: TestProfile, type: TNotification['eventType'], id: number) =>
  (await inbox(p)).filter((n) => n.eventType === type && n.eventId === id);
const told = async (people: TestProfile[], type: TNotification['eventType'], id: number) => {
  const answer: TestProfile[] = [];
  for (const p of people) if ((await about(p, type, id)).length > 0) answer.push(p);
  return answer;
};
const route = (p: TestProfile, type: string, id: number) =>
  send(t, p, 'POST', `${S}/notification/router/${type}`, { id });
const everyone = () => [
  buyer,
  approver,
  secondApprover,
  northOnly,
  viewer,
  otherBuyer,
  agent,
  agentColleague,
  agentOutsider,
];

type Item = { id: number; version: number; amount: string };
type Evaluation = { id: number; version: number; port: { expenseEvaluations: Item[] } };

/** A DA the agent submitted on the shared appointment, and its evaluation as the buyer loads it. */
async function submittedDa() {
  const proforma = await submittedProforma(t, agent, at, { bankAccountId });
  const evaluation = await ok<Evaluation>(t, buyer, 'GET', `${E}/${proforma.evaluationId}/load`);
  return { proforma, evaluation };
}

/** A DA whose lines the buyer verified and approved, with payment instructions and a due date. */
async function approvedDa(instruction: { approverId?: number; reviewerId?: number } = {}) {
  const { proforma, evaluation } = await submittedDa();
  const items = evaluation.port.expenseEvaluations;
  for (const i of items)
    await ok(t, buyer, 'POST', `${E}/${i.id}/verify-expense-evaluation`, {
      version: i.version,
      verifiedAmount: i.amount,
    });
  await ok(t, buyer, 'POST', `${E}/bulk-approve-expenses`, {
    evaluationId: evaluation.id,
    items: items.map((i) => ({ id: i.id, version: i.version + 1 })),
  });
  await withPaymentDetails(t, buyer, evaluation.id, instruction);
  return { proformaId: proforma.id, evaluationId: evaluation.id };
}

describe('DA submitted', () => {
  it("tells the buyer's evaluators who may open it, and nobody else", async () => {
    const { evaluation } = await submittedDa();
    expect(await told(everyone(), 'EVALUATION', evaluation.id)).toEqual([buyer, approver, secondApprover]);
    const [note] = await about(approver, 'EVALUATION', evaluation.id);
    expect(note?.eventMessage).toMatch(/^New PDA to evaluate: .+ at .+/);
    expect((await route(approver, 'EVALUATION', evaluation.id)).json()).toEqual({
      path: `/secured/buyer/da-tool/evaluation/${evaluation.id}`,
    });
    // Outside the region rule (or of another company) the evaluation does not exist for them.
    expect((await route(northOnly, 'EVALUATION', evaluation.id)).statusCode).toBe(404);
    expect((await route(otherBuyer, 'EVALUATION', evaluation.id)).statusCode).toBe(404);
  });
});

describe('evaluation lines', () => {
  it("tells the agent's DA people of a line sent back for review, with the buyer's comments", async () => {
    const { evaluation } = await submittedDa();
    const [dues] = evaluation.port.expenseEvaluations;
    await ok(t, buyer, 'POST', `${E}/${dues?.id}/back-for-review-expense-evaluation`, {
      version: dues?.version,
      comments: 'Wrong GT used',
    });
    const buyerSide = [buyer, approver, secondApprover];
    const notified = (await told(everyone(), 'EVALUATION', evaluation.id)).filter((p) => !buyerSide.includes(p));
    expect(notified).toEqual([agent, agentColleague]);
    const [note] = await about(agentColleague, 'EVALUATION', evaluation.id);
    expect(note?.eventMessage).toMatch(
      new RegExp(`on DA evaluation #${evaluation.id} was sent back for review: Wrong GT used$`),
    );
    expect((await route(agent, 'EVALUATION', evaluation.id)).json()).toEqual({
      path: `/secured/agent/da-tool/appointment/${at.appointmentId}/proforma`,
    });
    expect((await route(agentOutsider, 'EVALUATION', evaluation.id)).statusCode).toBe(404);
  });

  it("tells the agent's DA people of a clarification request, not a profile outside the DA tool", async () => {
    const { evaluation } = await submittedDa();
    const [dues] = evaluation.port.expenseEvaluations;
    await ok(t, buyer, 'POST', `${E}/${evaluation.id}/clarifications-request/send`, {
      message: 'Tariff please',
      expenseEvaluationIds: [dues?.id],
    });
    const agents = await told([agent, agentColleague, agentOutsider, otherBuyer], 'EVALUATION', evaluation.id);
    expect(agents).toEqual([agent, agentColleague]);
  });

  it('reminds the members of a department who may commit a budget and see the DA', async () => {
    const { evaluation } = await submittedDa();
    const dept = await ok<{ id: number; name: string }>(t, buyer, 'POST', `${S}/buyer/settings/department/create`, {
      name: `Budget ${evaluation.id}`,
      abbreviation: `B${evaluation.id}`,
    });
    for (const p of [approver, northOnly, viewer])
      await t.database.db.update(profiles).set({ departmentId: dept.id }).where(eq(profiles.id, p.profileId));
    const reminder = await ok<{ recipientIds: number[] }>(
      t,
      buyer,
      'POST',
      `${E}/${evaluation.id}/budget-commit/send-reminder/department/${encodeURIComponent(dept.name)}`,
    );
    // The viewer may not commit a budget; northOnly does not see Piraeus.
    expect(reminder.recipientIds).toEqual([approver.profileId]);
    const [note] = (await about(approver, 'EVALUATION', evaluation.id)).filter((n) => /^Budget/.test(n.eventMessage));
    expect(note?.eventMessage).toBe(`Budget commit requested from ${dept.name} for DA evaluation #${evaluation.id}`);
    for (const p of [northOnly, viewer, secondApprover])
      expect((await about(p, 'EVALUATION', evaluation.id)).filter((n) => /^Budget/.test(n.eventMessage))).toEqual([]);
  });
});

describe('payments', () => {
  const P = `${S}/payments`;
  const paymentNotes = async (p: TestProfile, id: number) => (await about(p, 'PAYMENT', id)).map((n) => n.eventMessage);

  it('tells the approvers of a request, the requester of the approval, the return and the payment', async () => {
    const da = await approvedDa();
    const draft = await paymentOf(t, buyer, da.proformaId);
    const pending = await ok<PaymentAnswer>(t, buyer, 'POST', `${P}/${draft.id}/request-approval`, {
      version: draft.version,
    });
    // No approver is named: every approver who sees the DA, never the requester.
    expect(await told(everyone(), 'PAYMENT', draft.id)).toEqual([approver, secondApprover]);
    expect((await paymentNotes(approver, draft.id))[0]).toBe(
      `Payment of EUR 1250.75 for DA evaluation #${da.evaluationId} awaits your approval`,
    );
    const back = await ok<PaymentAnswer>(t, approver, 'POST', `${P}/${draft.id}/back-for-review`, {
      version: pending.version,
      comments: 'Wrong due date',
    });
    expect((await paymentNotes(buyer, draft.id))[0]).toBe(
      `Payment for DA evaluation #${da.evaluationId} was sent back for review: Wrong due date`,
    );
    const again = await ok<PaymentAnswer>(t, buyer, 'POST', `${P}/${draft.id}/request-approval`, {
      version: back.version,
    });
    const approved = await ok<PaymentAnswer>(t, approver, 'POST', `${P}/${draft.id}/approve`, {
      version: again.version,
    });
    expect((await paymentNotes(buyer, draft.id))[0]).toMatch(/ was approved$/);
    await ok(t, secondApprover, 'POST', `${S}/financial/payment/pay`, {
      paymentId: draft.id,
      version: approved.version,
      remittedAmount: '1250.75',
    });
    expect((await paymentNotes(buyer, draft.id))[0]).toMatch(/^Payment of EUR 1250.75 .+ was paid$/);
    expect((await paymentNotes(approver, draft.id))[0]).toMatch(/ was paid$/);
    // Nobody outside the buyer's financial people, nor the viewer, heard of any step.
    for (const p of [viewer, northOnly, otherBuyer, agent]) expect(await paymentNotes(p, draft.id)).toEqual([]);
    expect((await route(buyer, 'PAYMENT', draft.id)).json()).toEqual({ path: '/secured/buyer/financial' });
    expect((await route(viewer, 'PAYMENT', draft.id)).json()).toEqual({ path: '/secured/buyer/financial' });
    expect((await route(otherBuyer, 'PAYMENT', draft.id)).statusCode).toBe(404);
    expect((await route(northOnly, 'PAYMENT', draft.id)).statusCode).toBe(404);
    expect((await route(agent, 'PAYMENT', draft.id)).statusCode).toBe(404);
  });

  it("tells the requester and the approver of a payment a bank's bulk file verified as paid", async () => {
    const da = await approvedDa();
    const draft = await paymentOf(t, buyer, da.proformaId);
    const pending = await ok<PaymentAnswer>(t, buyer, 'POST', `${P}/${draft.id}/request-approval`, {
      version: draft.version,
    });
    await ok(t, approver, 'POST', `${P}/${draft.id}/approve`, { version: pending.version });
    const verified = await sendMultipart(
      t,
      secondApprover,
      `${P}/verify-bulk-payment`,
      { items: [{ paymentId: draft.id, remittedAmount: '1250.75' }] },
      [{ name: 'bank-statement.pdf', content: '%PDF-1.4 bulk remittance' }],
    );
    expect(verified.statusCode).toBe(200);
    for (const p of [buyer, approver]) expect((await paymentNotes(p, draft.id))[0]).toMatch(/ was paid$/);
    expect((await paymentNotes(secondApprover, draft.id)).some((m) => / was paid$/.test(m))).toBe(false);
  });

  it('tells only the approver the payment instruction names', async () => {
    const da = await approvedDa({ approverId: approver.profileId });
    const draft = await paymentOf(t, buyer, da.proformaId);
    await ok(t, buyer, 'POST', `${P}/${draft.id}/request-approval`, { version: draft.version });
    expect(await told(everyone(), 'PAYMENT', draft.id)).toEqual([approver]);
  });

  it('tells the named reviewer when a DA evaluator asks for payment without being one', async () => {
    const da = await approvedDa({ reviewerId: secondApprover.profileId });
    // The buyer is a reviewer, but not the one named: the payment stays DRAFT in the reviewer's queue.
    const evaluation = await ok<{ version: number }>(t, buyer, 'GET', `${E}/${da.evaluationId}/load`);
    const payment = await ok<PaymentAnswer>(t, buyer, 'POST', `${E}/apr-submit`, {
      id: da.evaluationId,
      version: evaluation.version,
    });
    expect(payment.status).toBe('DRAFT');
    expect(await told(everyone(), 'PAYMENT', payment.id)).toEqual([secondApprover]);
    expect((await paymentNotes(secondApprover, payment.id))[0]).toMatch(/ is ready for your review$/);
  });
});

describe('bank accounts', () => {
  it('tells the reviewers of every buyer the agent works for of an account to approve, again after an edit', async () => {
    const saved = await createBankAccount(t, agent, 'USD', { pending: true });
    const reviewers = [buyer, approver, secondApprover, northOnly];
    expect(await told(everyone(), 'BANK_ACCOUNT', saved.id)).toEqual(reviewers);
    const [note] = await about(buyer, 'BANK_ACCOUNT', saved.id);
    expect(note?.eventMessage).toMatch(/ saved a USD bank account at Piraeus Bank: it awaits your approval$/);
    expect((await route(buyer, 'BANK_ACCOUNT', saved.id)).json()).toEqual({
      path: '/secured/buyer/da-tool/bank-accounts',
    });
    expect((await route(agent, 'BANK_ACCOUNT', saved.id)).json()).toEqual({
      path: '/secured/agent/da-tool/bank-accounts',
    });
    expect((await route(otherBuyer, 'BANK_ACCOUNT', saved.id)).statusCode).toBe(404);
    expect((await route(viewer, 'BANK_ACCOUNT', saved.id)).statusCode).toBe(404);

    const approved = await ok<{ version: number }>(t, buyer, 'POST', `${S}/bank-account/approve`, {
      id: saved.id,
      version: saved.version,
      overrideReason: 'Known agent',
    });
    const edited = await sendMultipart(t, agent, `${S}/bank-account/edit-approved`, {
      id: saved.id,
      version: approved.version,
      currency: 'USD',
      bankName: 'Piraeus Bank',
      beneficiaryName: 'Agent Co',
      iban: 'GR16 0110 1250 0000 0001 2300 695',
      swift: 'PIRBGRAA',
    });
    expect(edited.statusCode).toBe(200);
    expect((await about(approver, 'BANK_ACCOUNT', saved.id)).length).toBe(2);
  });
});
