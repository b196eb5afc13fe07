import { sql } from 'drizzle-orm';
import type { Database } from '../../server/src/platform/db/client';
import { type Dataset, generateDataset } from '../generate/dataset';
import { installCapture } from './capture';
import { explain, writeExplained } from './explain';
import { type BenchServer, type DatabaseKind, machineLoad, startBenchServer, writeResult } from './setup';
import { addSummaryRows } from './summary';
import { measureTarget, printResult, type Target, type TargetResult } from './targets';

/** The targets of a suite: built once the app listens, with a cached login per user. */
export interface SuiteContext<F> {
  server: BenchServer;
  dataset: Dataset;
  /** What the suite's own `fill` added to the dataset. */
  filled: F;
  login(username: string): Promise<Record<string, string>>;
}

export interface HttpSuite<F> {
  /** The suite's name: `npm run bench -- <name>`, results/<name>-<db>.json, the summary's suite column. */
  name: string;
  /** The aim: a request's p95 under this many ms on PostgreSQL (PGlite: the ratio only). */
  aimMs: number;
  /** Adds the suite's own rows to the generated dataset (before the app starts). */
  fill(database: Database, dataset: Dataset): Promise<F>;
  targets(ctx: SuiteContext<F>): Promise<Target[]>;
}

/**
 * One suite of requests over the generated dataset, measured like the dashboard's: each target at
 * BENCH_CONCURRENCY through the real app next to its own recorded SQL replayed straight to the
 * database, in the same run; the aim printed and in the summary; `--explain` writes EXPLAIN ANALYZE
 * of every statement over 2 ms. The fresh database is dropped even when a target fails.
 */
export async function runHttpSuite<F>(suite: HttpSuite<F>, kind: DatabaseKind, args: string[]) {
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
  const seconds = Number(process.env.BENCH_SECONDS ?? 2);
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
  let dataset: Dataset | undefined;
  let filled: F | undefined;
  let fillSeconds = 0;
  const server = await startBenchServer(kind, async (database) => {
    dataset = await generateDataset(database.db, { scale });
    const started = performance.now();
    filled = await suite.fill(database, dataset);
    // Statistics of the suite's rows too (the dataset analysed its own): without them the planner
    // guesses one row and picks plans no real database would.
    await database.db.execute(sql`VACUUM ANALYZE`);
    fillSeconds = Math.round((performance.now() - started) / 100) / 10;
  });
  const d = dataset as Dataset;
  console.log(
    `${suite.name} on ${kind}: dataset ${JSON.stringify(d.counts)} in ${d.seconds}s, ` +
      `suite rows ${JSON.stringify(filled)} in ${fillSeconds}s; aim p95 < ${suite.aimMs} ms`,
  );
  try {
    const capture = installCapture(server.database);
    const logins = new Map<string, Record<string, string>>();
    const login = async (username: string) => {
      const known = logins.get(username) ?? (await server.login(username));
      logins.set(username, known);
      return known;
    };
    const targets = await suite.targets({ server, dataset: d, filled: filled as F, login });
    const results: TargetResult[] = [];
    const explained: string[] = [];
    for (const target of targets) {
      const { captured, ...result } = await measureTarget(target, {
        database: server.database,
        databaseUrl: server.databaseUrl,
        capture,
        concurrency,
        seconds,
      });
      printResult(result);
      const met = kind === 'postgres' ? result.http.p95 < suite.aimMs : null;
      console.log(`  aim p95 < ${suite.aimMs} ms: ${met === null ? 'ratio only (PGlite)' : met ? 'met' : 'MISSED'}`);
      results.push(result);
      if (args.includes('--explain'))
        explained.push(...(await explain(server.database, server.databaseUrl, target.name, captured)));
    }
    const explainedTo = writeExplained(suite.name, kind, label, explained);
    if (explainedTo) console.log(`EXPLAIN ANALYZE written to ${explainedTo}`);
    addSummaryRows(
      ...results.map((r) => ({
        suite: `${suite.name} (${kind})`,
        target: `${r.name} (${r.statements} stmts)`,
        value: r.http.p95,
        unit: 'ms' as const,
        // A target measured against a bare route of its payload reports that ratio (the issue's).
        baseline: r.bare ? r.bare.p95 : r.rawSql.p95,
        ratio: r.ratioToBare ? r.ratioToBare.p95 : r.ratio.p95,
        // The aim is for PostgreSQL; PGlite queues on one connection, its ratio is read alone.
        aim: kind === 'postgres' ? `p95 < ${suite.aimMs} ms` : 'ratio only (PGlite)',
        met: kind === 'postgres' ? r.http.p95 < suite.aimMs : null,
      })),
    );
    const file = writeResult(`${suite.name}-${kind}${label}`, {
      at: new Date().toISOString(),
      suite: suite.name,
      database: kind,
      concurrency,
      seconds,
      scale,
      aim: { p95Ms: suite.aimMs },
      dataset: d.counts,
      suiteRows: filled,
      generatedInSeconds: { dataset: d.seconds, suite: fillSeconds },
      load: machineLoad(),
      results,
    });
    console.log(`written to ${file}`);
  } finally {
    await server.close();
  }
}
