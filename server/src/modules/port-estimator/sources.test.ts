import type { TExecuteAnswer, TLoadConfiguration } from '@portcall/contracts/port-estimator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVessel, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, catalogue, submittedProforma } from '../proformas/scenario';
import { estimatorReference, P, publishFormula } from './scenario';

const S = '/da-app/secured';
let t: TestApp;
let admin: TestProfile;
let buyer: TestProfile;
let agents: [TestProfile, TestProfile];
let vessel: { id: number };
let piraeus: number;
let items: Awaited<ReturnType<typeof catalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agents = [await createCompanyWithProfile(t, { type: 'AGENT' }), await createCompanyWithProfile(t, { type: 'AGENT' })];
  vessel = await createVessel(t, buyer, { name: 'Aegean Star', dwt: 58_000 });
  piraeus = (await estimatorReference(t)).piraeus;
  items = await catalogue(t);
}, 240_000);
afterAll(() => t?.close());

const price = (agent: TestProfile, catalogueItemId: number, amount: string) =>
  ok(t, agent, 'POST', `${S}/agent/pricelist/save`, {
    portId: piraeus,
    catalogueItemId,
    currency: 'EUR',
    amount,
    validFrom: '2020-01-01',
    validTo: '2099-12-31',
  });
const execute = () =>
  ok<TExecuteAnswer>(t, buyer, 'POST', `${P}/execute`, {
    portId: piraeus,
    vesselId: vessel.id,
    particulars: { gt: '400' },
    daysAlongside: '1',
  });
const lineOf = (answer: TExecuteAnswer, expenseId: number) => answer.expenses.find((e) => e.expenseId === expenseId);

describe('port cost estimator sources', () => {
  it('answers a port with only a price list from it, then prefers a formula to a price list to history', async () => {
    await ok(t, admin, 'PATCH', `/port-analysis/secured/port/${piraeus}/available-in-pce?state=true`);
    // Switched on but with nothing to price from: not in the estimator yet.
    const refused = await send(t, buyer, 'POST', `${P}/execute`, { portId: piraeus, vesselId: vessel.id });
    expect(refused.json()).toMatchObject({ status: 409, code: 'PORT_NOT_IN_ESTIMATOR' });

    await price(agents[0], items.AGENCY_FEE, '100.00');
    await price(agents[1], items.AGENCY_FEE, '200.01');
    // A husbandry price is the husbandry estimator's, not the port cost's.
    await price(agents[0], items.CREW_TRANSPORT, '55.00');
    const listed = await execute();
    expect(listed.expenses).toEqual([
      expect.objectContaining({
        expenseId: items.AGENCY_FEE,
        source: 'PRICE_LIST',
        amount: '150.01',
        daCount: 2,
        currency: 'EUR',
        estimationId: null,
        formula: null,
        problem: null,
      }),
    ]);
    expect(listed.totals).toEqual([{ currency: 'EUR', amount: '150.01' }]);
    const config = await ok<TLoadConfiguration>(
      t,
      buyer,
      'GET',
      `${P}/port/${piraeus}/vessel/${vessel.id}/load-configuration`,
    );
    expect(config.expenses.map((e) => e.expenseId)).toEqual([items.AGENCY_FEE]);

    // History (a submitted final DA: port dues 900, pilotage 300) for what no price list covers;
    // a price list of port dues then wins over history, and a formula over both.
    const at = await acceptedAppointment(t, buyer, agents[0]);
    await submittedProforma(t, agents[0], at, { type: 'FDA', amounts: ['900.00', '300.00'] });
    const withHistory = await execute();
    expect(lineOf(withHistory, items.PORT_DUES)).toMatchObject({ source: 'HISTORY', amount: '900.00', daCount: 1 });
    expect(lineOf(withHistory, items.PILOTAGE_IN)).toMatchObject({ source: 'HISTORY', amount: '300.00' });
    expect(lineOf(withHistory, items.AGENCY_FEE)).toMatchObject({ source: 'PRICE_LIST' });

    await price(agents[1], items.PORT_DUES, '950.00');
    expect(lineOf(await execute(), items.PORT_DUES)).toMatchObject({ source: 'PRICE_LIST', amount: '950.00' });

    const formula = await publishFormula(t, admin, {
      expenseId: items.PORT_DUES,
      portIds: [piraeus],
      currency: 'EUR',
      formula: 'gt * 2',
      tariffs: {},
      testCases: [{ name: 'Small ship', inputs: { gt: '400' }, expected: '800' }],
    });
    const all = await execute();
    const dues = all.expenses.filter((e) => e.expenseId === items.PORT_DUES);
    expect(dues).toEqual([
      expect.objectContaining({ source: 'FORMULA', amount: '800.00', estimationId: formula.id, daCount: 0 }),
    ]);
    expect(all.expenses.map((e) => [e.expenseId, e.source])).toEqual([
      [items.PORT_DUES, 'FORMULA'],
      [items.AGENCY_FEE, 'PRICE_LIST'],
      [items.PILOTAGE_IN, 'HISTORY'],
    ]);
    expect(all.totals).toEqual([{ currency: 'EUR', amount: '1250.01' }]);
  }, 240_000);
});
