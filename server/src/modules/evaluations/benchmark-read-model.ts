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
import { expenseEvaluationDetails, expenseEvaluations, lineBenchmarkCalls, lineBenchmarkVersions } from './db';

/** One group's order statistics (rankedHistory): the amounts at the ranks (0-based) a distribution reads. */
export interface RankedRow {
  code: string;
  grp: TBenchmarkGroup;
  scope: BenchmarkScope;
  n: number;
  buyers: number;
  ranks: number[];
  amounts: string[];
}

export interface RankedHistoryInput {
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
}

export interface RankedHistory {
  rows: RankedRow[];
  /** Currencies of calls left out for want of an exchange rate. */
  unconverted: string[];
}

/** The six arrays of a code's calls: each group, the buyer's own calls and the platform's. */
const GROUPS: Array<{ grp: TBenchmarkGroup; scope: BenchmarkScope; filter: string | null }> = [
  { grp: 'PORT_TYPE_SIZE', scope: 'OWN', filter: 'in_size and own' },
  { grp: 'PORT_TYPE_SIZE', scope: 'PLATFORM', filter: 'in_size' },
  { grp: 'PORT_TYPE', scope: 'OWN', filter: 'in_type and own' },
  { grp: 'PORT_TYPE', scope: 'PLATFORM', filter: 'in_type' },
  { grp: 'PORT', scope: 'OWN', filter: 'own' },
  { grp: 'PORT', scope: 'PLATFORM', filter: null },
];

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
    /** The DA of an evaluation and its call: type, currency, date, port and its country, vessel, history version. */
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
          // What the port's history and the rates are at now (the kept benchmarks' check).
          historyVersion: sql<string>`(select coalesce(string_agg(${lineBenchmarkVersions.scope} || '=' || ${lineBenchmarkVersions.version}, ',' order by ${lineBenchmarkVersions.scope}), '')
            from ${lineBenchmarkVersions} where ${lineBenchmarkVersions.scope} in ('exchange_rates', 'port:' || ${ports.id}))`,
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
     * answered in `unconverted`. Each group's calls are sorted into an array per expense and only
     * the ranks read leave the database: one row per expense, whatever the history holds.
     */
    async rankedHistory(input: RankedHistoryInput): Promise<RankedHistory> {
      if (input.codes.length === 0) return { rows: [] as RankedRow[], unconverted: [] as string[] };
      const c = lineBenchmarkCalls;
      const codes = sql.join(
        input.codes.map((code) => sql`${code}`),
        sql`, `,
      );
      // A lone line, or lines all in the DA's currency, is converted from the stored sum exactly as
      // line by line; only a call of several lines in another currency converts each line.
      const convert = (value: SQL, rate: string) =>
        sql`round(${value} * ${sql.raw(rate)}.usd / ${sql.raw(rate)}.target_usd, ${input.minorUnits})`;
      const picks = GROUPS.map(({ grp, scope, filter }) => {
        const a = sql.raw(`a_${grp}_${scope}`.toLowerCase());
        const n = sql`cardinality(${a})`;
        // The ranks around the 10th, 50th and 90th percentile and the extremes, in integer arithmetic.
        const ranks = [
          sql`0`,
          sql`${n} - 1`,
          sql`(${n} - 1) / 10`,
          sql`(${n} + 8) / 10`,
          sql`(${n} - 1) / 2`,
          sql`${n} / 2`,
          sql`(${n} - 1) * 9 / 10`,
          sql`((${n} - 1) * 9 + 9) / 10`,
        ];
        return {
          aggregate: sql`array_agg(amount order by amount) filter (where amount is not null${filter ? sql` and ${sql.raw(filter)}` : sql``}) as ${a}`,
          picked: sql`${n} as ${sql.raw(`n_${grp}_${scope}`.toLowerCase())},
            array[${sql.join(ranks, sql`, `)}] as ${sql.raw(`r_${grp}_${scope}`.toLowerCase())},
            array[${sql.join(
              ranks.map((r) => sql`${a}[${r} + 1]::text`),
              sql`, `,
            )}] as ${sql.raw(`v_${grp}_${scope}`.toLowerCase())}`,
        };
      });
      const result = await db.execute(sql`
        with rate as (
          select distinct on (${exchangeRates.currency}) ${exchangeRates.currency} as currency, ${exchangeRates.usdPerUnit} as usd
            from ${exchangeRates} where ${exchangeRates.validFrom} <= ${input.to}::date
           order by ${exchangeRates.currency}, ${exchangeRates.validFrom} desc),
        -- Each currency with a rate, beside the target's (none at all when the target has no rate).
        factor as (
          select r.currency, r.usd, t.usd as target_usd
            from rate r join rate t on t.currency = ${input.currency} and t.usd <> 0),
        calls as (
          select ${c.code} collate "C" as code, ${c.companyId} as company_id,
                 coalesce(${c.vesselTypeId} = ${input.vesselTypeId}::bigint and ${c.vesselSizeId} = ${input.vesselSizeId}::bigint, false) as in_size,
                 coalesce(${c.vesselTypeId} = ${input.vesselTypeId}::bigint, false) as in_type,
                 ${c.companyId} = ${input.companyId} as own,
                 coalesce(${c.lineCurrencies}, array[${c.currency}]) as currencies,
                 case when ${c.currency} = ${input.currency} then ${c.amount}
                      when ${c.lineAmounts} is null then ${convert(sql`${c.amount}`, 'r')}
                      else (select case when count(x) = count(*) then sum(x) end
                              from (select case when u.lc = ${input.currency} then u.la else ${convert(sql`u.la`, 'f')} end as x
                                      from unnest(${c.lineAmounts}, ${c.lineCurrencies}) u(la, lc)
                                      left join factor f on f.currency = u.lc) l)
                 end as amount
            from ${c}
            left join factor r on r.currency = ${c.currency}
           where ${c.portId} = ${input.portId} and ${c.code} in (${codes})
             and ${c.daDate} > ${input.from}::date and ${c.daDate} <= ${input.to}::date
             and ${c.proformaId} <> ${input.exceptProformaId}
          -- A fence: each call's amount is worked out once, not again inside each aggregate that reads it.
          offset 0),
        grouped as (
          select code, ${sql.join(
            picks.map((p) => p.aggregate),
            sql`, `,
          )},
                 count(distinct company_id) filter (where amount is not null and in_size) as b_port_type_size,
                 count(distinct company_id) filter (where amount is not null and in_type) as b_port_type,
                 count(distinct company_id) filter (where amount is not null) as b_port,
                 -- The currencies of calls left out for want of a rate (only those calls are looked at).
                 array_agg(distinct (select string_agg(cur, ',') from unnest(currencies) cur
                                      where cur <> ${input.currency} and not exists (select from factor f where f.currency = cur)))
                   filter (where amount is null) as missing
            from calls group by code)
        select code, b_port_type_size, b_port_type, b_port, missing, ${sql.join(
          picks.map((p) => p.picked),
          sql`, `,
        )}
          from grouped`);
      const rows: RankedRow[] = [];
      const unconverted = new Set<string>();
      for (const row of (result as unknown as { rows: Array<Record<string, unknown>> }).rows) {
        for (const missing of (row.missing as Array<string | null> | null) ?? []) {
          for (const code of missing?.split(',') ?? []) if (code) unconverted.add(code);
        }
        for (const { grp, scope } of GROUPS) {
          const key = `${grp}_${scope}`.toLowerCase();
          const n = Number(row[`n_${key}`] ?? 0);
          if (n === 0) continue;
          rows.push({
            code: row.code as string,
            grp,
            scope,
            n,
            buyers: scope === 'OWN' ? 1 : Number(row[`b_${grp.toLowerCase()}`]),
            ranks: row[`r_${key}`] as number[],
            amounts: row[`v_${key}`] as string[],
          });
        }
      }
      return { rows, unconverted: [...unconverted] };
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
