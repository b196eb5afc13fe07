import type { TEstimationAccuracy, TPortAccuracy } from '@portcall/contracts/estimation-accuracy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { E, type EstimationAnswer, estimationReference, F } from '../estimations/scenario';
import { acceptedAppointment, catalogue, submittedProforma } from '../proformas/scenario';
import { accuracyOf } from './backtest';

const A = '/port-analysis/secured/port';
let t: TestApp;
let admin: TestProfile;
let buyer: TestProfile;
let supplier: TestProfile;
let piraeus: number;
let dues: number;
let now = new Date('2031-05-04T10:00:00Z');

/**
 * A past call at Piraeus of `days` alongside (ETA to ETS) whose final DA quotes port dues `quoted`;
 * `approve` approves every line, with port dues evaluated at `evaluated` when given.
 */
async function pastCall(o: { days: number; quoted: string; evaluated?: string; approve?: boolean; type?: 'PDA' }) {
  const at = await acceptedAppointment(t, buyer, supplier);
  const da = await submittedProforma(t, supplier, at, { type: o.type ?? 'FDA', amounts: [o.quoted, '100.00'] });
  const eta = new Date('2030-03-10T00:00:00Z');
  await t.database.db.execute(sql`
    update port_calls set eta = ${eta.toISOString()}::timestamptz,
           ets = ${new Date(eta.getTime() + o.days * 86_400_000).toISOString()}::timestamptz
     where id = ${at.portCallId}`);
  if (o.evaluated !== undefined)
    await t.database.db.execute(sql`
      update expense_evaluations set verified_amount = ${o.evaluated}::numeric
       where evaluation_id = ${da.evaluationId} and code = 'PORT_DUES'`);
  if (o.approve !== false)
    await t.database.db.execute(sql`
      update expense_evaluations set status = 'APPROVED' where evaluation_id = ${da.evaluationId}`);
  return da;
}

/** A formula of `rate * daysAlongside`, with the one test case publishing needs. */
const form = (formula: string) => ({
  expenseId: dues,
  portIds: [piraeus],
  currency: 'EUR',
  formula,
  testCases: [{ name: 'One day', inputs: { daysAlongside: '1' }, expected: formula.replace(' * daysAlongside', '') }],
});

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  supplier = await createCompanyWithProfile(t, { type: 'AGENT' });
  piraeus = (await estimationReference(t)).piraeus;
  dues = (await catalogue(t)).PORT_DUES;
  await pastCall({ days: 2, quoted: '1000.00' });
  // The approved amount is the evaluated one, not the quote.
  await pastCall({ days: 2, quoted: '1300.00', evaluated: '1250.00' });
  await pastCall({ days: 3, quoted: '1125.00' });
  // Zero approved: no percentage error exists; left out and counted.
  await pastCall({ days: 2, quoted: '500.00', evaluated: '0' });
  // Not yet approved, and a proforma (an estimate itself): neither counts.
  await pastCall({ days: 2, quoted: '999.00', approve: false });
  await pastCall({ days: 2, quoted: '5000.00', type: 'PDA' });
}, 240_000);
afterAll(() => t?.close());

describe('accuracy backtest', () => {
  it('is the mean absolute percentage error in decimals, leaving zero amounts out', () => {
    expect(
      accuracyOf([
        { estimate: '110', approved: '100', sameCurrency: true },
        { estimate: '0.1', approved: '0.3', sameCurrency: true },
        { estimate: '5', approved: '0', sameCurrency: true },
        { estimate: null, approved: '7', sameCurrency: true },
        { estimate: '5', approved: '7', sameCurrency: false },
      ]),
      // (10 % + 66.666...%) / 2 = 38.333... -> 38.33 (0.1/0.3 as floats would be 0.33333333333333337).
    ).toEqual({ mape: '38.33', calls: 2, zeroAmount: 1, notEstimated: 1, otherCurrency: 1 });
    expect(accuracyOf([])).toEqual({ mape: null, calls: 0, zeroAmount: 0, notEstimated: 0, otherCurrency: 0 });
  });

  it('scores a formula version and the port against the approved port dues of past final DAs', async () => {
    const v1 = await ok<EstimationAnswer>(t, admin, 'POST', F, form('500 * daysAlongside'));
    await ok(t, admin, 'PATCH', `${E}/${v1.id}/publish`);
    // Estimates 1000, 1000, 1500 against 1000, 1250, 1125: errors 0, 20 %, 33.33...% -> 17.78 %.
    const first = await ok<TEstimationAccuracy>(t, admin, 'GET', `${E}/${v1.id}/accuracy`);
    const expected = { mape: '17.78', calls: 3, zeroAmount: 1, notEstimated: 0, otherCurrency: 0 };
    expect(first.overall).toEqual(expected);
    expect(first.ports).toEqual([{ port: expect.objectContaining({ id: piraeus }), accuracy: expected }]);
    const port = await ok<TPortAccuracy>(t, admin, 'GET', `${A}/${piraeus}/accuracy`);
    expect(port.formulas).toEqual([expect.objectContaining({ estimationId: v1.id, accuracy: expected })]);
    expect(port.overall).toEqual(expected);

    // A new version is scored on its own: 1200, 1200, 1800 -> 20 %, 4 %, 60 % -> 28.00 %.
    const v2 = await ok<EstimationAnswer>(t, admin, 'POST', `${E}/${v1.id}/duplicate`);
    await ok(t, admin, 'POST', `${F}/${v2.id}`, { ...form('600 * daysAlongside'), version: v2.version });
    const second = await ok<TEstimationAccuracy>(t, admin, 'GET', `${E}/${v2.id}/accuracy`);
    expect(second.overall).toMatchObject({ mape: '28.00', calls: 3 });
    // Publishing it replaces the first at the port: the port's figure follows at once.
    await ok(t, admin, 'PATCH', `${E}/${v2.id}/publish`);
    const after = await ok<TPortAccuracy>(t, admin, 'GET', `${A}/${piraeus}/accuracy`);
    expect(after.formulas).toEqual([expect.objectContaining({ estimationId: v2.id })]);
    expect(after.overall).toMatchObject({ mape: '28.00', calls: 3 });
  });

  it('takes in newly approved final DAs once the kept figure is ten minutes old', async () => {
    const before = await ok<TPortAccuracy>(t, admin, 'GET', `${A}/${piraeus}/accuracy`);
    await pastCall({ days: 2, quoted: '1200.00' });
    expect((await ok<TPortAccuracy>(t, admin, 'GET', `${A}/${piraeus}/accuracy`)).overall).toEqual(before.overall);
    now = new Date(now.getTime() + 11 * 60_000);
    // 20 %, 4 %, 60 % and 0 % -> 21.00 %.
    const later = await ok<TPortAccuracy>(t, admin, 'GET', `${A}/${piraeus}/accuracy`);
    expect(later.overall).toMatchObject({ mape: '21.00', calls: 4 });
  });

  it('answers 404 for an unknown formula or port', async () => {
    expect((await send(t, admin, 'GET', `${E}/999999/accuracy`)).statusCode).toBe(404);
    expect((await send(t, admin, 'GET', `${A}/999999999/accuracy`)).statusCode).toBe(404);
  });
});
