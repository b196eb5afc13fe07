import {
  BENCHMARK_MIN_BUYERS,
  BENCHMARK_MIN_CALLS,
  BENCHMARK_WINDOW_MONTHS,
  OUTLIER_HIGH_RATIO,
  OUTLIER_LOW_RATIO,
  type TBenchmarkGroup,
  type TEvaluationBenchmarks,
  type TLineDistribution,
  type TLineFlag,
} from '@portcall/contracts/evaluation-benchmarks';
import { formatAmount } from '@portcall/contracts/format';
import { formatMessage } from '@portcall/contracts/messages';
import { Decimal } from '@portcall/contracts/money';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { createLru } from '../../platform/lru';
import { arithmeticFlag, chargedTwiceFlag, duplicateFlags, tariffCurrencyFlag } from './benchmark-checks';
import type { RankedHistoryInput, RankedRow } from './benchmark-read-model';
import { createBenchmarkReadModel } from './benchmark-read-model';
import { type BenchmarkScope, type Distribution, distributionOf, type RankedGroup } from './benchmark-stats';
import type { EvaluationCore } from './core';

/** Ranked histories kept per node: a few kB each (63 expenses of a 500-line DA: about 60 kB). */
const KEPT_HISTORIES = 500;

/** A ranked history as compute reads it (by "code scope", then group), and its unconverted currencies. */
interface KeptHistory {
  ranked: ReturnType<typeof groupRanks>;
  unconverted: readonly string[];
}

type EvaluationOf = { id: number; proformaId: number; companyId: number; currency: string | null };

