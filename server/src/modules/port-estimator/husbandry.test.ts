import type { THusbandryAnswer } from '@portcall/contracts/husbandry-estimator';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, catalogue, submittedProforma } from '../proformas/scenario';
import { expenseCatalogueItems, expenseCategories, expenseSections, ports } from '../refdata/db';
import { publishFormula } from './scenario';

const H = '/da-app/secured/husbandry-estimator';
let t: TestApp;
let buyer: TestProfile;
let husbandry: Array<{ id: number; name: string; groupId: number; groupName: string }>;
let piraeusId: number;

/**
 * Set-up: submitted final DAs at Piraeus whose two lines are then filed as husbandry lines (the DA
 * journeys of the proformas module submit port lines; which section a line is in is all that differs).
 */
async function husbandryFda(supplier: TestProfile, amounts: [string, string], type: 'FDA' | 'PDA' = 'FDA') {
  const at = await acceptedAppointment(t, buyer, supplier);
  const da = await submittedProforma(t, supplier, at, { type, amounts });
  const items = await catalogue(t);
  const [first, second] = husbandry as [(typeof husbandry)[0], (typeof husbandry)[0]];
  await t.database.db.execute(sql`
    update proforma_expenses set section = 'HUSBANDRY_EXPENSES',
      catalogue_item_id = case catalogue_item_id when ${items.PORT_DUES} then ${first.id}::bigint else ${second.id}::bigint end
     where proforma_id = ${da.id}`);
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  husbandry = await t.database.db
    .select({
      id: expenseCatalogueItems.id,
      name: expenseCatalogueItems.name,
      groupId: expenseCategories.id,
      groupName: expenseCategories.name,
    })
    .from(expenseCatalogueItems)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenseCatalogueItems.categoryId))
    .innerJoin(expenseSections, eq(expenseSections.id, expenseCategories.sectionId))
    .where(and(eq(expenseSections.code, 'HUSBANDRY_EXPENSES')))
    .orderBy(asc(expenseCatalogueItems.id))
    .limit(2);
  const supplier = await createCompanyWithProfile(t, { type: 'AGENT' });
  await husbandryFda(supplier, ['100.10', '40.00']);
  await husbandryFda(supplier, ['200.00', '60.00']);
  await husbandryFda(supplier, ['300.01', '80.00']);
  // A proforma DA is an estimate, not what was spent: it does not count.
  await husbandryFda(supplier, ['9999.00', '9999.00'], 'PDA');
  const ports = await ok<Array<{ id: number; unlocode: string }>>(t, buyer, 'GET', `${H}/filter/ports?filter=pira`);
  piraeusId = (ports.find((p) => p.unlocode === 'GRPIR') as { id: number }).id;
}, 120_000);
afterAll(() => t?.close());

