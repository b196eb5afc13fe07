import {
  BENCHMARK_MIN_BUYERS,
  BENCHMARK_MIN_CALLS,
  type TBenchmarkGroup,
  type TLineDistribution,
} from '@portcall/contracts/evaluation-benchmarks';
import { Decimal } from '@portcall/contracts/money';

/**
 * The maths of line benchmarks, pure so tests can prove it on rows they know. The database hands
 * over, per expense, group and scope, only the order statistics a distribution needs (the calls'
 * amounts at the ranks around the 10th, 50th and 90th percentile, and the extremes); the choice of
 * group and the interpolation happen here, in decimal.js.
 */

export type BenchmarkScope = 'OWN' | 'PLATFORM';

/** One group's calls of one expense: how many, from how many buyers, and amounts by rank (0-based). */
export interface RankedGroup {
  calls: number;
  buyers: number;
  byRank: Map<number, Decimal>;
}

/**
 * The `p`-quantile by linear interpolation between the closest ranks (as PostgreSQL's
 * percentile_cont, but exact): rank p x (n - 1).
 */
export function quantile(group: Pick<RankedGroup, 'calls' | 'byRank'>, p: Decimal.Value): Decimal {
  const rank = new Decimal(p).times(group.calls - 1);
  const low = group.byRank.get(rank.floor().toNumber());
  const high = group.byRank.get(rank.ceil().toNumber());
  if (!low || !high) throw new Error(`rank ${rank} of ${group.calls} calls was not read`);
  return low.plus(high.minus(low).times(rank.minus(rank.floor())));
}

export interface Vessel {
  typeId: number | null;
  sizeId: number | null;
}

/** The groups to try, narrowest first; those the vessel cannot form are skipped. */
export function groupsFor(vessel: Vessel): TBenchmarkGroup[] {
  return [
    ...(vessel.typeId !== null && vessel.sizeId !== null ? (['PORT_TYPE_SIZE'] as const) : []),
    ...(vessel.typeId !== null ? (['PORT_TYPE'] as const) : []),
    'PORT' as const,
  ];
}

export interface Distribution extends Omit<TLineDistribution, 'groupLabel'> {
  /** Whether the size band was tried and had too few calls (or buyers). */
  fellBack: boolean;
}

/**
 * The distribution of the narrowest group with at least BENCHMARK_MIN_CALLS calls (and, for the
 * platform, at least BENCHMARK_MIN_BUYERS distinct buyers), or null. The platform's leaves min and
 * max out: an extreme is one buyer's own figure.
 */
export function distributionOf(
  groups: ReadonlyMap<TBenchmarkGroup, RankedGroup>,
  vessel: Vessel,
  options: { platform: boolean; minorUnits: number },
): Distribution | null {
  const tried = groupsFor(vessel);
  for (const [i, group] of tried.entries()) {
    const g = groups.get(group);
    if (!g || g.calls < BENCHMARK_MIN_CALLS) continue;
    if (options.platform && g.buyers < BENCHMARK_MIN_BUYERS) continue;
    const fixed = (v: Decimal) => v.toFixed(options.minorUnits, Decimal.ROUND_HALF_UP);
    const extreme = (rank: number) => (options.platform ? null : fixed(g.byRank.get(rank) as Decimal));
    return {
      group,
      calls: g.calls,
      median: fixed(quantile(g, '0.5')),
      p10: fixed(quantile(g, '0.1')),
      p90: fixed(quantile(g, '0.9')),
      min: extreme(0),
      max: extreme(g.calls - 1),
      fellBack: i > 0 && tried[0] === 'PORT_TYPE_SIZE',
    };
  }
  return null;
}
