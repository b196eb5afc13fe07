import type { TAgentDetails, TAgentDirectoryPage } from '@portcall/contracts/agent-directory';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { appointments } from '../appointments/db';
import { portCalls } from '../port-calls/db';
import { operationsReference } from '../port-calls/scenario';
import { proformas } from '../proformas/db';
import { acceptedAppointment, createBankAccount, submittedProforma } from '../proformas/scenario';
import { fourCriteria } from '../ratings/scenario';
import { buyerFigures, type CallFacts, median, platformFigures } from './figures';

const S = '/da-app/secured';
const E = `${S}/evaluation`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-02-01T08:00:00Z').getTime();

let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;
let quiet: TestProfile;
let piraeusId: number;

const details = (who: TestProfile, agentId = agent.companyId, extra = '') =>
  ok<TAgentDetails>(t, who, 'GET', `${S}/agent?id=${agentId}${extra}`);
const search = (who: TestProfile, query: string) =>
  ok<TAgentDirectoryPage>(t, who, 'GET', `${S}/buyer/agent-directory/agents?${query}`);

/** Sets when a call was appointed and answered, and its port call's ETS, as a history would have them. */
async function backdate(appointmentId: number, portCallId: number, at: { answeredAfterHours: number; ets?: number }) {
  const db = t.database.db;
  await db
    .update(appointments)
    .set({ appointedAt: new Date(T0), acceptedAt: new Date(T0 + at.answeredAfterHours * HOUR) })
    .where(eq(appointments.id, appointmentId));
  if (at.ets !== undefined)
    await db
      .update(portCalls)
      .set({ ets: new Date(at.ets) })
      .where(eq(portCalls.id, portCallId));
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Directory Buyer' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Harbour Masters Agency' });
  quiet = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Quiet Shipping Agency' });
  piraeusId = (await operationsReference(t)).piraeus.id;
}, 60_000);
afterAll(() => t?.close());

describe('agent figures (pure)', () => {
  const call = (over: Partial<CallFacts>): CallFacts => ({
    appointmentId: 1,
    buyerId: 1,
    portId: 1,
    state: 'ACCEPTED',
    appointedAt: null,
    answeredAt: null,
    ets: null,
    pdaTotal: null,
    fdaTotal: null,
    firstFdaAt: null,
    daCount: 0,
    sentBackCount: 0,
    rating: null,
    ...over,
  });

  it('takes medians, shares and means over the calls that give them, with their counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
    const calls = [
      call({ appointmentId: 1, pdaTotal: '100.00', fdaTotal: '120.00', daCount: 2, sentBackCount: 1, rating: 4 }),
      call({
        appointmentId: 2,
        pdaTotal: '200.00',
        fdaTotal: '190.00',
        daCount: 2,
        state: 'CLOSED',
        portId: 2,
        rating: 3.5,
      }),
      call({ appointmentId: 3, state: 'REJECTED', appointedAt: new Date(T0), answeredAt: new Date(T0 + 3 * HOUR) }),
      call({ appointmentId: 4, buyerId: 2, pdaTotal: '100.00', fdaTotal: '100.00' }),
    ];
    const mine = buyerFigures(calls, 1, null);
    expect(mine.pdaToFdaChangePct).toEqual({ value: 7.5, calls: 2 }); // median of 20 and -5
    expect(mine.sentBackSharePct).toEqual({ value: 25, calls: 2 }); // 1 of 4 DAs
    expect(mine.hoursToAnswer).toEqual({ value: 3, calls: 1 });
    expect(mine.daysEtsToFda).toEqual({ value: null, calls: 0 });
    expect(mine.callsHandled).toEqual({ value: 2, calls: 2 }); // the rejected call is not handled
    expect(mine.averageRating).toEqual({ value: 3.75, calls: 2 });
    expect(buyerFigures(calls, 1, 2).callsHandled).toEqual({ value: 1, calls: 1 });
    expect(buyerFigures(calls, 3, null).averageRating).toEqual({ value: 0, calls: 0 });
  });

  it('shows a platform figure only when its calls come from at least five distinct buyers', () => {
    const four = [1, 2, 3, 4].map((b) => call({ appointmentId: b, buyerId: b, rating: 4 }));
    expect(Object.values(platformFigures([...four, call({ buyerId: 4, rating: 5 })], null))).toEqual(
      Array(6).fill(null),
    );
    const five = platformFigures([...four, call({ appointmentId: 5, buyerId: 5, rating: 5 })], null);
    expect(five.callsHandled).toEqual({ value: 5, calls: 5 });
    expect(five.averageRating).toEqual({ value: 4.2, calls: 5 });
    expect(five.pdaToFdaChangePct).toBeNull();
  });
});

