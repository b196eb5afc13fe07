import type { TEvaluationBenchmarks, TLineBenchmark } from '@portcall/contracts/evaluation-benchmarks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment } from '../proformas/scenario';
import { exchangeRates, expenseCatalogueItems, verificationDiscrepancyTypes } from '../refdata/db';
import { clearHistory, factsOf, pastCallOfLines, pastCalls, submitDa } from './benchmark-scenario';

const E = '/da-app/secured/evaluation';
let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;
let evaluationId: number;
let proformaId: number;
/** The evaluated call's port and vessel, as the read model keeps them. */
let call: { portId: number; vesselTypeId: number | null; vesselSizeId: number | null };

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  const at = await acceptedAppointment(t, buyer, agent);
  const fda = await submitDa(t, agent, at, {
    type: 'FDA',
    currency: 'EUR',
    sailingDate: '2026-03-12',
    lines: [
      { code: 'PORT_DUES', amount: '1000.50' },
      { code: 'PILOTAGE_IN', amount: '250.25' },
      { code: 'AGENCY_FEE', amount: '900.00' },
    ],
  });
  evaluationId = fda.evaluationId as number;
  proformaId = fda.id;
  const [fact] = await factsOf(t, proformaId);
  if (!fact) throw new Error('the final DA left no facts');
  call = { portId: fact.portId, vesselTypeId: fact.vesselTypeId, vesselSizeId: fact.vesselSizeId };
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => clearHistory(t));

const benchmarks = () => ok<TEvaluationBenchmarks>(t, buyer, 'GET', `${E}/${evaluationId}/benchmarks`);
const lineOf = (answer: TEvaluationBenchmarks, code: string) =>
  answer.lines.find((l) => l.code === code) as TLineBenchmark;
const history = (code: string, calls: Parameters<typeof pastCalls>[2]) => pastCalls(t, { ...call, code }, calls);
const own = (...amounts: string[]) => amounts.map((amount) => ({ companyId: buyer.companyId, amount }));

describe('the read model of past final DAs', () => {
  it("holds a submitted final DA's catalogue lines with its port, vessel band and date; a PDA adds none", async () => {
    const facts = await factsOf(t, proformaId);
    expect(facts.map((f) => [f.code, f.amount, f.currency, f.daDate]).sort()).toEqual([
      ['AGENCY_FEE', '900.0000', 'EUR', '2026-03-12'],
      ['PILOTAGE_IN', '250.2500', 'EUR', '2026-03-12'],
      ['PORT_DUES', '1000.5000', 'EUR', '2026-03-12'],
    ]);
    expect(call.vesselTypeId).not.toBeNull();
    expect(call.vesselSizeId).not.toBeNull();
    const at = await acceptedAppointment(t, buyer, agent);
    const pda = await submitDa(t, agent, at, {
      type: 'PDA',
      currency: 'EUR',
      lines: [{ code: 'PORT_DUES', amount: '1' }],
    });
    expect(await factsOf(t, pda.id)).toEqual([]);
  });
});

