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

/** Writes `bench/results/summary.md` (one table for every suite of this run); returns its path. */
export function writeSummary(context: { load: number[]; suites: string[] }): string | undefined {
  if (rows.length === 0) return undefined;
  const met = rows.filter((r) => r.met === true).length;
  const judged = rows.filter((r) => r.met !== null).length;
  const lines = [
    '# Benchmark summary',
    '',
    `Run ${new Date().toISOString()}, suites ${context.suites.join(', ')}, machine load ` +
      `${context.load.join(' / ')} (1, 5, 15 min). ${met} of ${judged} aims met.`,
    '',
    'How to read it: [bench/README.md, "Reading the summary"](../README.md#reading-the-summary). ' +
      'The baseline is measured in the same run; compare ratios between runs, milliseconds only on a quiet machine.',
    '',
    '| suite | target | p95 | baseline | ratio | aim | met? |',
    '| --- | --- | ---: | ---: | ---: | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.suite} | ${r.target} | ${r.value} ${r.unit}${r.measure ? ` (${r.measure})` : ''} | ` +
        `${cell(r.baseline, ` ${r.unit}`)} | ${cell(r.ratio, 'x')} | ${r.aim} | ` +
        `${r.met === null ? '—' : r.met ? 'yes' : '**no**'} |`,
    ),
    '',
  ];
  const file = path.join(import.meta.dirname, '..', 'results', 'summary.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}
