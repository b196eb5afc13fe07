import fs from 'node:fs';
import path from 'node:path';

/**
 * One line of `bench/results/summary.md`: a measured figure next to the baseline measured in the
 * same run, their ratio, the issue's aim and whether this run met it. `met` is null where the aim
 * does not apply (PGlite's single connection, a figure kept for reference only).
 */
export interface SummaryRow {
  suite: string;
  target: string;
  /** The figure: a p95 (or p99, or median) in ms, or a size in kB. */
  value: number;
  unit: 'ms' | 'kB';
  /** What `value` is, when not a p95 ("p99", "median", "gzip"). */
  measure?: string;
  baseline?: number;
  ratio?: number;
  aim: string;
  met: boolean | null;
}

const rows: SummaryRow[] = [];

/** Suites add their rows as they finish; `writeSummary` writes them all at the end of the run. */
export function addSummaryRows(...added: SummaryRow[]) {
  rows.push(...added);
}

const cell = (n: number | undefined, unit = '') => (n === undefined ? '—' : `${n}${unit}`);

/** One suite's latest run as kept in `bench/results/summary.json`. */
export interface SuiteRun {
  suite: string;
  ranAt: string;
  load: number[];
  rows: SummaryRow[];
}

const resultsDir = path.join(import.meta.dirname, '..', 'results');

function readRuns(file: string): SuiteRun[] {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as SuiteRun[];
  } catch {
    return [];
  }
}

/**
 * Writes `bench/results/summary.md`: every suite's latest run, so a run of one suite updates its rows
 * and keeps the others' (each with the date and machine load it ran under); the runs are kept in
 * `summary.json` beside it. Returns the Markdown file's path.
 */
export function writeSummary(context: { load: number[]; suites: string[] }): string | undefined {
  if (rows.length === 0) return undefined;
  const jsonFile = path.join(resultsDir, 'summary.json');
  const ranAt = new Date().toISOString();
  // A run on a larger fleet (BENCH_SCALE=10: 200,000 port calls) has its own aims; it is kept beside
  // the default scale's run, not in its place.
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const scaled = scale > 1 ? ` (BENCH_SCALE=${scale})` : '';
  const suiteOf = (row: SummaryRow) =>
    (context.suites.find((s) => row.suite === s || row.suite.startsWith(`${s} `)) ?? row.suite) + scaled;
  const fresh = new Map<string, SuiteRun>();
  for (const row of rows) {
    const name = suiteOf(row);
    const run = fresh.get(name) ?? { suite: name, ranAt, load: context.load, rows: [] };
    run.rows.push(row);
    fresh.set(name, run);
  }
  const runs = [...readRuns(jsonFile).filter((r) => !fresh.has(r.suite)), ...fresh.values()].sort((a, b) =>
    a.suite.localeCompare(b.suite),
  );
  return renderSummary(runs);
}

/** Writes `summary.json` and `summary.md` for these suite runs (also after a merge: `bench/summary.ts`). */
export function renderSummary(runs: SuiteRun[]): string {
  const jsonFile = path.join(resultsDir, 'summary.json');
  const all = runs.flatMap((r) => r.rows);
  const met = all.filter((r) => r.met === true).length;
  const judged = all.filter((r) => r.met !== null).length;
  const lines = [
    '# Benchmark summary',
    '',
    `Every suite's latest run. ${met} of ${judged} aims met.`,
    '',
    'How to read it: [bench/README.md, "Reading the summary"](../README.md#reading-the-summary). ' +
      'The baseline is measured in the same run; compare ratios between runs, milliseconds only on a quiet machine.',
    '',
    '| suite | ran | load (1/5/15 min) |',
    '| --- | --- | --- |',
    ...runs.map((r) => `| ${r.suite} | ${r.ranAt.slice(0, 16).replace('T', ' ')} UTC | ${r.load.join(' / ')} |`),
    '',
    '| suite | target | p95 | baseline | ratio | aim | met? |',
    '| --- | --- | ---: | ---: | ---: | --- | --- |',
    ...all.map(
      (r) =>
        `| ${r.suite} | ${r.target} | ${r.value} ${r.unit}${r.measure ? ` (${r.measure})` : ''} | ` +
        `${cell(r.baseline, ` ${r.unit}`)} | ${cell(r.ratio, 'x')} | ${r.aim} | ` +
        `${r.met === null ? '—' : r.met ? 'yes' : '**no**'} |`,
    ),
    '',
  ];
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(jsonFile, `${JSON.stringify(runs, null, 2)}\n`);
  const file = path.join(resultsDir, 'summary.md');
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}