describe('line benchmarks', () => {
  it("gives the median, 10th-90th percentile range and extremes of the buyer's calls, and flags a line far above", async () => {
    await history('PILOTAGE_IN', own('100', '110', '120', '130', '140'));
    // Outside the 24 months before the DA's date, and after it: not counted.
    await history('PILOTAGE_IN', [
      { companyId: buyer.companyId, amount: '5000', daDate: '2024-03-01' },
      { companyId: buyer.companyId, amount: '5000', daDate: '2026-04-01' },
    ]);
    const answer = await benchmarks();
    expect(answer).toMatchObject({ currency: 'EUR', asOf: '2026-03-12', windowMonths: 24 });
    const pilot = lineOf(answer, 'PILOTAGE_IN');
    expect(pilot.own).toMatchObject({
      group: 'PORT_TYPE_SIZE',
      calls: 5,
      median: '120.00',
      p10: '104.00',
      p90: '136.00',
      min: '100.00',
      max: '140.00',
    });
    expect(pilot.own?.groupLabel).toMatch(/^Supramax .+ \(50,000-59,999 dwt\) at Piraeus$/);
    const [flag] = pilot.flags;
    expect(flag?.kind).toBe('OUTLIER_HIGH');
    expect(flag?.message).toBe(`2.1x the median of 5 calls of ${pilot.own?.groupLabel} in the last 24 months`);
    expect(flag?.why).toContain('250.25 EUR against a median of 120.00 EUR (10th to 90th percentile 104.00 to 136.00)');
    expect(flag?.why).toContain("your company's final DAs");
    // Dues have no history: no figures, no outlier.
    expect(lineOf(answer, 'PORT_DUES')).toMatchObject({ own: null, platform: null, flags: [] });
  });

  it("adds up one call's lines of an expense and converts other currencies at the rates of the DA's date", async () => {
    await t.database.db.insert(exchangeRates).values([
      { currency: 'EUR', validFrom: '2025-01-01', usdPerUnit: '1.1' },
      { currency: 'USD', validFrom: '2025-01-01', usdPerUnit: '1' },
      // A rate from after the DA's date is not the DA's rate.
      { currency: 'EUR', validFrom: '2026-06-01', usdPerUnit: '2' },
    ]);
    await history('AGENCY_FEE', [
      ...own('1000', '1000', '1000', '1000'),
      { companyId: buyer.companyId, amount: '1100', currency: 'USD' },
      { companyId: buyer.companyId, amount: '150000', currency: 'JPY' },
    ]);
    const answer = await benchmarks();
    expect(lineOf(answer, 'AGENCY_FEE').own).toMatchObject({
      calls: 5,
      median: '1000.00',
      min: '1000.00',
      max: '1000.00',
    });
    expect(answer.unconvertedCurrencies).toEqual(['JPY']);
  });

  it("converts a call's lines one by one before adding them up, in one currency or several", async () => {
    await t.database.db.insert(exchangeRates).values([
      { currency: 'EUR', validFrom: '2025-01-01', usdPerUnit: '1.1' },
      { currency: 'USD', validFrom: '2025-01-01', usdPerUnit: '1' },
    ]);
    const lines = (...charged: Array<[string, string]>) =>
      pastCallOfLines(
        t,
        { ...call, code: 'PORT_DUES', companyId: buyer.companyId },
        charged.map(([amount, currency]) => ({ amount, currency })),
      );
    // 0.015 USD is 0.01 EUR (half-up of 0.0136): two such lines make 0.02 EUR, where their sum
    // converted at once would make 0.03.
    await lines(['0.015', 'USD'], ['0.015', 'USD']);
    await lines(['0.01', 'EUR'], ['0.015', 'USD']);
    await lines(['0.01', 'EUR'], ['0.01', 'EUR']);
    await lines(['0.022', 'USD']);
    await lines(['0.02', 'EUR']);
    // A call with a line in a currency without a rate is left out, whatever its other lines.
    await lines(['0.01', 'EUR'], ['100', 'JPY']);
    const answer = await benchmarks();
    expect(lineOf(answer, 'PORT_DUES').own).toMatchObject({ calls: 5, median: '0.02', min: '0.02', max: '0.02' });
    expect(answer.unconvertedCurrencies).toEqual(['JPY']);
  });

  it('answers a new past call or a changed rate on the next load, the benchmarks already shown once', async () => {
    await t.database.db.insert(exchangeRates).values([
      { currency: 'EUR', validFrom: '2025-01-01', usdPerUnit: '1.25' },
      { currency: 'USD', validFrom: '2025-01-01', usdPerUnit: '1' },
    ]);
    await history('AGENCY_FEE', [
      ...own('800', '800', '800', '800'),
      { companyId: buyer.companyId, amount: '1000', currency: 'USD' },
    ]);
    const fee = async () => lineOf(await benchmarks(), 'AGENCY_FEE');
    expect((await fee()).own).toMatchObject({ calls: 5, median: '800.00', max: '800.00' });
    // Loaded again with nothing changed: the same figures.
    expect((await fee()).own).toMatchObject({ calls: 5, median: '800.00', max: '800.00' });
    // The euro falls: 1,000 USD is now 1,000 EUR.
    await t.database.db.update(exchangeRates).set({ usdPerUnit: '1' }).where(eq(exchangeRates.currency, 'EUR'));
    expect((await fee()).own).toMatchObject({ calls: 5, max: '1000.00' });
    // Another final DA at the port.
    await history('AGENCY_FEE', own('2000'));
    expect((await fee()).own).toMatchObject({ calls: 6, max: '2000.00' });
  });

  it('falls back to the vessel type, then the port, when the size band has too few calls, and says so', async () => {
    const otherSize = (call.vesselSizeId as number) + 1;
    await history(
      'PORT_DUES',
      own('400', '400', '400', '400', '400').map((c) => ({ ...c, vesselSizeId: otherSize })),
    );
    const byType = lineOf(await benchmarks(), 'PORT_DUES');
    expect(byType.own).toMatchObject({ group: 'PORT_TYPE', calls: 5, median: '400.00' });
    expect(byType.own?.groupLabel).not.toContain('Supramax');
    expect(byType.flags[0]?.message).toMatch(/^2\.5x the median of 5 calls of .+ at Piraeus in the last 24 months$/);
    expect(byType.flags[0]?.why).toContain(
      'The narrower group of the same vessel type and size had fewer than 5 calls.',
    );

    await clearHistory(t);
    await pastCalls(
      t,
      { ...call, code: 'PORT_DUES', vesselTypeId: null, vesselSizeId: null },
      own('400', '400', '400', '400', '400'),
    );
    const byPort = lineOf(await benchmarks(), 'PORT_DUES');
    expect(byPort.own).toMatchObject({ group: 'PORT', groupLabel: 'all vessels at Piraeus', calls: 5 });
  });

  it('shows the platform figures only from five distinct buyers, without extremes', async () => {
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => createCompanyWithProfile(t, { type: 'BUYER' })));
    const twoCallsOf = (b: TestProfile) => [
      { companyId: b.companyId, amount: '300' },
      { companyId: b.companyId, amount: '500' },
    ];
    await history('PORT_DUES', others.slice(0, 4).flatMap(twoCallsOf));
    const four = lineOf(await benchmarks(), 'PORT_DUES');
    expect(four).toMatchObject({ own: null, platform: null, flags: [] });

    await history('PORT_DUES', twoCallsOf(others[4] as TestProfile));
    const five = lineOf(await benchmarks(), 'PORT_DUES');
    expect(five.own).toBeNull();
    expect(five.platform).toMatchObject({ group: 'PORT_TYPE_SIZE', calls: 10, median: '400.00', min: null, max: null });
    expect(five.flags[0]?.kind).toBe('OUTLIER_HIGH');
    expect(five.flags[0]?.why).toContain("the platform's anonymised final DAs of at least 5 buyers");
  });

  it("answers 404 for another company's evaluation", async () => {
    const stranger = await createCompanyWithProfile(t, { type: 'BUYER' });
    const res = await send(t, stranger, 'GET', `${E}/${evaluationId}/benchmarks`);
    expect(res.statusCode).toBe(404);
  });
});

