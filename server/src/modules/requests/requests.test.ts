import type {
  TAwardAnswer,
  THistoricalExpenses,
  TPricelistItem,
  TRequestCase,
  TRequestComparison,
  TRequestForQuotation,
  TRequestWizard,
  TSharedRequestCase,
} from '@portcall/contracts/requests';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/mail/db';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { appointments } from '../appointments/db';
import { portCalls } from '../port-calls/db';
import { buyerWithPortCall, createAppointment, operationsReference } from '../port-calls/scenario';
import { proformaExpenses, proformas } from '../proformas/db';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';
import { createRequestsReadModel } from './requests-read-model';
import { draftCase, quoteAll, sentCase } from './scenario';

const S = '/da-app/secured';
const statements: string[] = [];
let t: TestApp;
let buyer: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;
let rival: TestProfile;
let stranger: TestProfile;

beforeAll(async () => {
  t = await createTestApp({ onQuery: (statement) => statements.push(statement) });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Aegean Bulk' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Piraeus Agency' });
  rival = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Rival Agency' });
  stranger = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Stranger Agency' });
}, 60_000);
afterAll(() => t?.close());

const rfq = (id: number, who: TestProfile = agent) =>
  ok<TRequestForQuotation>(t, who, 'GET', `${S}/request-for-quotation/${id}/load`);
const notices = async (who: TestProfile) =>
  (
    await ok<{ items: Array<{ eventType: string; eventId: number; eventMessage: string }> }>(
      t,
      who,
      'POST',
      `${S}/notification/list`,
      { filter: 'ALL' },
    )
  ).items;

describe('the request-case wizard', () => {
  it('keeps a draft between visits and resumes it at its last step', async () => {
    const draft = await draftCase(t, buyer);
    const resumed = await ok<TRequestWizard>(t, buyer, 'GET', `${S}/request-case/${draft.id}/load-wizard`);
    expect(resumed).toMatchObject({ status: 'DRAFT', step: 2, currency: 'EUR', portCallId: draft.portCallId });
    expect(resumed.selections.HUSBANDRY_EXPENSES.ids).toEqual([draft.items.CREW_TRANSPORT]);
    const agents = await ok<Array<{ id: number }>>(t, buyer, 'GET', `${S}/request-case/${draft.id}/load-agents`);
    expect(Array.isArray(agents)).toBe(true);
    const husbandry = await ok<Array<{ section: string }>>(
      t,
      buyer,
      'GET',
      `${S}/request-case/catalogue-expenses/HUSBANDRY_EXPENSES/list`,
    );
    expect(husbandry.length).toBeGreaterThan(0);
    expect(husbandry.every((e) => e.section === 'HUSBANDRY_EXPENSES')).toBe(true);
  });

  it('refuses a submit that breaks a platform-core §5 rule, with its catalogue code', async () => {
    const draft = await draftCase(t, buyer);
    const submit = () => send(t, buyer, 'POST', `${S}/request-case/submit-step-4`, { id: draft.id });
    // No agent and no e-mail yet.
    expect((await submit()).json()).toMatchObject({ status: 400, code: 'AGENT_REQUIRED' });
    await ok(t, buyer, 'POST', `${S}/request-case/save-agents`, { id: draft.id, agentIds: [agent.companyId] });
    expect((await submit()).json()).toMatchObject({ status: 400, code: 'REQUEST_MISSING_EMAIL' });
    await ok(t, buyer, 'POST', `${S}/request-case/save-step-3`, {
      id: draft.id,
      agentIds: [agent.companyId],
      emails: ['ops@buyer.example'],
    });
    const noHusbandry = {
      PORT_EXPENSES: { isAll: true, ids: [] },
      AGENCY_EXPENSES: { isAll: false, ids: [] },
      HUSBANDRY_EXPENSES: { isAll: false, ids: [] },
    };
    await ok(t, buyer, 'POST', `${S}/request-case/save-activities-expenses-step`, {
      id: draft.id,
      activities: [],
      selections: noHusbandry,
    });
    const both = (await submit()).json();
    expect(both).toMatchObject({ status: 400, code: 'ACTIVITY_REQUIRED' });
    expect(Object.keys(both.fields)).toEqual(['activities', 'selections.HUSBANDRY_EXPENSES']);
    await ok(t, buyer, 'POST', `${S}/request-case/save-activities-expenses-step`, {
      id: draft.id,
      activities: [{ activityTypeId: draft.ref.loadingId }],
      selections: { ...noHusbandry, PORT_EXPENSES: { isAll: false, ids: [] } },
    });
    expect((await submit()).json()).toMatchObject({ status: 400, code: 'REQUEST_MISSING_EXPENSE_TYPE' });
    // A catalogue item of another section is not a husbandry expense.
    const wrong = await send(t, buyer, 'POST', `${S}/request-case/save-activities-expenses-step`, {
      id: draft.id,
      activities: [{ activityTypeId: draft.ref.loadingId }],
      selections: { ...noHusbandry, HUSBANDRY_EXPENSES: { isAll: false, ids: [draft.items.PORT_DUES] } },
    });
    expect(wrong.json()).toMatchObject({ status: 400, code: 'UNKNOWN_EXPENSE' });
  });

  it('sends one request per agent; a sent case is no longer a draft', async () => {
    const { id, requestCase } = await sentCase(t, buyer, [agent, rival]);
    expect(requestCase.status).toBe('SENT');
    expect(requestCase.requests.map((r) => r.status)).toEqual(['SENT', 'SENT']);
    expect(requestCase.expenses.map((e) => e.section)).toEqual([
      'PORT_EXPENSES',
      'PORT_EXPENSES',
      'HUSBANDRY_EXPENSES',
    ]);
    const again = await send(t, buyer, 'POST', `${S}/request-case/submit-step-4`, { id });
    expect(again.json()).toMatchObject({ status: 409, code: 'REQUEST_CASE_NOT_EDITABLE' });
    type Listed = { id: number; vesselName: string; portName: string; eta: string | null; total?: number };
    type Page<T> = { items: Array<T & Listed>; total: number };
    const list = await ok<Page<{ requests: number; quoted: number; status: string }>>(
      t,
      buyer,
      'GET',
      `${S}/request-cases`,
    );
    const listed = list.items.find((c) => c.id === id);
    expect(listed).toMatchObject({ requests: 2, quoted: 0, status: 'SENT' });
    expect(listed?.vesselName).not.toBe('');
    expect(listed?.portName).not.toBe('');
    expect(list.total).toBe(list.items.length);
    // A page past the end still says how many there are; a status filter counts only its own.
    expect(await ok(t, buyer, 'GET', `${S}/request-cases?page=50&size=10`)).toMatchObject({
      items: [],
      total: list.total,
    });
    expect(await ok(t, buyer, 'GET', `${S}/request-cases?status=CLOSED`)).toMatchObject({ items: [], total: 0 });
    const inbox = await ok<Page<{ buyerName: string; requestCaseId: number; status: string }>>(
      t,
      agent,
      'GET',
      `${S}/request-for-quotations`,
    );
    expect(inbox.items[0]).toMatchObject({
      buyerName: 'Aegean Bulk',
      requestCaseId: id,
      status: 'SENT',
      vesselName: listed?.vesselName,
      portName: listed?.portName,
      eta: listed?.eta,
    });
    expect(inbox.total).toBe(inbox.items.length);
    expect(await ok(t, agent, 'GET', `${S}/request-for-quotations?page=9&size=10`)).toMatchObject({
      items: [],
      total: inbox.total,
    });
    expect(
      (await notices(agent)).some((n) => n.eventMessage.startsWith('New request for quotation from Aegean Bulk')),
    ).toBe(true);
  });

  it('lists the cases for the dashboard view or the DA tool, and to nobody without either', async () => {
    const daToolOnly = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW', 'DA_REQUESTS_VIEW'],
    });
    const dashboardWithoutProduct = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW', 'DA_DASHBOARD_REQUESTS_VIEW'],
    });
    expect((await send(t, daToolOnly, 'GET', `${S}/request-cases`)).statusCode).toBe(200);
    expect((await send(t, dashboardWithoutProduct, 'GET', `${S}/request-cases`)).statusCode).toBe(403);
  });

  it('submits the whole wizard at once with attachments', async () => {
    const draft = await draftCase(t, buyer);
    const form = {
      portCallId: draft.portCallId,
      currency: 'EUR',
      activities: [{ activityTypeId: draft.ref.loadingId }],
      selections: {
        PORT_EXPENSES: { isAll: false, ids: [draft.items.PORT_DUES] },
        AGENCY_EXPENSES: { isAll: false, ids: [] },
        HUSBANDRY_EXPENSES: { isAll: false, ids: [draft.items.CREW_TRANSPORT] },
      },
      agentIds: [agent.companyId],
      emails: ['ops@buyer.example'],
    };
    const { sendMultipart } = await import('../proformas/scenario');
    const answer = await sendMultipart(t, buyer, `${S}/request-case/submit-wizard`, form, [
      { name: 'particulars.pdf', content: '%PDF-1.4 vessel particulars' },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'SENT', requests: [{ status: 'SENT' }] });
  });
});

