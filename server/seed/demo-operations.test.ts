import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/test/buyer-scenario';
import { createTestApp, type TestApp } from '../src/test/harness';
import { DEMO_PASSWORD, seedDemoData } from './demo';

let t: TestApp;
const login = async (username: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/da-app/public/auth/login',
    payload: { username, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { token: string };
};
type Paged<T> = { items: T[]; total: number };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await seedDemoData(t.database.db); // a second run adds nothing
}, 60_000);
afterAll(() => t?.close());

describe("the demo buyer's operations", () => {
  it('has three port calls with an ACCEPTED, an APPOINTED and a DRAFT appointment of the demo agent, and one imported', async () => {
    const manager = await login('manager@nordic-bulk.example');
    const appointments = await ok<Paged<{ state: string; agent: { name: string }; title: string }>>(
      t,
      manager,
      'GET',
      '/da-app/secured/dashboard/appointments?property=eta&direction=ASC',
    );
    expect(appointments.items.map((a) => [a.state, a.agent.name])).toEqual([
      ['ACCEPTED', 'Aegean Port Agency'],
      ['APPOINTED', 'Aegean Port Agency'],
      ['DRAFT', 'Aegean Port Agency'],
    ]);
    expect(appointments.items[0]?.title).toMatch(/ V\.NB2601 at Piraeus$/);
    const imported = await ok<Paged<{ externalRef: string }>>(
      t,
      manager,
      'POST',
      '/da-app/secured/buyer/da/dashboard/port-calls/imported',
      {},
    );
    expect(imported.items.map((i) => i.externalRef)).toEqual(['IMOS-DEMO-0001']);
  });

  it('shows the agent what was sent to it, never the draft', async () => {
    const agent = await login('agent@aegean-agency.example');
    const list = await ok<Paged<{ state: string }>>(t, agent, 'GET', '/da-app/secured/agent/appointments');
    expect(list.items.map((a) => a.state).sort()).toEqual(['ACCEPTED', 'APPOINTED']);
  });

  it('gives the demo agent an approved account in USD and in EUR, once', async () => {
    const agent = await login('agent@aegean-agency.example');
    const accounts = await ok<Array<{ currency: string; status: string }>>(
      t,
      agent,
      'GET',
      '/da-app/secured/supplier-bank-accounts',
    );
    expect(accounts.map((a) => [a.currency, a.status]).sort()).toEqual([
      ['EUR', 'APPROVED'],
      ['USD', 'APPROVED'],
    ]);
  });
});
