import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { appointments } from '../appointments/db';
import { expenseEstimationLocations, expenseEstimations } from '../estimations/db';
import { portCalls } from '../port-calls/db';
import { proformaExpenses, proformas } from '../proformas/db';
import { expenseCatalogueItems, expenseCategories, expenseSections, ports } from '../refdata/db';
import { agentPricelistItems } from '../requests/db';
import { createPriceSources, HUSBANDRY_SECTIONS, itemsOfSections, type PriceAverage } from './price-sources-read-model';

/** A husbandry item of the catalogue with its group (a husbandry category), in catalogue order. */
export interface HusbandryItem {
  groupId: number;
  groupName: string;
  expenseItemId: number;
  expenseItemName: string;
}

/** A mean price of one item in one currency, from the price lists or from the final DAs. */
export type HusbandryAverage = PriceAverage;

// node-postgres answers a bigint as text (PGlite as a number): ids are made numbers here.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * What the husbandry estimator reads of other modules' tables (proformas, appointments, port calls,
 * the agents' price lists, the published formulas' ports, the catalogue). Means are computed in SQL
 * (numeric, rounded half-up to 2 decimals) and leave the database as text.
 */
export function createHusbandryReadModel(db: Db) {
  const husbandry = itemsOfSections(HUSBANDRY_SECTIONS);
  const sources = createPriceSources(db);
  return {
    /** The catalogue's husbandry items (active), in catalogue order. */
    async items(): Promise<HusbandryItem[]> {
      const result = await db.execute(sql`
        select cat.id as "groupId", cat.name as "groupName", item.id as "expenseItemId", item.name as "expenseItemName"
          from ${expenseCatalogueItems} item
          join ${expenseCategories} cat on cat.id = item.category_id
          join ${expenseSections} sec on sec.id = cat.section_id
         where sec.code = 'HUSBANDRY_EXPENSES' and item.is_active
         order by cat.position, cat.id, item.position, item.id`);
      return rowsOf<HusbandryItem>(result).map((r) => ({
        ...r,
        groupId: Number(r.groupId),
        expenseItemId: Number(r.expenseItemId),
      }));
    },

    /** The husbandry lines of the platform's submitted final DAs at the port: mean per item and currency. */
    history: (portId: number) => sources.history(portId, HUSBANDRY_SECTIONS),
    /** The agents' prices for husbandry items at the port valid on `day`: mean per item and currency. */
    priceLists: (portId: number, day: string) => sources.priceLists(portId, day, HUSBANDRY_SECTIONS),

    /**
     * Ports whose name starts with the text (any port when empty; at most 20) that the estimator can
     * answer for: a published formula for a husbandry item, a current price of an agent for one, or a
     * husbandry line of a submitted final DA.
     */
    async portsWithSources(text: string, day: string) {
      const prefix = `${text
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const result = await db.execute(sql`
        select p.id, p.name, p.unlocode
          from ${ports} p
         where p.search_name like ${prefix}
           and (exists (
             select 1 from ${expenseEstimationLocations} loc
               join ${expenseEstimations} est on est.id = loc.estimation_id
              where loc.port_id = p.id and est.state = 'PUBLISHED' and est.expense_id in ${husbandry})
           or exists (
             select 1 from ${agentPricelistItems} pl
              where pl.port_id = p.id and pl.valid_from <= ${day}::date and pl.valid_to >= ${day}::date
                and pl.catalogue_item_id in ${husbandry})
           or exists (
             select 1 from ${portCalls} pc
               join ${appointments} app on app.port_call_id = pc.id
               join ${proformas} da on da.appointment_id = app.id
               join ${proformaExpenses} line on line.proforma_id = da.id
              where pc.port_id = p.id and da.type = 'FDA' and da.status = 'SUBMITTED'
                and line.section = 'HUSBANDRY_EXPENSES' and line.amount is not null))
         order by p.rank desc, p.name
         limit 20`);
      return rowsOf<{ id: number | string; name: string; unlocode: string }>(result).map((r) => ({
        ...r,
        id: Number(r.id),
      }));
    },
  };
}
export type HusbandryReadModel = ReturnType<typeof createHusbandryReadModel>;
