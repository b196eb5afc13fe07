import {
  EXPENSE_SECTIONS,
  HISTORICAL_DA_COUNT,
  type THistoricalExpenses,
  type TRequestComparison,
} from '@portcall/contracts/requests';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { companies } from '../account/db';
import { portCalls } from '../port-calls/db';
import { currencies, expenseCatalogueItems, expenseCategories, expenseSections } from '../refdata/db';
import { quotationLines, requestCaseExpenses, requestCases, requestsForQuotation } from './db';
import { caseRatesCte, historyCtes, medianSql, sectionRank } from './history-read-model';

/**
 * The two pages of a case that show the historical figures, each answered by one statement that
 * returns the page itself (docs/decisions.md "Requests pages in one statement"): the case scoped to
 * the caller's company, its port, its currency's minor units, the catalogue or its expenses, the
 * figures and (for the comparison) every conversion and total, all in `numeric`. Before, the same
 * pages took 5 and 8 statements and converted and summed in decimal.js. No row: no such case of
 * this company (the caller answers 404).
 */
export function createRequestPagesReadModel(db: Db) {
  /** `c`: the case of this company with its port, currency minor units (2 if unknown) and rates. */
  const caseCte = sql`c as (
    select rc.id, rc.company_id, rc.currency, rc.selections, rc.exchange_rates,
      coalesce(pc.port_id, rc.port_id) as port_id, coalesce(cur.minor_units, 2) as units
    from ${requestCases} rc
    left join ${portCalls} pc on pc.id = rc.port_call_id
    left join ${currencies} cur on cur.code = rc.currency
    where rc.id = ${sql.placeholder('caseId')} and rc.company_id = ${sql.placeholder('companyId')}),
  ${caseRatesCte}`;
  const history = (itemIds: SQL) =>
    historyCtes({
      companyId: sql`(select company_id from c)`,
      portId: sql`(select port_id from c)`,
      itemIds,
      requestCurrency: sql`(select currency from c)`,
      minorUnits: sql`(select units from c)`,
      latest: HISTORICAL_DA_COUNT,
    });
  const text = (value: SQL) => sql`(${value})::text`;
  const units = sql`c.units`;

  /**
   * A page statement prepared once per connection (named): planning these CTEs was 1.6 of the 4 ms
   * of PostgreSQL CPU a request, and the text never changes, only the case and company.
   */
  function prepare<T>(name: string, statement: SQL) {
    const prepared = db.select({ page: sql<T | string>`p.page` }).from(sql`(${statement}) as p`).prepare(name);
    return async (caseId: number, companyId: number): Promise<T | undefined> => {
      const [row] = await prepared.execute({ caseId, companyId });
      return (typeof row?.page === 'string' ? JSON.parse(row.page) : row?.page) as T | undefined;
    };
  }

  return {
    /**
     * GET request-case/{id}/load-historical-expenses: the case's selected catalogue items (its
     * selections: per section all active items or the chosen ones, in the wizard's section order,
     * then the catalogue's), each with count, median, min and max in the request's currency; the
     * currencies met, with their rate used or listed as missing (in code order).
     */
    historical: prepare<THistoricalExpenses>(
      'requests_historical_page',
      sql`
        with ${caseCte},
        selected as (
          select i.id, i.name, s.code as section,
            row_number() over (order by ${sectionRank(sql`s.code`)}, s.position, cat.position, i.position, i.id) as ord
          from c, ${expenseCatalogueItems} i
          join ${expenseCategories} cat on cat.id = i.category_id
          join ${expenseSections} s on s.id = cat.section_id
          where i.is_active
            and (coalesce((c.selections -> s.code ->> 'isAll')::boolean, false)
              or (c.selections -> s.code -> 'ids') @> to_jsonb(i.id))),
        ${history(sql`array(select id from selected)`)},
        met as (select distinct currency from lines)
        select json_build_object(
          'currency', c.currency,
          'ratesUsed', coalesce((
            select json_agg(json_build_object('currency', m.currency, 'rate', r.text) order by m.currency collate "C")
            from met m join rates r on r.currency = m.currency), '[]'::json),
          'missingRates', coalesce((
            select json_agg(m.currency order by m.currency collate "C")
            from met m where not exists (select from rates r where r.currency = m.currency)), '[]'::json),
          'expenses', coalesce((
            select json_agg(json_build_object(
                'catalogueItemId', s.id, 'name', s.name, 'section', s.section, 'count', coalesce(f.n, 0),
                'median', ${text(medianSql(units))}, 'min', ${text(sql`round(vs[1], ${units})`)},
                'max', ${text(sql`round(vs[n], ${units})`)})
              order by s.ord)
            from selected s left join figures f on f.item = s.id), '[]'::json)
        ) as page
        from c`,
    ),

    /**
     * GET request-case/{id}/evaluate: the requests that quoted and are not cancelled, side by side
     * per expense; each quote line converted at the quote's rate (1 in the request's currency, 0 for
     * a foreign quote without one) rounded half-up to the minor units at that point; per request the
     * total in its own currency, the converted total, per section and against the historical medians
     * of the expenses it quoted; the medians per expense and their sum.
     */
    comparison: prepare<TRequestComparison>(
      'requests_comparison_page',
      sql`
        with ${caseCte},
        expenses as (
          select e.id, e.name, e.section, e.catalogue_item_id, e.position
          from ${requestCaseExpenses} e where e.request_case_id = (select id from c)),
        ${history(sql`array(select catalogue_item_id from expenses where catalogue_item_id is not null)`)},
        medians as (select item, ${medianSql(sql`(select units from c)`)} as median from figures),
        quoted as (
          select q.id, q.status, coalesce(q.currency, c.currency) as currency, coalesce(co.name, '') as agent_name,
            case when coalesce(q.currency, '') in ('', c.currency) then 1 else coalesce(q.rate, 0) end as rate
          from c join ${requestsForQuotation} q on q.request_case_id = c.id
          left join ${companies} co on co.id = q.agent_company_id
          where q.quoted_at is not null and q.status <> 'CANCELLED'),
        cells as (
          select q.id as request_id, e.id as expense_id, e.section, l.amount, m.median,
            round(l.amount * q.rate, c.units) as converted
          from c, quoted q cross join expenses e
          left join ${quotationLines} l on l.request_id = q.id and l.expense_id = e.id
          left join medians m on m.item = e.catalogue_item_id)
        select json_build_object(
          'requestCaseId', c.id,
          'currency', c.currency,
          'rows', coalesce((
            select json_agg(json_build_object(
                'expenseId', e.id, 'name', e.name, 'section', e.section, 'historicalMedian', m.median::text,
                'quotes', coalesce((
                  select json_agg(json_build_object('requestId', q.id, 'agentName', q.agent_name,
                      'amount', x.amount::text, 'convertedAmount', x.converted::text) order by q.id)
                  from quoted q join cells x on x.request_id = q.id and x.expense_id = e.id), '[]'::json))
              order by e.position, e.id)
            from expenses e left join medians m on m.item = e.catalogue_item_id), '[]'::json),
          'totals', coalesce((
            select json_agg(json_build_object('requestId', q.id, 'agentName', q.agent_name, 'status', q.status,
                'currency', q.currency, 'rate', trim_scale(q.rate)::text, 'total', t.total,
                'convertedTotal', t.converted, 'sections', t.sections, 'versusHistorical', t.versus)
              order by q.id)
            from quoted q cross join lateral (
              select trim_scale(coalesce(sum(x.amount), 0))::text as total,
                ${text(sql`round(coalesce(sum(x.converted), 0), ${units})`)} as converted,
                json_build_array(${sql.join(
                  EXPENSE_SECTIONS.map(
                    (section) => sql`json_build_object('section', ${section}::text, 'convertedTotal',
                      ${text(sql`round(coalesce(sum(x.converted) filter (where x.section = ${section}), 0), ${units})`)})`,
                  ),
                  sql`, `,
                )}) as sections,
                -- Against history: only the expenses this agent quoted that have a median.
                case when bool_or(x.amount is not null and x.median is not null)
                  then ${text(sql`round(coalesce(sum(x.converted), 0) - coalesce(sum(x.median) filter (where x.amount is not null), 0), ${units})`)}
                end as versus
              from cells x where x.request_id = q.id) t), '[]'::json),
          'historicalTotal', case when exists (select from medians) then (
            select ${text(sql`round(coalesce(sum(m.median), 0), ${units})`)}
            from expenses e join medians m on m.item = e.catalogue_item_id) end
        ) as page
        from c`,
    ),
  };
}
export type RequestPagesReadModel = ReturnType<typeof createRequestPagesReadModel>;
