import { z } from 'zod';

/**
 * Line benchmarks of an evaluation (issue 44 item 1; docs/decisions.md "Line benchmarks"): beside
 * each DA line, what the same catalogue expense cost at the same port on earlier final DAs, from the
 * buyer's own history and the platform's anonymised one, and the flags a reviewer would raise.
 */

/** Months of history a benchmark looks back from the DA's date. */
export const BENCHMARK_WINDOW_MONTHS = 24;
/** Fewest calls a group needs before its figures are shown (else the next broader group is tried). */
export const BENCHMARK_MIN_CALLS = 5;
/** Fewest distinct buyers behind a platform figure, so no buyer's own figures can be read out of it. */
export const BENCHMARK_MIN_BUYERS = 5;
/** A line this many times the median or more (or this fraction of it or less) is an outlier... */
export const OUTLIER_HIGH_RATIO = '1.5';
export const OUTLIER_LOW_RATIO = '0.5';

/**
 * The group a benchmark was taken from, narrowest first: the same port, vessel type and size band;
 * the same port and vessel type; the same port.
 */
export const benchmarkGroups = ['PORT_TYPE_SIZE', 'PORT_TYPE', 'PORT'] as const;
export const ZBenchmarkGroup = z.enum(benchmarkGroups);
export type TBenchmarkGroup = z.infer<typeof ZBenchmarkGroup>;

/**
 * One distribution, in the evaluation's currency: median and the 10th to 90th percentile range
 * (linear interpolation between the calls' amounts), over `calls` earlier final DAs, one amount per
 * call (a call's lines of the expense added up). `min`/`max` only in the buyer's own history: in the
 * platform's they would be one buyer's figure.
 */
export const ZLineDistribution = z.object({
  group: ZBenchmarkGroup,
  /** The group in words: "Handysize bulk carriers at Piraeus". */
  groupLabel: z.string(),
  calls: z.number(),
  median: z.string(),
  p10: z.string(),
  p90: z.string(),
  min: z.string().nullable(),
  max: z.string().nullable(),
});
export type TLineDistribution = z.infer<typeof ZLineDistribution>;

export const lineFlagKinds = [
  'OUTLIER_HIGH',
  'OUTLIER_LOW',
  'ARITHMETIC',
  'TARIFF_CURRENCY',
  'DUPLICATE_ACROSS_SECTIONS',
  'CHARGED_TWICE',
] as const;
export const ZLineFlagKind = z.enum(lineFlagKinds);
export type TLineFlagKind = z.infer<typeof ZLineFlagKind>;

/** A flag on a line: what it says in one sentence, and why, shown on click. */
export const ZLineFlag = z.object({ kind: ZLineFlagKind, message: z.string(), why: z.string() });
export type TLineFlag = z.infer<typeof ZLineFlag>;

export const ZLineBenchmark = z.object({
  expenseEvaluationId: z.number(),
  code: z.string().nullable(),
  /** The line's amount as evaluated (else as quoted), in the evaluation's currency. */
  amount: z.string(),
  own: ZLineDistribution.nullable(),
  platform: ZLineDistribution.nullable(),
  flags: z.array(ZLineFlag),
});
export type TLineBenchmark = z.infer<typeof ZLineBenchmark>;

export const ZEvaluationBenchmarks = z.object({
  evaluationId: z.number(),
  currency: z.string().nullable(),
  /** The DA's date: history is taken from the window before it, converted at its rates. */
  asOf: z.string(),
  windowMonths: z.number(),
  /** Past amounts left out because no exchange rate to the DA's currency was known for their currency. */
  unconvertedCurrencies: z.array(z.string()),
  lines: z.array(ZLineBenchmark),
});
export type TEvaluationBenchmarks = z.infer<typeof ZEvaluationBenchmarks>;
