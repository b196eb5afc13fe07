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
 * `npx tsx bench/directory-cpu.ts <kept bench database> [requests]`: the CPU one request of the
 * directory suite costs, in the app (process.cpuUsage, its HTTP client included) and in PostgreSQL
 * (the backends' utime+stime from /proc), over sequential requests of each target on a database kept
 * by `BENCH_KEEP_DB=1 npx tsx bench/run.ts directory --db=postgres`. Unlike wall-clock milliseconds
 * this hardly moves with the machine's load (Linux only: it reads /proc).
 */
const [name, count = '200'] = process.argv.slice(2);
if (!name) throw new Error('usage: npx tsx bench/directory-cpu.ts <database> [requests]');
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

// The suite's busiest agent and port of the MANAGER's buyer (bench/generate/dataset.ts `busiest`).
const busiest = async (column: string, table: string) =>
  Number(
    (
      await admin.query(
        `select ${column} as id from ${table} where company_id = (select company_id from profiles where username = $1)
         group by 1 order by count(*) desc, 1 limit 1`,
        [MANAGER],
      )
    ).rows[0].id,
  );
const agentId = await busiest('agent_company_id', 'appointments');
const portId = await busiest('port_id', 'port_calls');

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

const S = '/da-app/secured';
const targets: Array<[string, string]> = [
  ['search, no filter', `${S}/buyer/agent-directory/agents?page=0&size=20`],
  ['search, busiest port', `${S}/buyer/agent-directory/agents?page=0&size=20&portId=${portId}`],
  ['search, name text', `${S}/buyer/agent-directory/agents?page=0&size=20&name=agency`],
  ['search, min rating 3', `${S}/buyer/agent-directory/agents?page=0&size=20&minRating=3`],
  ['agent page', `${S}/agent?id=${agentId}`],
  ['agent page at busiest port', `${S}/agent?id=${agentId}&portId=${portId}`],
];
for (const [what, target] of targets) {
  const get = async () => {
    const response = await fetch(`${base}${target}`, { headers });
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
  const db = ((await backendTicks()) - ticks) * (10 / n);
  const appMs = (used.user + used.system) / 1000 / n;
  console.log(
    `${what}: app ${appMs.toFixed(2)} ms CPU, PostgreSQL ${db.toFixed(2)} ms CPU, ` +
      `${wall.toFixed(2)} ms wall a request (sequential, load ${(os.loadavg()[0] ?? 0).toFixed(1)})`,
  );
}
await admin.end();
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
