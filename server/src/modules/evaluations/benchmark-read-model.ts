import type { TBenchmarkGroup } from '@portcall/contracts/evaluation-benchmarks';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { appointments } from '../appointments/db';
import { vessels } from '../fleet/db';
import { portCalls } from '../port-calls/db';
import { proformaExpenses, proformas } from '../proformas/db';
import { countries, currencies, exchangeRates, ports, vesselSizes, vesselTypes } from '../refdata/db';
import type { OtherDaLine } from './benchmark-checks';
import type { BenchmarkScope } from './benchmark-stats';
import { expenseEvaluationDetails, expenseEvaluations, lineBenchmarkFacts } from './db';

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
     * its lines of the expense added up, each converted to `currency` at the rates of `to`, half-up
     * to its minor units, in numeric (decimal) arithmetic; a call with a line in a currency without a
     * rate is left out and its currency answered in `unconverted`. One sort per expense ranks the calls
     * in all six groups at once (filtered running counts), so only a few rows per group leave the
     * database, whatever the history holds.
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
      const f = lineBenchmarkFacts;
      const codes = sql.join(
        input.codes.map((c) => sql`${c}`),
        sql`, `,
      );
      const result = await db.execute(sql`
        with rate as (
          select distinct on (${exchangeRates.currency}) ${exchangeRates.currency} as currency, ${exchangeRates.usdPerUnit} as usd
            from ${exchangeRates} where ${exchangeRates.validFrom} <= ${input.to}::date
           order by ${exchangeRates.currency}, ${exchangeRates.validFrom} desc),
        past as (
          select ${f.code} as code, ${f.proformaId} as proforma_id, ${f.companyId} as company_id,
                 ${f.vesselTypeId} as type_id, ${f.vesselSizeId} as size_id, ${f.currency} as currency,
                 case when ${f.currency} = ${input.currency} then ${f.amount}
                      else round(${f.amount} * r.usd / nullif(t.usd, 0), ${input.minorUnits}) end as amount
            from ${f}
            left join rate r on r.currency = ${f.currency}
            left join rate t on t.currency = ${input.currency}
           where ${f.portId} = ${input.portId} and ${f.code} in (${codes})
             and ${f.daDate} > ${input.from}::date and ${f.daDate} <= ${input.to}::date
             and ${f.proformaId} <> ${input.exceptProformaId}),
        calls as (
          select code, proforma_id, company_id, type_id, size_id, sum(amount) as amount
            from past group by code, proforma_id, company_id, type_id, size_id
          having count(amount) = count(*)),
        flagged as (
          select code, company_id, amount, coalesce(type_id = ${input.vesselTypeId}::bigint and size_id = ${input.vesselSizeId}::bigint, false) as in_size,
                 coalesce(type_id = ${input.vesselTypeId}::bigint, false) as in_type, company_id = ${input.companyId} as own
            from calls),
        ranked as (
          select code, amount, in_size, in_type, own,
                 count(*) filter (where in_size and own) over w - 1 as r_size_own,
                 count(*) filter (where in_size) over w - 1 as r_size_all,
                 count(*) filter (where in_type and own) over w - 1 as r_type_own,
                 count(*) filter (where in_type) over w - 1 as r_type_all,
                 count(*) filter (where own) over w - 1 as r_port_own,
                 count(*) over w - 1 as r_port_all,
                 count(*) filter (where in_size and own) over c as n_size_own,
                 count(*) filter (where in_size) over c as n_size_all,
                 count(*) filter (where in_type and own) over c as n_type_own,
                 count(*) filter (where in_type) over c as n_type_all,
                 count(*) filter (where own) over c as n_port_own,
                 count(*) over c as n_port_all
            from flagged
          window c as (partition by code),
                 w as (partition by code order by amount rows between unbounded preceding and current row)),
        buyers as (
          select code, count(distinct company_id) filter (where in_size) as b_size,
                 count(distinct company_id) filter (where in_type) as b_type, count(distinct company_id) as b_port
            from flagged group by code)
        select r.code, x.grp, x.scope, x.n::int as n, x.rn::int as rn, r.amount::text as amount, x.buyers::int as buyers
          from ranked r
          join buyers b on b.code = r.code
         cross join lateral (values
                ('PORT_TYPE_SIZE', 'OWN', r.in_size and r.own, r.r_size_own, r.n_size_own, 1::bigint),
                ('PORT_TYPE_SIZE', 'PLATFORM', r.in_size, r.r_size_all, r.n_size_all, b.b_size),
                ('PORT_TYPE', 'OWN', r.in_type and r.own, r.r_type_own, r.n_type_own, 1::bigint),
                ('PORT_TYPE', 'PLATFORM', r.in_type, r.r_type_all, r.n_type_all, b.b_type),
                ('PORT', 'OWN', r.own, r.r_port_own, r.n_port_own, 1::bigint),
                ('PORT', 'PLATFORM', true, r.r_port_all, r.n_port_all, b.b_port)) x(grp, scope, admits, rn, n, buyers)
         -- The ranks around the 10th, 50th and 90th percentile and the extremes, in integer arithmetic.
         where x.admits and x.rn in (0, x.n - 1, (x.n - 1) / 10, (x.n + 8) / 10, (x.n - 1) / 2, x.n / 2,
                                     (x.n - 1) * 9 / 10, ((x.n - 1) * 9 + 9) / 10)
        union all
        select distinct null, null, 'UNCONVERTED', 0, 0, currency, 0 from past where amount is null`);
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
