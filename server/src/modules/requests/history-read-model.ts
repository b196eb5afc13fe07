import { EXPENSE_SECTIONS } from '@portcall/contracts/requests';
import { type SQL, sql } from 'drizzle-orm';
import { requestHistoryDas, requestHistoryLines } from './db';

/**
 * The SQL pieces the historical figures are made of, shared by the standalone figures read and the
 * two pages that show them (load-historical-expenses, evaluate), so the rule is written once.
 * Every amount stays `numeric` and leaves the database as text (DESIGN §5).
 */

/** The wizard's section order (port, agency, husbandry): a section's rank in it. */
export const sectionRank = (code: SQL) =>
  sql`array_position(array[${sql.join(
    EXPENSE_SECTIONS.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[], ${code})`;

/**
 * `rates (currency, rate, text)` of a case row `c` (with columns currency and exchange_rates): what
 * one unit of each currency is worth in the request's currency, the request's own at 1. A currency
 * named twice keeps its last rate, and the request's own is always 1 (as `ratesOf` did).
 */
export const caseRatesCte = sql`rates as (
  select distinct on (currency) currency, rate::numeric as rate, rate as text
  from (
    select r ->> 'currency' as currency, r ->> 'rate' as rate, x.n
    from c, jsonb_array_elements(c.exchange_rates) with ordinality as x(r, n)
    union all
    select c.currency, '1', 9223372036854775807 from c) given
  order by currency, n desc)`;

/**
 * The CTEs `last`, `lines`, `converted` and `figures (item, n, vs)` after a `rates` CTE. `last` is
 * the key of the oldest of the buyer company's latest `latest` submitted DAs at the port
 * (`request_history_das`, kept by triggers and indexed in this order, so it is the `latest`th entry
 * of one index range). `lines` are the quoted lines of the items in those DAs: every line of
 * `request_history_lines` (kept by triggers, the same order) from the start of the company's and
 * port's range down to that key, read as one index range (docs/decisions.md "The history's lines in
 * one index range"); a line's currency is its own, else its DA's, else the request's. Each is
 * converted at its rate and rounded half-up to the minor units at that one point, then per item the
 * count and the converted amounts sorted once into an array: min, max and the middle two are its
 * elements. Lines in a currency without a rate drop out of `converted`.
 */
export function historyCtes(by: {
  companyId: SQL;
  portId: SQL;
  /** An expression of type bigint[]. */
  itemIds: SQL;
  requestCurrency: SQL;
  minorUnits: SQL;
  latest: number;
}) {
  // Fewer DAs than `latest`: the oldest of them bounds the range.
  return sql`last as (
    select at, id from (
      select coalesce(h.submitted_at, '-infinity') as at, h.proforma_id as id
      from ${requestHistoryDas} h
      where h.company_id = ${by.companyId} and h.port_id = ${by.portId}
      order by h.submitted_at desc nulls last, h.proforma_id desc nulls last
      limit ${by.latest}) recent
    order by at, id limit 1),
  lines as (
    select l.catalogue_item_id as item, l.amount, coalesce(l.currency, ${by.requestCurrency}) as currency
    from ${requestHistoryLines} l
    where l.company_id = ${by.companyId} and l.port_id = ${by.portId}
      and l.sort_at >= (select at from last)
      and (l.sort_at > (select at from last) or l.proforma_id >= (select id from last))
      and l.catalogue_item_id = any(${by.itemIds})),
  converted as (
    select l.item, round(l.amount * r.rate, ${by.minorUnits}) as v
    from lines l join rates r on r.currency = l.currency),
  figures as (
    select item, count(*)::int as n, array_agg(v order by v) as vs from converted group by item)`;
}

/** The median of a `figures` row (columns n, vs): the mean of the middle two, one for an odd count, rounded half-up. */
export const medianSql = (minorUnits: SQL) => sql`round((vs[(n + 1) / 2] + vs[(n + 2) / 2]) / 2, ${minorUnits})`;
