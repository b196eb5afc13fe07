import fs from 'node:fs';
import path from 'node:path';
import { Decimal } from '@portcall/contracts/money';
import { normalise } from '../server/src/modules/da-helper/recognise/catalogue';
import { recogniseDa } from '../server/src/modules/da-helper/recognise/recognise';
import { seededContext } from '../server/src/modules/da-helper/recognise/test-context';
import type { RecogniseContext } from '../server/src/modules/da-helper/recognise/types';
import { stopOcr } from '../server/src/platform/documents/ocr';
import { readDocument } from '../server/src/platform/documents/read';
import type { DocumentText } from '../server/src/platform/documents/types';
import { type DaDoc, generateDaCorpus, LAYOUTS, type Layout, type TrueLine } from './generate/da-docs';
import { seeded } from './generate/prng';
import { machineLoad } from './lib/setup';
import { addSummaryRows } from './lib/summary';

/**
 * `npx tsx bench/run.ts da-helper` (issue 27): the DA helper's accuracy and speed over a generated
 * corpus (BENCH_DA_PER_LAYOUT documents of each of 7 layouts, default 10), scored against the lines
 * each document really holds. The baseline, measured on the same read text in the same run, is the
 * reader a person would write first: each line's last number (commas dropped) is the amount, the text
 * before it the description, the catalogue item the one sharing most words.
 */
interface Read {
  description: string;
  amount: string | null;
  code: string | null;
}

interface Score {
  lines: number;
  recalled: number;
  exact: number;
  matched: number;
  totalRead: number;
  docs: number;
  pages: number;
  seconds: number;
  readSeconds: number;
  rotationRight: number;
}

const empty = (): Score => ({
  lines: 0,
  recalled: 0,
  exact: 0,
  matched: 0,
  totalRead: 0,
  docs: 0,
  pages: 0,
  seconds: 0,
  readSeconds: 0,
  rotationRight: 0,
});

/** Pairs each true line with the read line whose description is nearest (each read line used once). */
function score(truth: TrueLine[], read: Read[], into: Score) {
  const used = new Set<number>();
  for (const line of truth) {
    into.lines++;
    let best = -1;
    let bestSimilarity = 0.5;
    read.forEach((r, i) => {
      if (used.has(i)) return;
      const s = similarity(line.description, r.description);
      if (s > bestSimilarity) [best, bestSimilarity] = [i, s];
    });
    const found = read[best];
    if (!found) continue;
    used.add(best);
    into.recalled++;
    if (found.amount !== null && isEqual(found.amount, line.amount)) into.exact++;
    if (found.code === line.code) into.matched++;
  }
}

function isEqual(a: string, b: string) {
  try {
    return new Decimal(a).eq(b);
  } catch {
    return false;
  }
}

function similarity(a: string, b: string) {
  const grams = (s: string) => {
    const t = `  ${normalise(s)} `;
    return new Set(Array.from({ length: Math.max(0, t.length - 2) }, (_, i) => t.slice(i, i + 3)));
  };
  const x = grams(a);
  const y = grams(b);
  let shared = 0;
  for (const g of x) if (y.has(g)) shared++;
  return x.size + y.size ? (2 * shared) / (x.size + y.size) : 0;
}

/** The first reader anyone writes: last number on the line, commas dropped, best word overlap. */
function naive(text: DocumentText, ctx: RecogniseContext): Read[] {
  const out: Read[] = [];
  for (const line of text.pages.flatMap((p) => p.lines)) {
    const m = /^(.*?[A-Za-z].*?)\s+([-\d][\d,.]*)\s*$/.exec(line.text);
    if (!m) continue;
    const raw = (m[2] ?? '').replaceAll(',', '');
    const amount = /^-?\d+(\.\d+)?$/.test(raw) ? raw : null;
    const words = new Set(normalise(m[1] ?? '').split(' '));
    let best: { code: string; shared: number } | null = null;
    for (const item of ctx.catalogue) {
      const shared = normalise(item.name)
        .split(' ')
        .filter((w) => words.has(w)).length;
      if (shared > 0 && (!best || shared > best.shared)) best = { code: item.code, shared };
    }
    out.push({ description: m[1] ?? '', amount, code: best?.code ?? null });
  }
  return out;
}

const pct = (n: number, d: number) => (d ? Math.round((1000 * n) / d) / 10 : 0);
const AIMS: Partial<Record<Layout, number>> = {
  'pdf-grid': 95,
  'pdf-plain': 95,
  'pdf-remarks': 95,
  xlsx: 95,
  'scan-image': 85,
  'scan-pdf': 85,
};

