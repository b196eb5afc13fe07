import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { appointments } from '../appointments/db';
import { vessels } from '../fleet/db';
import { portCalls } from '../port-calls/db';
import { proformaExpenses, proformas } from '../proformas/db';
import { countries, currencies, exchangeRates, ports, vesselSizes, vesselTypes } from '../refdata/db';
import type { OtherDaLine } from './benchmark-checks';
import type { PastLine } from './benchmark-stats';
import { expenseEvaluationDetails, expenseEvaluations, lineBenchmarkFacts } from './db';

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

    /** Past final DAs' lines of these expenses at the port, dated in (from, to], other than this DA. */
    async pastLines(input: {
      portId: number;
      codes: string[];
      from: string;
      to: string;
      exceptProformaId: number;
    }): Promise<PastLine[]> {
      if (input.codes.length === 0) return [];
      const f = lineBenchmarkFacts;
      return db
        .select({
          proformaId: f.proformaId,
          companyId: f.companyId,
          code: f.code,
          vesselTypeId: f.vesselTypeId,
          vesselSizeId: f.vesselSizeId,
          currency: f.currency,
          amount: f.amount,
        })
        .from(f)
        .where(
          and(
            eq(f.portId, input.portId),
            inArray(f.code, input.codes),
            gt(f.daDate, input.from),
            lte(f.daDate, input.to),
            ne(f.proformaId, input.exceptProformaId),
          ),
        );
    },

    /** Each currency's US dollar value on `day` (its latest rate from that day or before). */
    async usdPerUnit(day: string): Promise<Map<string, string>> {
      const rows = await db
        .selectDistinctOn([exchangeRates.currency], {
          currency: exchangeRates.currency,
          usdPerUnit: exchangeRates.usdPerUnit,
        })
        .from(exchangeRates)
        .where(lte(exchangeRates.validFrom, day))
        .orderBy(asc(exchangeRates.currency), desc(exchangeRates.validFrom));
      return new Map(rows.map((r) => [r.currency, r.usdPerUnit]));
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
