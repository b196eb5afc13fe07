import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { appointments } from '../appointments/db';
import { portCalls } from '../port-calls/db';
import { proformaExpenses, proformas } from '../proformas/db';
import { expenseCatalogueItems, expenseCategories, expenseSections } from '../refdata/db';
import { agentPricelistItems } from '../requests/db';

/** The catalogue sections an estimator prices: husbandry, or the port's own costs (port and agency). */
export const HUSBANDRY_SECTIONS = ['HUSBANDRY_EXPENSES'] as const;
export const PORT_COST_SECTIONS = ['PORT_EXPENSES', 'AGENCY_EXPENSES'] as const;

/** A mean price of one catalogue item in one currency, from the price lists or from the final DAs. */
export interface PriceAverage {
  expenseItemId: number;
  /** The catalogue item's name. */
  name: string;
  currency: string;
  /** The mean, numeric rounded half-up to 2 decimals, as text. */
  avgPrice: string;
  /** History: how many distinct final DAs the mean rests on; price list: how many agents' prices. */
  count: number;
}

// node-postgres answers a bigint as text (PGlite as a number): ids are made numbers here.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const listOf = (sections: readonly string[]) =>
  sql.join(
    sections.map((s) => sql`${s}`),
    sql`, `,
  );

/** The catalogue items of the sections, as a sub-select of ids. */
export const itemsOfSections = (
  sections: readonly string[],
): SQL => sql`(select item.id from ${expenseCatalogueItems} item
      join ${expenseCategories} cat on cat.id = item.category_id
      join ${expenseSections} sec on sec.id = cat.section_id
     where sec.code in (${listOf(sections)}))`;

/**
 * The agents' prices for the sections' items at the port valid on `day`: mean per item and currency,
 * as a select of PriceAverage columns (ids as bigints). The port and day may be placeholders.
 */
export const priceListMeans = (portId: SQL | number, day: SQL | string, sections: readonly string[]) => sql`
        select p.catalogue_item_id as "expenseItemId", min(item.name) as name, p.currency,
               round(avg(p.amount), 2)::text as "avgPrice", count(distinct p.company_id)::int as count
          from ${agentPricelistItems} p
          join ${expenseCatalogueItems} item on item.id = p.catalogue_item_id
         where p.port_id = ${portId} and p.valid_from <= ${day}::date and p.valid_to >= ${day}::date
           and p.catalogue_item_id in ${itemsOfSections(sections)}
         group by p.catalogue_item_id, p.currency`;

/** The sections' lines of the platform's submitted final DAs at the port: mean per item and currency. */
export const historyMeans = (portId: SQL | number, sections: readonly string[]) => sql`
        select line.catalogue_item_id as "expenseItemId", min(item.name) as name,
               coalesce(line.currency, da.currency) as currency,
               round(avg(line.amount), 2)::text as "avgPrice", count(distinct da.id)::int as count
          from ${proformaExpenses} line
          join ${expenseCatalogueItems} item on item.id = line.catalogue_item_id
          join ${proformas} da on da.id = line.proforma_id
          join ${appointments} app on app.id = da.appointment_id
          join ${portCalls} pc on pc.id = app.port_call_id
         where pc.port_id = ${portId}
           and da.type = 'FDA' and da.status = 'SUBMITTED'
           and line.section in (${listOf(sections)}) and line.amount is not null
           and coalesce(line.currency, da.currency) is not null
         group by line.catalogue_item_id, coalesce(line.currency, da.currency)`;

/**
 * A select of PriceAverage rows as one JSON array (in item and currency order), for a sub-select of a
 * larger statement.
 */
export const meansAsJson = (means: SQL) => sql`(select coalesce(json_agg(json_build_object(
    'expenseItemId', m."expenseItemId", 'name', m.name, 'currency', m.currency,
    'avgPrice', m."avgPrice", 'count', m.count) order by m."expenseItemId", m.currency), '[]'::json)
  from (${means}) m)`;

/**
 * The two sources an estimator falls back on after a port's published formulas (docs/decisions.md,
 * issue 40), shared by the husbandry and port cost estimators: the agents' current price lists at the
 * port and the platform's submitted final DAs there, each as a mean per item and currency computed in
 * SQL (numeric, rounded half-up to 2 decimals) that leaves the database as text.
 */
export function createPriceSources(db: Db) {
  return {
    async priceLists(portId: number, day: string, sections: readonly string[]): Promise<PriceAverage[]> {
      const result = await db.execute(sql`${priceListMeans(portId, day, sections)} order by 1, 3`);
      return rowsOf<PriceAverage>(result).map((r) => ({ ...r, expenseItemId: Number(r.expenseItemId) }));
    },
    async history(portId: number, sections: readonly string[]): Promise<PriceAverage[]> {
      const result = await db.execute(sql`${historyMeans(portId, sections)} order by 1, 3`);
      return rowsOf<PriceAverage>(result).map((r) => ({ ...r, expenseItemId: Number(r.expenseItemId) }));
    },
  };
}
export type PriceSources = ReturnType<typeof createPriceSources>;

/**
 * Each item's prices from the first source that has one (sources in order: formula, price list,
 * history); an item priced by an earlier source takes nothing from a later one.
 */
export function choosePrices<T extends { expenseItemId: number }>(sources: T[][]): Map<number, T[]> {
  const chosen = new Map<number, T[]>();
  for (const prices of sources) {
    const fresh = new Map<number, T[]>();
    for (const p of prices) {
      if (chosen.has(p.expenseItemId)) continue;
      fresh.set(p.expenseItemId, [...(fresh.get(p.expenseItemId) ?? []), p]);
    }
    for (const [id, list] of fresh) chosen.set(id, list);
  }
  return chosen;
}
