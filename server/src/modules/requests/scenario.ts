import type { TRequestCase, TRequestForQuotation, TRequestWizard } from '@portcall/contracts/requests';
import { createVessel, ok } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { buyerWithPortCall, operationsReference } from '../port-calls/scenario';
import { catalogue } from '../proformas/scenario';

const S = '/da-app/secured';

/**
 * Scenario builders for the requests tests and role matrix (test code only): a draft request case
 * for a buyer's port call, and one sent to agents, through the real wizard calls.
 */
export async function draftCase(
  t: TestApp,
  buyer: TestProfile,
  options: {
    currency?: string;
    portCallId?: number;
    /** Made from one of the buyer's vessels at Piraeus alone, no port call. */
    isWithoutPortCall?: boolean;
    exchangeRates?: Array<{ currency: string; rate: string }>;
  } = {},
) {
  const ref = await operationsReference(t);
  // A port call needs an agent (platform-core §5): one that is not invited, so the award adds its own.
  const portCallId = options.isWithoutPortCall
    ? null
    : (options.portCallId ??
      (
        await buyerWithPortCall(t, buyer, ref, {
          agentIds: [(await createCompanyWithProfile(t, { type: 'AGENT' })).companyId],
        })
      ).portCall.id);
  const place =
    portCallId === null
      ? { vesselId: (await createVessel(t, buyer)).id, portId: ref.piraeus.id, eta: '2026-03-10T08:00:00Z' }
      : { portCallId };
  const items = await catalogue(t);
  const draft = await ok<TRequestWizard>(t, buyer, 'POST', `${S}/request-case/save-vessel-port`, {
    ...place,
    currency: options.currency ?? 'EUR',
  });
  await ok(t, buyer, 'POST', `${S}/request-case/save-activities-expenses-step`, {
    id: draft.id,
    activities: [{ activityTypeId: ref.loadingId, cargo: 'Wheat' }],
    selections: {
      PORT_EXPENSES: { isAll: false, ids: [items.PORT_DUES, items.PILOTAGE_IN] },
      AGENCY_EXPENSES: { isAll: false, ids: [] },
      HUSBANDRY_EXPENSES: { isAll: false, ids: [items.CREW_TRANSPORT] },
    },
  });
  if (options.exchangeRates)
    await ok(t, buyer, 'POST', `${S}/request-case/save-step-2`, {
      id: draft.id,
      selections: {
        PORT_EXPENSES: { isAll: false, ids: [items.PORT_DUES, items.PILOTAGE_IN] },
        AGENCY_EXPENSES: { isAll: false, ids: [] },
        HUSBANDRY_EXPENSES: { isAll: false, ids: [items.CREW_TRANSPORT] },
      },
      exchangeRates: options.exchangeRates,
    });
  return { id: draft.id, portCallId, items, ref };
}

/** A request case sent to the agents (one request each). */
export async function sentCase(
  t: TestApp,
  buyer: TestProfile,
  agents: TestProfile[],
  options: Parameters<typeof draftCase>[2] = {},
) {
  const draft = await draftCase(t, buyer, options);
  await ok(t, buyer, 'POST', `${S}/request-case/save-step-3`, {
    id: draft.id,
    agentIds: agents.map((a) => a.companyId),
    emails: ['ops@buyer.example'],
    dueDate: '2026-03-01',
  });
  const sent = await ok<TRequestCase>(t, buyer, 'POST', `${S}/request-case/submit-step-4`, { id: draft.id });
  const requestOf = (agent: TestProfile) => sent.requests.find((r) => r.agentId === agent.companyId)?.id as number;
  return { ...draft, requestCase: sent, requestOf };
}

/** The agent's quote of every expense at the given amounts (in expense order). */
export async function quoteAll(t: TestApp, agent: TestProfile, requestId: number, amounts: string[], extra = {}) {
  const rfq = await ok<TRequestForQuotation>(t, agent, 'GET', `${S}/request-for-quotation/${requestId}/edit`);
  const expenses = [
    ...rfq.quotation.portExpensesSection.expenses,
    ...rfq.quotation.agencyExpensesSection.expenses,
    ...rfq.quotation.husbandryExpensesSection.expenses,
  ];
  return ok<TRequestForQuotation>(t, agent, 'POST', `${S}/request-for-quotation/quote`, {
    id: requestId,
    expenses: expenses.map((e, i) => ({ expenseId: e.id, amount: amounts[i] ?? amounts[amounts.length - 1] })),
    ...extra,
  });
}
