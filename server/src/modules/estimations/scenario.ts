import { asc, inArray } from 'drizzle-orm';
import { ok } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import type { TestProfile } from '../../test/scenario';
import { expenseCatalogueItems, ports } from '../refdata/db';

export const E = '/da-app/secured/expense-estimation';
export const F = '/da-app/secured/expense-estimation-formula';

/** A catalogue expense and two ports of the reference data (Piraeus, Rotterdam). */
export async function estimationReference(t: TestApp) {
  const db = t.database.db;
  const [expense] = await db
    .select({ id: expenseCatalogueItems.id })
    .from(expenseCatalogueItems)
    .orderBy(asc(expenseCatalogueItems.id))
    .limit(1);
  const found = await db
    .select({ id: ports.id, unlocode: ports.unlocode })
    .from(ports)
    .where(inArray(ports.unlocode, ['GRPIR', 'NLRTM']));
  const port = (code: string) => (found.find((p) => p.unlocode === code) as { id: number }).id;
  return { expenseId: (expense as { id: number }).id, piraeus: port('GRPIR'), rotterdam: port('NLRTM') };
}

/** Pilotage by GT bands, with one saved test case that passes. */
export const pilotageForm = (expenseId: number, portIds: number[]) => ({
  expenseId,
  portIds,
  currency: 'EUR',
  formula: 'tariff("pilotage", gt) * units(days, 1)',
  tariffs: {
    pilotage: [
      { from: '0', to: '500', amount: '100' },
      { from: '500', to: '2000', amount: '250' },
      { from: '2000', to: null, base: '250', rate: '0.0125' },
    ],
  },
  testCases: [{ name: 'Handysize, one day', inputs: { gt: '20000', days: '1' }, expected: '500' }],
});

export type EstimationAnswer = { id: number; state: string; version: number; locations: Array<{ id: number }> };

export const createEstimation = (t: TestApp, admin: TestProfile, form: Record<string, unknown>) =>
  ok<EstimationAnswer>(t, admin, 'POST', F, form);
