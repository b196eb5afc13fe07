import { Decimal } from '@portcall/contracts/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { buyerWithPortCall, createAppointment, operationsReference } from '../port-calls/scenario';
import { acceptedAppointment, submittedProforma } from '../proformas/scenario';
import { berths, ports, terminals, verificationDiscrepancyTypes } from '../refdata/db';

const S = '/da-app/secured';
const E = `${S}/evaluation`;
let t: TestApp;
let buyer: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;
let overchargeId: number;

type Item = {
  id: number;
  parentId: number | null;
  status: string;
  amount: string;
  version: number;
  splitType: string | null;
  verifiedAmount: string | null;
  discrepancyAmount: string | null;
  splitExpenses: Item[];
};
type Evaluation = {
  id: number;
  version: number;
  relationIds: number[];
  port: { total: string; expenseEvaluations: Item[] };
};

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  const [type] = await t.database.db
    .select({ id: verificationDiscrepancyTypes.id })
    .from(verificationDiscrepancyTypes)
    .where(eq(verificationDiscrepancyTypes.code, 'OVERCHARGE'));
  overchargeId = type?.id as number;
}, 60_000);
afterAll(() => t?.close());

async function freshEvaluation(type: 'PDA' | 'FDA' = 'PDA') {
  const at = await acceptedAppointment(t, buyer, agent);
  const p = await submittedProforma(t, agent, at, { type });
  return ok<Evaluation>(t, buyer, 'GET', `${E}/${p.evaluationId}/load`);
}
const load = (id: number) => ok<Evaluation>(t, buyer, 'GET', `${E}/${id}/load`);
const post = (url: string, body: unknown) => send(t, buyer, 'POST', url, body);

