import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { seedAll } from '../../server/seed/seed';
import { buildApp, type PortcallApp } from '../../server/src/app';
import { readConfig } from '../../server/src/platform/config';
import { type Database, openDatabase } from '../../server/src/platform/db/client';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchServer {
  database: Database;
  /** The URL of the fresh PostgreSQL database (undefined on PGlite). */
  databaseUrl: string | undefined;
  base: string;
  login(username: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/** DATABASE_POOL_SIZE, as the app reads it: the pool a bench's app node holds (default 10). */
const benchPoolSize = () => readConfig({ DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }).databasePoolSize;

/**
 * A fresh database of its own, migrated and seeded (reference data and the demo): a PostgreSQL
 * database made from DATABASE_URL (or the local server) and dropped by `dropDatabase` unless
 * BENCH_KEEP_DB is set, or a PGlite directory in a tmp data folder.
 */
export async function openBenchDatabase(kind: DatabaseKind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') {
    const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      if (process.env.BENCH_KEEP_DB) return console.log(`kept database ${name}`);
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  }
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: kind === 'pglite' ? path.join(dataDir, 'db') : undefined,
    poolSize: benchPoolSize(),
  });
  await database.migrate();
  await seedAll(database.db);
  return { dataDir, databaseUrl, database, dropDatabase };
}

/**
 * BENCH_REUSE_DB=<name>: a database an earlier run kept (BENCH_KEEP_DB=1), brought up to date by the
 * migrations (they only add) and neither filled nor dropped: a second run at BENCH_SCALE=10 need not
 * wait a quarter of an hour for the same 200,000 port calls.
 */
async function openKeptDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-bench-'));
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env.BENCH_REUSE_DB}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ databaseUrl, poolSize: benchPoolSize() });
  await database.migrate();
  console.log(`reusing kept database ${process.env.BENCH_REUSE_DB}`);
  return { dataDir, databaseUrl, database, dropDatabase: async () => {} };
}

/**
 * A migrated, seeded database of its own (a fresh PostgreSQL database made from DATABASE_URL and
 * dropped afterwards, or a PGlite directory in tmp), filled by `fill`, and the real app listening
 * on a socket in front of it.
 */
export async function startBenchServer(
  kind: DatabaseKind,
  fill: (database: Database) => Promise<void>,
  /** With BENCH_REUSE_DB: finds again in the kept database what `fill` would have made. */
  reuse?: (database: Database) => Promise<void>,
) {
  const reused = process.env.BENCH_REUSE_DB && kind === 'postgres' && reuse ? await openKeptDatabase() : undefined;
  const { dataDir, databaseUrl, database, dropDatabase } = reused ?? (await openBenchDatabase(kind));
  await (reused && reuse ? reuse(database) : fill(database));
  const config = { ...readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }) };
  const { app } = await buildApp({ config, database, logger: false, authRateLimit: 1_000_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const server: BenchServer = {
    database,
    databaseUrl,
    base,
    async login(username) {
      const response = await fetch(`${base}/da-app/public/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      if (!response.ok) throw new Error(`login ${username}: ${response.status} ${await response.text()}`);
      const { token } = (await response.json()) as { token: string };
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** The databases to run on: --db=pglite|postgres|both, else PostgreSQL when DATABASE_URL is set. */
export function databasesFromArgs(args: string[]): DatabaseKind[] {
  const flag = args.find((a) => a.startsWith('--db='))?.slice(5);
  if (flag === 'both') return ['postgres', 'pglite'];
  if (flag === 'pglite' || flag === 'postgres') return [flag];
  return [process.env.DATABASE_URL ? 'postgres' : 'pglite'];
}

export function writeResult(name: string, report: unknown) {
  const dir = path.join(import.meta.dirname, '..', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

/**
 * Seconds of CPU the whole machine has spent busy, and of those its PostgreSQL processes, so far
 * (from /proc, Linux; zeros elsewhere). Their difference over a run says how the cores were shared:
 * this process (app and load generator), the database, and anything else.
 */
export function machineCpuSeconds(): { busy: number; postgres: number } {
  if (!fs.existsSync('/proc/stat')) return { busy: 0, postgres: 0 };
  const ticks = 100; // USER_HZ, 100 on the Linux kernels Node runs on
  const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: all but idle and iowait are busy.
  const busy = fields.reduce((sum, value, i) => (i === 3 || i === 4 || i > 7 ? sum : sum + value), 0);
  let postgres = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      postgres += Number(stat[11]) + Number(stat[12]);
    } catch {
      // the process ended while being read
    }
  }
  return { busy: busy / ticks, postgres: postgres / ticks };
}

/** What else the machine was doing: the load average next to our numbers. */
export function machineLoad() {
  return { cpus: os.cpus().length, loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100) };
}

/**
 * `count` app nodes (each its own HTTP server) on one embedded, demo-seeded database and one data
 * folder (one token key), for the benches that need the app but not a generated dataset.
 */
export async function startBenchServerApp(count: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-bench-'));
  const database = await openDatabase({});
  await database.migrate();
  await seedAll(database.db);
  const config = { ...readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }) };
  const apps: PortcallApp[] = [];
  const urls: string[] = [];
  for (let n = 0; n < count; n++) {
    const built = await buildApp({ config, database, logger: false, authRateLimit: 1_000_000 });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    urls.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    apps.push(built);
  }
  return {
    database,
    apps: apps as [PortcallApp, ...PortcallApp[]],
    urls,
    async close() {
      for (const built of apps) await built.app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
