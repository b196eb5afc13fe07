import { api, pdfBlob } from './api';

/** A line of the DA; `file` is its attachment (a small placeholder PDF when not given). */
export type PdaLine = { section: string; code: string; amount: string; file?: Blob };

export type PdaPlan = {
  /** Searched in the port filter, then picked by UN/LOCODE. */
  port: { search: string; unlocode: string };
  /** Prefix of the voyage number; a per-run suffix keeps it unique. */
  voyagePrefix: string;
  eta: string;
  ets: string;
  cargo: string;
  currency: string;
  rate: string;
  bankName: string;
  berth: string;
  lines: PdaLine[];
};

export type AppointmentPlan = Pick<PdaPlan, 'port' | 'voyagePrefix' | 'eta' | 'ets' | 'cargo'>;

/**
 * A journey's prior steps through the API: a port call of the demo buyer's Nordic Svalbard on a new
 * voyage with the demo agent appointed (and, unless the journey clicks it, accepted by the agent).
 */
export async function appointedDemoAgent(
  tokens: { manager: string; agent: string },
  plan: AppointmentPlan,
  options: { accept?: boolean; instructions?: string } = {},
) {
  const { manager, agent } = tokens;
  const vessels = await api<{ items: Array<{ id: number; name: string }> }>(
    manager,
    '/secured/buyer/settings/vessels?page=0&size=100&isActive=true',
  );
  const vesselId = vessels.items.find((v) => v.name === 'Nordic Svalbard')?.id;
  const voyageNumber = `${plan.voyagePrefix}-${Date.now() % 1_000_000}`;
  const voyage = await api<{ id: number }>(manager, '/secured/buyer/voyage/save', {
    method: 'POST',
    body: { vesselId, voyageNumber },
  });
  const ports = await api<Array<{ value: number; unlocode: string }>>(
    manager,
    `/secured/ref/filter/ports?filter=${encodeURIComponent(plan.port.search)}`,
  );
  const portId = ports.find((p) => p.unlocode === plan.port.unlocode)?.value;
  const activities = await api<Array<{ value: number }>>(manager, '/secured/appointment/activity-types');
  const agents = await api<{ items: Array<{ id: number; name: string }> }>(
    manager,
    '/secured/supplier/search?useCase=APPOINTMENT',
    { method: 'POST', body: { types: ['AGENT'], size: 100 } },
  );
  const agentId = agents.items.find((a) => a.name.startsWith('Aegean'))?.id;
  const portCall = await api<{ id: number }>(manager, '/secured/port-call/save-details', {
    method: 'POST',
    body: {
      vesselId,
      voyageId: voyage.id,
      portId,
      eta: plan.eta,
      ets: plan.ets,
      activities: [{ activityTypeId: activities[0]?.value, cargo: plan.cargo }],
      agentIds: [agentId],
    },
  });
  const appointment = await api<{ id: number }>(manager, '/secured/appointment/create', {
    method: 'POST',
    body: { portCallId: portCall.id, agentId },
  });
  await api(manager, `/secured/appointment/${appointment.id}/appoint`, {
    method: 'POST',
    body: options.instructions ? { instructions: options.instructions } : {},
  });
  if (options.accept ?? true)
    await api(agent, `/secured/agent/appointment/${appointment.id}/accept`, { method: 'POST' });
  return { appointmentId: appointment.id, portCallId: portCall.id, portId: portId as number, voyageNumber };
}

/** The demo agent's approved account in the currency (the demo ships USD and EUR ones). */
export async function approvedBankAccount(agent: string, currency: string): Promise<{ id: number }> {
  const accounts = await api<Array<{ id: number; status: string; isActive: boolean }>>(
    agent,
    `/secured/supplier-bank-accounts?currency=${currency}`,
  );
  const approved = accounts.find((a) => a.status === 'APPROVED' && a.isActive);
  if (!approved) throw new Error(`the demo agent has no approved ${currency} account`);
  return approved;
}

/**
 * A journey's set-up through the API, for what other journeys already cover in the browser: the
 * demo agent appointed and accepted (appointedDemoAgent) and a PDA of the given lines (each with a
 * supporting PDF) submitted by the agent with its approved account in the currency.
 */
