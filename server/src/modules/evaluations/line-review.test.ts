import { Decimal } from '@portcall/contracts/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createCompanyWithProfile } from '../../test/scenario';
import { publishFormula } from '../port-estimator/scenario';
import { expenseCatalogueItems, ports } from '../refdata/db';
import { createLineWorld, E, type Line, type LineWorld, S } from './line-scenario';

let w: LineWorld;

type Inspection = {
  id: number;
  expenseEvaluationId: number;
  status: string;
  version: number;
  resolvedById: number | null;
  resolvedAt: string | null;
  resolution: string | null;
};

beforeAll(async () => {
  w = await createLineWorld();
}, 60_000);
afterAll(() => w?.t.close());

const flagsOf = (id: number) => ok<Inspection[]>(w.t, w.buyer, 'GET', `${E}/${id}/expense-inspection/list`);
const editWithDiscrepancy = (line: Line, evaluatedAmount: string) =>
  ok(w.t, w.buyer, 'POST', `${E}/${line.id}/edit-expense-evaluation`, {
    version: line.version,
    evaluatedAmount,
    discrepancyTypeId: w.overchargeId,
  });

describe('expense inspection', () => {
  it('a verifier resolves a flag with a comment; who and when are kept', async () => {
    const e = await w.evaluation();
    const [dues, pilot] = e.port.expenseEvaluations as [Line, Line];
    await editWithDiscrepancy(dues, '1100.50');
    await editWithDiscrepancy(pilot, '200');
    const [duesFlag, pilotFlag] = (await flagsOf(e.id)) as [Inspection, Inspection];
    const stale = await w.post(`${E}/expense-inspection/resolve`, { id: duesFlag.id, version: 9, comment: 'Ok' });
    expect(stale.json().code).toBe('STALE_VERSION');
    const resolved = await ok<Inspection[]>(w.t, w.buyer, 'POST', `${E}/expense-inspection/resolve`, {
      id: duesFlag.id,
      version: duesFlag.version,
      comment: 'Tariff confirmed by the port',
    });
    expect(resolved[0]).toMatchObject({
      status: 'RESOLVED',
      resolvedById: w.buyer.profileId,
      resolution: 'Tariff confirmed by the port',
    });
    expect(resolved[0]?.resolvedAt).not.toBeNull();
    const again = await w.post(`${E}/expense-inspection/resolve`, {
      id: duesFlag.id,
      version: duesFlag.version + 1,
      comment: 'Again',
    });
    expect(again.json()).toMatchObject({ status: 409, code: 'INSPECTION_ALREADY_RESOLVED' });
    // All or nothing: the resolved flag in the list keeps the open one open.
    const bulk = {
      evaluationId: e.id,
      items: [
        { id: pilotFlag.id, version: pilotFlag.version },
        { id: duesFlag.id, version: duesFlag.version + 1 },
      ],
      comment: 'Both fine',
    };
    expect((await w.post(`${E}/expense-inspection/bulk-resolve`, bulk)).json().code).toBe(
      'INSPECTION_ALREADY_RESOLVED',
    );
    expect((await flagsOf(e.id)).map((f) => f.status)).toEqual(['RESOLVED', 'OPEN']);
    expect((await send(w.t, w.otherBuyer, 'POST', `${E}/expense-inspection/bulk-resolve`, bulk)).statusCode).toBe(404);
    const done = await ok<Inspection[]>(w.t, w.buyer, 'POST', `${E}/expense-inspection/bulk-resolve`, {
      ...bulk,
      items: [{ id: pilotFlag.id, version: pilotFlag.version }],
    });
    expect(done.map((f) => f.status)).toEqual(['RESOLVED', 'RESOLVED']);
    // A new discrepancy after the resolution raises a new flag.
    await editWithDiscrepancy({ ...dues, version: dues.version + 1 }, '1200.50');
    expect((await flagsOf(e.id)).map((f) => f.status)).toEqual(['RESOLVED', 'RESOLVED', 'OPEN']);
  });
});

