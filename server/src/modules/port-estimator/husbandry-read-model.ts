import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { appointments } from '../appointments/db';
import { portCalls } from '../port-calls/db';
import { proformaExpenses, proformas } from '../proformas/db';
import { expenseCatalogueItems, expenseCategories, ports } from '../refdata/db';

export interface HusbandryAverage {
  groupId: number;
  groupName: string;
  expenseItemId: number;
  expenseItemName: string;
  currency: string;
  /** The mean of the lines, numeric rounded half-up to 2 decimals, as text. */
  avgPrice: string;
  /** How many distinct final DAs the mean rests on. */
  daCount: number;
}

/**
 * What the husbandry estimator reads of other modules' tables (proformas, appointments, port calls,
 * the catalogue): the husbandry lines of the platform's submitted final DAs at a port, averaged per
 * catalogue item and currency in one statement. Money stays numeric and leaves the database as text.
 */
export function createHusbandryReadModel(db: Db) {
  return {
    async averages(portId: number, groupIds: number[] | null): Promise<HusbandryAverage[]> {
      const groups =
        groupIds === null
          ? sql``
          : sql`and cat.id in (${sql.join(
              groupIds.map((g) => sql`${g}`),
              sql`, `,
            )})`;
      const result = await db.execute(sql`
        select cat.id as "groupId", cat.name as "groupName", item.id as "expenseItemId",
               item.name as "expenseItemName", coalesce(line.currency, da.currency) as currency,
               round(avg(line.amount), 2)::text as "avgPrice", count(distinct da.id)::int as "daCount"
          from ${proformaExpenses} line
          join ${proformas} da on da.id = line.proforma_id
          join ${appointments} app on app.id = da.appointment_id
          join ${portCalls} pc on pc.id = app.port_call_id
          join ${expenseCatalogueItems} item on item.id = line.catalogue_item_id
          join ${expenseCategories} cat on cat.id = item.category_id
         where pc.port_id = ${portId}
           and da.type = 'FDA' and da.status = 'SUBMITTED'
           and line.section = 'HUSBANDRY_EXPENSES' and line.amount is not null
           and coalesce(line.currency, da.currency) is not null
           ${groups}
         group by cat.id, cat.name, cat.position, item.id, item.name, item.position, coalesce(line.currency, da.currency)
         order by cat.position, cat.id, item.position, item.id, 5`);
      // node-postgres answers a bigint as text (PGlite as a number): ids are made numbers here.
      return (result as unknown as { rows: HusbandryAverage[] }).rows.map((r) => ({
        ...r,
        groupId: Number(r.groupId),
        expenseItemId: Number(r.expenseItemId),
      }));
    },

    /** Ports with husbandry history whose name starts with the text (at most 20). */
    async portsWithHistory(text: string) {
      const prefix = `${text
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const result = await db.execute(sql`
        select p.id, p.name, p.unlocode
          from ${ports} p
         where p.search_name like ${prefix}
           and exists (
             select 1 from ${portCalls} pc
               join ${appointments} app on app.port_call_id = pc.id
               join ${proformas} da on da.appointment_id = app.id
               join ${proformaExpenses} line on line.proforma_id = da.id
              where pc.port_id = p.id and da.type = 'FDA' and da.status = 'SUBMITTED'
                and line.section = 'HUSBANDRY_EXPENSES' and line.amount is not null)
         order by p.rank desc, p.name
         limit 20`);
      // node-postgres answers a bigint as text (PGlite as a number): the id is made a number here.
      return (result as unknown as { rows: Array<{ id: number | string; name: string; unlocode: string }> }).rows.map(
        (r) => ({ ...r, id: Number(r.id) }),
      );
    },
  };
}
export type HusbandryReadModel = ReturnType<typeof createHusbandryReadModel>;