export async function runDaHelper() {
  const perLayout = Number(process.env.BENCH_DA_PER_LAYOUT ?? 10);
  // Two corpora by default, so a change tuned to one seed's documents shows up as a drop on the other.
  const seeds = (process.env.BENCH_DA_SEEDS ?? '27,4').split(',').map(Number);
  const started = Date.now();
  const docs: DaDoc[] = [];
  for (const seed of seeds) docs.push(...(await generateDaCorpus(seeded(seed), perLayout)));
  const generatedSeconds = (Date.now() - started) / 1000;
  console.log(
    `da-helper: ${docs.length} documents in ${LAYOUTS.length} layouts (seeds ${seeds.join(', ')}) generated in ${generatedSeconds.toFixed(1)} s`,
  );
  const ctx = seededContext();
  // Warm-up: pdf.js and the OCR worker load once per process, not per document.
  await readDocument(
    { buffer: docs[0]?.buffer ?? Buffer.alloc(0), filename: 'warm' },
    { maxPages: 20, timeoutMs: 60_000 },
  );
  const ours = new Map<Layout, Score>();
  const base = new Map<Layout, Score>();
  const failures: string[] = [];
  for (const doc of docs) {
    const mine = ours.get(doc.layout) ?? empty();
    const theirs = base.get(doc.layout) ?? empty();
    ours.set(doc.layout, mine);
    base.set(doc.layout, theirs);
    try {
      const t0 = performance.now();
      const text = await readDocument({ buffer: doc.buffer, filename: doc.name }, { maxPages: 20, timeoutMs: 120_000 });
      const t1 = performance.now();
      const da = recogniseDa(text, ctx);
      const t2 = performance.now();
      mine.docs++;
      mine.pages += text.pages.length;
      mine.seconds += (t2 - t0) / 1000;
      mine.readSeconds += (t1 - t0) / 1000;
      if ((text.pages[0]?.rotation ?? 0) === (360 - doc.rotation) % 360) mine.rotationRight++;
      if (da.totals.printed && isEqual(da.totals.printed.value, doc.total)) mine.totalRead++;
      score(
        doc.lines,
        da.lines.map((l) => ({
          description: l.description.value,
          amount: l.amount.value,
          code: l.match?.code ?? null,
        })),
        mine,
      );
      theirs.docs++;
      score(doc.lines, naive(text, ctx), theirs);
    } catch (error) {
      failures.push(`${doc.name}: ${(error as Error).message}`);
      mine.lines += doc.lines.length;
      theirs.lines += doc.lines.length;
    }
  }
  await stopOcr();

  const rows = LAYOUTS.map((layout) => {
    const s = ours.get(layout) ?? empty();
    const b = base.get(layout) ?? empty();
    const exact = pct(s.exact, s.lines);
    const baselineExact = pct(b.exact, b.lines);
    return {
      layout,
      documents: s.docs,
      lines: s.lines,
      lineRecall: pct(s.recalled, s.lines),
      amountsExact: exact,
      catalogueMatch: pct(s.matched, s.lines),
      printedTotalRead: pct(s.totalRead, s.docs),
      rotationFound: layout.startsWith('scan') ? pct(s.rotationRight, s.docs) : null,
      secondsPerPage: s.pages ? Math.round((1000 * s.seconds) / s.pages) / 1000 : null,
      readSecondsPerPage: s.pages ? Math.round((1000 * s.readSeconds) / s.pages) / 1000 : null,
      baseline: {
        lineRecall: pct(b.recalled, b.lines),
        amountsExact: baselineExact,
        catalogueMatch: pct(b.matched, b.lines),
      },
      exactRatio: baselineExact ? Math.round((100 * exact) / baselineExact) / 100 : null,
      aim: AIMS[layout] ? `amounts exact >= ${AIMS[layout]}%` : null,
      met: AIMS[layout] ? exact >= (AIMS[layout] ?? 0) : null,
    };
  });
  const load = machineLoad();
  const result = {
    at: new Date().toISOString(),
    suite: 'da-helper',
    perLayout,
    seeds,
    generatedSeconds,
    load,
    rows,
    failures,
  };
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'da-helper.json'), `${JSON.stringify(result, null, 2)}\n`);
  const table = [
    `# da-helper bench (${result.at}, load ${load.loadavg.join(' / ')}, ${docs.length} documents, seeds ${seeds.join(', ')})`,
    '',
    '| layout | docs | lines | line recall | amounts exact | catalogue match | printed total | rotation | s/page | baseline exact | ratio | aim | met? |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.layout} | ${r.documents} | ${r.lines} | ${r.lineRecall}% | ${r.amountsExact}% | ${r.catalogueMatch}% | ${r.printedTotalRead}% | ${
          r.rotationFound === null ? '—' : `${r.rotationFound}%`
        } | ${r.secondsPerPage ?? '—'} | ${r.baseline.amountsExact}% | ${r.exactRatio ?? '—'}x | ${r.aim ?? '—'} | ${r.met === null ? '—' : r.met ? 'yes' : '**no**'} |`,
    ),
    '',
    failures.length ? `Failures: ${failures.join('; ')}` : 'No document failed.',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'da-helper.md'), table);
  console.log(table);
  addSummaryRows(
    ...rows
      .filter((r) => r.secondsPerPage !== null)
      .map((r) => ({
        suite: 'da-helper',
        target: `${r.layout}: read + recognise a page (amounts exact ${r.amountsExact}%, baseline ${r.baseline.amountsExact}%)`,
        value: Math.round((r.secondsPerPage ?? 0) * 1000),
        unit: 'ms' as const,
        measure: 'mean per page',
        baseline: Math.round((r.readSecondsPerPage ?? 0) * 1000),
        ratio: r.readSecondsPerPage
          ? Math.round((100 * (r.secondsPerPage ?? 0)) / r.readSecondsPerPage) / 100
          : undefined,
        aim: r.layout.startsWith('pdf') ? '< 2 s a page' : (r.aim ?? 'reference'),
        met: r.layout.startsWith('pdf') ? (r.secondsPerPage ?? 99) < 2 : null,
      })),
  );
}