export async function submittedPda(tokens: { manager: string; agent: string }, plan: PdaPlan) {
  const { agent } = tokens;
  const { appointmentId, portCallId, portId, voyageNumber } = await appointedDemoAgent(tokens, plan);
  const bank = await approvedBankAccount(agent, plan.currency);
  const catalogue = await api<Array<{ value: number; code: string }>>(
    agent,
    '/secured/ref/active-expenses-catalogue-items',
  );
  const terminals = await api<Array<{ value: number }>>(agent, `/secured/ports/${portId}/terminals`);
  const form = new FormData();
  form.append(
    'form',
    JSON.stringify({
      type: 'PDA',
      currency: plan.currency,
      rate: plan.rate,
      ...(terminals[0] ? { terminalId: terminals[0].value } : {}),
      berth: plan.berth,
      bankAccountId: bank.id,
      expenses: plan.lines.map((l, part) => ({
        section: l.section,
        catalogueItemId: catalogue.find((c) => c.code === l.code)?.value,
        amount: l.amount,
        files: [{ part, kind: 'SUPPORTING' }],
      })),
    }),
  );
  for (const l of plan.lines) form.append('attachments', l.file ?? pdfBlob(l.code), `${l.code}.pdf`);
  const base = `/secured/agent/appointment/${appointmentId}/proforma`;
  const draft = await api<{ id: number; version: number }>(agent, `${base}/save`, { method: 'POST', body: form });
  const submitted = await api<{ evaluationId: number }>(agent, `${base}/submit`, {
    method: 'POST',
    body: { id: draft.id, version: draft.version },
  });
  return {
    appointmentId,
    portCallId,
    portId,
    evaluationId: submitted.evaluationId,
    proformaId: draft.id,
    voyageNumber,
  };
}

type Line = { id: number; version: number; amount: string };

/** The buyer verifies every line of a DA at its quoted amount and approves them (a prior step). */
export async function approveAllLines(manager: string, evaluationId: number): Promise<void> {
  const E = '/secured/evaluation';
  const evaluation = await api<{ id: number; port: { expenseEvaluations: Line[] } }>(
    manager,
    `${E}/${evaluationId}/load`,
  );
  const lines = evaluation.port.expenseEvaluations;
  for (const i of lines)
    await api(manager, `${E}/${i.id}/verify-expense-evaluation`, {
      method: 'POST',
      body: { version: i.version, verifiedAmount: i.amount },
    });
  await api(manager, `${E}/bulk-approve-expenses`, {
    method: 'POST',
    body: { evaluationId, items: lines.map((i) => ({ id: i.id, version: i.version + 1 })) },
  });
}

/**
 * The buyer chooses where and when a DA is paid (payment instructions of its currency, created here,
 * and a due date): what a payment request needs on the evaluation and on the Financial page alike.
 */
export async function choosePaymentDetails(
  manager: string,
  evaluationId: number,
  details: { currency: string; dueDate: string },
): Promise<void> {
  const claims = await api<{ company: { id: number } }>(manager, '/secured/auth/claims');
  const instruction = await api<{ id: number }>(manager, `/secured/buyers/${claims.company.id}/payment-instructions`, {
    method: 'POST',
    body: {
      name: `${details.currency} operating account ${Date.now() % 100_000}`,
      currency: details.currency,
      bankName: 'DNB Bank',
      beneficiaryName: 'Nordic Bulk Carriers',
      iban: 'NO93 8601 1117 947',
      swift: 'DNBANOKK',
    },
  });
  const E = '/secured/evaluation';
  const { version } = await api<{ version: number }>(manager, `${E}/${evaluationId}/load`);
  const saved = await api<{ version: number }>(manager, `${E}/save-payment-instructions`, {
    method: 'POST',
    body: { id: evaluationId, version, paymentInstructionId: instruction.id },
  });
  await api(manager, `${E}/save-payment-due-date`, {
    method: 'POST',
    body: { id: evaluationId, version: saved.version, paymentDueDate: details.dueDate },
  });
}
