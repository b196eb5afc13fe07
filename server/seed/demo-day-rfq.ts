import type { DemoActor, DemoApi } from './demo-api';
import type { DemoCatalogue } from './demo-day-das';

const RC = 'request-case';

type Quotation = {
  quotation: Record<
    'portExpensesSection' | 'agencyExpensesSection' | 'husbandryExpensesSection',
    { expenses: Array<{ id: number }> }
  >;
};

/**
 * A request for quotation at Piraeus through the buyer's wizard, sent to the three agents serving
 * the port; two of them quote (amounts in the order of the expenses asked), the third has not yet,
 * so the buyer finds two quotes side by side and the request still open to award.
 */
export async function seedDemoRequest(
  api: DemoApi,
  people: { manager: DemoActor; agents: DemoActor[]; quotes: Array<{ agent: DemoActor; amounts: string[] }> },
  input: { portCallId: number; activityTypeId: number; cargo: string; catalogue: DemoCatalogue; dueDate: string },
) {
  const { manager } = people;
  const ids = (...codes: string[]) => codes.map((c) => input.catalogue.get(c)?.id as number);
  const draft = await api.call<{ id: number }>(manager, 'POST', `${RC}/save-vessel-port`, {
    portCallId: input.portCallId,
    currency: 'EUR',
  });
  await api.call(manager, 'POST', `${RC}/save-activities-expenses-step`, {
    id: draft.id,
    activities: [{ activityTypeId: input.activityTypeId, cargo: input.cargo }],
    selections: {
      PORT_EXPENSES: { isAll: false, ids: ids('PORT_DUES', 'PILOTAGE_IN', 'PILOTAGE_OUT', 'TOWAGE_IN', 'MOORING') },
      AGENCY_EXPENSES: { isAll: false, ids: ids('AGENCY_FEE', 'CLEARANCE_DOCS') },
      HUSBANDRY_EXPENSES: { isAll: false, ids: ids('CREW_CHANGE_FEE') },
    },
  });
  await api.call(manager, 'POST', `${RC}/save-step-3`, {
    id: draft.id,
    agentIds: people.agents.map((a) => a.companyId),
    emails: ['ops@nordic-bulk.example'],
    dueDate: input.dueDate,
  });
  const sent = await api.call<{ id: number; requests: Array<{ id: number; agentId: number }> }>(
    manager,
    'POST',
    `${RC}/submit-step-4`,
    { id: draft.id },
  );
  for (const { agent, amounts } of people.quotes) {
    const requestId = sent.requests.find((r) => r.agentId === agent.companyId)?.id as number;
    const rfq = await api.call<Quotation>(agent, 'GET', `request-for-quotation/${requestId}/edit`);
    const expenses = [
      ...rfq.quotation.portExpensesSection.expenses,
      ...rfq.quotation.agencyExpensesSection.expenses,
      ...rfq.quotation.husbandryExpensesSection.expenses,
    ];
    await api.call(agent, 'POST', 'request-for-quotation/quote', {
      id: requestId,
      expenses: expenses.map((e, i) => ({ expenseId: e.id, amount: amounts[i] ?? amounts[amounts.length - 1] })),
    });
  }
  return { requestCaseId: sent.id };
}
