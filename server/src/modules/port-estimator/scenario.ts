import { asc, eq } from 'drizzle-orm';
import { ok } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import type { TestProfile } from '../../test/scenario';
import { E, type EstimationAnswer, estimationReference, F } from '../estimations/scenario';
import { expenseCatalogueItems, ports } from '../refdata/db';

export const P = '/da-app/secured/port-estimator';

/** Port dues by GT bands, times the days alongside (started days). */
export const portDuesForm = (expenseId: number, portIds: number[]) => ({
  expenseId,
  portIds,
  currency: 'EUR',
  formula: 'tariff("dues", gt) * units(daysAlongside, 1)',
  tariffs: {
    dues: [
      { from: '0', to: '500', amount: '100' },
      { from: '500', to: '2000', amount: '250' },
      { from: '2000', to: null, base: '250', rate: '0.0125' },
    ],
  },
  testCases: [{ name: 'Small ship, one day', inputs: { gt: '400', daysAlongside: '1' }, expected: '100' }],
});

/** Reference for estimator tests: Piraeus (estimated) and Rotterdam, and three catalogue expenses. */
export async function estimatorReference(t: TestApp) {
  const ref = await estimationReference(t);
  const expenses = await t.database.db
    .select({ id: expenseCatalogueItems.id, name: expenseCatalogueItems.name })
    .from(expenseCatalogueItems)
    .orderBy(asc(expenseCatalogueItems.id))
    .limit(3);
  const [singapore] = await t.database.db.select({ id: ports.id }).from(ports).where(eq(ports.unlocode, 'SGSIN'));
  return { ...ref, expenses, singapore: (singapore as { id: number }).id };
}

/** Creates and publishes a formula (as the administrator). */
export async function publishFormula(t: TestApp, admin: TestProfile, form: Record<string, unknown>) {
  const created = await ok<EstimationAnswer>(t, admin, 'POST', F, form);
  return ok<EstimationAnswer>(t, admin, 'PATCH', `${E}/${created.id}/publish`);
}
