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
import { arithmeticFlag, chargedTwiceFlag, duplicateFlags, tariffCurrencyFlag } from './benchmark-checks';
import type { RankedRow } from './benchmark-read-model';
import { createBenchmarkReadModel } from './benchmark-read-model';
import { type BenchmarkScope, type Distribution, distributionOf, type RankedGroup } from './benchmark-stats';
import type { EvaluationCore } from './core';

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
    const group = byGroup.get(r.grp) ?? { calls: r.n, buyers: r.buyers, byRank: new Map() };
    byGroup.set(r.grp, group);
    group.byRank.set(r.rn, new Decimal(r.amount));
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

  async function compute(evaluation: EvaluationOf): Promise<TEvaluationBenchmarks> {
    const call = await read.call(evaluation.proformaId);
    if (!call) throw notFound();
    const currency = evaluation.currency ?? call.currency;
    const asOf = call.daDate;
    const from = monthsBefore(asOf, BENCHMARK_WINDOW_MONTHS);
    const [lines, minorUnits, words, others] = await Promise.all([
      read.lines(evaluation.id),
      currency ? read.minorUnits(currency) : 2,
      read.vesselWords(call.vesselTypeId, call.vesselSizeId),
      read.otherDaLines({ appointmentId: call.appointmentId, proformaId: call.proformaId, type: call.type }),
    ]);
    const vessel = { typeId: call.vesselTypeId, sizeId: call.vesselTypeId === null ? null : call.vesselSizeId };
    const codes = [...new Set(lines.flatMap((l) => (l.code ? [l.code] : [])))];
    const history = currency
      ? await read.rankedHistory({
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
      : { rows: [], unconverted: [] };
    const ranked = groupRanks(history.rows);

    const typeWords = words.type ? `${words.type.toLowerCase()}s` : 'vessels';
    const groupLabel = (group: TBenchmarkGroup) => {
      if (group === 'PORT') return `all vessels at ${call.portName}`;
      if (group === 'PORT_TYPE' || !words.size) return `${typeWords} at ${call.portName}`;
      const { name, minDwt, maxDwt } = words.size;
      return `${name} ${typeWords} (${formatAmount(String(minDwt), 0)}-${formatAmount(String(maxDwt), 0)} dwt) at ${call.portName}`;
    };
    const labelled = (d: Distribution | null): TLineDistribution | null =>
      d && {
        group: d.group,
        groupLabel: groupLabel(d.group),
        calls: d.calls,
        median: d.median,
        p10: d.p10,
        p90: d.p90,
        min: d.min,
        max: d.max,
      };

    // One distribution per expense, however many lines charge it.
    const distributions = new Map<string, { own: Distribution | null; platform: Distribution | null }>();
    const distributionsOf = (code: string) => {
      let found = distributions.get(code);
      if (!found) {
        const of = (scope: BenchmarkScope) => ranked.get(`${code} ${scope}`) ?? new Map();
        found = {
          own: distributionOf(of('OWN'), vessel, { platform: false, minorUnits }),
          platform: distributionOf(of('PLATFORM'), vessel, { platform: true, minorUnits }),
        };
        distributions.set(code, found);
      }
      return found;
    };

    const outlier = (amount: string, d: Distribution, platform: boolean): TLineFlag | null => {
      const median = new Decimal(d.median);
      if (median.lte(0)) return null;
      const value = new Decimal(amount);
      const ratio = value.div(median);
      const high = ratio.gte(OUTLIER_HIGH_RATIO) && value.gt(d.p90);
      const low = ratio.lte(OUTLIER_LOW_RATIO) && value.lt(d.p10);
      if (!high && !low) return null;
      const p = {
        ratio: ratio.toFixed(1, Decimal.ROUND_HALF_UP),
        calls: d.calls,
        group: groupLabel(d.group),
        months: BENCHMARK_WINDOW_MONTHS,
      };
      const money = (v: string) => formatAmount(new Decimal(v), minorUnits);
      return {
        kind: high ? 'OUTLIER_HIGH' : 'OUTLIER_LOW',
        message: formatMessage(high ? 'BENCHMARK_OUTLIER_HIGH' : 'BENCHMARK_OUTLIER_LOW', p),
        why: formatMessage('BENCHMARK_OUTLIER_WHY', {
          ...p,
          amount: money(amount),
          currency: currency ?? '',
          median: money(d.median),
          p10: money(d.p10),
          p90: money(d.p90),
          from: ddmmyyyy(from),
          to: ddmmyyyy(asOf),
          source: platform
            ? formatMessage('BENCHMARK_SOURCE_PLATFORM', { buyers: BENCHMARK_MIN_BUYERS })
            : formatMessage('BENCHMARK_SOURCE_OWN'),
          fallback: d.fellBack ? formatMessage('BENCHMARK_FALLBACK', { min: BENCHMARK_MIN_CALLS }) : '',
          asOf: ddmmyyyy(asOf),
          high: OUTLIER_HIGH_RATIO,
          low: OUTLIER_LOW_RATIO,
        }),
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
        const basis = found.own
          ? { d: found.own, platform: false }
          : found.platform && { d: found.platform, platform: true };
        const flags = [
          basis ? outlier(line.amount, basis.d, basis.platform) : null,
          currency ? arithmeticFlag(line, currency, minorUnits) : null,
          tariffCurrencyFlag(line, place),
          duplicates.get(line.id) ?? null,
          chargedTwiceFlag(line, others),
        ].filter((f): f is TLineFlag => f !== null);
        return {
          expenseEvaluationId: line.id,
          code: line.code,
          amount: new Decimal(line.amount).toFixed(minorUnits, Decimal.ROUND_HALF_UP),
          own: labelled(found.own),
          platform: labelled(found.platform),
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