describe('agent directory', () => {
  it('computes the buyer figures of a small history, and the platform ones only from five buyers', async () => {
    await createBankAccount(t, agent); // approved: VERIFIED
    // Call 1: PDA 1000.00, FDA 1100.00 (+10 %), answered in 2 h, FDA 3 days after sailing, one line sent back.
    const one = await acceptedAppointment(t, buyer, agent);
    await submittedProforma(t, agent, one, { amounts: ['800.00', '200.00'] });
    const fda1 = await submittedProforma(t, agent, one, { type: 'FDA', amounts: ['900.00', '200.00'] });
    // Call 2: PDA 1000.00, FDA 950.00 (-5 %), answered in 6 h, FDA 5 days after sailing; closed and rated 4.
    const two = await acceptedAppointment(t, buyer, agent);
    await submittedProforma(t, agent, two, { amounts: ['500.00', '500.00'] });
    const fda2 = await submittedProforma(t, agent, two, { type: 'FDA', amounts: ['450.00', '500.00'] });
    await backdate(one.appointmentId, one.portCallId, { answeredAfterHours: 2, ets: T0 + 10 * DAY });
    await backdate(two.appointmentId, two.portCallId, { answeredAfterHours: 6, ets: T0 + 10 * DAY });
    await t.database.db
      .update(proformas)
      .set({ submittedAt: new Date(T0 + 13 * DAY) })
      .where(eq(proformas.id, fda1.id));
    await t.database.db
      .update(proformas)
      .set({ submittedAt: new Date(T0 + 15 * DAY) })
      .where(eq(proformas.id, fda2.id));
    const evaluation = await ok<{ port: { expenseEvaluations: Array<{ id: number; version: number }> } }>(
      t,
      buyer,
      'GET',
      `${E}/${fda1.evaluationId}/load`,
    );
    const [line] = evaluation.port.expenseEvaluations;
    await ok(t, buyer, 'POST', `${E}/${line?.id}/back-for-review-expense-evaluation`, {
      version: line?.version,
      comments: 'Wrong GT',
    });
    await ok(t, buyer, 'GET', `${S}/appointment/${two.appointmentId}/close`);
    await ok(t, buyer, 'POST', `${S}/agent-rating`, {
      appointmentId: two.appointmentId,
      criteriaRatings: fourCriteria([4, 5, 4, 3]),
    });

    const page = await details(buyer);
    expect(page).toMatchObject({
      id: agent.companyId,
      name: 'Harbour Masters Agency',
      verification: 'VERIFIED',
      portId: null,
      yours: {
        pdaToFdaChangePct: { value: 2.5, calls: 2 },
        sentBackSharePct: { value: 25, calls: 2 }, // 1 of 4 DAs
        daysEtsToFda: { value: 4, calls: 2 },
        hoursToAnswer: { value: 4, calls: 2 },
        callsHandled: { value: 2, calls: 2 },
        averageRating: { value: 4, calls: 1 },
      },
    });
    expect(page.contacts).toHaveLength(1);
    // One buyer only: the platform shows nothing.
    expect(Object.values(page.platform)).toEqual(Array(6).fill(null));
    expect((await details(buyer, agent.companyId, `&portId=${piraeusId + 1_000_000}`)).yours.callsHandled).toEqual({
      value: 0,
      calls: 0,
    });
    // Both calls were at Piraeus: there the count is the same, and the platform still shows nothing.
    const atPiraeus = await details(buyer, agent.companyId, `&portId=${piraeusId}`);
    expect(atPiraeus.yours).toEqual({ ...page.yours, callsHandled: { value: 2, calls: 2 } });
    expect(atPiraeus.platform.callsHandled).toBeNull();

    // The figures are stored; a change after a read shows in the next read, in the page and the search.
    await ok(t, buyer, 'POST', `${S}/agent-rating`, {
      appointmentId: two.appointmentId,
      criteriaRatings: fourCriteria([5, 5, 5, 5]),
    });
    expect((await details(buyer)).yours.averageRating).toEqual({ value: 5, calls: 1 });
    expect((await search(buyer, 'name=harbour')).items[0]?.rating).toEqual({ average: 5, count: 1 });
    await ok(t, buyer, 'POST', `${S}/agent-rating`, {
      appointmentId: two.appointmentId,
      criteriaRatings: fourCriteria([4, 5, 4, 3]),
    });
    expect((await details(buyer)).yours.averageRating).toEqual({ value: 4, calls: 1 });

    // Four more buyers, one accepted call each: calls and answer times now come from five buyers.
    const others: TestProfile[] = [];
    for (const n of [1, 2, 3, 4]) {
      const other = await createCompanyWithProfile(t, { type: 'BUYER', companyName: `Other Buyer ${n}` });
      others.push(other);
      const call = await acceptedAppointment(t, other, agent);
      await backdate(call.appointmentId, call.portCallId, { answeredAfterHours: 10 });
    }
    const seen = await details(others[0] as TestProfile);
    expect(seen.yours.callsHandled).toEqual({ value: 1, calls: 1 });
    expect(seen.yours.pdaToFdaChangePct).toEqual({ value: null, calls: 0 });
    expect(seen.platform).toEqual({
      pdaToFdaChangePct: null, // buyer 1's calls only
      sentBackSharePct: null,
      daysEtsToFda: null,
      hoursToAnswer: { value: 10, calls: 6 }, // 2, 6, 10, 10, 10, 10
      callsHandled: { value: 6, calls: 6 },
      averageRating: null,
    });
    // At Piraeus, where all six calls were, the platform count stands on five buyers; elsewhere on none.
    expect(
      (await details(others[0] as TestProfile, agent.companyId, `&portId=${piraeusId}`)).platform.callsHandled,
    ).toEqual({ value: 6, calls: 6 });
    expect(
      (await details(others[0] as TestProfile, agent.companyId, `&portId=${piraeusId + 1_000_000}`)).platform
        .callsHandled,
    ).toBeNull();
  }, 120_000);

  it('searches agents by name, port, country, expertise, verification and the buyer own rating', async () => {
    const names = async (query: string) => (await search(buyer, query)).items.map((r) => r.name);
    const all = await search(buyer, 'name=agency');
    expect(all.total).toBe(2);
    expect(all.items.map((r) => r.name)).toEqual(['Harbour Masters Agency', 'Quiet Shipping Agency']);
    expect(all.items[0]).toMatchObject({
      verification: 'VERIFIED',
      rating: { average: 4, count: 1 },
      callsWithYou: 2,
    });
    expect(await names('name=agency&verification=UNVERIFIED')).toEqual(['Quiet Shipping Agency']);
    expect(await names('name=agency&minRating=4')).toEqual(['Harbour Masters Agency']);
    expect(await names('name=agency&minRating=4.5')).toEqual([]);
    expect(await names(`name=agency&portId=${piraeusId}`)).toEqual([]);
    const greece = all.items[0]?.country?.id as number;
    expect(await names(`name=agency&countryId=${greece}`)).toHaveLength(2);
    expect(await names('name=agency&expertise=999999')).toEqual([]);
    expect((await search(buyer, 'name=agency&size=1&page=1')).items.map((r) => r.name)).toEqual([
      'Quiet Shipping Agency',
    ]);
    expect((await send(t, buyer, 'GET', `${S}/agent?id=${buyer.companyId}`)).statusCode).toBe(404);
    expect((await send(t, buyer, 'GET', `${S}/buyer/agent-directory/agents?expertise=a,b`)).statusCode).toBe(400);
    expect(quiet.companyId).toBeGreaterThan(0);
  });
});