describe("a reviewer's checks", () => {
  it('flags units x price per unit that no longer make the evaluated amount', async () => {
    type Line = { id: number; version: number; code: string };
    const load = () => ok<{ port: { expenseEvaluations: Line[] } }>(t, buyer, 'GET', `${E}/${evaluationId}/load`);
    const pilot = (await load()).port.expenseEvaluations.find((l) => l.code === 'PILOTAGE_IN') as Line;
    const [overcharge] = await t.database.db
      .select({ id: verificationDiscrepancyTypes.id })
      .from(verificationDiscrepancyTypes)
      .where(eq(verificationDiscrepancyTypes.code, 'OVERCHARGE'));
    const edit = (line: Line, body: Record<string, unknown>) =>
      ok<{ version: number }>(t, buyer, 'POST', `${E}/${line.id}/edit-expense-evaluation`, {
        version: line.version,
        discrepancyTypeId: overcharge?.id,
        ...body,
      });
    await edit(pilot, { unit: '3', pricePerUnit: '100' });
    expect(lineOf(await benchmarks(), 'PILOTAGE_IN').flags).toEqual([]);
    const again = (await load()).port.expenseEvaluations.find((l) => l.id === pilot.id) as Line;
    await edit(again, { evaluatedAmount: '280' });
    const [flag] = lineOf(await benchmarks(), 'PILOTAGE_IN').flags;
    expect(flag).toMatchObject({ kind: 'ARITHMETIC', message: 'Units x price per unit is 300.00 EUR, not 280.00' });
    expect(flag?.why).toContain('3 units x 100 EUR per unit = 300.00 EUR');
  });

  it("flags a currency other than the port's, and an expense charged in two sections", async () => {
    const [pilotage] = await t.database.db
      .select({ name: expenseCatalogueItems.name })
      .from(expenseCatalogueItems)
      .where(eq(expenseCatalogueItems.code, 'PILOTAGE_IN'));
    const at = await acceptedAppointment(t, buyer, agent);
    const da = await submitDa(t, agent, at, {
      type: 'PDA',
      currency: 'USD',
      lines: [
        { code: 'PILOTAGE_IN', amount: '700' },
        { section: 'AGENCY_EXPENSES', name: ` ${pilotage?.name.toUpperCase()} `, amount: '650' },
      ],
    });
    const answer = await ok<TEvaluationBenchmarks>(t, buyer, 'GET', `${E}/${da.evaluationId}/benchmarks`);
    const [catalogued, additional] = answer.lines.sort((a, b) => (a.code ? -1 : b.code ? 1 : 0));
    expect(catalogued?.flags.map((f) => f.kind)).toEqual(['TARIFF_CURRENCY', 'DUPLICATE_ACROSS_SECTIONS']);
    expect(catalogued?.flags[0]?.message).toBe('Charged in USD; the tariff currency at Piraeus is EUR');
    expect(catalogued?.flags[1]?.message).toBe(`${pilotage?.name} is charged in port expenses and agency expenses`);
    expect(catalogued?.flags[1]?.why).toContain('700.00 USD in port expenses, 650.00 USD in agency expenses');
    expect(additional?.flags.map((f) => f.kind)).toContain('DUPLICATE_ACROSS_SECTIONS');
  });

  it('flags a fee charged again on a supplementary DA of the same call', async () => {
    const at = await acceptedAppointment(t, buyer, agent);
    const first = await submitDa(t, agent, at, {
      type: 'PDA',
      currency: 'EUR',
      lines: [{ code: 'AGENCY_FEE', amount: '900' }],
    });
    const second = await submitDa(t, agent, at, {
      type: 'PDA',
      currency: 'EUR',
      lines: [
        { code: 'AGENCY_FEE', amount: '900' },
        { code: 'PILOTAGE_IN', amount: '200' },
      ],
    });
    const answer = await ok<TEvaluationBenchmarks>(t, buyer, 'GET', `${E}/${second.evaluationId}/benchmarks`);
    const fee = lineOf(answer, 'AGENCY_FEE');
    expect(fee.flags.map((f) => f.kind)).toEqual(['CHARGED_TWICE']);
    expect(fee.flags[0]?.message).toBe(`Agency fee is charged on DA #${first.id} of this call too`);
    expect(fee.flags[0]?.why).toContain(`DA #${first.id} (PDA, submitted `);
    expect(lineOf(answer, 'PILOTAGE_IN').flags).toEqual([]);
  });
});
