import { Decimal } from '@portcall/contracts/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';
import { ok, send } from '../settings/scenario';
import { E, type Evaluation, type Line, overchargeTypeId } from './line-scenario';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;
let overchargeId: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  overchargeId = await overchargeTypeId(t);
}, 60_000);
afterAll(() => t?.close());

async function freshEvaluation(type: 'PDA' | 'FDA' = 'PDA') {
  const at = await acceptedAppointment(t, buyer, agent);
  const p = await submittedProforma(t, agent, at, { type });
  return ok<Evaluation>(t, buyer, 'GET', `${E}/${p.evaluationId}/load`);
}
const load = (id: number) => ok<Evaluation>(t, buyer, 'GET', `${E}/${id}/load`);
const post = (url: string, body: unknown) => send(t, buyer, 'POST', url, body);
const sum = (items: Line[]) => items.reduce((a, c) => a.plus(c.amount), new Decimal(0)).toFixed(2);
const verify = (line: Line, verifiedAmount = line.amount) =>
  ok<Evaluation>(t, buyer, 'POST', `${E}/${line.id}/verify-expense-evaluation`, {
    version: line.version,
    verifiedAmount,
    ...(new Decimal(verifiedAmount).eq(line.amount) ? {} : { discrepancyTypeId: overchargeId }),
  });

describe('bulk split', () => {
  it('splits several lines at once, each adding up to the cent', async () => {
    const e = await freshEvaluation();
    const [dues, pilot] = e.port.expenseEvaluations as [Line, Line];
    const split = await ok<Evaluation>(t, buyer, 'POST', `${E}/bulk-split-expenses`, {
      evaluationId: e.id,
      items: [
        { id: dues.id, version: dues.version, chartererAmount: '400.25' },
        { id: pilot.id, version: pilot.version, chartererAmount: '250.25' },
      ],
    });
    const [d, p] = split.port.expenseEvaluations as [Line, Line];
    expect(d.splitExpenses.map((c) => [c.splitType, c.amount])).toEqual([
      ['CHARTERER', '400.2500'],
      ['OWNER', '600.2500'],
    ]);
    // The whole line may go to the charterers: no empty owner part is made.
    expect(p.splitExpenses.map((c) => [c.splitType, c.amount])).toEqual([['CHARTERER', '250.2500']]);
    expect(sum(d.splitExpenses)).toBe('1000.50');
    expect(split.port.total).toBe('1250.75');
  });

  it('is all or nothing: one refused line or a stale version leaves every line unsplit', async () => {
    const e = await freshEvaluation();
    const [dues, pilot] = e.port.expenseEvaluations as [Line, Line];
    const tooLarge = await post(`${E}/bulk-split-expenses`, {
      evaluationId: e.id,
      items: [
        { id: dues.id, version: dues.version, chartererAmount: '100' },
        { id: pilot.id, version: pilot.version, chartererAmount: '250.26' },
      ],
    });
    expect(tooLarge.json()).toMatchObject({ status: 400, code: 'SPLIT_AMOUNT_TOO_LARGE' });
    const stale = await post(`${E}/bulk-split-expenses`, {
      evaluationId: e.id,
      items: [
        { id: dues.id, version: dues.version, chartererAmount: '100' },
        { id: pilot.id, version: pilot.version + 1, chartererAmount: '100' },
      ],
    });
    expect(stale.json()).toMatchObject({ status: 409, code: 'STALE_VERSION' });
    const zero = await post(`${E}/bulk-split-expenses`, {
      evaluationId: e.id,
      items: [{ id: dues.id, version: dues.version, chartererAmount: '0' }],
    });
    expect(zero.json().code).toBe('SPLIT_AMOUNT_ZERO');
    const after = await load(e.id);
    expect(after.port.expenseEvaluations.map((l) => l.splitExpenses.length)).toEqual([0, 0]);
    const foreign = await send(t, otherBuyer, 'POST', `${E}/bulk-split-expenses`, {
      evaluationId: e.id,
      items: [{ id: dues.id, version: dues.version, chartererAmount: '1' }],
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('bulk approve pending split expenses', () => {
  it('approves the verified children only, and refuses listed children still pending', async () => {
    const e = await freshEvaluation();
    const [dues] = e.port.expenseEvaluations as [Line];
    const split = await ok<Evaluation>(t, buyer, 'POST', `${E}/${dues.id}/split-expense-evaluation`, {
      version: dues.version,
      chartererAmount: '400.25',
    });
    const [charterer, owner] = (split.port.expenseEvaluations[0] as Line).splitExpenses as [Line, Line];
    await verify(charterer);
    const url = `${E}/${e.id}/bulk-approve-pending-split-expenses`;
    const listed = await post(url, { items: [{ id: owner.id, version: owner.version }] });
    expect(listed.json()).toMatchObject({ status: 409, code: 'PENDING_VERIFICATION_EXPENSES' });
    const parent = await post(url, { items: [{ id: dues.id, version: dues.version + 1 }] });
    expect(parent.json().code).toBe('PENDING_VERIFICATION_EXPENSES');
    const approved = await ok<Evaluation>(t, buyer, 'POST', url, {});
    const children = approved.port.expenseEvaluations[0]?.splitExpenses as Line[];
    expect(children.map((c) => c.status)).toEqual(['APPROVED', 'PENDING']);
    // A whole (unsplit) line is approved through bulk-approve-expenses, never here.
    const [, pilot] = approved.port.expenseEvaluations as [Line, Line];
    const verified = await verify(pilot);
    const pilotNow = verified.port.expenseEvaluations[1] as Line;
    expect((await post(url, { items: [{ id: pilotNow.id, version: pilotNow.version }] })).json().code).toBe(
      'ITEM_CANNOT_BE_APPROVED',
    );
  });

  it('needs an accounting code on each child of a final DA, and a stale version fails the call', async () => {
    const e = await freshEvaluation('FDA');
    const [dues] = e.port.expenseEvaluations as [Line];
    const split = await ok<Evaluation>(t, buyer, 'POST', `${E}/${dues.id}/split-expense-evaluation`, {
      version: dues.version,
      chartererAmount: '1000.50',
    });
    const [charterer] = (split.port.expenseEvaluations[0] as Line).splitExpenses as [Line];
    await verify(charterer);
    const url = `${E}/${e.id}/bulk-approve-pending-split-expenses`;
    expect((await post(url, {})).json().code).toBe('MISSING_ACCOUNTING_CODE');
    const code = await ok<{ id: number }>(t, buyer, 'POST', `${S}/accounting-code/save`, {
      code: `C-${e.id}`,
      description: 'Charterers',
      group: 'CHARTERER_AMOUNT',
    });
    await ok(
      t,
      buyer,
      'POST',
      `${S}/expense-evaluation/${charterer.id}/assign-accounting-code?accountingCodeId=${code.id}`,
    );
    expect((await post(url, { items: [{ id: charterer.id, version: charterer.version }] })).json().code).toBe(
      'STALE_VERSION',
    );
    // Two approvals of the same child at once: the version in the UPDATE lets exactly one win.
    const body = { items: [{ id: charterer.id, version: charterer.version + 2 }] };
    const answers = await Promise.all([post(url, body), post(url, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await load(e.id);
    expect(after.port.expenseEvaluations[0]?.splitExpenses.map((c) => c.status)).toEqual(['APPROVED']);
  });
});
