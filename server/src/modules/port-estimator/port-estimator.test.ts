import { type TExecuteAnswer, type TLoadConfiguration, ZExecuteAnswer } from '@portcall/contracts/port-estimator';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileResponse } from '../../platform/http/serializer';
import { createVessel, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { expenseEstimationLocations, expenseEstimations } from '../estimations/db';
import { E, type EstimationAnswer, F } from '../estimations/scenario';
import { expenseCatalogueItems } from '../refdata/db';
import { estimatorReference, P, portDuesForm, publishFormula } from './scenario';

let t: TestApp;
let admin: TestProfile;
let buyer: TestProfile;
let vessel: { id: number; name: string };
let ref: Awaited<ReturnType<typeof estimatorReference>>;
let now = new Date('2031-05-04T10:00:00Z');
const statements: string[] = [];

beforeAll(async () => {
  // A session cache lag no slow test run outlasts: the last test counts the session reads.
  t = await createTestApp({
    clock: () => now,
    onQuery: (statement) => statements.push(statement),
    env: { SESSION_CACHE_LAG_MS: '3600000' },
  });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  vessel = await createVessel(t, buyer, { name: 'Aegean Star', dwt: 58_000 });
  ref = await estimatorReference(t);
}, 240_000);
afterAll(() => t?.close());

const [dues, light, mooring] = [0, 1, 2];
const expenseId = (i: number) => (ref.expenses[i] as { id: number }).id;
const execute = (body: Record<string, unknown>) =>
  ok<TExecuteAnswer>(t, buyer, 'POST', `${P}/execute`, {
    portId: ref.piraeus,
    vesselId: vessel.id,
    particulars: { gt: '23456' },
    daysAlongside: '2',
    ...body,
  });
const amountOf = (answer: TExecuteAnswer, i: number) =>
  answer.expenses.find((e) => e.expenseId === expenseId(i))?.amount;

describe('port cost estimator', () => {
  it('refuses a port without a published formula, then estimates every published expense with its trace', async () => {
    const refused = await send(t, buyer, 'POST', `${P}/execute`, { portId: ref.piraeus, vesselId: vessel.id });
    expect(refused.json()).toMatchObject({ status: 409, code: 'PORT_NOT_IN_ESTIMATOR' });
    expect(refused.json().message).toBe('This port is not available in the port cost estimator yet');

    await publishFormula(t, admin, portDuesForm(expenseId(dues), [ref.piraeus]));
    await publishFormula(t, admin, {
      expenseId: expenseId(light),
      portIds: [ref.piraeus],
      currency: 'EUR',
      formula: 'round(nt * 0.1, 2)',
      tariffs: {},
      testCases: [{ name: 'NT 1000', inputs: { nt: '1000' }, expected: '100' }],
    });

    const answer = await execute({});
    const estimatedDues = answer.expenses.find((e) => e.expenseId === expenseId(dues));
    // 250 + 0.0125 × 23456 = 543.20, for 2 started days.
    expect(estimatedDues).toMatchObject({
      amount: '1086.40',
      currency: 'EUR',
      inputsUsed: { gt: '23456', daysAlongside: '2' },
      problem: null,
    });
    expect(estimatedDues?.trace[0]).toMatchObject({
      step: 'tariff "dues"',
      detail: '23456 falls in 2000–∞: 250 + 0.0125 × 23456',
      result: '543.2',
    });
    // The vessel's NT is not known and not given: that expense says what to enter, the rest is totalled.
    expect(answer.expenses.find((e) => e.expenseId === expenseId(light))).toMatchObject({
      amount: null,
      problem: 'Please enter Net tonnage (NT) to estimate this expense',
    });
    expect(answer.totals).toEqual([{ currency: 'EUR', amount: '1086.40' }]);
    // Port analysis takes the port out of the estimator again: refused although its formulas stand.
    const off = await send(
      t,
      admin,
      'PATCH',
      `/port-analysis/secured/port/${ref.piraeus}/available-in-pce?state=false`,
    );
    expect(off.statusCode).toBe(200);
    const switchedOff = await send(t, buyer, 'POST', `${P}/execute`, { portId: ref.piraeus, vesselId: vessel.id });
    expect(switchedOff.json()).toMatchObject({ status: 409, code: 'PORT_NOT_IN_ESTIMATOR' });
    await send(t, admin, 'PATCH', `/port-analysis/secured/port/${ref.piraeus}/available-in-pce?state=true`);
    expect(answer.inputs).toMatchObject({ dwt: '58000', vesselType: 'BULK_CARRIER', sizeClass: 'Supramax', days: '2' });

    const withNt = await execute({ particulars: { gt: '23456', nt: '12000' } });
    expect(amountOf(withNt, light)).toBe('1200.00');
    expect(withNt.totals).toEqual([{ currency: 'EUR', amount: '2286.40' }]);
  });

  it('estimates for a model vessel, and tells the form which particulars to ask for', async () => {
    const models = await ok<Array<{ id: number; name: string; particulars: { dwt: string } }>>(
      t,
      buyer,
      'GET',
      `${P}/filter-vessels?text=supramax&isModelVessel=true`,
    );
    const supramax = models[0] as { id: number; name: string; particulars: { dwt: string } };
    expect(supramax).toMatchObject({
      name: 'Supramax (Bulk carrier)',
      isModelVessel: true,
      particulars: { dwt: '54999' },
    });
    const own = await ok<Array<{ name: string }>>(t, buyer, 'GET', `${P}/filter-vessels?text=aegean`);
    expect(own.map((v) => v.name)).toEqual(['Aegean Star']);
    const both = await ok<Array<{ name: string }>>(
      t,
      buyer,
      'GET',
      `${P}/port-simulation-configuration/filter-vessels?text=a`,
    );
    expect(both.map((v) => v.name)).toContain('Aegean Star');
    expect(both.map((v) => v.name)).toContain('Supramax (Bulk carrier)');

    const config = await ok<TLoadConfiguration>(
      t,
      buyer,
      'GET',
      `${P}/port/${ref.piraeus}/vessel/${supramax.id}/load-configuration?isModelVessel=true`,
    );
    expect(config.missingParticulars).toEqual(['gt', 'nt']);
    expect(config.inputs).toEqual(expect.arrayContaining(['gt', 'daysAlongside', 'nt']));
    expect(config.activities.map((a) => a.code)).toContain('LOADING');

    const answer = await execute({ vesselId: supramax.id, isModelVessel: true, particulars: { gt: '400' } });
    expect(amountOf(answer, dues)).toBe('200.00');
  });

  it('drops its cached formulas on every change: publish, archive, schedule firing', async () => {
    expect(amountOf(await execute({}), mooring)).toBeUndefined();
    // Publishing a formula for a new expense shows it at once.
    const mooringForm = {
      expenseId: expenseId(mooring),
      portIds: [ref.piraeus],
      currency: 'EUR',
      formula: 'if(LOADING, 300, 200)',
      tariffs: {},
      testCases: [{ name: 'Loading', inputs: { LOADING: true }, expected: '300' }],
    };
    const published = await publishFormula(t, admin, mooringForm);
    expect(amountOf(await execute({}), mooring)).toBe('200.00');
    expect(amountOf(await execute({ activities: ['LOADING'] }), mooring)).toBe('300.00');

    // A new version replaces the old one (publishing archives it) and is used at once.
    const v2 = await publishFormula(t, admin, {
      ...mooringForm,
      formula: 'if(LOADING, 350, 250)',
      testCases: [{ name: 'Loading', inputs: { LOADING: true }, expected: '350' }],
    });
    expect(amountOf(await execute({}), mooring)).toBe('250.00');

    // Archiving takes the expense off the estimate.
    await ok(t, admin, 'PATCH', `${E}/${v2.id}/archive`);
    expect(amountOf(await execute({}), mooring)).toBeUndefined();

    // A scheduled publication shows when the jobs runner publishes it, not before.
    const draft = await ok<EstimationAnswer>(t, admin, 'POST', F, {
      ...mooringForm,
      formula: '275',
      testCases: [{ name: 'Flat', inputs: {}, expected: '275' }],
    });
    await ok(
      t,
      admin,
      'PATCH',
      `${E}/${draft.id}/schedule_publish?schedule_date=${encodeURIComponent('2031-05-04T12:00:00Z')}`,
    );
    expect(amountOf(await execute({}), mooring)).toBeUndefined();
    now = new Date('2031-05-04T12:00:01Z');
    await t.services.jobs.drain();
    expect(amountOf(await execute({}), mooring)).toBe('275.00');

    // A duplicate or a deleted draft changes nothing that is published.
    const copy = await ok<EstimationAnswer>(t, admin, 'POST', `${E}/${published.id}/duplicate`);
    await ok(t, admin, 'DELETE', `${E}/${copy.id}`);
    expect(amountOf(await execute({}), mooring)).toBe('275.00');
  });

  it('sees a change written by another node (no call to this one) and a renamed catalogue expense', async () => {
    expect(amountOf(await execute({}), mooring)).toBe('275.00');
    const [row] = await t.database.db
      .select({ id: expenseEstimations.id })
      .from(expenseEstimations)
      .innerJoin(expenseEstimationLocations, eq(expenseEstimationLocations.estimationId, expenseEstimations.id))
      .where(
        and(
          eq(expenseEstimations.expenseId, expenseId(mooring)),
          eq(expenseEstimations.state, 'PUBLISHED'),
          eq(expenseEstimationLocations.portId, ref.piraeus),
        ),
      );
    // Straight to the database, as a second node's publication would be: this node's cache is not told.
    await t.database.db
      .update(expenseEstimations)
      .set({ formula: '280' })
      .where(eq(expenseEstimations.id, row?.id as number));
    expect(amountOf(await execute({}), mooring)).toBe('280.00');

    const [item] = await t.database.db
      .select({ name: expenseCatalogueItems.name })
      .from(expenseCatalogueItems)
      .where(eq(expenseCatalogueItems.id, expenseId(mooring)));
    await t.database.db
      .update(expenseCatalogueItems)
      .set({ name: 'Mooring and unmooring (renamed)' })
      .where(eq(expenseCatalogueItems.id, expenseId(mooring)));
    const renamed = (await execute({})).expenses.find((e) => e.expenseId === expenseId(mooring));
    expect(renamed?.expenseName).toBe('Mooring and unmooring (renamed)');
    await t.database.db
      .update(expenseCatalogueItems)
      .set({ name: item?.name as string })
      .where(eq(expenseCatalogueItems.id, expenseId(mooring)));
  });

  it("lambda/formula runs the port's published formulas over raw inputs for port analysis", async () => {
    const answer = await ok<{ expenses: Array<{ expenseId: number; amount: string | null; problem: string | null }> }>(
      t,
      admin,
      'POST',
      '/da-app/secured/lambda/formula',
      { portId: ref.piraeus, inputs: { gt: '1200', daysAlongside: '3' } },
    );
    expect(answer.expenses.find((e) => e.expenseId === expenseId(dues))).toMatchObject({ amount: '750.00' });
    expect(answer.expenses.find((e) => e.expenseId === expenseId(light))?.problem).toBe(
      'Unknown name "nt" at position 7',
    );
    const buyerTry = await send(t, buyer, 'POST', '/da-app/secured/lambda/formula', { portId: ref.piraeus });
    expect(buyerTry.statusCode).toBe(403);
  });

  it("answers 404 for another company's vessel and refuses unknown activities", async () => {
    const other = await createCompanyWithProfile(t, { type: 'BUYER' });
    const theirs = await createVessel(t, other);
    const foreign = await send(t, buyer, 'POST', `${P}/execute`, { portId: ref.piraeus, vesselId: theirs.id });
    expect(foreign.statusCode).toBe(404);
    const bad = await send(t, buyer, 'POST', `${P}/execute`, {
      portId: ref.piraeus,
      vesselId: vessel.id,
      activities: ['LAY_UP'],
    });
    expect(bad.json()).toMatchObject({
      status: 400,
      fields: { activities: 'Please choose activities of the estimation list' },
    });
  });

  it("sends the answer as the contract's serializer writes it (the formulas' kept parts written in)", async () => {
    const response = await send(t, buyer, 'POST', `${P}/execute`, {
      portId: ref.piraeus,
      vesselId: vessel.id,
      particulars: { gt: '1999.5', nt: '700' },
      daysAlongside: '3',
      activities: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const answer = ZExecuteAnswer.parse(response.json());
    expect(answer.expenses.length).toBeGreaterThan(1);
    expect(response.body).toBe(compileResponse(ZExecuteAnswer).fast?.(answer));
  });

  it('writes nothing: the request after an estimate still checks its session from the cache', async () => {
    await publishFormula(t, admin, portDuesForm(expenseId(dues), [ref.singapore]));
    const atSingapore = { portId: ref.singapore, activities: [] };
    await execute(atSingapore);
    const before = statements.length;
    expect((await execute(atSingapore)).totals).toEqual([{ currency: 'EUR', amount: '1086.40' }]);
    // Its one statement reads the port, vessel, activities and formula epoch; none reads the session.
    expect(statements.slice(before)).toHaveLength(1);
    expect(statements.slice(before)[0]).not.toContain('"access_epoch"');
  });
});
