/**
 * A small seeded PRNG (mulberry32): the same seed gives the same dataset on every machine, so two
 * runs of the benchmark query the same rows and their numbers can be compared.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  shuffle<T>(items: T[]): T[];
  /** An index in [0, n) skewed like real port traffic: a few busy ports, a long tail (Zipf, s = 1). */
  zipf(n: number): number;
}

export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const zipfCache = new Map<number, number[]>();
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j] as (typeof items)[number], items[i] as (typeof items)[number]];
      }
      return items;
    },
    zipf(n) {
      let cumulative = zipfCache.get(n);
      if (!cumulative) {
        cumulative = [];
        let sum = 0;
        for (let k = 1; k <= n; k++) {
          sum += 1 / k;
          cumulative.push(sum);
        }
        zipfCache.set(n, cumulative);
      }
      const target = next() * (cumulative[cumulative.length - 1] as number);
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((cumulative[mid] as number) < target) lo = mid + 1;
        else hi = mid;
      }
      return lo;
    },
  };
}
