import { Decimal } from '@portcall/contracts/money';
import { RATING_CRITERIA } from '@portcall/contracts/ratings';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { companyPorts } from '../../server/src/modules/account/db';
import { appointments } from '../../server/src/modules/appointments/db';
import { portCalls } from '../../server/src/modules/port-calls/db';
import { proformaExpenses, proformas } from '../../server/src/modules/proformas/db';
import { agentRatingCriteria, agentRatings } from '../../server/src/modules/ratings/db';
import { expenseCatalogueItems, expenseCategories, expenseSections } from '../../server/src/modules/refdata/db';
import type { Db } from '../../server/src/platform/db/client';
import { insertBatched, insertReturningIds } from './batch';
import type { Random } from './prng';

const DAY = 86_400_000;
/** Catalogue items per section that DAs charge: the common ones, so every busy port has history for them. */
const ITEMS_PER_SECTION = 8;

export interface CatalogueItem {
  id: number;
  code: string;
  name: string;
  section: string;
}

/** The first active items of each expense section, in catalogue order: what generated DAs charge. */
export async function commonCatalogue(db: Db): Promise<CatalogueItem[]> {
  const rows = await db
    .select({
      id: expenseCatalogueItems.id,
      code: expenseCatalogueItems.code,
      name: expenseCatalogueItems.name,
      section: expenseSections.code,
    })
    .from(expenseCatalogueItems)
    .innerJoin(expenseCategories, eq(expenseCategories.id, expenseCatalogueItems.categoryId))
    .innerJoin(expenseSections, eq(expenseSections.id, expenseCategories.sectionId))
    .where(eq(expenseCatalogueItems.isActive, true))
    .orderBy(asc(expenseSections.position), asc(expenseCategories.position), asc(expenseCatalogueItems.position));
  const perSection = new Map<string, CatalogueItem[]>();
  for (const r of rows) {
    const list = perSection.get(r.section) ?? [];
    if (list.length < ITEMS_PER_SECTION) list.push(r);
    perSection.set(r.section, list);
  }
  return [...perSection.values()].flat();
}

export interface GeneratedDas {
  proformas: number;
  lines: number;
  ratings: number;
  servedPorts: number;
}

/**
 * The DAs of a buyer's history, so that history-based screens (historical figures of a request,
 * the agent directory's figures) read realistic volumes: a submitted PDA on every accepted or
 * closed appointment and an FDA on every closed one, each with `linesPerDa` lines of the common
 * catalogue items (amounts around a per-item price, a fifth of the DAs in USD); a rating of a
 * third of the closed appointments; and the ports each agent served as its `company_ports`.
 */
export async function generateDas(
  db: Db,
  rnd: Random,
  input: { buyerId: number; raterId: number; raterName: string; linesPerDa: number },
): Promise<GeneratedDas> {
  const catalogue = await commonCatalogue(db);
  const price = new Map(catalogue.map((c) => [c.id, rnd.int(200, 20_000)]));
  const worked = await db
    .select({
      id: appointments.id,
      agentCompanyId: appointments.agentCompanyId,
      state: appointments.state,
      appointedAt: appointments.appointedAt,
      closedAt: appointments.closedAt,
      portCallId: appointments.portCallId,
    })
    .from(appointments)
    .where(and(eq(appointments.companyId, input.buyerId), inArray(appointments.state, ['ACCEPTED', 'CLOSED'])))
    .orderBy(asc(appointments.id));

  const das: Array<typeof proformas.$inferInsert> = [];
  for (const a of worked) {
    const appointed = a.appointedAt?.getTime() ?? Date.now();
    const currency = rnd.chance(0.2) ? 'USD' : 'EUR';
    const base = {
      appointmentId: a.id,
      companyId: input.buyerId,
      supplierId: a.agentCompanyId,
      status: 'SUBMITTED',
      currency,
      rate: currency === 'USD' ? '0.92' : '1',
    };
    das.push({ ...base, type: 'PDA', submittedAt: new Date(appointed + rnd.int(1, 3) * DAY) });
    if (a.state === 'CLOSED')
      das.push({ ...base, type: 'FDA', submittedAt: new Date((a.closedAt?.getTime() ?? appointed) - 5 * DAY) });
  }
  const ids = await insertReturningIds(db, proformas, das);

  const lines: Array<typeof proformaExpenses.$inferInsert> = [];
  let written = 0;
  const flush = async () => {
    await insertBatched(db, proformaExpenses, lines);
    written += lines.length;
    lines.length = 0;
  };
  for (const [i, proformaId] of ids.entries()) {
    const currency = das[i]?.currency ?? 'EUR';
    const items = rnd.shuffle([...catalogue]).slice(0, input.linesPerDa);
    for (const [order, item] of items.entries()) {
      // 70 % to 130 % of the item's price, to the cent, in decimals (no float on an amount).
      const amount = new Decimal(price.get(item.id) as number).times(rnd.int(7000, 13000)).dividedBy(10000).toFixed(2);
      lines.push({
        proformaId,
        section: item.section,
        catalogueItemId: item.id,
        code: item.code,
        name: item.name,
        expenseOrder: order,
        currency,
        amount,
      });
    }
    // Bounded memory: a full-scale history is several hundred thousand lines.
    if (lines.length >= 20_000) await flush();
  }
  await flush();

  const rated = worked
    .filter((a) => a.state === 'CLOSED' && rnd.chance(1 / 3))
    .map((a) => ({
      appointment: a,
      scores: RATING_CRITERIA.map((criterion) => ({ criterion, rating: rnd.int(1, 5) })),
    }));
  const ratingIds = await insertReturningIds(
    db,
    agentRatings,
    rated.map(({ appointment: a, scores }) => ({
      appointmentId: a.id,
      buyerCompanyId: input.buyerId,
      agentCompanyId: a.agentCompanyId,
      ratedByProfileId: input.raterId,
      ratedByFullName: input.raterName,
      criteriaSum: scores.reduce((sum, s) => sum + s.rating, 0),
      criteriaCount: scores.length,
      createdAt: a.closedAt ?? new Date(),
      updatedAt: a.closedAt ?? new Date(),
    })),
  );
  await insertBatched(
    db,
    agentRatingCriteria,
    ratingIds.flatMap((ratingId, i) => (rated[i]?.scores ?? []).map((s) => ({ ratingId, ...s }))),
    5000,
  );

  // An agent serves the ports it worked at for the buyer (what the directory's port filter reads).
  const served = await db
    .selectDistinct({ companyId: appointments.agentCompanyId, portId: portCalls.portId })
    .from(appointments)
    .innerJoin(portCalls, eq(portCalls.id, appointments.portCallId))
    .where(and(eq(appointments.companyId, input.buyerId), inArray(appointments.state, ['ACCEPTED', 'CLOSED'])));
  // The demo agent already serves some seeded ports: only the pairs not there yet.
  const existing = new Set((await db.select().from(companyPorts)).map((p) => `${p.companyId}:${p.portId}`));
  const added = served.filter((s) => !existing.has(`${s.companyId}:${s.portId}`));
  await insertBatched(db, companyPorts, added, 5000);
  return { proformas: ids.length, lines: written, ratings: ratingIds.length, servedPorts: added.length };
}
