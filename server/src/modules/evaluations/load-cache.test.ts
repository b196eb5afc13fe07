import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryIds, ok, send } from '../../test/buyer-scenario';
import { createSecondNode, createTestApp, type TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';
import { E, type Evaluation, type Line, overchargeTypeId, S } from './line-scenario';

/*
 * The load's answer is kept per evaluation (service.ts `loadAnswer`) and served while the
 * evaluation's revision is unchanged. Every test loads first (so the answer is kept), acts through
 * the route a person uses, and the very next load must show the change.
 */
type Edited = Line & { comments: string | null; editExpenses: Array<{ editedBy: { fullName: string } }> };
type Answer = Omit<Evaluation, 'port'> & {
  invoiceNumber: string | null;
  version: number;
  port: { total: string; expenseEvaluations: Edited[] };
};

const statements: string[] = [];
let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;
let overchargeId: number;

const load = (id: number, as: TestProfile = buyer) => ok<Answer>(t, as, 'GET', `${E}/${id}/load`);
const post = (url: string, body: unknown) => ok(t, buyer, 'POST', url, body);
const lines = (e: Answer) => e.port.expenseEvaluations;

/** A new evaluation of two port lines, loaded twice: the second load is the kept answer. */
async function keptEvaluation(): Promise<Answer> {
  const at = await acceptedAppointment(t, buyer, agent);
  const p = await submittedProforma(t, agent, at, {});
  await load(p.evaluationId as number);
  const before = statements.length;
  const e = await load(p.evaluationId as number);
  // The kept answer reads neither the lines nor their edits.
  expect(statements.slice(before).filter((s) => s.includes('"expense_evaluations"'))).toEqual([]);
  return e;
}

const verify = (line: Line, verifiedAmount = line.amount) =>
  post(`${E}/${line.id}/verify-expense-evaluation`, {
    version: line.version,
    verifiedAmount,
    ...(verifiedAmount === line.amount ? {} : { discrepancyTypeId: overchargeId }),
  });

beforeAll(async () => {
  t = await createTestApp({ onQuery: (statement) => statements.push(statement) });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  overchargeId = await overchargeTypeId(t);
}, 120_000);
afterAll(() => t?.close());

describe('the kept evaluation load on one node', () => {
  it('shows a verification, with its discrepancy', async () => {
    const e = await keptEvaluation();
    const [dues] = lines(e) as [Edited];
    await verify(dues, '900');
    expect(lines(await load(e.id))[0]).toMatchObject({ status: 'VERIFIED', verifiedAmount: '900.0000' });
  });

  it('shows a split, then the approval of its children in bulk', async () => {
    const e = await keptEvaluation();
    const [dues] = lines(e) as [Edited];
    await post(`${E}/${dues.id}/split-expense-evaluation`, { version: dues.version, chartererAmount: '400' });
    const split = lines(await load(e.id))[0] as Line;
    expect(split.splitExpenses.map((c) => c.splitType).sort()).toEqual(['CHARTERER', 'OWNER']);
    for (const child of split.splitExpenses) await verify(child);
    const verified = (lines(await load(e.id))[0] as Line).splitExpenses;
    expect(verified.map((c) => c.status)).toEqual(['VERIFIED', 'VERIFIED']);
    await post(`${E}/bulk-approve-expenses`, {
      evaluationId: e.id,
      items: verified.map((c) => ({ id: c.id, version: c.version })),
    });
    expect((lines(await load(e.id))[0] as Line).splitExpenses.map((c) => c.status)).toEqual(['APPROVED', 'APPROVED']);
  });

  it('shows a line sent back with its comments, and a line marked deleted', async () => {
    const e = await keptEvaluation();
    const [dues, pilot] = lines(e) as [Edited, Edited];
    await post(`${E}/${dues.id}/back-for-review-expense-evaluation`, { version: dues.version, comments: 'Wrong GT' });
    expect(lines(await load(e.id))[0]).toMatchObject({ status: 'BACK_FOR_REVIEW', comments: 'Wrong GT' });
    await post(`${E}/mark-as-deleted`, { id: e.id, items: [{ id: pilot.id, version: pilot.version }] });
    expect(lines(await load(e.id))[1]?.status).toBe('DELETED');
  });

  it('shows an edited amount and its edit history, then the editor’s new name', async () => {
    const e = await keptEvaluation();
    const [dues] = lines(e) as [Edited];
    await post(`${E}/${dues.id}/edit-expense-evaluation`, {
      version: dues.version,
      evaluatedAmount: '950',
      discrepancyTypeId: overchargeId,
    });
    const edited = lines(await load(e.id))[0] as Edited;
    expect(edited.verifiedAmount).toBe('950.0000');
    expect(edited.editExpenses).toHaveLength(1);
    // The editor renamed (an administrator or the manager's settings): the history shows the new name.
    await t.database.db.execute(
      sql`update profiles set name = 'Renamed', surname = 'Editor' where id = ${buyer.profileId}`,
    );
    expect((lines(await load(e.id))[0] as Edited).editExpenses[0]?.editedBy.fullName).toBe('Renamed Editor');
  });

  it('shows an accounting code assigned to a line', async () => {
    const e = await keptEvaluation();
    const [dues] = lines(e) as [Edited];
    const code = await ok<{ id: number }>(t, buyer, 'POST', `${S}/accounting-code/save`, {
      code: `50${e.id}`,
      description: 'Port',
      group: 'PRINCIPAL_AMOUNT',
    });
    const assigned = await send(
      t,
      buyer,
      'POST',
      `${S}/expense-evaluation/${dues.id}/assign-accounting-code?accountingCodeId=${code.id}`,
    );
    expect(assigned.statusCode).toBe(200);
    expect(lines(await load(e.id))[0]?.accountingCodeId).toBe(code.id);
  });

  it("shows the evaluation's own values saved", async () => {
    const e = await keptEvaluation();
    await post(`${E}/save-evaluation-values`, { id: e.id, version: e.version, invoiceNumber: 'INV-9' });
    expect((await load(e.id)).invoiceNumber).toBe('INV-9');
  });

  it('shows a change written outside the app (a job, SQL by hand)', async () => {
    const e = await keptEvaluation();
    const [dues] = lines(e) as [Edited];
    await t.database.db.execute(sql`update expense_evaluations set comments = 'By hand' where id = ${dues.id}`);
    expect((lines(await load(e.id))[0] as Edited).comments).toBe('By hand');
  });

  it('still refuses a caller outside the buyer company, kept answer or not', async () => {
    const e = await keptEvaluation();
    const other = await createCompanyWithProfile(t, { type: 'BUYER' });
    expect((await send(t, other, 'GET', `${E}/${e.id}/load`)).statusCode).toBe(404);
  });
});

describe('who may read a kept evaluation load (its one-statement scope check)', () => {
  it('follows region rules given, edited and paused after the answer was kept', async () => {
    const e = await keptEvaluation();
    const colleague = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
    const status = async () => (await send(t, colleague, 'GET', `${E}/${e.id}/load`)).statusCode;
    expect(await load(e.id, colleague)).toEqual(e);
    const c = await countryIds(t, ['NO', 'GR']);
    const region = { name: `North ${e.id}`, countryIds: [c.NO] };
    const north = await ok<{ id: number }>(t, buyer, 'PUT', `${S}/region`, region);
    const rule = { name: `North only ${e.id}`, regionIds: [north.id], state: 'ACTIVE' };
    const ruleId = (await ok<{ id: number }>(t, buyer, 'PUT', `${S}/rule`, rule)).id;
    await ok(t, buyer, 'POST', `${S}/profile/rules`, { profileId: colleague.profileId, ruleIds: [ruleId] });
    // The port is Piraeus: outside the rule the evaluation does not exist for the colleague.
    expect(await status()).toBe(404);
    expect(await load(e.id)).toEqual(e);
    await ok(t, buyer, 'POST', `${S}/region`, { ...region, id: north.id, state: 'ACTIVE', countryIds: [c.NO, c.GR] });
    expect(await load(e.id, colleague)).toEqual(e);
    // A rule whose only region is inactive shows nothing (fails closed).
    await ok(t, buyer, 'POST', `${S}/region`, { ...region, id: north.id, state: 'INACTIVE', countryIds: [c.NO, c.GR] });
    expect(await status()).toBe(404);
    // A paused rule restricts nothing.
    await ok(t, buyer, 'POST', `${S}/rule`, { ...rule, id: ruleId, state: 'INACTIVE' });
    expect(await load(e.id, colleague)).toEqual(e);
  });

  it('refuses a colleague without DA_EVALUATION_VIEW, the DA’s agent, and an evaluation that does not exist', async () => {
    const e = await keptEvaluation();
    const viewer = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW'],
    });
    expect((await send(t, viewer, 'GET', `${E}/${e.id}/load`)).statusCode).toBe(403);
    expect((await send(t, agent, 'GET', `${E}/${e.id}/load`)).statusCode).toBe(403);
    expect((await send(t, buyer, 'GET', `${E}/${e.id + 1_000_000}/load`)).statusCode).toBe(404);
  });
});

describe('the kept evaluation load on two nodes of one database', () => {
  let second: Awaited<ReturnType<typeof createSecondNode>>;
  beforeAll(async () => {
    second = await createSecondNode(t);
  });
  afterAll(async () => {
    await second?.close();
  });

  it('a verification through one node shows on the other at once', async () => {
    const e = await keptEvaluation();
    const onSecond = async () =>
      (await second.app.inject({ method: 'GET', url: `${E}/${e.id}/load`, headers: bearer(buyer) })).json() as Answer;
    await onSecond();
    expect(lines(await onSecond())[0]?.status).toBe('PENDING');
    await verify(lines(e)[0] as Line);
    expect(lines(await onSecond())[0]?.status).toBe('VERIFIED');
  });
});
