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
  await seedDemoData(t.database.db, { dataDir: t.dataDir });
  await seedDemoData(t.database.db, { dataDir: t.dataDir }); // a second run adds nothing
}, 600_000);
afterAll(() => t?.close());

describe("the demo buyer's operations", () => {
  it('has three port calls with an ACCEPTED, an APPOINTED and a DRAFT appointment, each with an agent of the port, and one imported', async () => {
    const manager = await login('manager@nordic-bulk.example');
    const appointments = await ok<
      Paged<{ state: string; agent: { name: string }; title: string; voyageNumber?: string }>
    >(t, manager, 'GET', '/da-app/secured/dashboard/appointments?property=eta&direction=ASC&size=50');
    // The working day adds more voyages (NB2605...); the operations' own are NB2601-NB2603.
    const own = (voyage: string) => appointments.items.find((a) => a.title.includes(` V.${voyage} at `));
    expect([own('NB2601'), own('NB2602'), own('NB2603')].map((a) => [a?.state, a?.agent.name])).toEqual([
      ['ACCEPTED', 'Aegean Port Agency'],
      ['APPOINTED', 'North Sea Port Agency'],
      ['DRAFT', 'North Sea Port Agency'],
    ]);
    expect(own('NB2601')?.title).toMatch(/ V\.NB2601 at Piraeus$/);
    const imported = await ok<Paged<{ externalRef: string }>>(
      t,
      manager,
      'POST',
      '/da-app/secured/buyer/da/dashboard/port-calls/imported',
      {},
    );
    expect(imported.items.map((i) => i.externalRef)).toEqual(['IMOS-DEMO-0001']);
  });

  it('shows an agent what was sent to it, never the draft', async () => {
    const agent = await login('agent@northsea-agency.example');
    const list = await ok<Paged<{ state: string; title: string }>>(
      t,
      agent,
      'GET',
      '/da-app/secured/agent/appointments?size=50',
    );
    expect(list.items.some((a) => a.title.includes('V.NB2602 at '))).toBe(true);
    expect(list.items.some((a) => a.title.includes('V.NB2603 at '))).toBe(false);
    expect(list.items.every((a) => a.state !== 'DRAFT')).toBe(true);
  });

  it('gives each demo agent an approved account in USD and in EUR, once', async () => {
    for (const username of [
      'agent@aegean-agency.example',
      'agent@piraeus-maritime.example',
      'agent@hellas-ship.example',
      'agent@northsea-agency.example',
    ]) {
      const agent = await login(username);
      const accounts = await ok<Array<{ currency: string; status: string }>>(
        t,
        agent,
        'GET',
        '/da-app/secured/supplier-bank-accounts',
      );
      expect(accounts.map((a) => [a.currency, a.status]).sort(), username).toEqual([
        ['EUR', 'APPROVED'],
        ['USD', 'APPROVED'],
      ]);
    }
  });
});
