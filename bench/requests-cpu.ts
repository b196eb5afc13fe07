import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/platform/config';
import { openDatabase } from '../server/src/platform/db/client';
import { MANAGER } from './generate/dataset';

/**
 * `npx tsx bench/requests-cpu.ts <kept bench database> [requests]`: the CPU one request of the
 * requests suite costs, in the app (process.cpuUsage, its HTTP client included) and in PostgreSQL
 * (the backends' utime+stime from /proc), over sequential requests to request case 1 of a database
 * kept by `BENCH_KEEP_DB=1 npx tsx bench/run.ts requests --db=postgres`. Unlike wall-clock
 * milliseconds this hardly moves with the machine's load (Linux only: it reads /proc).
 */
const [name, count = '200'] = process.argv.slice(2);
if (!name) throw new Error('usage: npx tsx bench/requests-cpu.ts <database> [requests]');
const n = Number(count);
const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString() });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-cpu-'));
const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const { app } = await buildApp({ config, database, logger: false, authRateLimit: 1_000_000 });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const login = await fetch(`${base}/da-app/public/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: MANAGER, password: DEMO_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
const headers = { authorization: `Bearer ${token}` };
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();

/** Clock ticks (1/100 s) the database's other backends have run so far. */
async function backendTicks() {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  let ticks = 0;
  for (const { pid } of rows) {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    ticks += Number(stat[11]) + Number(stat[12]);
  }
  return ticks;
}

for (const what of ['load-historical-expenses', 'evaluate']) {
  const target = `${base}/da-app/secured/request-case/1/${what}`;
  const get = async () => {
    const response = await fetch(target, { headers });
    await response.text();
    if (!response.ok) throw new Error(`${what}: ${response.status}`);
  };
  for (let i = 0; i < 20; i++) await get();
  const ticks = await backendTicks();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < n; i++) await get();
  const wall = (performance.now() - started) / n;
  const used = process.cpuUsage(cpu);
  const database = ((await backendTicks()) - ticks) * (10 / n);
  const appMs = (used.user + used.system) / 1000 / n;
  console.log(
    `${what}: app ${appMs.toFixed(2)} ms CPU, PostgreSQL ${database.toFixed(2)} ms CPU, ` +
      `${wall.toFixed(2)} ms wall a request (sequential, load ${(os.loadavg()[0] ?? 0).toFixed(1)})`,
  );
}
await admin.end();
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
