import { ok } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';

/** Scenario builders of the payments tests and matrix (test code only). */
const S = '/da-app/secured';
const E = `${S}/evaluation`;

type Item = { id: number; version: number; amount: string };
type Evaluation = { id: number; port: { expenseEvaluations: Item[] } };

/**
 * A submitted DA of the supplier whose lines the buyer verified and approved through the real calls;
 * the payment's approved total is then the sum of `amounts`.
 */
export async function approvedProforma(
  t: TestApp,
  buyer: TestProfile,
  supplier: TestProfile,
  amounts: [string, string] = ['1000.50', '250.25'],
  /**
   * Reuses an accepted appointment and a bank account (many DAs, fewer calls); `paymentDetails: false`
   * leaves the instructions and due date for the reviewer to choose.
   */
  reuse: { at?: { appointmentId: number; terminalId: number }; bankAccountId?: number; paymentDetails?: boolean } = {},
) {
  const at = reuse.at ?? (await acceptedAppointment(t, buyer, supplier));
  const proforma = await submittedProforma(t, supplier, at, { amounts, bankAccountId: reuse.bankAccountId });
  const evaluation = await ok<Evaluation>(t, buyer, 'GET', `${E}/${proforma.evaluationId}/load`);
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
  if (reuse.paymentDetails !== false) await withPaymentDetails(t, buyer, evaluation.id);
  return { proformaId: proforma.id, evaluationId: evaluation.id };
}

/**
 * Chooses the buyer's payment instructions (created here) and a due date on the evaluation: a
 * payment's approval can be requested only once its DA says where and when it is paid.
 */
export async function withPaymentDetails(
  t: TestApp,
  buyer: TestProfile,
  evaluationId: number,
  instruction: Partial<typeof instructionForm> & {
    reviewerId?: number;
    approverId?: number;
    approvalThreshold?: string;
  } = {},
) {
  const created = await ok<{ id: number }>(t, buyer, 'POST', `${S}/buyers/${buyer.companyId}/payment-instructions`, {
    ...instructionForm,
    ...instruction,
  });
  const { version } = await ok<{ version: number }>(t, buyer, 'POST', `${E}/save-payment-instructions`, {
    id: evaluationId,
    version: (await ok<{ version: number }>(t, buyer, 'GET', `${E}/${evaluationId}/load`)).version,
    paymentInstructionId: created.id,
  });
  await ok(t, buyer, 'POST', `${E}/save-payment-due-date`, { id: evaluationId, version, paymentDueDate: '2099-01-31' });
  return created;
}

export type PaymentAnswer = {
  id: number;
  proformaId: number;
  status: string;
  version: number;
  approvedAmount: string;
  remittedAmount: string | null;
  warnings?: Array<{ code: string }>;
};

export const paymentOf = (t: TestApp, buyer: TestProfile, proformaId: number) =>
  ok<PaymentAnswer>(t, buyer, 'GET', `${S}/proforma/${proformaId}/payment`);

/** The callers of a payments test: a reviewer and an approver of one buyer, another buyer and an agent. */
export async function createPaymentPeople(t: TestApp) {
  const reviewer = await createCompanyWithProfile(t, { type: 'BUYER' });
  const approver = await createCompanyWithProfile(t, { type: 'BUYER', companyId: reviewer.companyId });
  const otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  return { reviewer, approver, otherBuyer, agent };
}
export type PaymentPeople = Awaited<ReturnType<typeof createPaymentPeople>>;

/** The payment of an approved DA of the agent, brought to APPROVED by the reviewer and the approver. */
export async function approvedPayment(
  t: TestApp,
  people: Pick<PaymentPeople, 'reviewer' | 'approver' | 'agent'>,
  amounts?: [string, string],
) {
  const { reviewer, approver, agent } = people;
  const da = await approvedProforma(t, reviewer, agent, amounts);
  const draft = await paymentOf(t, reviewer, da.proformaId);
  const pending = await ok<PaymentAnswer>(t, reviewer, 'POST', `${S}/payments/${draft.id}/request-approval`, {
    version: draft.version,
  });
  return ok<PaymentAnswer>(t, approver, 'POST', `${S}/payments/${draft.id}/approve`, { version: pending.version });
}

export const instructionForm = {
  name: 'Main EUR account',
  currency: 'EUR',
  bankName: 'Alpha Bank',
  beneficiaryName: 'Buyer A Shipping',
  iban: 'GR96 0810 0010 0000 0123 4567 890',
  swift: 'CRBAGRAA',
};