describe('evaluations', () => {
  it('is created on submit with one PENDING line per quoted expense, for the owning buyer only', async () => {
    const e = await freshEvaluation();
    expect(e.port.total).toBe('1250.75');
    expect(e.port.expenseEvaluations.map((i) => i.status)).toEqual(['PENDING', 'PENDING']);
    expect((await send(t, otherBuyer, 'GET', `${E}/${e.id}/load`)).statusCode).toBe(404);
    expect((await send(t, agent, 'GET', `${E}/${e.id}/load`)).statusCode).toBe(403);
  });

  it('verifies with the discrepancy and charterer rules', async () => {
    const e = await freshEvaluation();
    const [dues] = e.port.expenseEvaluations as [Item];
    const url = `${E}/${dues.id}/verify-expense-evaluation`;
    expect((await post(url, { version: dues.version, verifiedAmount: '1100.50' })).json().code).toBe(
      'INVALID_DISCREPANCY',
    );
    expect(
      (
        await post(url, {
          version: dues.version,
          verifiedAmount: '1100.50',
          discrepancyTypeId: overchargeId,
          discrepancyAmount: '5',
        })
      ).json().code,
    ).toBe('INVALID_DISCREPANCY');
    expect(
      (await post(url, { version: dues.version, verifiedAmount: '100', chartererAmount: '100.01' })).json().code,
    ).toBe('VERIFY_AMOUNT_TOO_LARGE');
    const verified = await post(url, {
      version: dues.version,
      verifiedAmount: '1100.50',
      discrepancyTypeId: overchargeId,
    });
    expect(verified.statusCode).toBe(200);
    expect((verified.json() as Evaluation).port.expenseEvaluations[0]).toMatchObject({
      status: 'VERIFIED',
      verifiedAmount: '1100.5000',
      discrepancyAmount: '100.0000',
    });
    expect((await post(url, { version: dues.version, verifiedAmount: '1000.50' })).json().code).toBe('STALE_VERSION');
  });

  it('approves only verified lines, and of two concurrent approvals one wins', async () => {
    const e = await freshEvaluation();
    const [dues, pilot] = e.port.expenseEvaluations as [Item, Item];
    const pending = await post(`${E}/bulk-approve-expenses`, {
      evaluationId: e.id,
      items: [{ id: dues.id, version: dues.version }],
    });
    expect(pending.json()).toMatchObject({ status: 409, code: 'PENDING_VERIFICATION_EXPENSES' });
    await ok(t, buyer, 'POST', `${E}/${dues.id}/verify-expense-evaluation`, {
      version: dues.version,
      verifiedAmount: dues.amount,
    });
    await ok(t, buyer, 'POST', `${E}/${pilot.id}/verify-expense-evaluation`, {
      version: pilot.version,
      verifiedAmount: pilot.amount,
    });
    const body = { evaluationId: e.id, items: [{ id: dues.id, version: dues.version + 1 }] };
    // Two requests at once (separate transactions): the version in the UPDATE lets one win.
    const answers = await Promise.all([
      post(`${E}/bulk-approve-expenses`, body),
      post(`${E}/bulk-approve-expenses`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await load(e.id);
    expect(after.port.expenseEvaluations.map((i) => i.status)).toEqual(['APPROVED', 'VERIFIED']);
    const reverted = await post(`${E}/${dues.id}/revert-expense-evaluation`, { version: dues.version + 2 });
    expect((reverted.json() as Evaluation).port.expenseEvaluations[0]?.status).toBe('VERIFIED');
  });

  it('splits, divides, reallocates and deletes children keeping the total to the cent', async () => {
    const e = await freshEvaluation();
    const [dues] = e.port.expenseEvaluations as [Item];
    const splitUrl = `${E}/${dues.id}/split-expense-evaluation`;
    expect((await post(splitUrl, { version: dues.version, chartererAmount: '0' })).json().code).toBe(
      'SPLIT_AMOUNT_ZERO',
    );
    expect((await post(splitUrl, { version: dues.version, chartererAmount: '1000.51' })).json().code).toBe(
      'SPLIT_AMOUNT_TOO_LARGE',
    );
    const split = (await (
      await post(splitUrl, { version: dues.version, chartererAmount: '400.25' })
    ).json()) as Evaluation;
    const [charterer, owner] = (split.port.expenseEvaluations[0] as Item).splitExpenses as [Item, Item];
    expect([charterer.splitType, charterer.amount, owner.splitType, owner.amount]).toEqual([
      'CHARTERER',
      '400.2500',
      'OWNER',
      '600.2500',
    ]);
    const divided = (await (
      await post(`${E}/${owner.id}/divide-split-expense-evaluation`, { version: owner.version, amount: '0.25' })
    ).json()) as Evaluation;
    const children = () => divided.port.expenseEvaluations[0]?.splitExpenses as Item[];
    expect(children().map((c) => c.amount)).toEqual(['400.2500', '600.0000', '0.2500']);
    const sum = (items: Item[]) => items.reduce((a, c) => a.plus(c.amount), new Decimal(0)).toFixed(2);
    expect(sum(children())).toBe('1000.50');
    const small = children()[2] as Item;
    const moved = (await (
      await post(`${E}/${charterer.id}/reallocate-split-expense-evaluation`, {
        version: charterer.version,
        amount: '100',
        toId: small.id,
      })
    ).json()) as Evaluation;
    const afterMove = moved.port.expenseEvaluations[0]?.splitExpenses as Item[];
    expect(afterMove.map((c) => c.amount)).toEqual(['300.2500', '600.0000', '100.2500']);
    const movedSmall = afterMove[2] as Item;
    const deleted = (await (
      await post(`${E}/${movedSmall.id}/delete-child-expense-evaluation`, { version: movedSmall.version })
    ).json()) as Evaluation;
    const left = deleted.port.expenseEvaluations[0]?.splitExpenses as Item[];
    expect(sum(left)).toBe('1000.50');
    expect(deleted.port.total).toBe('1250.75');
  });

  it('refuses an amount finer than the currency on verify, split, divide and reallocate, naming the field', async () => {
    const e = await freshEvaluation();
    const [dues] = e.port.expenseEvaluations as [Item];
    const refused = async (url: string, body: Record<string, unknown>, field: string) => {
      const answer = await post(url, body);
      expect(answer.statusCode, url).toBe(400);
      expect(Object.keys(answer.json().fields ?? {}), url).toContain(field);
    };
    await refused(
      `${E}/${dues.id}/verify-expense-evaluation`,
      { version: dues.version, verifiedAmount: '1000.505', discrepancyTypeId: overchargeId },
      'verifiedAmount',
    );
    const splitUrl = `${E}/${dues.id}/split-expense-evaluation`;
    await refused(splitUrl, { version: dues.version, chartererAmount: '400.125' }, 'chartererAmount');
    const split = (await (
      await post(splitUrl, { version: dues.version, chartererAmount: '400.25' })
    ).json()) as Evaluation;
    const [charterer, owner] = (split.port.expenseEvaluations[0] as Item).splitExpenses as [Item, Item];
    await refused(
      `${E}/${owner.id}/divide-split-expense-evaluation`,
      { version: owner.version, amount: '0.001' },
      'amount',
    );
    await refused(
      `${E}/${charterer.id}/reallocate-split-expense-evaluation`,
      { version: charterer.version, amount: '1.005', toId: owner.id },
      'amount',
    );
    // Nothing was cut to fit: the lines are as the one accepted split left them.
    const after = (await load(e.id)).port.expenseEvaluations[0]?.splitExpenses as Item[];
    expect(after.map((c) => c.amount)).toEqual(['400.2500', '600.2500']);
  });

  it('loads each line with its own split children, a verified child counting in the total', async () => {
    const e = await freshEvaluation();
    const [dues, pilot] = e.port.expenseEvaluations as [Item, Item];
    await ok(t, buyer, 'POST', `${E}/${dues.id}/split-expense-evaluation`, {
      version: dues.version,
      chartererAmount: '400.25',
    });
    const split = await ok<Evaluation>(t, buyer, 'POST', `${E}/${pilot.id}/split-expense-evaluation`, {
      version: pilot.version,
      chartererAmount: '50.25',
    });
    const pilotCharterer = (split.port.expenseEvaluations[1] as Item).splitExpenses[0] as Item;
    await ok(t, buyer, 'POST', `${E}/${pilotCharterer.id}/verify-expense-evaluation`, {
      version: pilotCharterer.version,
      verifiedAmount: '40.25',
      discrepancyTypeId: overchargeId,
    });
    const loaded = await load(e.id);
    expect(loaded.port.expenseEvaluations.map((i) => i.id)).toEqual([dues.id, pilot.id]);
    const children = (line: Item) => line.splitExpenses.map((c) => [c.parentId, c.splitType, c.amount, c.status]);
    const [loadedDues, loadedPilot] = loaded.port.expenseEvaluations as [Item, Item];
    expect(children(loadedDues)).toEqual([
      [dues.id, 'CHARTERER', '400.2500', 'PENDING'],
      [dues.id, 'OWNER', '600.2500', 'PENDING'],
    ]);
    expect(children(loadedPilot)).toEqual([
      [pilot.id, 'CHARTERER', '50.2500', 'VERIFIED'],
      [pilot.id, 'OWNER', '200.0000', 'PENDING'],
    ]);
    expect(loadedPilot.splitExpenses[0]?.verifiedAmount).toBe('40.2500');
    expect(loaded.port.total).toBe('1240.75');
  });

  it('needs an accounting code of the right group to approve a final DA line', async () => {
    const e = await freshEvaluation('FDA');
    const [dues] = e.port.expenseEvaluations as [Item];
    await ok(t, buyer, 'POST', `${E}/${dues.id}/verify-expense-evaluation`, {
      version: dues.version,
      verifiedAmount: dues.amount,
    });
    const refused = await post(`${E}/bulk-approve-expenses`, {
      evaluationId: e.id,
      items: [{ id: dues.id, version: dues.version + 1 }],
    });
    expect(refused.json().code).toBe('MISSING_ACCOUNTING_CODE');
    const owner = await ok<{ id: number }>(t, buyer, 'POST', `${S}/accounting-code/save`, {
      code: '5100',
      description: 'Owners',
      group: 'OWNER_AMOUNT',
    });
    const principal = await ok<{ id: number }>(t, buyer, 'POST', `${S}/accounting-code/save`, {
      code: '5000',
      description: 'Port',
      group: 'PRINCIPAL_AMOUNT',
    });
    const assign = (codeId: number) =>
      post(`${S}/expense-evaluation/${dues.id}/assign-accounting-code?accountingCodeId=${codeId}`, undefined);
    expect((await assign(owner.id)).json().code).toBe('ACCOUNTING_CODE_GROUP_MISMATCH');
    expect((await assign(principal.id)).statusCode).toBe(200);
    const approved = await post(`${E}/bulk-approve-expenses`, {
      evaluationId: e.id,
      items: [{ id: dues.id, version: dues.version + 2 }],
    });
    expect(approved.statusCode).toBe(200);
    const codes = await ok<Record<string, unknown[]>>(
      t,
      buyer,
      'GET',
      `${S}/buyer/${buyer.companyId}/accounting-codes`,
    );
    expect(codes.OWNER_AMOUNT).toHaveLength(1);
    expect(
      (await post(`${S}/accounting-code/save`, { code: '5100', description: 'Again', group: 'OWNER_AMOUNT' })).json()
        .code,
    ).toBe('ACCOUNTING_CODE_EXISTS');
  });

  it('relates PDAs to an FDA, checks the budget and lists discrepancies line by line', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const pda = await submittedProforma(t, agent, at, { amounts: ['1000.00', '200.00'] });
    const fda = await submittedProforma(t, agent, at, { type: 'FDA', amounts: ['1100.00', '200.00'] });
    const e = await load(fda.evaluationId as number);
    expect(e.relationIds).toEqual([pda.id]);
    const relatable = await ok<Array<{ id: number; selected: boolean; total: string }>>(
      t,
      buyer,
      'GET',
      `${E}/${e.id}/load-available-to-relate-proformas`,
    );
    expect(relatable).toEqual([expect.objectContaining({ id: pda.id, selected: true, total: '1200.00' })]);
    const check = await ok<{ isOutOfBudget: boolean; items: Array<{ section: string; amount: string }> }>(
      t,
      buyer,
      'POST',
      `${E}/${e.id}/budget-check`,
    );
    expect(check.isOutOfBudget).toBe(true);
    expect(check.items.find((i) => i.section === 'PORT_EXPENSES')?.amount).toBe('100.00');
    expect((await ok<{ isOutOfBudget: boolean }>(t, buyer, 'GET', `${E}/${e.id}/budget-check`)).isOutOfBudget).toBe(
      true,
    );
    const analysis = await ok<{ lines: Array<{ difference: string }> }>(
      t,
      buyer,
      'GET',
      `${E}/${e.id}/analyze/discrepancies`,
    );
    expect(analysis.lines.map((l) => l.difference)).toEqual(['100.00', '0.00']);
    const amended = await ok<{ invoiceNumber: string }>(t, buyer, 'POST', `${S}/form/${fda.id}/amend-invoice-number`, {
      invoiceNumber: 'INV-2026-7',
    });
    expect(amended.invoiceNumber).toBe('INV-2026-7');
    expect((await ok<{ id: number }>(t, buyer, 'GET', `${S}/form/${fda.id}/evaluation`)).id).toBe(e.id);
  });

  it('sends back for review, deletes and restores lines, and resets', async () => {
    const e = await freshEvaluation();
    const [dues, pilot] = e.port.expenseEvaluations as [Item, Item];
    await ok(t, buyer, 'POST', `${E}/${dues.id}/back-for-review-expense-evaluation`, {
      version: dues.version,
      comments: 'Wrong GT',
    });
    await ok(t, buyer, 'POST', `${E}/mark-as-deleted`, { id: e.id, items: [{ id: pilot.id, version: pilot.version }] });
    let now = await load(e.id);
    expect(now.port.expenseEvaluations.map((i) => i.status)).toEqual(['BACK_FOR_REVIEW', 'DELETED']);
    expect(now.port.total).toBe('1000.50');
    await ok(t, buyer, 'POST', `${E}/${pilot.id}/restore-expense-evaluation`, { version: pilot.version + 1 });
    await ok(t, buyer, 'POST', `${E}/reset`, { id: e.id });
    now = await load(e.id);
    expect(now.port.expenseEvaluations.map((i) => i.status)).toEqual(['PENDING', 'PENDING']);
  });
});

describe('the berth of an evaluation (operations §3 berthId)', () => {
  type Berthed = {
    id: number;
    version: number;
    terminalId: number | null;
    berthId: number | null;
    berth: string | null;
  };
  const save = (e: { id: number; version: number }, values: Record<string, unknown>) =>
    post(`${E}/save-evaluation-values`, { id: e.id, version: e.version, ...values });
  const berthsOf = (id: number) =>
    ok<Array<{ label: string; value: string; terminalId: number }>>(t, buyer, 'GET', `${E}/${id}/berths`);
  /** The first listed berth of a port, straight from the reference data. */
  const listedBerth = async (unlocode: string) => {
    const [row] = await t.database.db
      .select({ id: berths.id, terminalId: berths.terminalId })
      .from(berths)
      .innerJoin(terminals, eq(terminals.id, berths.terminalId))
      .innerJoin(ports, eq(ports.id, terminals.portId))
      .where(eq(ports.unlocode, unlocode))
      .limit(1);
    return row as { id: number; terminalId: number };
  };

  it("picks a berth of the DA's port, its terminal with it; free text is refused where the port lists berths", async () => {
    const e = await freshEvaluation();
    const offered = await berthsOf(e.id);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered[0]?.label).toMatch(/ · /);
    const text = await save(e, { berth: 'Quay 9' });
    expect(text.statusCode).toBe(400);
    expect(text.json().fields.berth).toBe('This port lists its berths: please choose one of them');
    const rotterdam = await listedBerth('NLRTM');
    const foreign = await save(e, { berthId: rotterdam.id });
    expect(foreign.json().fields.berthId).toBe('Please choose a berth of this port');
    const chosen = offered[offered.length - 1] as { value: string; terminalId: number };
    const saved = await save(e, { berthId: Number(chosen.value) });
    expect(saved.json()).toMatchObject({ berthId: Number(chosen.value), terminalId: chosen.terminalId, berth: null });
    expect((await load(e.id)) as unknown as Berthed).toMatchObject({ berthId: Number(chosen.value) });
    expect((await send(t, otherBuyer, 'GET', `${E}/${e.id}/berths`)).statusCode).toBe(404);
  });

  it('keeps the berth the agent typed by reference when its terminal lists it', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const [listed] = await t.database.db
      .select({ id: berths.id, terminalId: berths.terminalId, name: berths.name })
      .from(berths)
      .innerJoin(terminals, eq(terminals.id, berths.terminalId))
      .innerJoin(ports, eq(ports.id, terminals.portId))
      .where(eq(ports.unlocode, 'GRPIR'))
      .limit(1);
    const berth = listed as { id: number; terminalId: number; name: string };
    const p = await submittedProforma(
      t,
      agent,
      { ...at, terminalId: berth.terminalId },
      { berth: berth.name.toUpperCase() },
    );
    expect(await load(p.evaluationId as number)).toMatchObject({
      berthId: berth.id,
      terminalId: berth.terminalId,
      berth: null,
    });
  });

  it('keeps free text where the port lists no berths', async () => {
    const ref = await operationsReference(t);
    const { portCall } = await buyerWithPortCall(t, buyer, ref, {
      agentIds: [agent.companyId],
      portId: ref.singapore.id,
    });
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
    await ok(t, agent, 'POST', `${S}/agent/appointment/${appointment.id}/accept`);
    const [terminal] = await t.database.db
      .select({ id: terminals.id })
      .from(terminals)
      .where(eq(terminals.portId, ref.singapore.id))
      .limit(1);
    const p = await submittedProforma(t, agent, { appointmentId: appointment.id, terminalId: terminal?.id as number });
    const e = await load(p.evaluationId as number);
    expect(await berthsOf(e.id)).toEqual([]);
    const saved = await save(e, { berth: 'Jurong 3' });
    expect(saved.json()).toMatchObject({ berthId: null, berth: 'Jurong 3' });
  });
});
