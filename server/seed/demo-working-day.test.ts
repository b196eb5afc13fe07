import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyPorts } from '../src/modules/account/db';
import { appointments } from '../src/modules/appointments/db';
import { claims } from '../src/modules/claims/db';
import { messages } from '../src/modules/messages/db';
import { notifications } from '../src/modules/notifications/db';
import { paymentInstructions, payments } from '../src/modules/payments/db';
import { portCalls } from '../src/modules/port-calls/db';
import { proformas } from '../src/modules/proformas/db';
import { requestsForQuotation } from '../src/modules/requests/db';
import { ok } from '../src/test/buyer-scenario';
import { createTestApp, type TestApp } from '../src/test/harness';
import { DEMO_PASSWORD, seedDemoData } from './demo';

let t: TestApp;
const S = '/da-app/secured';
type Paged<T> = { items: T[]; total: number };

const login = async (username: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/da-app/public/auth/login',
    payload: { username, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { token: string; profile: { companyId: number } };
};

/** How many rows each kind of demo work has: a second seed must leave every count as it is. */
async function counts() {
  const db = t.database.db;
  const count = async (table: PgTable) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  return {
    portCalls: await count(portCalls),
    appointments: await count(appointments),
    proformas: await count(proformas),
    payments: await count(payments),
    instructions: await count(paymentInstructions),
    requests: await count(requestsForQuotation),
    claims: await count(claims),
    messages: await count(messages),
    notifications: await count(notifications),
  };
}

let afterFirst: Awaited<ReturnType<typeof counts>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { dataDir: t.dataDir });
  afterFirst = await counts();
  await seedDemoData(t.database.db, { dataDir: t.dataDir });
}, 600_000);
afterAll(() => t?.close());

describe('the demo working day', () => {
  it('is seeded once: a second seed adds nothing', async () => {
    expect(await counts()).toEqual(afterFirst);
    expect(afterFirst.portCalls).toBeGreaterThanOrEqual(12);
  });

  it("fills the buyer's DA tool at every stage, the FDA with its variance against the PDA", async () => {
    const manager = await login('manager@nordic-bulk.example');
    const queue = await ok<{
      counts: Record<string, number>;
      items: Array<{ evaluationId: number; type: string; stage: string }>;
    }>(t, manager, 'GET', `${S}/buyer/da-tool/evaluations?size=50`);
    for (const stage of ['TO_EVALUATE', 'IN_REVIEW', 'APPROVED', 'TO_PAY', 'PAID'])
      expect(queue.counts[stage], stage).toBeGreaterThanOrEqual(1);
    expect(queue.counts.TO_PAY).toBeGreaterThanOrEqual(2);
    const fda = queue.items.find((i) => i.type === 'FDA');
    expect(fda?.stage).toBe('TO_EVALUATE');
    const variance = await ok<{ lines: Array<{ code: string | null; difference: string }> }>(
      t,
      manager,
      'GET',
      `${S}/evaluation/${fda?.evaluationId}/analyze/discrepancies`,
    );
    expect(variance.lines.find((l) => l.code === 'TOWAGE_IN')?.difference).toBe('1950.00');
  });

  it('leaves the demo USER a DA of the Mediterranean it verified, awaiting approval', async () => {
    const user = await login('user@nordic-bulk.example');
    const queue = await ok<{ items: Array<{ stage: string; port: string }> }>(
      t,
      user,
      'GET',
      `${S}/buyer/da-tool/evaluations?size=50`,
    );
    expect(queue.items.some((i) => i.stage === 'IN_REVIEW' && i.port.startsWith('Genova'))).toBe(true);
  });

  it('gives the reviewer a payment to request and the approver payments to approve and to pay', async () => {
    const reviewer = await login('reviewer@nordic-bulk.example');
    const list = await ok<Paged<{ status: string }>>(t, reviewer, 'GET', `${S}/financial/payments?size=50`);
    const statuses = list.items.map((p) => p.status);
    for (const status of ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'PAID']) expect(statuses).toContain(status);
  });

  it('has a request for quotation at Piraeus with two quotes to compare, still open', async () => {
    const manager = await login('manager@nordic-bulk.example');
    const cases = await ok<Paged<{ id: number; status: string }>>(
      t,
      manager,
      'GET',
      `${S}/request-cases?page=0&size=10`,
    );
    const open = cases.items[0];
    expect(open).toBeDefined();
    const comparison = await ok<{ totals: Array<{ agentName: string; status: string; total: string }> }>(
      t,
      manager,
      'GET',
      `${S}/request-case/${open?.id}/evaluate`,
    );
    const quoted = comparison.totals.filter((q) => q.status === 'QUOTED');
    expect(quoted.map((q) => q.agentName).sort()).toEqual(['Hellas Ship Agents', 'Piraeus Maritime Services']);
  });

  it('has a signed SOF with a demurrage claim from its laytime', async () => {
    const manager = await login('manager@nordic-bulk.example');
    const list = await ok<{ items: Array<{ portCallId: number; type: string; state: string; amount: string }> }>(
      t,
      manager,
      'GET',
      `${S}/claims`,
    );
    const claim = list.items.find((c) => c.type === 'DEMURRAGE');
    expect(claim?.state).toBe('DRAFT');
    expect(Number(claim?.amount)).toBeGreaterThan(0);
    const sof = await t.app.inject({
      method: 'POST',
      url: '/sof/graphql',
      headers: { authorization: `Bearer ${manager.token}` },
      payload: {
        query: 'query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { status } }',
        variables: { ids: [claim?.portCallId] },
      },
    });
    expect(sof.json().data.sofsByPortCallIds[0].status).toBe('SIGNED');
  });

  it('gives every agent and the vendor appointments only at ports it serves, and messages and notices to read', async () => {
    const rows = await t.database.db
      .select({
        agent: companies.name,
        served: sql<boolean>`exists (select 1 from ${companyPorts} where ${companyPorts.companyId} = ${appointments.agentCompanyId} and ${companyPorts.portId} = ${portCalls.portId})`,
      })
      .from(appointments)
      .innerJoin(portCalls, eq(portCalls.id, appointments.portCallId))
      .innerJoin(companies, eq(companies.id, appointments.agentCompanyId))
      .where(eq(companies.type, 'AGENT'));
    expect(rows.filter((r) => !r.served)).toEqual([]);
    for (const username of [
      'agent@aegean-agency.example',
      'agent@piraeus-maritime.example',
      'agent@hellas-ship.example',
      'agent@northsea-agency.example',
      'vendor@harbour-supply.example',
    ]) {
      const supplier = await login(username);
      const kind = username.startsWith('vendor') ? 'vendor' : 'agent';
      const list = await ok<Paged<unknown>>(t, supplier, 'GET', `${S}/${kind}/appointments`);
      expect(list.total, username).toBeGreaterThanOrEqual(1);
      const notices = await ok<Paged<unknown>>(t, supplier, 'POST', `${S}/notification/list`, { filter: 'ALL' });
      expect(notices.items.length, username).toBeGreaterThanOrEqual(1);
    }
    const manager = await login('manager@nordic-bulk.example');
    const inbox = await ok<Paged<unknown>>(t, manager, 'POST', `${S}/messages/list`, {});
    expect(inbox.items.length).toBeGreaterThanOrEqual(3);
  });
});
