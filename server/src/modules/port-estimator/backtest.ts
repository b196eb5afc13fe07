import type { TAccuracy, TEstimationAccuracy, TPortAccuracy } from '@portcall/contracts/estimation-accuracy';
import { Decimal } from '@portcall/contracts/money';
import { notFound } from '../../platform/errors';
import type { CompiledEstimation, EstimationsModule } from '../estimations/module';
import type { BacktestReadModel, PastCallLine } from './backtest-read-model';
import type { EstimatorReadModel } from './estimator-read-model';
import { callValues, estimateWith, fromVessel, pastCallRequest } from './service';

/** How long a computed figure is answered again before the FDA history is read anew. */
export const ACCURACY_TTL_MS = 10 * 60_000;
const CACHE_LIMIT = 1_000;

/** One past call as the backtest scores it. */
export interface Scored {
  /** The formula's estimate (2 decimals), null when it could not run for that call. */
  estimate: string | null;
  approved: string;
  sameCurrency: boolean;
}

/**
 * Mean absolute percentage error over the calls: mean of |estimate - approved| / |approved| x 100,
 * in decimals, half-up to 2 places. A call whose approved amount is zero has no percentage error and is
 * left out (counted in `zeroAmount`); so are calls in another currency and calls it could not estimate.
 */
export function accuracyOf(scored: Scored[]): TAccuracy {
  let sum = new Decimal(0);
  const counts = { calls: 0, zeroAmount: 0, notEstimated: 0, otherCurrency: 0 };
  for (const s of scored) {
    if (!s.sameCurrency) counts.otherCurrency++;
    else if (s.estimate === null) counts.notEstimated++;
    else if (new Decimal(s.approved).isZero()) counts.zeroAmount++;
    else {
      const approved = new Decimal(s.approved);
      sum = sum.plus(new Decimal(s.estimate).minus(approved).abs().dividedBy(approved.abs()));
      counts.calls++;
    }
  }
  const mape =
    counts.calls === 0
      ? null
      : sum.times(100).dividedBy(counts.calls).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  return { mape, ...counts };
}

/**
 * The accuracy backtest (issue 26 item 4): a formula's estimate for each past call at its ports, made
 * with the inputs the evaluation's expense analysis uses (the call's vessel as the fleet records it,
 * days from ETA to ETS, arrival at the ETA), against the approved amount of the same catalogue line in
 * the call's final DAs. Computed on demand and kept until any estimation changes or ACCURACY_TTL_MS
 * passes (docs/decisions.md "Issue 26 item 4").
 */
export function createBacktest(deps: {
  read: BacktestReadModel;
  estimator: Pick<EstimatorReadModel, 'estimationActivities' | 'port'>;
  estimations: Pick<EstimationsModule, 'compiled' | 'published' | 'onChange'>;
  clock: () => Date;
}) {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  deps.estimations.onChange(() => cache.clear());

  function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = deps.clock().getTime();
    const hit = cache.get(key);
    if (hit && now - hit.at < ACCURACY_TTL_MS) return hit.value as Promise<T>;
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    const value = compute();
    cache.set(key, { at: now, value });
    value.catch(() => cache.delete(key));
    return value;
  }

  /** Scores the formula on each line (of its code): inputs made once per call. */
  async function score(f: CompiledEstimation, lines: PastCallLine[]): Promise<Array<Scored & { portId: number }>> {
    const activities = await deps.estimator.estimationActivities();
    return lines
      .filter((l) => l.code === f.expenseCode)
      .map((l) => {
        const vessel = fromVessel({
          id: l.vesselId,
          name: l.vesselName,
          dwt: l.dwt,
          vesselType: l.vesselType,
          vesselTypeName: l.vesselTypeName,
          sizeClass: l.sizeClass,
        });
        const { values, shown } = callValues(vessel, pastCallRequest(l.eta, l.ets), activities);
        return {
          portId: l.portId,
          estimate: estimateWith(f, values, shown).amount,
          approved: l.approved,
          sameCurrency: l.currency === f.currency,
        };
      });
  }

  return {
    /** One version of a formula, over all its ports and per port. */
    forEstimation(estimationId: number): Promise<TEstimationAccuracy> {
      return cached(`estimation:${estimationId}`, async () => {
        const f = await deps.estimations.compiled(estimationId);
        if (!f) throw notFound();
        const lines = await deps.read.approvedLines(
          f.ports.map((p) => p.id),
          [f.expenseCode],
        );
        const scored = await score(f, lines);
        return {
          estimationId: f.id,
          version: f.version,
          currency: f.currency,
          overall: accuracyOf(scored),
          ports: f.ports.map((port) => ({ port, accuracy: accuracyOf(scored.filter((s) => s.portId === port.id)) })),
          computedAt: deps.clock().toISOString(),
        };
      });
    },

    /** The port's published formulas at that port, and all of them together. */
    forPort(portId: number): Promise<TPortAccuracy> {
      return cached(`port:${portId}`, async () => {
        if (!(await deps.estimator.port(portId))) throw notFound();
        const formulas = await deps.estimations.published.forPort(portId);
        const lines = await deps.read.approvedLines([portId], [...new Set(formulas.map((f) => f.expenseCode))]);
        const perFormula = await Promise.all(formulas.map(async (f) => ({ f, scored: await score(f, lines) })));
        return {
          portId,
          overall: accuracyOf(perFormula.flatMap((p) => p.scored)),
          formulas: perFormula.map(({ f, scored }) => ({
            estimationId: f.id,
            expenseId: f.expenseId,
            expenseName: f.expenseName,
            currency: f.currency,
            accuracy: accuracyOf(scored),
          })),
          computedAt: deps.clock().toISOString(),
        };
      });
    },
  };
}
export type Backtest = ReturnType<typeof createBacktest>;
