import type { TBenchmarkGroup } from '@portcall/contracts/evaluation-benchmarks';
import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { appointments } from '../appointments/db';
import { vessels } from '../fleet/db';
import { portCalls } from '../port-calls/db';
import { proformaExpenses, proformas } from '../proformas/db';
import { countries, currencies, exchangeRates, ports, vesselSizes, vesselTypes } from '../refdata/db';
import type { OtherDaLine } from './benchmark-checks';
import type { BenchmarkScope } from './benchmark-stats';
import { expenseEvaluationDetails, expenseEvaluations, lineBenchmarkCalls } from './db';

/** One order statistic of a group's past calls (rankedHistory). */
export interface RankedRow {
  code: string;
  grp: TBenchmarkGroup;
  scope: BenchmarkScope | 'UNCONVERTED';
  n: number;
  rn: number;
  amount: string;
  buyers: number;
}

/**
 * What line benchmarks read: the evaluated DA's call (port, vessel type and size band), its lines
 * with their units, the past final DAs' lines at the port (line_benchmark_facts, filled by triggers),
 * the exchange rates of the DA's date and the other DAs of the call. A read model across modules'
 * tables; it writes nothing.
 */
export function createBenchmarkReadModel(db: Db) {
  /** The vessel's size band: its size class, else the class of its type whose DWT range holds it (as the facts). */
  const sizeBand = sql<number | null>`coalesce(${vessels.vesselSizeId}, (select ${vesselSizes.id} from ${vesselSizes}
    where ${vesselSizes.vesselTypeId} = ${vessels.vesselTypeId} and ${vessels.dwt} between ${vesselSizes.minDwt} and ${vesselSizes.maxDwt}
    order by ${vesselSizes.position}, ${vesselSizes.id} limit 1))`.mapWith(Number);

  return {
    /** The DA of an evaluation and its call: type, currency, date, port and its country, vessel. */
    async call(proformaId: number) {
      const [row] = await db
        .select({
          proformaId: proformas.id,
          appointmentId: proformas.appointmentId,
          type: proformas.type,
          currency: proformas.currency,
          daDate: sql<string>`coalesce(${proformas.sailingDate}, (${proformas.submittedAt} at time zone 'UTC')::date, (${proformas.createdAt} at time zone 'UTC')::date)::text`,
          portId: ports.id,
          portName: ports.name,
          countryName: countries.name,
          countryCurrencies: countries.currencies,
          vesselTypeId: vessels.vesselTypeId,
          vesselSizeId: sizeBand,
        })
        .from(proformas)
        .innerJoin(appointments, eq(appointments.id, proformas.appointmentId))
        .innerJoin(portCalls, eq(portCalls.id, appointments.portCallId))
        .innerJoin(ports, eq(ports.id, portCalls.portId))
        .innerJoin(countries, eq(countries.id, ports.countryId))
        .leftJoin(vessels, eq(vessels.id, portCalls.vesselId))
        .where(eq(proformas.id, proformaId));
      return row;
    },

    /** The words of a vessel type and size band ("Handysize", "bulk carriers"), for the group label. */
    async vesselWords(typeId: number | null, sizeId: number | null) {
      const [type] = typeId
        ? await db.select({ name: vesselTypes.name }).from(vesselTypes).where(eq(vesselTypes.id, typeId))
        : [];
      const [size] = sizeId
        ? await db
            .select({ name: vesselSizes.name, minDwt: vesselSizes.minDwt, maxDwt: vesselSizes.maxDwt })
            .from(vesselSizes)
            .where(eq(vesselSizes.id, sizeId))
        : [];
      return { type: type?.name ?? null, size: size ?? null };
    },

    async minorUnits(code: string) {
      const [row] = await db
        .select({ minorUnits: currencies.minorUnits })
        .from(currencies)
        .where(eq(currencies.code, code));
      return row?.minorUnits ?? 2;
    },

    /** The evaluation's lines (not split parts, not deleted), with the currency charged and units. */
    async lines(evaluationId: number) {
      return db
        .select({
          id: expenseEvaluations.id,
          code: expenseEvaluations.code,
          name: expenseEvaluations.name,
          section: expenseEvaluations.section,
          amount: sql<string>`coalesce(${expenseEvaluations.verifiedAmount}, ${expenseEvaluations.amount})`,
          currency: proformaExpenses.currency,
          unit: expenseEvaluationDetails.unit,
          pricePerUnit: expenseEvaluationDetails.pricePerUnit,
        })
        .from(expenseEvaluations)
        .leftJoin(proformaExpenses, eq(proformaExpenses.id, expenseEvaluations.proformaExpenseId))
        .leftJoin(expenseEvaluationDetails, eq(expenseEvaluationDetails.expenseEvaluationId, expenseEvaluations.id))
        .where(
          and(
            eq(expenseEvaluations.evaluationId, evaluationId),
            isNull(expenseEvaluations.parentId),
            ne(expenseEvaluations.status, 'DELETED'),
          ),
        )
        .orderBy(asc(expenseEvaluations.section), asc(expenseEvaluations.position), asc(expenseEvaluations.id));
    },

    /**
     * The past calls of these expenses at the port, dated in (from, to], other than this DA: per
     * expense, group (PORT_TYPE_SIZE, PORT_TYPE, PORT) and scope (OWN: the buyer's; PLATFORM: all),
     * the count of calls and of buyers and the amounts at the ranks a distribution reads. A call is
     * its lines of the expense added up (line_benchmark_calls keeps them added up), each line
     * converted to `currency` at the rates of `to`, half-up to its minor units, in numeric (decimal)
     * arithmetic; a call with a line in a currency without a rate is left out and its currency
     * answered in `unconverted`. Each group's calls are sorted into an array per expense, so only a
     * few rows per group leave the database, whatever the history holds.
     */
    async rankedHistory(input: {
      portId: number;
      codes: string[];
      from: string;
      to: string;
      exceptProformaId: number;
      companyId: number;
      currency: string;
      minorUnits: number;
      vesselTypeId: number | null;
      vesselSizeId: number | null;
    }) {
      if (input.codes.length === 0) return { rows: [] as RankedRow[], unconverted: [] as string[] };
      const c = lineBenchmarkCalls;
      const codes = sql.join(
        input.codes.map((code) => sql`${code}`),
        sql`, `,
      );
      // A lone line, or lines all in the DA's currency, is converted from the stored sum exactly as
      // line by line; only a call of several lines in another currency converts each line.
      const convert = (value: SQL) => sql`round(${value} * r.usd / nullif(t.usd, 0), ${input.minorUnits})`;
      const sorted = (filter: SQL | null) =>
        filter
          ? sql`array_agg(amount order by amount) filter (where ${filter})`
          : sql`array_agg(amount order by amount)`;
      const result = await db.execute(sql`
        with rate as (
          select distinct on (${exchangeRates.currency}) ${exchangeRates.currency} as currency, ${exchangeRates.usdPerUnit} as usd
            from ${exchangeRates} where ${exchangeRates.validFrom} <= ${input.to}::date
           order by ${exchangeRates.currency}, ${exchangeRates.validFrom} desc),
        target as (select usd from rate where currency = ${input.currency}),
        window_calls as (
          select ${c.code} as code, ${c.companyId} as company_id, ${c.vesselTypeId} as type_id,
                 ${c.vesselSizeId} as size_id, ${c.currency} as currency, ${c.amount} as amount,
                 ${c.lineCurrencies} as line_currencies, ${c.lineAmounts} as line_amounts
            from ${c}
           where ${c.portId} = ${input.portId} and ${c.code} in (${codes})
             and ${c.daDate} > ${input.from}::date and ${c.daDate} <= ${input.to}::date
             and ${c.proformaId} <> ${input.exceptProformaId}),
        calls as (
          select w.code, w.company_id, w.type_id, w.size_id,
                 case when w.currency = ${input.currency} then w.amount else ${convert(sql`w.amount`)} end as amount
            from window_calls w
            left join rate r on r.currency = w.currency
            left join target t on true
           where w.line_amounts is null or w.currency = ${input.currency}
          union all
          select w.code, w.company_id, w.type_id, w.size_id, m.amount
            from window_calls w
           cross join lateral (
                 select case when count(x) = count(*) then sum(x) end as amount
                   from (select case when u.lc = ${input.currency} then u.la else ${convert(sql`u.la`)} end as x
                           from unnest(w.line_amounts, w.line_currencies) u(la, lc)
                           left join rate r on r.currency = u.lc
                           left join target t on true) l) m
           where w.line_amounts is not null and w.currency is distinct from ${input.currency}),
        flagged as (
          select code, company_id, amount, coalesce(type_id = ${input.vesselTypeId}::bigint and size_id = ${input.vesselSizeId}::bigint, false) as in_size,
                 coalesce(type_id = ${input.vesselTypeId}::bigint, false) as in_type, company_id = ${input.companyId} as own
            from calls where amount is not null),
        sorted as (
          select code,
                 ${sorted(sql`in_size and own`)} as a_size_own, ${sorted(sql`in_size`)} as a_size_all,
                 ${sorted(sql`in_type and own`)} as a_type_own, ${sorted(sql`in_type`)} as a_type_all,
                 ${sorted(sql`own`)} as a_port_own, ${sorted(null)} as a_port_all,
                 count(distinct company_id) filter (where in_size) as b_size,
                 count(distinct company_id) filter (where in_type) as b_type, count(distinct company_id) as b_port
            from flagged group by code)
        select s.code, x.grp, x.scope, x.n::int as n, k.rn::int as rn, x.a[k.rn + 1]::text as amount, x.buyers::int as buyers
          from sorted s
         cross join lateral (values
                ('PORT_TYPE_SIZE', 'OWN', s.a_size_own, 1::bigint),
                ('PORT_TYPE_SIZE', 'PLATFORM', s.a_size_all, s.b_size),
                ('PORT_TYPE', 'OWN', s.a_type_own, 1::bigint),
                ('PORT_TYPE', 'PLATFORM', s.a_type_all, s.b_type),
                ('PORT', 'OWN', s.a_port_own, 1::bigint),
                ('PORT', 'PLATFORM', s.a_port_all, s.b_port)) g(grp, scope, a, buyers)
         cross join lateral (select g.grp, g.scope, g.a, g.buyers, cardinality(g.a) as n) x
         -- The ranks around the 10th, 50th and 90th percentile and the extremes, in integer arithmetic.
         cross join lateral (select distinct rn from unnest(array[0, x.n - 1, (x.n - 1) / 10, (x.n + 8) / 10,
                                     (x.n - 1) / 2, x.n / 2, (x.n - 1) * 9 / 10, ((x.n - 1) * 9 + 9) / 10]) rn) k
         where x.n > 0
        union all
        select distinct null, null, 'UNCONVERTED', 0, 0, cur, 0
          from window_calls w cross join lateral unnest(coalesce(w.line_currencies, array[w.currency])) cur
         where cur <> ${input.currency}
           and not exists (select from rate r, target t where r.currency = cur and t.usd <> 0)`);
      const all = (result as unknown as { rows: RankedRow[] }).rows;
      return {
        rows: all.filter((r) => r.scope !== 'UNCONVERTED'),
        unconverted: all.filter((r) => r.scope === 'UNCONVERTED').map((r) => r.amount),
      };
    },

    /** The catalogue lines of the call's other submitted DAs of the same type (a supplementary DA). */
    async otherDaLines(input: { appointmentId: number; proformaId: number; type: string }): Promise<OtherDaLine[]> {
      return db
        .select({
          proformaId: proformas.id,
          type: proformas.type,
          submittedAt: proformas.submittedAt,
          code: sql<string>`${proformaExpenses.code}`,
          amount: sql<string>`${proformaExpenses.amount}`,
          currency: sql<string | null>`coalesce(${proformaExpenses.currency}, ${proformas.currency})`,
        })
        .from(proformas)
        .innerJoin(proformaExpenses, eq(proformaExpenses.proformaId, proformas.id))
        .where(
          and(
            eq(proformas.appointmentId, input.appointmentId),
            ne(proformas.id, input.proformaId),
            eq(proformas.status, 'SUBMITTED'),
            eq(proformas.type, input.type),
            sql`${proformaExpenses.code} is not null and ${proformaExpenses.amount} is not null`,
          ),
        )
        .orderBy(asc(proformas.id), asc(proformaExpenses.id));
    },
  };
}
export type BenchmarkReadModel = ReturnType<typeof createBenchmarkReadModel>;