describe('expense analysis', () => {
  it('compares a line with the same expense at the same port in the buyer’s earlier DAs only', async () => {
    const analyst = await createCompanyWithProfile(w.t, { type: 'BUYER' });
    const first = await w.evaluation({ owner: analyst, amounts: ['1000.50', '250.00'] });
    const firstDues = first.port.expenseEvaluations[0] as Line;
    await ok(w.t, analyst, 'POST', `${E}/${firstDues.id}/verify-expense-evaluation`, {
      version: firstDues.version,
      verifiedAmount: '900',
      discrepancyTypeId: w.overchargeId,
    });
    const deleted = await w.evaluation({ owner: analyst, amounts: ['9999.00', '250.00'] });
    const deletedDues = deleted.port.expenseEvaluations[0] as Line;
    await ok(w.t, analyst, 'POST', `${E}/mark-as-deleted`, {
      id: deleted.id,
      items: [{ id: deletedDues.id, version: deletedDues.version }],
    });
    await w.evaluation({ owner: analyst, amounts: ['1000.50', '260.00'] });
    await w.evaluation({ owner: w.otherBuyer, amounts: ['5000.00', '250.00'] });
    const current = await w.evaluation({ owner: analyst, amounts: ['1100.00', '255.00'] });
    await w.evaluation({ owner: analyst, amounts: ['7000.00', '250.00'] });
    const dues = current.port.expenseEvaluations[0] as Line;
    const url = `${E}/${current.id}/expense/${dues.id}/analyze`;
    const analysis = await ok<Record<string, unknown>>(
      w.t,
      analyst,
      'GET',
      `${url}?exchangeRate=1.1&forceClearCache=true`,
    );
    expect(analysis).toMatchObject({
      count: 2,
      amount: '1100.00',
      convertedAmount: '1210.00',
      exchangeRate: '1.1',
      stats: { mean: '950.25', min: '900.00', max: '1000.50' },
      converted: { mean: '1045.28', min: '990.00', max: '1100.55' },
    });
    const first1 = await ok<{ count: number; stats: { mean: string | null } }>(
      w.t,
      analyst,
      'GET',
      `${E}/${first.id}/expense/${firstDues.id}/analyze`,
    );
    expect(first1).toMatchObject({ count: 0, stats: { mean: null } });
    expect((await send(w.t, w.otherBuyer, 'GET', url)).statusCode).toBe(404);
    expect((await send(w.t, analyst, 'GET', `${E}/${current.id}/expense/${firstDues.id}/analyze`)).statusCode).toBe(
      404,
    );
    expect((await send(w.t, analyst, 'GET', `${url}?exchangeRate=1,1`)).statusCode).toBe(400);

    const feedback = await ok<{ id: number }>(w.t, analyst, 'POST', `${S}/formula/analyzer/feedback`, {
      expenseEvaluationId: dues.id,
      isUseful: false,
      comment: 'Last year had a different tariff',
    });
    expect(feedback.id).toBeGreaterThan(0);
    const foreign = await send(w.t, w.otherBuyer, 'POST', `${S}/formula/analyzer/feedback`, {
      expenseEvaluationId: dues.id,
      isUseful: true,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('clarification requests and lines by expense name', () => {
  it('stores the request for the agent company and marks the chosen lines', async () => {
    const e = await w.evaluation();
    const [dues, pilot] = e.port.expenseEvaluations as [Line, Line];
    const other = await w.evaluation();
    const url = `${E}/${e.id}/clarifications-request/send`;
    const foreignLine = await w.post(url, {
      message: 'Please explain',
      expenseEvaluationIds: [other.port.expenseEvaluations[0]?.id],
    });
    expect(foreignLine.statusCode).toBe(404);
    expect((await send(w.t, w.agent, 'POST', url, { message: 'x', expenseEvaluationIds: [dues.id] })).statusCode).toBe(
      403,
    );
    const sent = await ok<{ agentCompanyId: number; expenseEvaluationIds: number[]; sentById: number }>(
      w.t,
      w.buyer,
      'POST',
      url,
      { message: 'Please send the port dues tariff', expenseEvaluationIds: [dues.id, dues.id] },
    );
    expect(sent).toMatchObject({
      agentCompanyId: w.agent.companyId,
      expenseEvaluationIds: [dues.id],
      sentById: w.buyer.profileId,
    });
    const lines = await ok<Array<{ id: number; details: { clarificationRequestedAt: string | null } }>>(
      w.t,
      w.buyer,
      'GET',
      `${S}/form/${e.proformaId}/expense-evaluation/load`,
    );
    expect(lines.map((l) => [l.id, l.details.clarificationRequestedAt !== null])).toEqual([
      [dues.id, true],
      [pilot.id, false],
    ]);
  });

  it('loads the lines of a DA by expense name, case-insensitively, for the owning buyer only', async () => {
    const e = await w.evaluation();
    const [dues] = e.port.expenseEvaluations as [Line];
    const url = `${S}/form/${e.proformaId}/expense-evaluation/load?expenseName=${encodeURIComponent(
      '  PORT DUES / HARBOUR DUES ',
    )}`;
    const found = await ok<Array<{ id: number }>>(w.t, w.buyer, 'GET', url);
    expect(found.map((l) => l.id)).toEqual([dues.id]);
    const none = await ok<unknown[]>(
      w.t,
      w.buyer,
      'GET',
      `${S}/form/${e.proformaId}/expense-evaluation/load?expenseName=x`,
    );
    expect(none).toEqual([]);
    expect((await send(w.t, w.otherBuyer, 'GET', url)).statusCode).toBe(404);
  });
});

describe('expense analysis against the published formula', () => {
  it("runs the port's formula for the line's expense with the call's vessel, and shows the difference", async () => {
    const admin = await createCompanyWithProfile(w.t, { type: 'ADMIN' });
    const [portDues] = await w.t.database.db
      .select({ id: expenseCatalogueItems.id })
      .from(expenseCatalogueItems)
      .where(eq(expenseCatalogueItems.code, 'PORT_DUES'));
    const [piraeus] = await w.t.database.db.select({ id: ports.id }).from(ports).where(eq(ports.unlocode, 'GRPIR'));
    const e = await w.evaluation({ amounts: ['1000.50', '250.00'] });
    const [dues, pilot] = e.port.expenseEvaluations as [Line, Line];
    const before = await ok<{ formula: unknown }>(w.t, w.buyer, 'GET', `${E}/${e.id}/expense/${dues.id}/analyze`);
    expect(before.formula).toBeNull();

    await publishFormula(w.t, admin, {
      expenseId: portDues?.id,
      portIds: [piraeus?.id],
      currency: 'EUR',
      formula: 'round(dwt * 0.02, 2)',
      tariffs: {},
      testCases: [{ name: 'DWT 1000', inputs: { dwt: '1000' }, expected: '20' }],
    });
    type Analysis = {
      formula: { amount: string; currency: string; inputsUsed: Record<string, string>; difference: string } | null;
    };
    const after = await ok<Analysis>(w.t, w.buyer, 'GET', `${E}/${e.id}/expense/${dues.id}/analyze`);
    const dwt = after.formula?.inputsUsed.dwt ?? '';
    const estimate = new Decimal(dwt).times('0.02').toDecimalPlaces(2).toFixed(2);
    expect(after.formula).toMatchObject({ currency: 'EUR', amount: estimate, formula: 'round(dwt * 0.02, 2)' });
    expect(after.formula?.difference).toBe(new Decimal('1000.50').minus(estimate).toFixed(2));
    // Pilotage has no published formula at the port: the analysis says so by a null.
    const other = await ok<Analysis>(w.t, w.buyer, 'GET', `${E}/${e.id}/expense/${pilot.id}/analyze`);
    expect(other.formula).toBeNull();
  });
});