describe('husbandry estimator', () => {
  it('averages the husbandry lines of the final DAs at the port, saying how many DAs each rests on', async () => {
    const [first, second] = husbandry as [(typeof husbandry)[0], (typeof husbandry)[0]];
    const basic = await ok<THusbandryAnswer>(t, buyer, 'GET', `${H}/get-basic-groups?portId=${piraeusId}`);
    const items = basic.groups.flatMap((g) => g.expenseItemAvgPriceList);
    // (100.10 + 200.00 + 300.01) / 3 = 200.036... -> 200.04; (40 + 60 + 80) / 3 = 60.00.
    expect(items.find((i) => i.expenseItemId === first.id)).toMatchObject({
      avgPrice: '200.04',
      daCount: 3,
      currency: 'EUR',
      source: 'HISTORY',
      estimationId: null,
    });
    expect(items.find((i) => i.expenseItemId === second.id)).toMatchObject({
      avgPrice: '60.00',
      daCount: 3,
      source: 'HISTORY',
    });
    expect(basic.totals).toEqual([{ currency: 'EUR', amount: '260.04' }]);

    const calculated = await ok<THusbandryAnswer>(t, buyer, 'POST', `${H}/calculate`, {
      portId: piraeusId,
      groupIds: [first.groupId],
    });
    expect(calculated.groups.map((g) => g.groupId)).toEqual([first.groupId]);

    const group = await ok<THusbandryAnswer>(
      t,
      buyer,
      'GET',
      `${H}/advanced/get-advanced-group?portId=${piraeusId}&groupId=${first.groupId}`,
    );
    expect(group.groups[0]).toMatchObject({ groupId: first.groupId, name: first.groupName });

    const advanced = await ok<THusbandryAnswer>(t, buyer, 'POST', `${H}/advance/calculate`, {
      portId: piraeusId,
      items: [{ expenseItemId: first.id, quantity: '2.5' }],
    });
    // The average as shown times the quantity: 200.04 × 2.5 = 500.10.
    expect(advanced.groups.flatMap((g) => g.expenseItemAvgPriceList)).toEqual([
      expect.objectContaining({ expenseItemId: first.id, quantity: '2.5', amount: '500.10' }),
    ]);
    expect(advanced.totals).toEqual([{ currency: 'EUR', amount: '500.10' }]);
  });

  it('answers nothing for a port without history, and refuses bad quantities', async () => {
    const ports = await ok<Array<{ id: number; unlocode: string }>>(t, buyer, 'GET', `${H}/filter/ports?filter=rotter`);
    expect(ports).toEqual([]);
    const bad = await send(t, buyer, 'POST', `${H}/advance/calculate`, {
      portId: piraeusId,
      items: [{ expenseItemId: (husbandry[0] as { id: number }).id, quantity: '-1' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it("prices an item from the port's formula, else the agents' price lists, else history, saying which", async () => {
    const [first, second] = husbandry as [(typeof husbandry)[0], (typeof husbandry)[0]];
    const { piraeus, rotterdamId } = await portIds();
    const admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
    const formula = await publishFormula(t, admin, {
      expenseId: first.id,
      portIds: [rotterdamId, piraeus],
      currency: 'EUR',
      formula: 'quantity * 180 + 45',
      tariffs: {},
      testCases: [{ name: 'One', inputs: { quantity: '1' }, expected: '225' }],
    });
    const price = (agent: TestProfile, catalogueItemId: number, amount: string) =>
      ok(t, agent, 'POST', '/da-app/secured/agent/pricelist/save', {
        portId: rotterdamId,
        catalogueItemId,
        currency: 'EUR',
        amount,
        validFrom: '2000-01-01',
        validTo: '2099-12-31',
      });
    const [north, south] = [
      await createCompanyWithProfile(t, { type: 'AGENT' }),
      await createCompanyWithProfile(t, { type: 'AGENT' }),
    ];
    await price(north, first.id, '999.00'); // the formula wins over it
    await price(north, second.id, '100.00');
    await price(south, second.id, '110.00');

    // Rotterdam has no final DA, yet it is offered and estimated: formula and price lists.
    const offered = await ok<Array<{ id: number }>>(t, buyer, 'GET', `${H}/filter/ports?filter=rotterdam`);
    expect(offered.map((p) => p.id)).toContain(rotterdamId);
    const basic = await ok<THusbandryAnswer>(t, buyer, 'GET', `${H}/get-basic-groups?portId=${rotterdamId}`);
    const lines = basic.groups.flatMap((g) => g.expenseItemAvgPriceList);
    expect(lines).toEqual([
      expect.objectContaining({
        expenseItemId: first.id,
        source: 'FORMULA',
        estimationId: formula.id,
        avgPrice: '225.00',
      }),
      expect.objectContaining({ expenseItemId: second.id, source: 'PRICE_LIST', avgPrice: '105.00', daCount: 2 }),
    ]);
    // The formula reads the quantity: 3 × 180 + 45.
    const advanced = await ok<THusbandryAnswer>(t, buyer, 'POST', `${H}/advance/calculate`, {
      portId: rotterdamId,
      items: [{ expenseItemId: first.id, quantity: '3' }],
    });
    expect(advanced.totals).toEqual([{ currency: 'EUR', amount: '585.00' }]);

    // At Piraeus the formula now wins over the DAs for the first item; the second keeps its history.
    const atPiraeus = await ok<THusbandryAnswer>(t, buyer, 'GET', `${H}/get-basic-groups?portId=${piraeus}`);
    expect(atPiraeus.groups.flatMap((g) => g.expenseItemAvgPriceList).map((i) => [i.expenseItemId, i.source])).toEqual([
      [first.id, 'FORMULA'],
      [second.id, 'HISTORY'],
    ]);
  });
});

async function portIds() {
  const found = await t.database.db
    .select({ id: ports.id, unlocode: ports.unlocode })
    .from(ports)
    .where(inArray(ports.unlocode, ['GRPIR', 'NLRTM']));
  const of = (code: string) => (found.find((p) => p.unlocode === code) as { id: number }).id;
  return { piraeus: of('GRPIR'), rotterdamId: of('NLRTM') };
}