describe('a request for quotation', () => {
  it('goes SENT -> SEEN -> QUOTED -> RENEGOTIATE -> QUOTED, each refused move answering 409', async () => {
    const { requestOf, requestCase } = await sentCase(t, buyer, [agent]);
    const id = requestOf(agent);
    expect((await rfq(id)).status).toBe('SENT');
    const seen = await ok<TRequestForQuotation>(t, agent, 'POST', `${S}/request-for-quotation/mark-as-seen`, { id });
    expect(seen.status).toBe('SEEN');
    // Idempotent: seeing it again changes nothing.
    expect(
      (await ok<TRequestForQuotation>(t, agent, 'POST', `${S}/request-for-quotation/mark-as-seen`, { id })).status,
    ).toBe('SEEN');
    // Renegotiating what was not quoted is refused.
    const early = await send(t, buyer, 'POST', `${S}/request-for-quotation/renegotiate`, { id, comment: 'Cheaper?' });
    expect(early.json()).toMatchObject({ status: 409, code: 'REQUEST_ACTION_NOT_ALLOWED' });
    // Something must be quoted.
    const nothing = await send(t, agent, 'POST', `${S}/request-for-quotation/quote`, {
      id,
      expenses: requestCase.expenses.map((e) => ({ expenseId: e.id })),
    });
    expect(nothing.json()).toMatchObject({ status: 400, code: 'NOTHING_QUOTED' });
    // Another currency needs its rate.
    const noRate = await send(t, agent, 'POST', `${S}/request-for-quotation/quote`, {
      id,
      currency: 'USD',
      expenses: [{ expenseId: requestCase.expenses[0]?.id, amount: '10.00' }],
    });
    expect(noRate.json()).toMatchObject({ status: 400, code: 'REQUEST_RATE_REQUIRED' });
    const quoted = await quoteAll(t, agent, id, ['1000.50', '250.25', '80']);
    expect(quoted).toMatchObject({ status: 'QUOTED', total: '1330.75', isAutomatic: false });
    expect(
      (await send(t, agent, 'POST', `${S}/request-for-quotation/decline`, { id, reason: 'Busy' })).json(),
    ).toMatchObject({ status: 409, code: 'REQUEST_ACTION_NOT_ALLOWED' });
    expect(
      (await notices(buyer)).some((n) => n.eventId === id && n.eventMessage.startsWith('Piraeus Agency quoted: ')),
    ).toBe(true);

    const renegotiated = await ok<TRequestForQuotation>(t, buyer, 'POST', `${S}/request-for-quotation/renegotiate`, {
      id,
      comment: 'Pilotage looks high',
    });
    expect(renegotiated).toMatchObject({ status: 'RENEGOTIATE', renegotiateComment: 'Pilotage looks high' });
    // The same quote again: some change is required.
    const same = await send(t, agent, 'POST', `${S}/request-for-quotation/quote`, {
      id,
      expenses: (await rfq(id)).quotation.portExpensesSection.expenses
        .concat((await rfq(id)).quotation.husbandryExpensesSection.expenses)
        .map((e) => ({ expenseId: e.id, amount: e.amount ?? undefined })),
    });
    expect(same.json()).toMatchObject({ status: 400, code: 'NOTHING_TO_CHANGE' });
    expect(await quoteAll(t, agent, id, ['1000.50', '200', '80'])).toMatchObject({ status: 'QUOTED', total: '1280.5' });
  });

  it('is declined with a reason, reverted by the buyer, cancelled and reverted again', async () => {
    const { requestOf, id: caseId } = await sentCase(t, buyer, [agent]);
    const id = requestOf(agent);
    const declined = await ok<TRequestForQuotation>(t, agent, 'POST', `${S}/request-for-quotation/decline`, {
      id,
      reason: 'No capacity that week',
    });
    expect(declined).toMatchObject({ status: 'DECLINED', declineReason: 'No capacity that week' });
    const blank = await send(t, agent, 'POST', `${S}/request-for-quotation/decline`, { id, reason: ' ' });
    expect(blank.statusCode).toBe(400);
    const back = await ok<TRequestForQuotation>(t, buyer, 'POST', `${S}/agent/${agent.companyId}/rfq/${caseId}/revert`);
    expect(back).toMatchObject({ status: 'SENT', declineReason: null });
    const loaded = await ok<TRequestForQuotation>(t, buyer, 'GET', `${S}/agent/${agent.companyId}/rfq/${caseId}/load`);
    expect(loaded.id).toBe(id);
    const cancelled = await ok<TRequestForQuotation>(
      t,
      buyer,
      'GET',
      `${S}/request-case/${caseId}/request-for-quotation/${id}/cancel`,
    );
    expect(cancelled.status).toBe('CANCELLED');
    const quoteCancelled = await send(t, agent, 'POST', `${S}/request-for-quotation/quote`, { id, expenses: [] });
    expect(quoteCancelled.json()).toMatchObject({ status: 409, code: 'REQUEST_ACTION_NOT_ALLOWED' });
    expect(
      (await ok<TRequestForQuotation>(t, buyer, 'POST', `${S}/agent/${agent.companyId}/rfq/${caseId}/revert`)).status,
    ).toBe('SENT');
    const twice = await send(t, buyer, 'POST', `${S}/agent/${agent.companyId}/rfq/${caseId}/revert`);
    expect(twice.json()).toMatchObject({ status: 409, code: 'REQUEST_ACTION_NOT_ALLOWED' });
  });

  it("routes a REQUEST notification to each side's page", async () => {
    const { id: caseId, requestOf } = await sentCase(t, buyer, [agent]);
    const id = requestOf(agent);
    const route = (who: TestProfile) => send(t, who, 'POST', `${S}/notification/router/REQUEST`, { id });
    expect((await route(agent)).json()).toEqual({ path: `/secured/agent/da-tool/request/${id}` });
    expect((await route(buyer)).json()).toEqual({ path: `/secured/buyer/da-tool/request-case/${caseId}` });
    expect((await route(stranger)).statusCode).toBe(404);
  });

  it('takes reminders up to the limit, then refuses with the limit message', async () => {
    const { requestOf } = await sentCase(t, buyer, [agent]);
    const id = requestOf(agent);
    for (let i = 1; i <= 3; i++) {
      const reminded = await ok<TRequestForQuotation>(t, buyer, 'POST', `${S}/request-for-quotation/send-reminder`, {
        id,
      });
      expect(reminded.observer).toMatchObject({ pokes: i, pokeLock: i === 3 });
      expect(reminded.observer.firstPokeDate).not.toBeNull();
    }
    const fourth = await send(t, buyer, 'POST', `${S}/request-for-quotation/send-reminder`, { id });
    expect(fourth.json()).toMatchObject({ status: 409, code: 'REQUEST_REMINDER_LIMIT_REACHED' });
    expect(
      (await notices(agent)).some((n) => n.eventId === id && n.eventMessage.startsWith('Reminder from Aegean Bulk')),
    ).toBe(true);
  });

  it("answers 404 to another company's buyer and to an agent it is not addressed to", async () => {
    const { id: caseId, requestOf } = await sentCase(t, buyer, [agent]);
    const id = requestOf(agent);
    for (const [who, url] of [
      [otherBuyer, `${S}/request-case/${caseId}/load`],
      [otherBuyer, `${S}/request-case/${caseId}/evaluate`],
      [otherBuyer, `${S}/request-case/${caseId}/load-historical-expenses`],
      [otherBuyer, `${S}/request-for-quotation/${id}/load`],
      [stranger, `${S}/request-for-quotation/${id}/load`],
      [stranger, `${S}/request-for-quotations/${id}/expenses`],
      [otherBuyer, `${S}/agent/${agent.companyId}/rfq/${caseId}/load`],
    ] as const) {
      expect((await send(t, who, 'GET', url)).statusCode, `${url}`).toBe(404);
    }
    const foreignQuote = await send(t, stranger, 'POST', `${S}/request-for-quotation/quote`, { id, expenses: [] });
    expect(foreignQuote.statusCode).toBe(404);
  });
});