/** yyyy-mm-dd, `months` months before `day` (the window's open end). */
export function monthsBefore(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

/** The read model's order statistics by "code scope", then group. */
function groupRanks(rows: readonly RankedRow[]) {
  const groups = new Map<string, Map<TBenchmarkGroup, RankedGroup>>();
  for (const r of rows) {
    const key = `${r.code} ${r.scope}`;
    const byGroup = groups.get(key) ?? new Map<TBenchmarkGroup, RankedGroup>();
    groups.set(key, byGroup);
    const byRank = new Map(r.ranks.map((rank, i) => [rank, new Decimal(r.amounts[i] as string)]));
    byGroup.set(r.grp, { calls: r.n, buyers: r.buyers, byRank });
  }
  return groups;
}

/**
 * Line benchmarks of an evaluation (GET evaluation/{id}/benchmarks; docs/decisions.md "Line
 * benchmarks"): per line, the distribution of the same catalogue expense at the same port over the
 * last 24 months of final DAs, the buyer's own and the platform's anonymised, and the flags of
 * outliers and of a reviewer's checks. Kept apart from the evaluation's load so that page stays fast.
 */
export function createLineBenchmarks(deps: { db: Db; core: Pick<EvaluationCore, 'reach'> }) {
  const read = createBenchmarkReadModel(deps.db);
  const kept = createLru<Promise<KeptHistory>>(KEPT_HISTORIES);

  /**
   * The ranked history, kept by everything it was made from: the port's and the rates' versions
   * read on this request (before the history, so a change committed in between is seen next time)
   * and the query's inputs. An evaluator's every change reloads the benchmarks; the history they
   * read changes only when a final DA at the port is submitted or the rates are. The promise is
   * kept, so requests arriving while it is ranked wait for the same ranking; a failed one is dropped.
   */
  function historyOf(version: string, input: RankedHistoryInput): Promise<KeptHistory> {
    const key = JSON.stringify([version, input]);
    const found = kept.get(key);
    if (found) return found;
    const ranking = read
      .rankedHistory(input)
      .then(({ rows, unconverted }) => ({ ranked: groupRanks(rows), unconverted }));
    kept.set(key, ranking);
    ranking.catch(() => kept.delete(key));
    return ranking;
  }

  async function compute(evaluation: EvaluationOf): Promise<TEvaluationBenchmarks> {
    // Two rounds of reads: the call and the lines at once, then the history beside the rest.
    const [call, lines, evaluationMinorUnits] = await Promise.all([
      read.call(evaluation.proformaId),
      read.lines(evaluation.id),
      evaluation.currency ? read.minorUnits(evaluation.currency) : null,
    ]);
    if (!call) throw notFound();
    const currency = evaluation.currency ?? call.currency;
    const asOf = call.daDate;
    const from = monthsBefore(asOf, BENCHMARK_WINDOW_MONTHS);
    const vessel = { typeId: call.vesselTypeId, sizeId: call.vesselTypeId === null ? null : call.vesselSizeId };
    const codes = [...new Set(lines.flatMap((l) => (l.code ? [l.code] : [])))];
    const minorUnits = evaluationMinorUnits ?? (currency ? await read.minorUnits(currency) : 2);
    const [words, others, history] = await Promise.all([
      read.vesselWords(call.vesselTypeId, call.vesselSizeId),
      read.otherDaLines({ appointmentId: call.appointmentId, proformaId: call.proformaId, type: call.type }),
      currency
        ? historyOf(call.historyVersion, {
            portId: call.portId,
            codes,
            from,
            to: asOf,
            exceptProformaId: call.proformaId,
            companyId: evaluation.companyId,
            currency,
            minorUnits,
            vesselTypeId: vessel.typeId,
            vesselSizeId: vessel.sizeId,
          })
        : { ranked: groupRanks([]), unconverted: [] },
    ]);
    const { ranked } = history;

    const typeWords = words.type ? `${words.type.toLowerCase()}s` : 'vessels';
    const groupLabel = (group: TBenchmarkGroup) => {
      if (group === 'PORT') return `all vessels at ${call.portName}`;
      if (group === 'PORT_TYPE' || !words.size) return `${typeWords} at ${call.portName}`;
      const { name, minDwt, maxDwt } = words.size;
      return `${name} ${typeWords} (${formatAmount(String(minDwt), 0)}-${formatAmount(String(maxDwt), 0)} dwt) at ${call.portName}`;
    };
    const money = (v: Decimal.Value) => formatAmount(new Decimal(v), minorUnits);
    const window = { from: ddmmyyyy(from), to: ddmmyyyy(asOf), asOf: ddmmyyyy(asOf) };

    /** A distribution as answered, and what judging a line against it needs, worked out once. */
    const basisOf = (d: Distribution | null, platform: boolean) => {
      if (!d) return null;
      const label = groupLabel(d.group);
      const shown: TLineDistribution = {
        group: d.group,
        groupLabel: label,
        calls: d.calls,
        median: d.median,
        p10: d.p10,
        p90: d.p90,
        min: d.min,
        max: d.max,
      };
      const why = {
        calls: d.calls,
        group: label,
        months: BENCHMARK_WINDOW_MONTHS,
        currency: currency ?? '',
        median: money(d.median),
        p10: money(d.p10),
        p90: money(d.p90),
        ...window,
        source: platform
          ? formatMessage('BENCHMARK_SOURCE_PLATFORM', { buyers: BENCHMARK_MIN_BUYERS })
          : formatMessage('BENCHMARK_SOURCE_OWN'),
        fallback: d.fellBack ? formatMessage('BENCHMARK_FALLBACK', { min: BENCHMARK_MIN_CALLS }) : '',
        high: OUTLIER_HIGH_RATIO,
        low: OUTLIER_LOW_RATIO,
      };
      return { shown, why, median: new Decimal(d.median), p10: new Decimal(d.p10), p90: new Decimal(d.p90) };
    };
    type Basis = NonNullable<ReturnType<typeof basisOf>>;

    // One distribution per expense, however many lines charge it.
    const distributions = new Map<string, { own: Basis | null; platform: Basis | null }>();
    const distributionsOf = (code: string) => {
      let found = distributions.get(code);
      if (!found) {
        const of = (scope: BenchmarkScope) => ranked.get(`${code} ${scope}`) ?? new Map();
        found = {
          own: basisOf(distributionOf(of('OWN'), vessel, { platform: false, minorUnits }), false),
          platform: basisOf(distributionOf(of('PLATFORM'), vessel, { platform: true, minorUnits }), true),
        };
        distributions.set(code, found);
      }
      return found;
    };

    const outlier = (amount: Decimal, basis: Basis): TLineFlag | null => {
      if (basis.median.lte(0)) return null;
      const ratio = amount.div(basis.median);
      const high = ratio.gte(OUTLIER_HIGH_RATIO) && amount.gt(basis.p90);
      const low = ratio.lte(OUTLIER_LOW_RATIO) && amount.lt(basis.p10);
      if (!high && !low) return null;
      const p = { ...basis.why, ratio: ratio.toFixed(1, Decimal.ROUND_HALF_UP) };
      return {
        kind: high ? 'OUTLIER_HIGH' : 'OUTLIER_LOW',
        message: formatMessage(high ? 'BENCHMARK_OUTLIER_HIGH' : 'BENCHMARK_OUTLIER_LOW', p),
        why: formatMessage('BENCHMARK_OUTLIER_WHY', { ...p, amount: money(amount) }),
      };
    };

    const place = {
      portName: call.portName,
      countryName: call.countryName,
      currencies: (call.countryCurrencies ?? '').split(';').filter(Boolean),
    };
    const checked = lines.map((l) => ({ ...l, currency: l.currency ?? call.currency }));
    const duplicates = duplicateFlags(checked, currency ?? '');
    return {
      evaluationId: evaluation.id,
      currency,
      asOf,
      windowMonths: BENCHMARK_WINDOW_MONTHS,
      unconvertedCurrencies: [...history.unconverted].sort(),
      lines: checked.map((line) => {
        const found = line.code && currency ? distributionsOf(line.code) : { own: null, platform: null };
        const basis = found.own ?? found.platform;
        const amount = new Decimal(line.amount);
        const flags = [
          basis ? outlier(amount, basis) : null,
          currency ? arithmeticFlag(line, currency, minorUnits) : null,
          tariffCurrencyFlag(line, place),
          duplicates.get(line.id) ?? null,
          chargedTwiceFlag(line, others),
        ].filter((f): f is TLineFlag => f !== null);
        return {
          expenseEvaluationId: line.id,
          code: line.code,
          amount: amount.toFixed(minorUnits, Decimal.ROUND_HALF_UP),
          own: found.own?.shown ?? null,
          platform: found.platform?.shown ?? null,
          flags,
        };
      }),
    };
  }

  return {
    /** The benchmarks of an evaluation the caller reaches (404 for another company's). */
    async forEvaluation(caller: Caller, evaluationId: number) {
      const evaluation = await deps.core.reach(caller, 'DA_EXPENSE_EVALUATION_VIEW', evaluationId);
      return compute(evaluation);
    },
    compute,
  };
}
export type LineBenchmarks = ReturnType<typeof createLineBenchmarks>;
