import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/platform/config';
import { openDatabase } from '../server/src/platform/db/client';
import { MANAGER } from './generate/dataset';
import { installCapture } from './lib/capture';

/**
 * `npx tsx bench/estimator-cpu.ts <kept bench database> [requests]`: the CPU one request costs, in
 * the app (process.cpuUsage, its HTTP client included) and in PostgreSQL (the backends' utime+stime
 * from /proc), and the statements it sends, for the port estimator's `execute` and the port
 * directory's searches, next to `GET auth/claims` (the platform's floor), over sequential requests
 * to a database kept by `BENCH_KEEP_DB=1 BENCH_SCALE=0.1 npx tsx bench/run.ts estimator --db=postgres`.
 * Unlike wall-clock milliseconds this hardly moves with the machine's load (Linux only: /proc).
 */
const [name, count = '300'] = process.argv.slice(2);
if (!name) throw new Error('usage: npx tsx bench/estimator-cpu.ts <database> [requests]');
const n = Number(count);
const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString() });
const capture = installCapture(database);
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
const {
  rows: [port],
} = await admin.query<{ id: number }>('select id from ports where is_available_in_pce order by id limit 1');
const {
  rows: [vessel],
} = await admin.query<{ id: number }>(
  `select v.id from vessels v join profiles p on p.company_id = v.company_id
   where p.username = $1 order by v.id limit 1`,
  [MANAGER],
);
if (!port || !vessel) throw new Error('no port in the estimator: keep a database of the estimator suite');

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

const D = '/da-app/secured/port-directory';
const targets: Array<{ label: string; path: string; body?: unknown }> = [
  { label: 'GET auth/claims (floor)', path: '/da-app/secured/auth/claims' },
  {
    label: 'POST port-estimator/execute',
    path: '/da-app/secured/port-estimator/execute',
    body: {
      portId: port.id,
      vesselId: vessel.id,
      particulars: { gt: '23456', nt: '12000' },
      activities: ['LOADING'],
      daysAlongside: '2.5',
      daysAtAnchor: '1',
      cargoQuantity: '45000',
      arrival: '2026-06-07T06:00:00+03:00',
    },
  },
  { label: 'GET port-directory/search no filter', path: `${D}/search?page=0&size=10` },
  { label: 'GET port-directory/search name prefix', path: `${D}/search?page=0&size=10&name=san` },
  {
    label: 'GET port-directory/search segment and facility',
    path: `${D}/search?page=0&size=10&segment=TANKER&facility=DRYDOCK`,
  },
  {
    label: 'POST port-directory/ai/port/search',
    path: `${D}/ai/port/search`,
    body: { prompt: 'tanker ports in Greece with a drydock' },
  },
];
const only = process.env.CPU_ONLY ? new RegExp(process.env.CPU_ONLY) : null;

for (const { label, path: p, body } of targets) {
  if (only && !only.test(label)) continue;
  const send = async () => {
    const response = await fetch(`${base}${p}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${label}: ${response.status} ${text}`);
    return text;
  };
  for (let i = 0; i < 20; i++) await send();
  const { result, statements } = await capture.during(send);
  const ticks = await backendTicks();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < n; i++) await send();
  const wall = (performance.now() - started) / n;
  const used = process.cpuUsage(cpu);
  const db = ((await backendTicks()) - ticks) * (10 / n);
  const appMs = (used.user + used.system) / 1000 / n;
  console.log(
    `${label}: app ${appMs.toFixed(2)} ms CPU, PostgreSQL ${db.toFixed(2)} ms CPU, ` +
      `${wall.toFixed(2)} ms wall, ${statements.length} statements, ${result.length} bytes ` +
      `(sequential, load ${(os.loadavg()[0] ?? 0).toFixed(1)})`,
  );
  if (process.env.CPU_SQL) for (const s of statements) console.log(`  ${s.text.slice(0, 300)}`);
  if (process.env.CPU_SQL === 'full') console.log(JSON.stringify(statements));
}
await admin.end();
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
