import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createLineWorld, E, type Evaluation, type Line, type LineWorld, S, sumOf } from './line-scenario';

let w: LineWorld;

beforeAll(async () => {
  w = await createLineWorld();
}, 60_000);
afterAll(() => w?.t.close());

describe('bulk split', () => {
  it('splits several lines at once, each adding up to the cent', async () => {
    const e = await w.evaluation();
    const [dues, pilot] = e.port.expenseEvaluations as [Line, Line];
    const split = await ok<Evaluation>(w.t, w.buyer, 'POST', `${E}/bulk-split-expenses`, {
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
    expect(sumOf(d.splitExpenses)).toBe('1000.50');
    expect(split.port.total).toBe('1250.75');
  });

  it('is all or nothing: one refused line or a stale version leaves every line unsplit', async () => {
    const e = await w.evaluation();
    const [dues, pilot] = e.port.expenseEvaluations as [Line, Line];
    const tooLarge = await w.post(`${E}/bulk-split-expenses`, {
      evaluationId: e.id,
      items: [
        { id: dues.id, version: dues.version, chartererAmount: '100' },
        { id: pilot.id, version: pilot.version, chartererAmount: '250.26' },
      ],
    });
    expect(tooLarge.json()).toMatchObject({ status: 400, code: 'SPLIT_AMOUNT_TOO_LARGE' });
    const stale = await w.post(`${E}/bulk-split-expenses`, {
      evaluationId: e.id,
      items: [
        { id: dues.id, version: dues.version, chartererAmount: '100' },
        { id: pilot.id, version: pilot.version + 1, chartererAmount: '100' },
      ],
    });
    expect(stale.json()).toMatchObject({ status: 409, code: 'STALE_VERSION' });
    const zero = await w.post(`${E}/bulk-split-expenses`, {
      evaluationId: e.id,
      items: [{ id: dues.id, version: dues.version, chartererAmount: '0' }],
    });
    expect(zero.json().code).toBe('SPLIT_AMOUNT_ZERO');
    const after = await w.load(e.id);
    expect(after.port.expenseEvaluations.map((l) => l.splitExpenses.length)).toEqual([0, 0]);
    const foreign = await send(w.t, w.otherBuyer, 'POST', `${E}/bulk-split-expenses`, {
      evaluationId: e.id,
      items: [{ id: dues.id, version: dues.version, chartererAmount: '1' }],
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('bulk approve pending split expenses', () => {
  it('approves the verified children only, and refuses listed children still pending', async () => {
    const e = await w.evaluation();
    const [dues] = e.port.expenseEvaluations as [Line];
    const split = await ok<Evaluation>(w.t, w.buyer, 'POST', `${E}/${dues.id}/split-expense-evaluation`, {
      version: dues.version,
      chartererAmount: '400.25',
    });
    const [charterer, owner] = (split.port.expenseEvaluations[0] as Line).splitExpenses as [Line, Line];
    await w.verify(charterer);
    const url = `${E}/${e.id}/bulk-approve-pending-split-expenses`;
    const listed = await w.post(url, { items: [{ id: owner.id, version: owner.version }] });
    expect(listed.json()).toMatchObject({ status: 409, code: 'PENDING_VERIFICATION_EXPENSES' });
    const parent = await w.post(url, { items: [{ id: dues.id, version: dues.version + 1 }] });
    expect(parent.json().code).toBe('PENDING_VERIFICATION_EXPENSES');
    const approved = await ok<Evaluation>(w.t, w.buyer, 'POST', url, {});
    const children = approved.port.expenseEvaluations[0]?.splitExpenses as Line[];
    expect(children.map((c) => c.status)).toEqual(['APPROVED', 'PENDING']);
    // A whole (unsplit) line is approved through bulk-approve-expenses, never here.
    const [, pilot] = approved.port.expenseEvaluations as [Line, Line];
    const verified = await w.verify(pilot);
    const pilotNow = verified.port.expenseEvaluations[1] as Line;
    expect((await w.post(url, { items: [{ id: pilotNow.id, version: pilotNow.version }] })).json().code).toBe(
      'ITEM_CANNOT_BE_APPROVED',
    );
  });

  it('needs an accounting code on each child of a final DA, and a stale version fails the call', async () => {
    const e = await w.evaluation({ type: 'FDA' });
    const [dues] = e.port.expenseEvaluations as [Line];
    const split = await ok<Evaluation>(w.t, w.buyer, 'POST', `${E}/${dues.id}/split-expense-evaluation`, {
      version: dues.version,
      chartererAmount: '1000.50',
    });
    const [charterer] = (split.port.expenseEvaluations[0] as Line).splitExpenses as [Line];
    await w.verify(charterer);
    const url = `${E}/${e.id}/bulk-approve-pending-split-expenses`;
    expect((await w.post(url, {})).json().code).toBe('MISSING_ACCOUNTING_CODE');
    const code = await ok<{ id: number }>(w.t, w.buyer, 'POST', `${S}/accounting-code/save`, {
      code: `C-${e.id}`,
      description: 'Charterers',
      group: 'CHARTERER_AMOUNT',
    });
    await ok(
      w.t,
      w.buyer,
      'POST',
      `${S}/expense-evaluation/${charterer.id}/assign-accounting-code?accountingCodeId=${code.id}`,
    );
    expect((await w.post(url, { items: [{ id: charterer.id, version: charterer.version }] })).json().code).toBe(
      'STALE_VERSION',
    );
    // Two approvals of the same child at once: the version in the UPDATE lets exactly one win.
    const body = { items: [{ id: charterer.id, version: charterer.version + 2 }] };
    const answers = await Promise.all([w.post(url, body), w.post(url, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await w.load(e.id);
    expect(after.port.expenseEvaluations[0]?.splitExpenses.map((c) => c.status)).toEqual(['APPROVED']);
  });
});

describe('bulk assign accounting code', () => {
  it('gives several lines one code, all or nothing, and a final DA then approves', async () => {
    const e = await w.evaluation({ type: 'FDA' });
    const [dues, pilot] = e.port.expenseEvaluations as [Line, Line];
    const save = (code: string, group: string) =>
      ok<{ id: number }>(w.t, w.buyer, 'POST', `${S}/accounting-code/save`, {
        code,
        description: `Code ${code}`,
        group,
      });
    const principal = await save(`41${e.id}`, 'PRINCIPAL_AMOUNT');
    const owner = await save(`42${e.id}`, 'OWNER_AMOUNT');
    const url = `${E}/bulk-assign-accounting-code`;
    const items = [
      { id: dues.id, version: dues.version },
      { id: pilot.id, version: pilot.version },
    ];
    // A code of another group, or a stale line, changes no line.
    const mismatch = await w.post(url, { evaluationId: e.id, accountingCodeId: owner.id, items });
    expect(mismatch.json()).toMatchObject({ status: 400, code: 'ACCOUNTING_CODE_GROUP_MISMATCH' });
    const stale = await w.post(url, {
      evaluationId: e.id,
      accountingCodeId: principal.id,
      items: [items[0], { id: pilot.id, version: pilot.version + 1 }],
    });
    expect(stale.json()).toMatchObject({ status: 409, code: 'STALE_VERSION' });
    expect((await w.load(e.id)).port.expenseEvaluations.map((l) => l.accountingCodeId)).toEqual([null, null]);
    const foreign = await send(w.t, w.otherBuyer, 'POST', url, {
      evaluationId: e.id,
      accountingCodeId: principal.id,
      items,
    });
    expect(foreign.statusCode).toBe(404);

    const assigned = await ok<Evaluation>(w.t, w.buyer, 'POST', url, {
      evaluationId: e.id,
      accountingCodeId: principal.id,
      items,
    });
    const lines = assigned.port.expenseEvaluations as [Line, Line];
    expect(lines.map((l) => l.accountingCodeId)).toEqual([principal.id, principal.id]);
    await w.verify(lines[0]);
    const verified = (await w.verify(lines[1])).port.expenseEvaluations as [Line, Line];
    const approved = await ok<Evaluation>(w.t, w.buyer, 'POST', `${E}/bulk-approve-expenses`, {
      evaluationId: e.id,
      items: verified.map((l) => ({ id: l.id, version: l.version })),
    });
    expect(approved.port.expenseEvaluations.map((l) => l.status)).toEqual(['APPROVED', 'APPROVED']);
  });
});
