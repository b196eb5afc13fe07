import { asc, eq } from 'drizzle-orm';
import { expenseEstimationLocations, expenseEstimations } from '../server/src/modules/estimations/db';
import { expenseCatalogueItems, ports } from '../server/src/modules/refdata/db';
import { MANAGER } from './generate/dataset';
import type { HttpSuite } from './lib/suite';

const FORMULAS = 40;

/**
 * `npm run bench -- estimator`: the port cost estimator's `execute` for a port with 40 published
 * formulas (GT bands, conditions on activities, days), as the buyer manager. The compiled formulas
 * are cached per port, so a request reads the port, the vessel, the activities and the formula
 * epoch in one statement (its session check answered from the session cache), then runs 40 formulas
 * in memory. Baselines in the same run: that SQL replayed straight to the database, and a
 * bare Fastify route answering the same response body (the ratio).
 */
/** What the bench's estimate asks beyond port and vessel (shared by estimator-cpu and estimator-eval). */
export const executeInputs = {
  particulars: { gt: '23456', nt: '12000' },
  activities: ['LOADING'],
  daysAlongside: '2.5',
  daysAtAnchor: '1',
  cargoQuantity: '45000',
  arrival: '2026-06-07T06:00:00+03:00',
};

export const estimatorSuite: HttpSuite<{ portId: number; vesselId: number; formulas: number }> = {
  name: 'estimator',
  aimMs: 15,
  async fill(database, d) {
    const items = await database.db
      .select({ id: expenseCatalogueItems.id })
      .from(expenseCatalogueItems)
      .orderBy(asc(expenseCatalogueItems.id))
      .limit(FORMULAS);
    const now = new Date();
    for (const [i, item] of items.entries()) {
      const [row] = await database.db
        .insert(expenseEstimations)
        .values({
          expenseId: item.id,
          currency: 'EUR',
          formula:
            i % 3 === 0
              ? 'tariff("gt", gt) * units(daysAlongside, 1)'
              : i % 3 === 1
                ? 'if(LOADING or DISCHARGING, round(cargoQuantity * 0.35, 2), 150) + max(days - 2, 0) * 40'
                : 'min(tariff("gt", gt) * 1.15, 25000) + if(arrivalWeekday == "SUNDAY", 200, 0)',
          tariffs: {
            gt: [
              { from: '0', to: '500', amount: '100' },
              { from: '500', to: '2000', amount: '250' },
              { from: '2000', to: '10000', base: '250', rate: '0.02' },
              { from: '10000', to: null, base: '410', rate: '0.0125' },
            ],
          },
          state: 'PUBLISHED',
          publishedAt: now,
          createdById: d.managerId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: expenseEstimations.id });
      await database.db
        .insert(expenseEstimationLocations)
        .values({ estimationId: (row as { id: number }).id, portId: d.sample.portId });
    }
    // Publishing through the service switches the port on in the estimator; rows written here do not.
    await database.db.update(ports).set({ isAvailableInPce: true }).where(eq(ports.id, d.sample.portId));
    // The dataset's busy vessel is the manager's company's.
    return { portId: d.sample.portId, vesselId: d.sample.vesselId, formulas: items.length };
  },
  async targets({ server, filled, login }) {
    const body = JSON.stringify({
      portId: filled.portId,
      vesselId: filled.vesselId,
      ...executeInputs,
    });
    const check = (text: string) => {
      const answer = JSON.parse(text) as { expenses?: Array<{ amount: string | null }> };
      const priced = answer.expenses?.filter((e) => e.amount !== null).length ?? 0;
      return priced === filled.formulas ? undefined : `${priced} expenses estimated, not ${filled.formulas}`;
    };
    return [
      {
        name: `POST port-estimator/execute (${filled.formulas} formulas)`,
        method: 'POST' as const,
        url: `${server.base}/da-app/secured/port-estimator/execute`,
        headers: { ...(await login(MANAGER)), 'content-type': 'application/json' },
        body,
        check,
        bareRoute: true,
        // The first estimate reads and compiles the port's formulas; every later one does not.
        warmUp: true,
      },
    ];
  },
};
