import type { TPricelistItem, TRequestForQuotation } from '@portcall/contracts/requests';
import { ok } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import { defineMatrix, everyone, type MatrixRow, statusFor } from '../../test/role-matrix';
import { type Actors, createCompanyWithProfile } from '../../test/scenario';
import { draftCase, quoteAll, sentCase } from './scenario';

const S = '/da-app/secured';

/**
 * Buyer A runs its request cases and awards their quotes (buyer B: 404); the invited agent reads,
 * quotes and declines its requests (another company's: 404) but never awards; vendors and administrators: 403. The shared page is public and
 * answers a wrong code with 404 to anyone.
 */
async function prepare(t: TestApp, actors: Actors) {
  const { buyerA, agent } = actors;
  const draft = await draftCase(t, buyerA);
  const ready = await draftCase(t, buyerA);
  await ok(t, buyerA, 'POST', `${S}/request-case/save-step-3`, {
    id: ready.id,
    agentIds: [agent.companyId],
    emails: ['ops@a.example'],
  });
  const main = await sentCase(t, buyerA, [agent]);
  const toCancel = await sentCase(t, buyerA, [agent]);
  const oneToCancel = await sentCase(t, buyerA, [agent]);
  const quoted = await sentCase(t, buyerA, [agent]);
  await quoteAll(t, agent, quoted.requestOf(agent), ['100']);
  const toAward = await sentCase(t, buyerA, [agent]);
  await quoteAll(t, agent, toAward.requestOf(agent), ['100']);
  const toDecline = await sentCase(t, buyerA, [agent]);
  const declined = await sentCase(t, buyerA, [agent]);
  await ok(t, agent, 'POST', `${S}/request-for-quotation/decline`, { id: declined.requestOf(agent), reason: 'Busy' });
  const toQuote = await ok<TRequestForQuotation>(
    t,
    agent,
    'GET',
    `${S}/request-for-quotation/${main.requestOf(agent)}/load`,
  );
  const newcomer = await createCompanyWithProfile(t, { type: 'AGENT' });
  const price = await ok<TPricelistItem>(t, agent, 'POST', `${S}/agent/pricelist/save`, {
    portId: draft.ref.piraeus.id,
    catalogueItemId: draft.items.AGENCY_FEE,
    currency: 'EUR',
    amount: '500.00',
    validFrom: '2020-01-01',
    validTo: '2020-12-31',
  });
  return {
    draft,
    ready,
    main,
    toCancel,
    oneToCancel,
    quoted,
    toAward,
    toDecline,
    declined,
    newcomer,
    priceId: price.id,
    expenseId: toQuote.quotation.portExpensesSection.expenses[0]?.id as number,
    agentId: agent.companyId,
  };
}

