import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/platform/config';
import { openDatabase } from '../server/src/platform/db/client';
import { filterSets, GROUPINGS } from './dashboard';
import { type Dataset, MANAGER, REGION_USER } from './generate/dataset';

/**
 * `npx tsx bench/dashboard-cpu.ts <kept bench database> [requests] [regex]`: the CPU one dashboard
 * request costs, in the app (process.cpuUsage, its HTTP client included) and in PostgreSQL (the
 * backends' utime+stime from /proc), over sequential requests, for the bench's targets (as
 * bench/requests-cpu.ts does for the requests suite). Unlike wall-clock milliseconds this hardly
 * moves with the machine's load (Linux only: it reads /proc). The rule of thumb of the issue: at
 * concurrency 10 on 2 cores, p95 is about 6x this total.
 */
const [name, count = '40', pattern] = process.argv.slice(2);
if (!name) throw new Error('usage: npx tsx bench/dashboard-cpu.ts <database> [requests] [regex]');
const n = Number(count);
const only = pattern ? new RegExp(pattern, 'i') : undefined;
const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString() });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-cpu-'));
const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const { app } = await buildApp({ config, database, logger: false, authRateLimit: 1_000_000 });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();
const one = async (q: string) => (await admin.query(q)).rows[0] as Record<string, unknown>;

const login = async (username: string) => {
  const response = await fetch(`${base}/da-app/public/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
};

// The bench's sample filter values, found again in the kept database as the generator chose them.
const buyerId = Number((await one(`select company_id from profiles where username = '${MANAGER}'`)).company_id);
const busiest = async (column: string, table: string) =>
  Number(
    (
      await one(
        `select ${column} as id from ${table} where company_id = ${buyerId} group by 1 order by count(*) desc, 1 limit 1`,
      )
    ).id,
  );
const latest = new Date(String((await one(`select max(eta) as at from port_calls where company_id = ${buyerId}`)).at));
const anchor = new Date(Date.UTC(latest.getUTCFullYear(), latest.getUTCMonth(), latest.getUTCDate() - 60));
const dataset = {
  anchor,
  sample: {
    vesselId: await busiest('vessel_id', 'port_calls'),
    portId: await busiest('port_id', 'port_calls'),
    agentId: await busiest('agent_company_id', 'appointments'),
    regionId: Number(
      (await one(`select id from regions where company_id = ${buyerId} and name = 'Mediterranean' order by id limit 1`))
        .id,
    ),
    voyageFragment: `nb${String((anchor.getUTCFullYear() - 2) % 100).padStart(2, '0')}`,
  },
} as unknown as Dataset;

/** Clock ticks (1/100 s) the database's other backends have run so far. */
async function backendTicks() {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(stat[11]) + Number(stat[12]);
    } catch {
      // a backend that ended meanwhile
    }
  }
  return ticks;
}

console.log('target | app ms CPU | PostgreSQL ms CPU | total | wall ms (sequential)');
for (const user of [
  { who: 'MANAGER', headers: await login(MANAGER), restricted: false },
  { who: 'region USER', headers: await login(REGION_USER), restricted: true },
]) {
  for (const grouping of GROUPINGS) {
    for (const [label, filters] of filterSets(dataset, user.restricted)) {
      const target = `${user.who} ${grouping} ${label}`;
      if (only && !only.test(target)) continue;
      const query = new URLSearchParams({ page: '0', size: '5' });
      for (const [k, v] of Object.entries(filters)) query.set(k, String(v));
      const get = async () => {
        const response = await fetch(`${base}/da-app/secured/dashboard/${grouping}?${query}`, {
          headers: user.headers,
        });
        await response.text();
        if (!response.ok) throw new Error(`${target}: ${response.status}`);
      };
      for (let i = 0; i < 5; i++) await get();
      const ticks = await backendTicks();
      const cpu = process.cpuUsage();
      const started = performance.now();
      for (let i = 0; i < n; i++) await get();
      const wall = (performance.now() - started) / n;
      const used = process.cpuUsage(cpu);
      const db = ((await backendTicks()) - ticks) * (10 / n);
      const appMs = (used.user + used.system) / 1000 / n;
      console.log(
        `${target} | ${appMs.toFixed(2)} | ${db.toFixed(2)} | ${(appMs + db).toFixed(2)} | ${wall.toFixed(1)}`,
      );
    }
  }
}
console.log(
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
await admin.end();
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
