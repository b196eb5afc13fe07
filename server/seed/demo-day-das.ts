import { type DemoActor, type DemoApi, demoPdf } from './demo-api';

/** The demo's catalogue lines of a DA: [code, amount] in the DA's currency. */
export type DemoLine = [code: string, amount: string];

type ExpenseLine = { id: number; version: number; amount: string };
type Section = { expenseEvaluations: ExpenseLine[] };
type Evaluation = { id: number; version: number; port: Section; agency: Section; husbandry: Section };

/** Every line of a DA, in the order the evaluation page shows them (port, agency, husbandry). */
const linesOf = (e: Evaluation) => [
  ...e.port.expenseEvaluations,
  ...e.agency.expenseEvaluations,
  ...e.husbandry.expenseEvaluations,
];
type Payment = { id: number; version: number; status: string };

/** The expense catalogue by code: its id and section. */
export type DemoCatalogue = Map<string, { id: number; section: string }>;

/**
 * The supplier's DA on an accepted appointment, saved and submitted as its DA editor does: every
 * line with its supporting document, the supplier's approved account in the currency, an FDA with
 * its sailing date and statement of facts. Answers the DA and the buyer's evaluation of it.
 */
export async function submitDemoDa(
  api: DemoApi,
  supplier: DemoActor,
  input: {
    appointmentId: number;
    type: 'PDA' | 'FDA';
    currency: string;
    terminalId: number;
    berth: string;
    lines: DemoLine[];
    catalogue: DemoCatalogue;
    sailingDate?: string;
  },
) {
  const accounts = await api.call<Array<{ id: number; status: string; isActive: boolean }>>(
    supplier,
    'GET',
    `supplier-bank-accounts?currency=${input.currency}`,
  );
  const account = accounts.find((a) => a.status === 'APPROVED' && a.isActive);
  if (!account) throw new Error(`demo seed: the supplier has no approved ${input.currency} account`);
  const files = input.lines.map(([code]) => demoPdf(`${code.toLowerCase()}-invoice.pdf`));
  if (input.type === 'FDA') files.push(demoPdf('statement-of-facts.pdf'));
  const base = `${supplier.type.toLowerCase()}/appointment/${input.appointmentId}/proforma`;
  const draft = await api.callMultipart<{ id: number; version: number }>(
    supplier,
    `${base}/save`,
    {
      type: input.type,
      currency: input.currency,
      rate: '1',
      terminalId: input.terminalId,
      berth: input.berth,
      bankAccountId: account.id,
      ...(input.sailingDate ? { sailingDate: input.sailingDate } : {}),
      expenses: input.lines.map(([code, amount], part) => ({
        section: input.catalogue.get(code)?.section,
        catalogueItemId: input.catalogue.get(code)?.id,
        amount,
        files: [{ part, kind: 'SUPPORTING' }],
      })),
      documents: input.type === 'FDA' ? [{ part: input.lines.length, kind: 'STATEMENT_OF_FACTS' }] : [],
    },
    files,
  );
  const submitted = await api.call<{ evaluationId: number }>(supplier, 'POST', `${base}/submit`, {
    id: draft.id,
    version: draft.version,
  });
  return { proformaId: draft.id, evaluationId: submitted.evaluationId };
}

const E = 'evaluation';

/** The buyer verifies the first `count` lines of a DA at their quoted amounts (a DA in review). */
export async function verifyLines(api: DemoApi, buyer: DemoActor, evaluationId: number, count: number) {
  const evaluation = await api.call<Evaluation>(buyer, 'GET', `${E}/${evaluationId}/load`);
  for (const line of linesOf(evaluation).slice(0, count))
    await api.call(buyer, 'POST', `${E}/${line.id}/verify-expense-evaluation`, {
      version: line.version,
      verifiedAmount: line.amount,
    });
}

/** The buyer approves the first `count` verified lines of a DA (the rest stay in review). */
export async function approveLines(api: DemoApi, buyer: DemoActor, evaluationId: number, count: number) {
  const evaluation = await api.call<Evaluation>(buyer, 'GET', `${E}/${evaluationId}/load`);
  await api.call(buyer, 'POST', `${E}/bulk-approve-expenses`, {
    evaluationId,
    items: linesOf(evaluation)
      .slice(0, count)
      .map((l) => ({ id: l.id, version: l.version })),
  });
}

/**
 * The buyer verifies and approves every line, then says where and when it is paid (the
 * instruction of the DA's currency and a due date): the DA's payment is then a DRAFT to request.
 */
export async function approveDa(
  api: DemoApi,
  buyer: DemoActor,
  da: { evaluationId: number; proformaId: number },
  payment: { instructionId: number; dueDate: string },
): Promise<Payment> {
  await verifyLines(api, buyer, da.evaluationId, Number.MAX_SAFE_INTEGER);
  await approveLines(api, buyer, da.evaluationId, Number.MAX_SAFE_INTEGER);
  const { version } = await api.call<{ version: number }>(buyer, 'GET', `${E}/${da.evaluationId}/load`);
  const saved = await api.call<{ version: number }>(buyer, 'POST', `${E}/save-payment-instructions`, {
    id: da.evaluationId,
    version,
    paymentInstructionId: payment.instructionId,
  });
  await api.call(buyer, 'POST', `${E}/save-payment-due-date`, {
    id: da.evaluationId,
    version: saved.version,
    paymentDueDate: payment.dueDate,
  });
  return api.call<Payment>(buyer, 'GET', `proforma/${da.proformaId}/payment`);
}

/** The payment moved on by the Financial people, four eyes: requested, approved, paid. */
export async function advancePayment(
  api: DemoApi,
  people: { reviewer: DemoActor; approver: DemoActor },
  payment: Payment,
  to: 'PENDING_APPROVAL' | 'APPROVED' | 'PAID',
  remittedAmount?: string,
): Promise<Payment> {
  let current = await api.call<Payment>(people.reviewer, 'POST', `payments/${payment.id}/request-approval`, {
    version: payment.version,
  });
  if (to === 'PENDING_APPROVAL') return current;
  current = await api.call<Payment>(people.approver, 'POST', `payments/${payment.id}/approve`, {
    version: current.version,
  });
  if (to === 'APPROVED') return current;
  return api.callMultipart<Payment>(
    people.approver,
    'financial/payment/pay',
    { paymentId: payment.id, version: current.version, remittedAmount },
    [demoPdf('remittance-advice.pdf')],
  );
}
