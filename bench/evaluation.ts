import { eq, sql } from 'drizzle-orm';
import { expenseEvaluations } from '../server/src/modules/evaluations/db';
import type { Db } from '../server/src/platform/db/client';
import { type Dataset, generateDataset, MANAGER } from './generate/dataset';
import { type BenchEvaluation, generateEvaluation } from './generate/evaluation';
import { seeded } from './generate/prng';
import { installCapture, replayer } from './lib/capture';
import { httpClient, ratio, summarise } from './lib/measure';
import { type DatabaseKind, machineLoad, startBenchServer, writeResult } from './lib/setup';
import { addSummaryRows } from './lib/summary';
import { measureTarget, printResult } from './lib/targets';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const LINES = 500;
const E = '/da-app/secured/evaluation';

/**
 * `npm run bench -- evaluation`: an evaluation of 500 lines made by the real
 * createForProforma over the generated buyer. `evaluation/{id}/load` at concurrency 10 next to its
 * own SQL; then bulk-approve-expenses of all 500 verified lines, one call per fresh evaluation,
 * each next to the same call's recorded SQL replayed on the same evaluation put back as it was.
 */
export async function runEvaluation(kind: DatabaseKind) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 2);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  let dataset: Dataset | undefined;
  const evaluations: BenchEvaluation[] = [];
  const server = await startBenchServer(kind, async (database) => {
    dataset = await generateDataset(database.db, { scale });
    const rnd = seeded(7);
    for (let i = 0; i <= rounds; i++) {
      evaluations.push(
        await generateEvaluation(database.db, rnd, {
          buyerId: dataset.buyerId,
          verifierId: dataset.managerId,
          lines: LINES,
        }),
      );
    }
  });
  const d = dataset as Dataset;
  console.log(
    `evaluation on ${kind}: ${evaluations.length} evaluations of ${LINES} lines over ${JSON.stringify(d.counts)}`,
  );
  // The fresh database is dropped even when a target fails.
  try {
    const capture = installCapture(server.database);
    const headers = await server.login(MANAGER);
    const [loaded, ...approved] = evaluations as [BenchEvaluation, ...BenchEvaluation[]];

    const load = await measureTarget(
      {
        name: `GET evaluation/{id}/load (${LINES} lines)`,
        method: 'GET',
        url: `${E}/${loaded.evaluationId}/load`.replace(/^/, server.base),
        headers,
      },
      { database: server.database, databaseUrl: server.databaseUrl, capture, concurrency: CONCURRENCY, seconds },
    );
    const { captured: _c, ...loadResult } = load;
    printResult(loadResult);

    // Bulk approve: one call at a time, as a person clicks it; each on its own fresh evaluation.
    const client = httpClient(1);
    const raw = replayer(server.database, server.databaseUrl, 1);
    const httpMs: number[] = [];
    const rawMs: number[] = [];
    let statements = 0;
    for (const evaluation of approved) {
      const body = JSON.stringify({ evaluationId: evaluation.evaluationId, items: evaluation.items });
      const started = process.hrtime.bigint();
      const { result, statements: recorded } = await capture.during(() =>
        client.request(
          'POST',
          `${server.base}${E}/bulk-approve-expenses`,
          { ...headers, 'content-type': 'application/json' },
          body,
        ),
      );
      httpMs.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (result.status !== 200) throw new Error(`bulk approve: ${result.status} ${result.body.slice(0, 300)}`);
      statements = recorded.length;
      await putBack(server.database.db, evaluation.evaluationId);
      const replayStarted = process.hrtime.bigint();
      await raw.run(recorded);
      rawMs.push(Number(process.hrtime.bigint() - replayStarted) / 1e6);
    }
    client.close();
    await raw.close();
    const http = summarise(httpMs);
    const rawSql = summarise(rawMs);
    const bulk = {
      name: `POST evaluation/bulk-approve-expenses (${LINES} lines)`,
      calls: httpMs.map((ms) => Math.round(ms * 10) / 10),
      statements,
      http,
      rawSql,
      ratio: { p50: ratio(http.p50, rawSql.p50), p95: ratio(http.p95, rawSql.p95), p99: ratio(http.p99, rawSql.p99) },
    };
    console.log(
      `${bulk.name.padEnd(58)} per call ${bulk.calls.join(', ')} ms | median ${http.p50} ms, raw SQL median ${rawSql.p50} ms, ` +
        `ratio ${bulk.ratio.p50}x (${statements} stmts)`,
    );
    addSummaryRows(
      {
        suite: `evaluation (${kind})`,
        target: loadResult.name,
        value: loadResult.http.p95,
        unit: 'ms',
        baseline: loadResult.rawSql.p95,
        ratio: loadResult.ratio.p95,
        // Issue 18 item 3: the 500-line load under 25 ms and within 1.5x its SQL, on both databases.
        aim: 'p95 < 25 ms and ≤ 1.5x SQL',
        met: loadResult.http.p95 < 25 && loadResult.ratio.p95 <= 1.5,
      },
      {
        suite: `evaluation (${kind})`,
        target: bulk.name,
        value: http.p50,
        unit: 'ms',
        measure: 'median call',
        baseline: rawSql.p50,
        ratio: bulk.ratio.p50,
        aim: 'a call < 150 ms',
        met: http.p50 < 150,
      },
    );
    const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
    const file = writeResult(`evaluation-${kind}${label}`, {
      at: new Date().toISOString(),
      suite: 'evaluation',
      database: kind,
      lines: LINES,
      concurrency: CONCURRENCY,
      seconds,
      dataset: d.counts,
      load: machineLoad(),
      results: { load: loadResult, bulkApprove: bulk },
    });
    console.log(`written to ${file}`);
  } finally {
    await server.close();
  }
}

/** The approved lines back to verified at their former version, so the recorded SQL matches again. */
async function putBack(db: Db, evaluationId: number) {
  await db
    .update(expenseEvaluations)
    .set({ status: 'VERIFIED', approvedById: null, approvedAt: null, version: sql`${expenseEvaluations.version} - 1` })
    .where(eq(expenseEvaluations.evaluationId, evaluationId));
}
