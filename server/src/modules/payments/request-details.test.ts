import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';
import { createPaymentPeople, instructionForm, type PaymentAnswer, type PaymentPeople, paymentOf } from './scenario';

// The financial page's one flow: a reviewer requests approval of a DA whose evaluation chose no
// instructions or due date, choosing them in the same step.
const S = '/da-app/secured';
const E = `${S}/evaluation`;

let t: TestApp;
let people: PaymentPeople;

beforeAll(async () => {
  t = await createTestApp();
  people = await createPaymentPeople(t);
}, 60_000);
afterAll(() => t?.close());

type Item = { id: number; version: number; amount: string };
type Evaluation = {
  id: number;
  version: number;
  paymentInstructionId: number | null;
  paymentDueDate: string | null;
  port: { expenseEvaluations: Item[] };
};

/** A DA whose lines the buyer approved, with no payment details on its evaluation. */
async function approvedWithoutDetails() {
  const { reviewer, agent } = people;
  const at = await acceptedAppointment(t, reviewer, agent);
  const proforma = await submittedProforma(t, agent, at);
  const evaluation = await ok<Evaluation>(t, reviewer, 'GET', `${E}/${proforma.evaluationId}/load`);
  const items = evaluation.port.expenseEvaluations;
  for (const i of items)
    await ok(t, reviewer, 'POST', `${E}/${i.id}/verify-expense-evaluation`, {
      version: i.version,
      verifiedAmount: i.amount,
    });
  await ok(t, reviewer, 'POST', `${E}/bulk-approve-expenses`, {
    evaluationId: evaluation.id,
    items: items.map((i) => ({ id: i.id, version: i.version + 1 })),
  });
  return { evaluationId: evaluation.id, draft: await paymentOf(t, reviewer, proforma.id) };
}

const instruction = (values: Partial<typeof instructionForm> = {}) =>
  ok<{ id: number }>(t, people.reviewer, 'POST', `${S}/buyers/${people.reviewer.companyId}/payment-instructions`, {
    ...instructionForm,
    ...values,
  });

describe('request approval with the payment details', () => {
  it('saves the chosen instructions and due date on the evaluation and requests approval at once', async () => {
    const { reviewer, otherBuyer } = people;
    const { evaluationId, draft } = await approvedWithoutDetails();
    const url = `${S}/payments/${draft.id}/request-approval`;
    const missing = await send(t, reviewer, 'POST', url, { version: draft.version });
    expect(missing.json().code).toBe('APR_MISSING_PAYMENT_INSTRUCTIONS');

    const eur = await instruction({ name: 'EUR operating' });
    const usd = await instruction({ name: 'USD operating', currency: 'USD' });
    // Instructions of another currency, or a due date before the DA, change nothing.
    const otherCurrency = await send(t, reviewer, 'POST', url, {
      version: draft.version,
      paymentInstructionId: usd.id,
      paymentDueDate: '2099-01-31',
    });
    expect(otherCurrency.json()).toMatchObject({ status: 400, code: 'UNKNOWN_PAYMENT_INSTRUCTION' });
    const early = await send(t, reviewer, 'POST', url, {
      version: draft.version,
      paymentInstructionId: eur.id,
      paymentDueDate: '2000-01-01',
    });
    expect(early.json()).toMatchObject({ status: 400, code: 'PAYMENT_DUE_DATE_TOO_EARLY' });
    const stale = await send(t, reviewer, 'POST', url, {
      version: draft.version + 1,
      paymentInstructionId: eur.id,
      paymentDueDate: '2099-01-31',
    });
    expect(stale.json().code).toBe('STALE_VERSION');
    const untouched = await ok<Evaluation>(t, reviewer, 'GET', `${E}/${evaluationId}/load`);
    expect([untouched.paymentInstructionId, untouched.paymentDueDate]).toEqual([null, null]);
    // Another buyer's reviewer never reaches the payment.
    const foreign = await send(t, otherBuyer, 'POST', url, {
      version: draft.version,
      paymentInstructionId: eur.id,
      paymentDueDate: '2099-01-31',
    });
    expect(foreign.statusCode).toBe(404);

    const pending = await ok<PaymentAnswer>(t, reviewer, 'POST', url, {
      version: draft.version,
      paymentInstructionId: eur.id,
      paymentDueDate: '2099-01-31',
    });
    expect(pending).toMatchObject({ status: 'PENDING_APPROVAL', approvedAmount: '1250.75' });
    const saved = await ok<Evaluation>(t, reviewer, 'GET', `${E}/${evaluationId}/load`);
    expect([saved.paymentInstructionId, saved.paymentDueDate]).toEqual([eur.id, '2099-01-31']);
    // Once under approval the details are the payment's: the evaluation can no longer change them.
    const change = await send(t, reviewer, 'POST', `${E}/save-payment-instructions`, {
      id: evaluationId,
      version: saved.version,
      paymentInstructionId: eur.id,
    });
    expect(change.json().code).toBe('EVALUATION_PAYMENT_IN_PROGRESS');
  });
});