export const matrix = defineMatrix({
  prepare,
  rows: (f: Awaited<ReturnType<typeof prepare>>): MatrixRow[] => {
    const rc = `${S}/request-case`;
    const rfq = `${S}/request-for-quotation`;
    const buyerRead = statusFor(200, 404, 403, 403, 403);
    const agentOnly = statusFor(403, 403, 200, 403, 403);
    const parties = statusFor(200, 404, 200, 403, 403);
    const requestOf = (c: { requestCase: { requests: Array<{ id: number }> } }) =>
      c.requestCase.requests[0]?.id as number;
    const mainRequest = requestOf(f.main);
    const selections = {
      PORT_EXPENSES: { isAll: false, ids: [f.draft.items.PORT_DUES] },
      AGENCY_EXPENSES: { isAll: false, ids: [] },
      HUSBANDRY_EXPENSES: { isAll: false, ids: [f.draft.items.CREW_TRANSPORT] },
    };
    const steps = [
      'load-vessel-port-step',
      'load-expenses-step',
      'load-wizard',
      'load-activities-agents-step',
      'load-activities-expenses',
      'load-agents',
      'load-historical-expenses',
    ];
    return [
      {
        route: `GET ${rc}/catalogue-expenses/:section/list`,
        url: `${rc}/catalogue-expenses/HUSBANDRY_EXPENSES/list`,
        expect: statusFor(200, 200, 200, 403, 403),
      },
      ...steps.map((step) => ({
        route: `GET ${rc}/:id/${step}`,
        url: `${rc}/${f.draft.id}/${step}`,
        expect: buyerRead,
      })),
      {
        route: `POST ${rc}/save-vessel-port`,
        body: { portCallId: f.draft.portCallId, currency: 'EUR' },
        expect: buyerRead,
      },
      {
        route: `POST ${rc}/save-step-2`,
        body: { id: f.draft.id, selections, exchangeRates: [{ currency: 'USD', rate: '0.9' }] },
        expect: buyerRead,
      },
      {
        route: `POST ${rc}/save-step-3`,
        body: { id: f.draft.id, agentIds: [f.agentId], emails: ['ops@a.example'] },
        expect: buyerRead,
      },
      { route: `POST ${rc}/save-agents`, body: { id: f.draft.id, agentIds: [f.agentId] }, expect: buyerRead },
      {
        route: `POST ${rc}/save-activities-expenses-step`,
        body: { id: f.draft.id, activities: [{ activityTypeId: f.draft.ref.loadingId }], selections },
        expect: buyerRead,
      },
      { route: `POST ${rc}/submit-step-4`, body: { id: f.ready.id }, expect: buyerRead },
      {
        route: `POST ${rc}/submit-wizard`,
        body: {
          portCallId: f.draft.portCallId,
          currency: 'EUR',
          activities: [{ activityTypeId: f.draft.ref.loadingId }],
          selections,
          agentIds: [f.agentId],
          emails: ['ops@a.example'],
        },
        expect: buyerRead,
      },
      {
        route: `GET ${S}/request-cases`,
        expect: statusFor(200, 200, 403, 403, 403),
      },
      { route: `GET ${rc}/:id/load`, url: `${rc}/${f.main.id}/load`, expect: buyerRead },
      { route: `GET ${rc}/:id/evaluate`, url: `${rc}/${f.main.id}/evaluate`, expect: buyerRead },
      { route: `GET ${rc}/:id/cancel`, url: `${rc}/${f.toCancel.id}/cancel`, expect: buyerRead },
      {
        route: `GET ${rc}/:id/request-for-quotation/:rfqId/cancel`,
        url: `${rc}/${f.oneToCancel.id}/request-for-quotation/${requestOf(f.oneToCancel)}/cancel`,
        expect: buyerRead,
      },
      {
        route: `POST ${rc}/:id/share`,
        url: `${rc}/${f.main.id}/share`,
        body: { emails: ['x@example.com'] },
        expect: buyerRead,
      },
      { route: `POST ${rc}/:id/share/revoke`, url: `${rc}/${f.main.id}/share/revoke`, expect: buyerRead },
      {
        route: `POST ${rc}/submit-additional-request-for-quotation`,
        body: { requestCaseId: f.main.id, agentIds: [f.newcomer.companyId] },
        expect: buyerRead,
      },
      {
        route: `PUT ${rc}/:id/additional-expenses`,
        url: `${rc}/${f.main.id}/additional-expenses`,
        body: { expenses: [{ section: 'HUSBANDRY_EXPENSES', name: 'Fresh water' }] },
        expect: buyerRead,
      },
      {
        route: `POST ${rc}/:id/award`,
        url: `${rc}/${f.toAward.id}/award`,
        body: { requestForQuotationId: requestOf(f.toAward) },
        expect: buyerRead,
      },
      { route: `GET ${S}/request-for-quotations`, expect: agentOnly },
      { route: `GET ${rfq}/:id/load`, url: `${rfq}/${mainRequest}/load`, expect: parties },
      { route: `GET ${rfq}/:id/edit`, url: `${rfq}/${mainRequest}/edit`, expect: agentOnly },
      { route: `POST ${rfq}/send-reminder`, body: { id: mainRequest }, expect: buyerRead },
      { route: `POST ${rfq}/renegotiate`, body: { id: requestOf(f.quoted), comment: 'Cheaper?' }, expect: buyerRead },
      { route: `POST ${rfq}/mark-as-seen`, body: { id: mainRequest }, expect: agentOnly },
      {
        route: `POST ${rfq}/quote`,
        body: { id: mainRequest, expenses: [{ expenseId: f.expenseId, amount: '10.00' }] },
        expect: agentOnly,
      },
      { route: `POST ${rfq}/decline`, body: { id: requestOf(f.toDecline), reason: 'Busy' }, expect: agentOnly },
      {
        route: `GET ${S}/request-for-quotations/:id/expenses`,
        url: `${S}/request-for-quotations/${mainRequest}/expenses`,
        expect: parties,
      },
      {
        route: `GET ${S}/request-for-quotations/:id/pricelist-amounts`,
        url: `${S}/request-for-quotations/${mainRequest}/pricelist-amounts`,
        expect: agentOnly,
      },
      {
        route: `GET ${rfq}/:id/expense/:expenseId/comments`,
        url: `${rfq}/${mainRequest}/expense/${f.expenseId}/comments`,
        expect: parties,
      },
      {
        route: `POST ${rfq}/:id/expense/:expenseId/comments`,
        url: `${rfq}/${mainRequest}/expense/${f.expenseId}/comments`,
        body: { commentText: '<p>Launch included?</p>' },
        expect: parties,
      },
      {
        route: `GET ${S}/agent/:agentId/rfq/:requestCaseId/load`,
        url: `${S}/agent/${f.agentId}/rfq/${f.main.id}/load`,
        expect: buyerRead,
      },
      {
        route: `POST ${S}/agent/:agentId/rfq/:requestCaseId/revert`,
        url: `${S}/agent/${f.agentId}/rfq/${f.declined.id}/revert`,
        expect: buyerRead,
      },
      { route: `GET ${S}/agent/pricelist`, expect: agentOnly },
      {
        route: `POST ${S}/agent/pricelist/save`,
        body: {
          portId: f.draft.ref.piraeus.id,
          catalogueItemId: f.draft.items.BANK_CHARGES,
          currency: 'EUR',
          amount: '25.00',
          validFrom: '2026-01-01',
          validTo: '2026-12-31',
        },
        expect: statusFor(403, 403, 200, 403, 403),
      },
      {
        route: `POST ${S}/agent/pricelist/:id/delete`,
        url: `${S}/agent/pricelist/${f.priceId}/delete`,
        expect: agentOnly,
      },
      {
        route: `POST ${S}/supplier/auto-quote/save`,
        url: `${S}/supplier/auto-quote/save?hasAutoQuoteEnabled=false`,
        expect: agentOnly,
      },
      {
        route: 'POST /da-app/public/shared/request-case/:id',
        url: `/da-app/public/shared/request-case/${f.main.id}`,
        body: { code: 'not-the-code' },
        expect: everyone(404),
      },
    ];
  },
});