describe('comments per expense', () => {
  it('keeps sanitised rich text from both sides and tells the other side', async () => {
    const { requestOf, requestCase } = await sentCase(t, buyer, [agent]);
    const id = requestOf(agent);
    const expense = requestCase.expenses[0] as { id: number; name: string };
    const url = `${S}/request-for-quotation/${id}/expense/${expense.id}/comments`;
    await ok(t, buyer, 'POST', url, { commentText: '<p>Include <strong>launch</strong><script>alert(1)</script></p>' });
    const answered = await ok<Array<{ commentText: string; companyName: string }>>(t, agent, 'POST', url, {
      commentText: '<p onclick="x()">Included</p>',
    });
    expect(answered.map((c) => c.commentText)).toEqual(['<p>Include <strong>launch</strong></p>', '<p>Included</p>']);
    expect(answered.map((c) => c.companyName)).toEqual(['Aegean Bulk', 'Piraeus Agency']);
    expect(
      (await notices(agent)).some((n) =>
        n.eventMessage.startsWith(`New comment on "${expense.name}" from Aegean Bulk`),
      ),
    ).toBe(true);
    expect((await send(t, stranger, 'GET', url)).statusCode).toBe(404);
    const empty = await send(t, buyer, 'POST', url, { commentText: '<script>x</script>' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('comparing and awarding', () => {
  it('compares quotes in one currency against history, awards one and tells the others', async () => {
    const { id: caseId, requestOf } = await sentCase(t, buyer, [agent, rival, stranger], {
      exchangeRates: [{ currency: 'USD', rate: '0.9' }],
    });
    await quoteAll(t, agent, requestOf(agent), ['1000', '200', '100']);
    // 1111.11 USD at 0.9 = 999.999 -> 1000.00 EUR (half-up at conversion).
    await quoteAll(t, rival, requestOf(rival), ['1111.11', '222.22', '100'], { currency: 'USD', rate: '0.9' });
    const comparison = await ok<TRequestComparison>(t, buyer, 'GET', `${S}/request-case/${caseId}/evaluate`);
    expect(comparison.currency).toBe('EUR');
    const rivalTotal = comparison.totals.find((x) => x.requestId === requestOf(rival));
    expect(rivalTotal).toMatchObject({ currency: 'USD', rate: '0.9', total: '1433.33', convertedTotal: '1290.00' });
    expect(comparison.totals.find((x) => x.requestId === requestOf(agent))).toMatchObject({
      convertedTotal: '1300.00',
    });
    expect(comparison.rows[0]?.quotes.map((q) => q.convertedAmount)).toEqual(['1000.00', '1000.00']);
    expect(rivalTotal?.sections.map((s) => s.convertedTotal)).toEqual(['1200.00', '0.00', '90.00']);

    // Awarding a request that has not quoted is refused; an agent never awards.
    const early = await send(t, buyer, 'POST', `${S}/request-case/${caseId}/award`, {
      requestForQuotationId: requestOf(stranger),
    });
    expect(early.json()).toMatchObject({ status: 409, code: 'REQUEST_ACTION_NOT_ALLOWED' });
    const byAgent = await send(t, rival, 'POST', `${S}/request-case/${caseId}/award`, {
      requestForQuotationId: requestOf(rival),
    });
    expect(byAgent.statusCode).toBe(403);
    const awarded = await ok<TAwardAnswer>(t, buyer, 'POST', `${S}/request-case/${caseId}/award`, {
      requestForQuotationId: requestOf(rival),
    });
    expect(awarded.requestCase).toMatchObject({
      status: 'CLOSED',
      appointmentId: awarded.appointmentId,
      awardedRequestId: requestOf(rival),
    });
    expect(awarded.requestCase.requests.map((r) => [r.agentName, r.status])).toEqual([
      ['Piraeus Agency', 'CANCELLED'],
      ['Rival Agency', 'QUOTED'],
      ['Stranger Agency', 'CANCELLED'],
    ]);
    const [row] = await t.database.db
      .select({
        requestCaseId: appointments.requestCaseId,
        state: appointments.state,
        agent: appointments.agentCompanyId,
      })
      .from(appointments)
      .where(eq(appointments.id, awarded.appointmentId));
    expect(row).toEqual({ requestCaseId: caseId, state: 'APPOINTED', agent: rival.companyId });

    // The quote's lines, in its own currency, are the agent's PDA draft.
    const [pda] = await t.database.db.select().from(proformas).where(eq(proformas.id, awarded.proformaId));
    expect(pda).toMatchObject({
      appointmentId: awarded.appointmentId,
      supplierId: rival.companyId,
      type: 'PDA',
      status: 'DRAFT',
      currency: 'USD',
    });
    const lines = await t.database.db
      .select({ amount: proformaExpenses.amount, catalogueItemId: proformaExpenses.catalogueItemId })
      .from(proformaExpenses)
      .where(eq(proformaExpenses.proformaId, awarded.proformaId));
    expect(lines.map((l) => Number(l.amount)).sort((a, b) => a - b)).toEqual([100, 222.22, 1111.11]);
    expect(lines.every((l) => l.catalogueItemId !== null)).toBe(true);
    const drafts = await ok<Array<{ id: number; status: string; total: string }>>(
      t,
      rival,
      'GET',
      `${S}/agent/appointment/${awarded.appointmentId}/proformas`,
    );
    expect(drafts).toMatchObject([{ id: awarded.proformaId, status: 'DRAFT', total: '1433.33' }]);

    expect((await rfq(requestOf(rival), rival)).outcome).toBe('AWARDED');
    expect((await rfq(requestOf(agent), agent)).outcome).toBe('NOT_CHOSEN');
    expect(
      (await notices(agent)).some((n) => n.eventMessage.startsWith('Not chosen: Aegean Bulk awarded another agent')),
    ).toBe(true);
    expect((await notices(rival)).some((n) => n.eventMessage.startsWith('Aegean Bulk awarded you'))).toBe(true);
    const closed = await send(t, buyer, 'POST', `${S}/request-for-quotation/renegotiate`, {
      id: requestOf(rival),
      comment: 'Too late',
    });
    expect(closed.json()).toMatchObject({ status: 409, code: 'REQUEST_CASE_NOT_EDITABLE' });
    const again = await send(t, buyer, 'POST', `${S}/request-case/${caseId}/award`, {
      requestForQuotationId: requestOf(rival),
    });
    expect(again.json()).toMatchObject({ status: 409, code: 'REQUEST_CASE_NOT_EDITABLE' });
    expect(
      (
        await send(t, otherBuyer, 'POST', `${S}/request-case/${caseId}/award`, {
          requestForQuotationId: requestOf(rival),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('makes the port call when the request was made from a vessel and a port alone', async () => {
    const { id: caseId, requestOf } = await sentCase(t, buyer, [agent, rival], { isWithoutPortCall: true });
    const sent = await ok<TRequestCase>(t, buyer, 'GET', `${S}/request-case/${caseId}/load`);
    expect(sent).toMatchObject({ portCallId: null, portName: 'Piraeus', eta: '2026-03-10T08:00:00.000Z' });
    await quoteAll(t, agent, requestOf(agent), ['10']);
    const awarded = await ok<TAwardAnswer>(t, buyer, 'POST', `${S}/request-case/${caseId}/award`, {
      requestForQuotationId: requestOf(agent),
    });
    expect(awarded.requestCase.portCallId).toBe(awarded.portCallId);
    const [made] = await t.database.db.select().from(portCalls).where(eq(portCalls.id, awarded.portCallId));
    expect(made).toMatchObject({ companyId: buyer.companyId, status: 'IN_PROCESS', voyageId: null });
    expect(made?.eta?.toISOString()).toBe('2026-03-10T08:00:00.000Z');
    const appointment = await ok<{ state: string; agent: { id: number } }>(
      t,
      agent,
      'GET',
      `${S}/appointment/${awarded.appointmentId}/load`,
    );
    expect(appointment).toMatchObject({ state: 'APPOINTED', agent: { id: agent.companyId } });
  });

  it("sends the agent's own DRAFT appointment on the port call instead of making another", async () => {
    const ref = await operationsReference(t);
    const { portCall } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    const draft = await createAppointment(t, buyer, portCall.id, agent.companyId);
    const { id: caseId, requestOf } = await sentCase(t, buyer, [agent], { portCallId: portCall.id });
    await quoteAll(t, agent, requestOf(agent), ['10']);
    const awarded = await ok<TAwardAnswer>(t, buyer, 'POST', `${S}/request-case/${caseId}/award`, {
      requestForQuotationId: requestOf(agent),
    });
    expect(awarded.appointmentId).toBe(draft.id);
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, draft.id));
    expect(row).toMatchObject({ state: 'APPOINTED', requestCaseId: caseId });
  });

  it('writes nothing when the award is refused at its last step', async () => {
    const ref = await operationsReference(t);
    const { portCall } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    const draft = await createAppointment(t, buyer, portCall.id, agent.companyId);
    // Forced: a DA draft already on the appointment, so the PDA draft (the last step) is refused.
    const [blocking] = await t.database.db
      .insert(proformas)
      .values({ appointmentId: draft.id, companyId: buyer.companyId, supplierId: agent.companyId, type: 'PDA' })
      .returning();
    const { id: caseId, requestOf } = await sentCase(t, buyer, [agent, rival], { portCallId: portCall.id });
    await quoteAll(t, agent, requestOf(agent), ['10']);
    const before = await notices(rival);
    const refused = await send(t, buyer, 'POST', `${S}/request-case/${caseId}/award`, {
      requestForQuotationId: requestOf(agent),
    });
    expect(refused.json()).toMatchObject({ status: 409, code: 'PROFORMA_DRAFT_EXISTS' });
    const [appointment] = await t.database.db.select().from(appointments).where(eq(appointments.id, draft.id));
    expect(appointment).toMatchObject({ state: 'DRAFT', requestCaseId: null });
    const [pc] = await t.database.db.select().from(portCalls).where(eq(portCalls.id, portCall.id));
    expect(pc?.status).toBe('DRAFT');
    const still = await ok<TRequestCase>(t, buyer, 'GET', `${S}/request-case/${caseId}/load`);
    expect(still).toMatchObject({ status: 'SENT', appointmentId: null, awardedRequestId: null });
    expect(still.requests.map((r) => r.status).sort()).toEqual(['QUOTED', 'SENT']);
    const das = await t.database.db.select().from(proformas).where(eq(proformas.appointmentId, draft.id));
    expect(das.map((d) => d.id)).toEqual([blocking?.id]);
    expect(await notices(rival)).toEqual(before);
  });

  it('leaves the case open when the buyer may not appoint', async () => {
    // A colleague who may edit requests but not create appointments.
    const colleague = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      authorities: ['DA_VIEW', 'DA_REQUESTS_VIEW', 'DA_REQUESTS_EDIT'],
    });
    const { id: caseId, requestOf } = await sentCase(t, buyer, [agent]);
    await quoteAll(t, agent, requestOf(agent), ['10']);
    const refused = await send(t, colleague, 'POST', `${S}/request-case/${caseId}/award`, {
      requestForQuotationId: requestOf(agent),
    });
    expect(refused.statusCode).toBe(403);
    const still = await ok<TRequestCase>(t, buyer, 'GET', `${S}/request-case/${caseId}/load`);
    expect(still).toMatchObject({ status: 'SENT', appointmentId: null, requests: [{ status: 'QUOTED' }] });
  });

  it('cancels a whole case, its agents told', async () => {
    const { id: caseId, requestOf } = await sentCase(t, buyer, [agent]);
    const cancelled = await ok<TRequestCase>(t, buyer, 'GET', `${S}/request-case/${caseId}/cancel`);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', requests: [{ status: 'CANCELLED' }] });
    expect(
      (await notices(agent)).some(
        (n) => n.eventId === requestOf(agent) && n.eventMessage.startsWith('Request for quotation cancelled'),
      ),
    ).toBe(true);
    expect((await send(t, buyer, 'GET', `${S}/request-case/${caseId}/cancel`)).json()).toMatchObject({
      status: 409,
      code: 'REQUEST_CASE_NOT_EDITABLE',
    });
  });

  it('adds agents and expenses to a sent case; quoted requests go back to renegotiate', async () => {
    const { id: caseId, requestOf } = await sentCase(t, buyer, [agent]);
    await quoteAll(t, agent, requestOf(agent), ['10']);
    const more = await ok<TRequestCase>(t, buyer, 'POST', `${S}/request-case/submit-additional-request-for-quotation`, {
      requestCaseId: caseId,
      agentIds: [rival.companyId],
    });
    expect(more.requests).toHaveLength(2);
    const dup = await send(t, buyer, 'POST', `${S}/request-case/submit-additional-request-for-quotation`, {
      requestCaseId: caseId,
      agentIds: [rival.companyId],
    });
    expect(dup.json()).toMatchObject({ status: 409, code: 'REQUEST_AGENT_ALREADY_INVITED' });
    const expense = { section: 'HUSBANDRY_EXPENSES', name: 'Garbage removal' };
    const added = await ok<TRequestCase>(t, buyer, 'PUT', `${S}/request-case/${caseId}/additional-expenses`, {
      expenses: [expense],
    });
    expect(added.expenses.at(-1)).toMatchObject({ name: 'Garbage removal', catalogueItemId: null });
    expect(added.requests.find((r) => r.agentId === agent.companyId)?.status).toBe('RENEGOTIATE');
    const again = await send(t, buyer, 'PUT', `${S}/request-case/${caseId}/additional-expenses`, {
      expenses: [expense],
    });
    expect(again.json()).toMatchObject({ status: 400, code: 'NOTHING_TO_CHANGE' });
  });
});

describe('historical expenses', () => {
  it('gives count, median, min and max of earlier DAs at the port in the request currency', async () => {
    const supplier = await createCompanyWithProfile(t, { type: 'AGENT' });
    for (const amounts of [
      ['1000.50', '250.25'],
      ['1200.00', '300.00'],
      ['900.00', '200.00'],
      ['1100.00', '260.00'],
    ] as Array<[string, string]>) {
      const at = await acceptedAppointment(t, buyer, supplier);
      await submittedProforma(t, supplier, at, { amounts });
    }
    // USD case: EUR at 1.1 (the DAs are in EUR).
    const draft = await draftCase(t, buyer, { currency: 'USD', exchangeRates: [{ currency: 'EUR', rate: '1.1' }] });
    const figures = await ok<THistoricalExpenses>(
      t,
      buyer,
      'GET',
      `${S}/request-case/${draft.id}/load-historical-expenses`,
    );
    expect(figures.ratesUsed).toEqual([{ currency: 'EUR', rate: '1.1' }]);
    expect(figures.missingRates).toEqual([]);
    const dues = figures.expenses.find((e) => e.catalogueItemId === draft.items.PORT_DUES);
    // 990, 1100.55 (1100.55), 1210, 1320 -> median (1100.55 + 1210) / 2 = 1155.275 -> 1155.28
    expect(dues).toMatchObject({ count: 4, min: '990.00', max: '1320.00', median: '1155.28' });
    expect(figures.expenses.find((e) => e.catalogueItemId === draft.items.CREW_TRANSPORT)).toMatchObject({
      count: 0,
      median: null,
    });
    // A fifth DA: 1000.05 EUR -> 1100.055, the tie rounded up to 1100.06; of an odd count the middle one.
    const fifthAt = await acceptedAppointment(t, buyer, supplier);
    const fifth = await submittedProforma(t, supplier, fifthAt, { amounts: ['1000.05', '250.00'] });
    const five = await ok<THistoricalExpenses>(
      t,
      buyer,
      'GET',
      `${S}/request-case/${draft.id}/load-historical-expenses`,
    );
    expect(five.expenses.find((e) => e.catalogueItemId === draft.items.PORT_DUES)).toMatchObject({
      count: 5,
      min: '990.00',
      max: '1320.00',
      median: '1100.55',
    });
    // Only the latest DAs count: of the latest two, 1100.06 (1000.05) and 1210 (1100.00).
    const latestTwo = await createRequestsReadModel(t.database.db).historicalFigures({
      companyId: buyer.companyId,
      portId: draft.ref.piraeus.id,
      catalogueItemIds: [draft.items.PORT_DUES],
      requestCurrency: 'USD',
      rates: new Map([['EUR', '1.1']]),
      minorUnits: 2,
      latest: 2,
    });
    expect(latestTwo.byItem.get(draft.items.PORT_DUES)).toMatchObject({ count: 2, min: '1100.06', max: '1210.00' });
    // Without the rate the EUR lines are left out and named.
    const bare = await draftCase(t, buyer, { currency: 'USD' });
    const none = await ok<THistoricalExpenses>(
      t,
      buyer,
      'GET',
      `${S}/request-case/${bare.id}/load-historical-expenses`,
    );
    expect(none.missingRates).toEqual(['EUR']);
    expect(none.expenses.every((e) => e.count === 0)).toBe(true);
    // Another buyer's DAs never count.
    const foreign = await draftCase(t, otherBuyer, {
      currency: 'USD',
      exchangeRates: [{ currency: 'EUR', rate: '1.1' }],
    });
    const theirs = await ok<THistoricalExpenses>(
      t,
      otherBuyer,
      'GET',
      `${S}/request-case/${foreign.id}/load-historical-expenses`,
    );
    expect(theirs.expenses.every((e) => e.count === 0)).toBe(true);
    // A withdrawn DA no longer counts (the DAs the figures read are kept by triggers, migration 0031).
    await ok(t, supplier, 'POST', `${S}/agent/appointment/${fifthAt.appointmentId}/proforma/withdraw`, {
      id: fifth.id,
      version: fifth.version,
    });
    const withdrawn = await ok<THistoricalExpenses>(
      t,
      buyer,
      'GET',
      `${S}/request-case/${draft.id}/load-historical-expenses`,
    );
    expect(withdrawn.expenses.find((e) => e.catalogueItemId === draft.items.PORT_DUES)).toMatchObject({
      count: 4,
      median: '1155.28',
    });

    // In a currency of 3 decimals: 1000.50, 1200, 900, 1100 EUR at 0.3333 -> 333.467, 399.960,
    // 299.970, 366.630; median (333.467 + 366.630) / 2 = 350.0485 -> 350.049. One statement answers
    // the page (at most one more for the access check).
    const kwd = await draftCase(t, buyer, { currency: 'KWD', exchangeRates: [{ currency: 'EUR', rate: '0.3333' }] });
    const before = statements.length;
    const inKwd = await ok<THistoricalExpenses>(
      t,
      buyer,
      'GET',
      `${S}/request-case/${kwd.id}/load-historical-expenses`,
    );
    expect(statements.length - before).toBeLessThanOrEqual(2);
    expect(statements.slice(before).filter((s) => s.includes('"request_history_das"'))).toHaveLength(1);
    expect(inKwd).toMatchObject({ currency: 'KWD', ratesUsed: [{ currency: 'EUR', rate: '0.3333' }] });
    expect(inKwd.expenses.find((e) => e.catalogueItemId === kwd.items.PORT_DUES)).toMatchObject({
      count: 4,
      min: '299.970',
      max: '399.960',
      median: '350.049',
    });

    // The comparison holds each quote against the same medians (EUR, no conversion): port dues
    // 1050.25, pilotage (200, 250.25, 260, 300) 255.125 -> 255.13, crew transport none.
    const compared = await sentCase(t, buyer, [agent]);
    await quoteAll(t, agent, compared.requestOf(agent), ['1000', '200', '100']);
    const beforeEvaluate = statements.length;
    const comparison = await ok<TRequestComparison>(t, buyer, 'GET', `${S}/request-case/${compared.id}/evaluate`);
    // The page's statement, the access check, and one read of the quoting agents' figures.
    expect(statements.length - beforeEvaluate).toBeLessThanOrEqual(3);
    expect(statements.slice(beforeEvaluate).filter((s) => s.includes('"agent_directory_figures"'))).toHaveLength(1);
    expect(comparison.rows.map((r) => r.historicalMedian)).toEqual(['1050.25', '255.13', null]);
    expect(comparison.historicalTotal).toBe('1305.38');
    // 1300.00 quoted against 1050.25 + 255.13 for the expenses it quoted that have a median.
    expect(comparison.totals[0]).toMatchObject({ total: '1300', convertedTotal: '1300.00', versusHistorical: '-5.38' });
  }, 90_000);
});

describe('the history the figures read, kept by triggers', () => {
  it("follows a submitted DA's lines added, changed and removed, its time, its port and its leaving", async () => {
    const owner = await createCompanyWithProfile(t, { type: 'BUYER' });
    const supplier = await createCompanyWithProfile(t, { type: 'AGENT' });
    const das: Array<{ at: Awaited<ReturnType<typeof acceptedAppointment>>; id: number; version: number }> = [];
    for (const amounts of [
      ['100.00', '10.00'],
      ['300.00', '30.00'],
    ] as Array<[string, string]>) {
      const at = await acceptedAppointment(t, owner, supplier);
      const da = await submittedProforma(t, supplier, at, { amounts });
      das.push({ at, id: da.id, version: da.version });
    }
    const [first, second] = das as [(typeof das)[0], (typeof das)[0]];
    const draft = await draftCase(t, owner, { currency: 'EUR' });
    const page = () =>
      ok<THistoricalExpenses>(t, owner, 'GET', `${S}/request-case/${draft.id}/load-historical-expenses`);
    const dues = async () => (await page()).expenses.find((e) => e.catalogueItemId === draft.items.PORT_DUES);
    expect(await dues()).toMatchObject({ count: 2, min: '100.00', max: '300.00', median: '200.00' });

    // Lines written to a submitted DA by any writer (here straight to the table) count at once.
    const db = t.database.db;
    const [added] = await db
      .insert(proformaExpenses)
      .values({
        proformaId: first.id,
        section: 'PORT_EXPENSES',
        catalogueItemId: draft.items.PORT_DUES,
        name: 'Port dues, second berth',
        amount: '500.00',
      })
      .returning({ id: proformaExpenses.id });
    const line = eq(proformaExpenses.id, added?.id ?? 0);
    expect(await dues()).toMatchObject({ count: 3, max: '500.00', median: '300.00' });
    await db.update(proformaExpenses).set({ amount: '50.00' }).where(line);
    expect(await dues()).toMatchObject({ count: 3, min: '50.00', max: '300.00', median: '100.00' });
    // In a currency this EUR case has no rate for: left out, and named.
    await db.update(proformaExpenses).set({ currency: 'USD' }).where(line);
    const inUsd = await page();
    expect(inUsd.missingRates).toEqual(['USD']);
    expect(inUsd.expenses.find((e) => e.catalogueItemId === draft.items.PORT_DUES)).toMatchObject({ count: 2 });
    await db.update(proformaExpenses).set({ currency: null, amount: null }).where(line);
    expect(await dues()).toMatchObject({ count: 2, min: '100.00', max: '300.00' });
    await db.update(proformaExpenses).set({ amount: '700.00' }).where(line);
    expect(await dues()).toMatchObject({ count: 3, max: '700.00' });
    await db.delete(proformaExpenses).where(line);
    expect(await dues()).toMatchObject({ count: 2, min: '100.00', max: '300.00' });

    // The latest DA by submission time, the later id first on a tie: a changed time reorders them.
    const latestOne = async () =>
      (
        await createRequestsReadModel(db).historicalFigures({
          companyId: owner.companyId,
          portId: draft.ref.piraeus.id,
          catalogueItemIds: [draft.items.PORT_DUES],
          requestCurrency: 'EUR',
          rates: new Map([['EUR', '1']]),
          minorUnits: 2,
          latest: 1,
        })
      ).byItem.get(draft.items.PORT_DUES);
    expect(await latestOne()).toMatchObject({ count: 1, median: '300.00' });
    const later = new Date(Date.now() + 60_000);
    await db.update(proformas).set({ submittedAt: later }).where(eq(proformas.id, first.id));
    expect(await latestOne()).toMatchObject({ count: 1, median: '100.00' });
    await db.update(proformas).set({ submittedAt: later }).where(eq(proformas.id, second.id));
    // The same time: the later DA (the greater id) is the latest.
    expect(second.id).toBeGreaterThan(first.id);
    expect(await latestOne()).toMatchObject({ count: 1, median: '300.00' });

    // A DA's currency is its lines' where they name none: changed, they follow.
    await db.update(proformas).set({ currency: 'USD' }).where(eq(proformas.id, second.id));
    const secondInUsd = await page();
    expect(secondInUsd.missingRates).toEqual(['USD']);
    expect(secondInUsd.expenses.find((e) => e.catalogueItemId === draft.items.PORT_DUES)).toMatchObject({
      count: 1,
      median: '100.00',
    });
    await db.update(proformas).set({ currency: 'EUR' }).where(eq(proformas.id, second.id));
    // A port call moved to another port takes its DA's lines with it.
    await db.update(portCalls).set({ portId: draft.ref.genoa.id }).where(eq(portCalls.id, first.at.portCallId));
    expect(await dues()).toMatchObject({ count: 1, median: '300.00' });
    // A withdrawn DA leaves the history with its lines.
    await ok(t, supplier, 'POST', `${S}/agent/appointment/${second.at.appointmentId}/proforma/withdraw`, {
      id: second.id,
      version: second.version,
    });
    expect(await dues()).toMatchObject({ count: 0, median: null });
  }, 90_000);
});

describe('the price list and auto-quote', () => {
  it('prefills from the price list and quotes a fully covered request at once', async () => {
    const draft = await draftCase(t, buyer);
    const item = (catalogueItemId: number, amount: string, validTo = '2026-12-31') => ({
      portId: draft.ref.piraeus.id,
      catalogueItemId,
      currency: 'EUR',
      amount,
      validFrom: '2026-01-01',
      validTo,
    });
    const dues = await ok<TPricelistItem>(
      t,
      agent,
      'POST',
      `${S}/agent/pricelist/save`,
      item(draft.items.PORT_DUES, '950.00'),
    );
    expect(dues).toMatchObject({ portName: expect.any(String), amount: '950.0000', section: 'PORT_EXPENSES' });
    const overlap = await send(t, agent, 'POST', `${S}/agent/pricelist/save`, item(draft.items.PORT_DUES, '900.00'));
    expect(overlap.json()).toMatchObject({ status: 400, code: 'PRICELIST_ITEM_OVERLAPS' });
    const tooFine = await send(t, agent, 'POST', `${S}/agent/pricelist/save`, item(draft.items.PILOTAGE_IN, '1.001'));
    expect(tooFine.statusCode).toBe(400);
    await ok(t, agent, 'POST', `${S}/agent/pricelist/save`, item(draft.items.PILOTAGE_IN, '240.00'));

    // Not covered yet (no crew transport price): prefill only, no auto-quote.
    await ok(t, agent, 'POST', `${S}/supplier/auto-quote/save?hasAutoQuoteEnabled=true`);
    const partial = await sentCase(t, buyer, [agent]);
    const request = partial.requestOf(agent);
    expect((await rfq(request)).status).toBe('SENT');
    const prefill = await ok<Array<{ expenseId: number; amount: string }>>(
      t,
      agent,
      'GET',
      `${S}/request-for-quotations/${request}/pricelist-amounts`,
    );
    expect(prefill.map((p) => p.amount)).toEqual(['950.0000', '240.0000']);
    expect((await send(t, buyer, 'GET', `${S}/request-for-quotations/${request}/pricelist-amounts`)).statusCode).toBe(
      403,
    );

    await ok(t, agent, 'POST', `${S}/agent/pricelist/save`, item(draft.items.CREW_TRANSPORT, '75.50'));
    const covered = await sentCase(t, buyer, [agent, rival]);
    const auto = await rfq(covered.requestOf(agent));
    expect(auto).toMatchObject({ status: 'QUOTED', isAutomatic: true, total: '1265.5' });
    expect((await rfq(covered.requestOf(rival), rival)).status).toBe('SENT');
    expect(
      (await notices(agent)).some((n) =>
        n.eventMessage.startsWith('Your price list quoted the request of Aegean Bulk'),
      ),
    ).toBe(true);

    // Switched off: no automatic quote.
    const list = await ok<{ hasAutoQuoteEnabled: boolean; items: unknown[] }>(
      t,
      agent,
      'POST',
      `${S}/supplier/auto-quote/save?hasAutoQuoteEnabled=false`,
    );
    expect(list).toMatchObject({ hasAutoQuoteEnabled: false });
    expect(list.items).toHaveLength(3);
    const manual = await sentCase(t, buyer, [agent]);
    expect((await rfq(manual.requestOf(agent))).status).toBe('SENT');
    // Another agent's price is not ours to delete.
    expect((await send(t, rival, 'POST', `${S}/agent/pricelist/${dues.id}/delete`)).statusCode).toBe(404);
    expect((await ok(t, agent, 'POST', `${S}/agent/pricelist/${dues.id}/delete`)).id).toBe(dues.id);
  }, 60_000);
});

describe('the shared page', () => {
  it('e-mails a link; the code opens the case without login; a wrong or revoked code is a bare 404', async () => {
    const { id } = await sentCase(t, buyer, [agent]);
    const shared = await ok<{ sharedWith: number }>(t, buyer, 'POST', `${S}/request-case/${id}/share`, {
      emails: ['Supplier@Example.com', 'supplier@example.com'],
    });
    expect(shared.sharedWith).toBe(1);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'REQUEST_CASE_SHARED'))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(mail?.toAddress).toBe('supplier@example.com');
    // The code travels in the link's fragment, which browsers never send to a server.
    const code = /\/shared\/request-case\/\d+#code=([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
    expect(code.length).toBeGreaterThanOrEqual(22);
    expect(mail?.text).not.toContain('?code=');
    const open = (c: string, caseId = id) =>
      send(t, null, 'POST', `/da-app/public/shared/request-case/${caseId}`, { code: c });
    const page = (await open(code)).json<TSharedRequestCase>();
    expect(page).toMatchObject({ id, buyerName: 'Aegean Bulk', status: 'SENT' });
    expect(page.expenses).toHaveLength(3);
    expect(JSON.stringify(page)).not.toContain('Piraeus Agency');
    const wrong = await open(`${code}x`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await open(code, id + 1000)).statusCode).toBe(404);
    await ok(t, buyer, 'POST', `${S}/request-case/${id}/share/revoke`);
    expect((await open(code)).statusCode).toBe(404);
    expect(
      (await send(t, otherBuyer, 'POST', `${S}/request-case/${id}/share`, { emails: ['x@example.com'] })).statusCode,
    ).toBe(404);
  });

  it('lapses after the configured number of days (RFQ_SHARE_CODE_DAYS)', async () => {
    let now = new Date();
    // Sessions outlive the code here, so the owner can look at the case after it lapsed.
    const env = { RFQ_SHARE_CODE_DAYS: '2', TOKEN_TTL_SECONDS: String(7 * 86_400) };
    const timed = await createTestApp({ clock: () => now, env });
    try {
      const owner = await createCompanyWithProfile(timed, { type: 'BUYER' });
      const invited = await createCompanyWithProfile(timed, { type: 'AGENT' });
      const { id } = await sentCase(timed, owner, [invited]);
      const answer = await ok<{ expiresAt: string }>(timed, owner, 'POST', `${S}/request-case/${id}/share`, {
        emails: ['late@example.com'],
      });
      expect(new Date(answer.expiresAt).getTime() - now.getTime()).toBe(2 * 86_400_000);
      const [mail] = await timed.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'late@example.com'));
      const code = /#code=([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
      const open = () => send(timed, null, 'POST', `/da-app/public/shared/request-case/${id}`, { code });
      now = new Date(now.getTime() + 2 * 86_400_000 - 60_000);
      expect((await open()).statusCode).toBe(200);
      expect((await ok<{ isShared: boolean }>(timed, owner, 'GET', `${S}/request-case/${id}/load`)).isShared).toBe(
        true,
      );
      now = new Date(now.getTime() + 60_000);
      expect((await open()).statusCode).toBe(404);
      expect((await ok<{ isShared: boolean }>(timed, owner, 'GET', `${S}/request-case/${id}/load`)).isShared).toBe(
        false,
      );
    } finally {
      await timed.close();
    }
  });

  it('is rate-limited', async () => {
    const limited = await createTestApp();
    try {
      let last = 0;
      for (let i = 0; i < 35; i++) {
        last = (
          await limited.app.inject({
            method: 'POST',
            url: '/da-app/public/shared/request-case/1',
            payload: { code: 'guess' },
          })
        ).statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
