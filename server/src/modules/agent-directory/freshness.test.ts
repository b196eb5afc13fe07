import type { TAgentDetails, TAgentDirectoryPage } from '@portcall/contracts/agent-directory';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { createAccountRepo } from '../account/repo';
import { appointments } from '../appointments/db';
import { portCalls } from '../port-calls/db';
import { proformas } from '../proformas/db';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';
import { fourCriteria } from '../ratings/scenario';
import { ports } from '../refdata/db';
import { agentDirectoryFigures, agentDirectoryStaleCalls } from './db';

// Each way a stored figure changes (docs/decisions.md "Agent directory figures, precomputed"): the
// write queues the call in its own transaction, and the next answer (or the job before it) shows it.

const S = '/da-app/secured';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-03-01T08:00:00Z').getTime();

let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;

const page = () => ok<TAgentDetails>(t, buyer, 'GET', `${S}/agent?id=${agent.companyId}`);
const row = async () =>
  (await ok<TAgentDirectoryPage>(t, buyer, 'GET', `${S}/buyer/agent-directory/agents?name=fresh%20figures`)).items[0];
const queued = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(agentDirectoryStaleCalls))[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Freshness Buyer' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Fresh Figures Agency' });
}, 60_000);
afterAll(() => t?.close());

describe('agent directory figures stay fresh', () => {
  it('counts the served ports as the agent changes them', async () => {
    expect((await row())?.portCount).toBe(0);
    const served = await t.database.db.select({ id: ports.id }).from(ports).orderBy(ports.id).limit(3);
    const account = createAccountRepo(t.database.db);
    await account.replaceCompanyLinks(agent.companyId, { portIds: served.map((p) => p.id), categoryIds: [] });
    expect((await row())?.portCount).toBe(3);
    await account.replaceCompanyLinks(agent.companyId, { portIds: [served[0]?.id as number], categoryIds: [] });
    expect((await row())?.portCount).toBe(1);
    expect((await page()).ports).toHaveLength(1);
  });

  it('shows a new appointment, its answer time, its DAs, a sent-back line, the sailing and a rating', async () => {
    expect((await page()).yours.callsHandled).toEqual({ value: 0, calls: 0 });

    // A new accepted appointment: one call handled, in the page and in the search.
    const call = await acceptedAppointment(t, buyer, agent);
    expect((await page()).yours.callsHandled).toEqual({ value: 1, calls: 1 });
    expect((await row())?.callsWithYou).toBe(1);

    // When it was appointed and answered.
    await t.database.db
      .update(appointments)
      .set({ appointedAt: new Date(T0), acceptedAt: new Date(T0 + 5 * HOUR) })
      .where(eq(appointments.id, call.appointmentId));
    expect((await page()).yours.hoursToAnswer).toEqual({ value: 5, calls: 1 });

    // A PDA alone gives no change; the FDA after it does (1000.00 -> 1100.00: +10 %).
    await submittedProforma(t, agent, call, { amounts: ['800.00', '200.00'] });
    expect((await page()).yours.pdaToFdaChangePct).toEqual({ value: null, calls: 0 });
    const fda = await submittedProforma(t, agent, call, { type: 'FDA', amounts: ['900.00', '200.00'] });
    expect((await page()).yours.pdaToFdaChangePct).toEqual({ value: 10, calls: 1 });
    expect((await page()).yours.sentBackSharePct).toEqual({ value: 0, calls: 1 });

    // The port call's sailing and the FDA's submission: days from one to the other.
    await t.database.db
      .update(portCalls)
      .set({ ets: new Date(T0 + 2 * DAY) })
      .where(eq(portCalls.id, call.portCallId));
    await t.database.db
      .update(proformas)
      .set({ submittedAt: new Date(T0 + 5 * DAY) })
      .where(eq(proformas.id, fda.id));
    expect((await page()).yours.daysEtsToFda).toEqual({ value: 3, calls: 1 });

    // A line of the FDA sent back for review: one of the call's two DAs.
    const evaluation = await ok<{ port: { expenseEvaluations: Array<{ id: number; version: number }> } }>(
      t,
      buyer,
      'GET',
      `${S}/evaluation/${fda.evaluationId}/load`,
    );
    const [line] = evaluation.port.expenseEvaluations;
    await ok(t, buyer, 'POST', `${S}/evaluation/${line?.id}/back-for-review-expense-evaluation`, {
      version: line?.version,
      comments: 'Pilotage twice',
    });
    expect((await page()).yours.sentBackSharePct).toEqual({ value: 50, calls: 1 });

    // Closed (still handled) and rated: the page's mean and the search's rating.
    await ok(t, buyer, 'GET', `${S}/appointment/${call.appointmentId}/close`);
    await ok(t, buyer, 'POST', `${S}/agent-rating`, {
      appointmentId: call.appointmentId,
      criteriaRatings: fourCriteria([4, 4, 3, 5]),
    });
    expect((await page()).yours).toMatchObject({
      callsHandled: { value: 1, calls: 1 },
      averageRating: { value: 4, calls: 1 },
    });
    expect((await row())?.rating).toEqual({ average: 4, count: 1 });
    expect((await row())?.callsWithYou).toBe(1);
  }, 120_000);

  it('is drained by the job, after which a read writes nothing', async () => {
    const [call] = await t.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.agentCompanyId, agent.companyId));
    await ok(t, buyer, 'POST', `${S}/agent-rating`, {
      appointmentId: call?.id,
      criteriaRatings: fourCriteria([2, 2, 2, 2]),
    });
    expect(await queued()).toBeGreaterThan(0);
    expect(await t.services.agentDirectory.refreshFigures()).toBeGreaterThan(0);
    expect(await queued()).toBe(0);
    const refreshedAt = () =>
      t.database.db
        .select({ at: agentDirectoryFigures.refreshedAt })
        .from(agentDirectoryFigures)
        .where(eq(agentDirectoryFigures.agentCompanyId, agent.companyId));
    const before = await refreshedAt();
    expect((await page()).yours.averageRating).toEqual({ value: 2, calls: 1 });
    expect((await row())?.rating).toEqual({ average: 2, count: 1 });
    expect(await refreshedAt()).toEqual(before);
    expect(await t.services.agentDirectory.refreshFigures()).toBe(0);
  });
});
