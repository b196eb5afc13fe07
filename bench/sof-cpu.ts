import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/seed/demo';
import { buildApp } from '../server/src/app';
import { readConfig } from '../server/src/platform/config';
import { openDatabase } from '../server/src/platform/db/client';
import { MANAGER } from './generate/dataset';
import { webSofQuery } from './sof';

/**
 * `npx tsx bench/sof-cpu.ts <kept bench database> [requests]`: the CPU one SOF page read costs, in
 * the app (process.cpuUsage, its HTTP client included) and in PostgreSQL (the backends'
 * utime+stime from /proc), over sequential reads of the suite's SOF in a database kept by
 * `BENCH_KEEP_DB=1 npx tsx bench/run.ts sof --db=postgres`. Unlike wall-clock milliseconds this
 * hardly moves with the machine's load (Linux only: it reads /proc). `SOF_CPU_WRITE=1` also times
 * reads that each follow a comment (the answer cache missed every time: what a read costs without it).
 */
const [name, count = '200'] = process.argv.slice(2);
if (!name) throw new Error('usage: npx tsx bench/sof-cpu.ts <database> [requests]');
const n = Number(count);
const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString() });
await database.migrate();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-cpu-'));
const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const { app } = await buildApp({ config, database, logger: false, authRateLimit: 1_000_000 });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();
const {
  rows: [sof],
} = await admin.query<{ port_call_id: string; id: string }>('select id, port_call_id from sofs order by id limit 1');
if (!sof) throw new Error('no SOF in this database: keep one from `bench/run.ts sof`');
const portCallId = Number(sof.port_call_id);

async function tokenOf(username: string) {
  const login = await fetch(`${base}/da-app/public/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { token: string }).token;
}

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

const body = JSON.stringify({ query: webSofQuery(), variables: { ids: [portCallId] } });

/**
 * The floor: a bare Fastify route answering the same bytes to the same client, in this process.
 * Its CPU is mostly the client's (fetch, reading 100 kB): subtract it to see the app's own.
 */
async function bareFloor(answer: string) {
  const bare = Fastify();
  bare.post('/bare', (_, reply) => reply.header('content-type', 'application/json').send(answer));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const where = bare.server.address();
  const bareUrl = `http://127.0.0.1:${typeof where === 'object' && where ? where.port : 0}/bare`;
  const hit = async () => {
    const response = await fetch(bareUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const text = await response.text();
    if (text.includes('"errors"')) throw new Error('bare');
  };
  for (let i = 0; i < 20; i++) await hit();
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) await hit();
  const used = process.cpuUsage(cpu);
  await bare.close();
  console.log(
    `bare route of the same ${answer.length} bytes: ${((used.user + used.system) / 1000 / n).toFixed(2)} ms CPU a request (client and server)`,
  );
}
for (const [who, username] of [
  ['agent', 'agent@aegean-agency.example'],
  ['buyer MANAGER', MANAGER],
] as const) {
  const headers = { authorization: `Bearer ${await tokenOf(username)}`, 'content-type': 'application/json' };
  const read = async () => {
    const response = await fetch(`${base}/sof/graphql`, { method: 'POST', headers, body });
    const text = await response.text();
    if (!response.ok || text.includes('"errors"')) throw new Error(`${who}: ${response.status} ${text.slice(0, 200)}`);
    return text.length;
  };
  // Each read after a change of the SOF (a row update bumps its revision): the answer is built anew.
  const touch = () => admin.query('update sofs set updated_at = updated_at where id = $1', [sof.id]);
  const modes: Array<[string, boolean]> = [['repeated reads', false]];
  if (process.env.SOF_CPU_WRITE) modes.push(['each after a change', true]);
  for (const [mode, change] of modes) {
    for (let i = 0; i < 20; i++) await read();
    let own = 0;
    let ticks = 0;
    let used = 0;
    let wall = 0;
    let bytes = 0;
    for (let i = 0; i < n; i++) {
      // The change itself is not counted: only the read after it.
      if (change) await touch();
      const t0 = await backendTicks();
      const cpu = process.cpuUsage();
      const started = performance.now();
      bytes = await read();
      wall += performance.now() - started;
      const delta = process.cpuUsage(cpu);
      used += delta.user + delta.system;
      ticks += (await backendTicks()) - t0;
      own += 1;
    }
    console.log(
      `${who}, ${mode}: app ${(used / 1000 / own).toFixed(2)} ms CPU, PostgreSQL ${((ticks * 10) / own).toFixed(2)} ms CPU, ` +
        `${(wall / own).toFixed(2)} ms wall a read, ${bytes} bytes (sequential, ${own} reads, load ${(os.loadavg()[0] ?? 0).toFixed(1)})`,
    );
  }
}
{
  const headers = {
    authorization: `Bearer ${await tokenOf('agent@aegean-agency.example')}`,
    'content-type': 'application/json',
  };
  await bareFloor(await (await fetch(`${base}/sof/graphql`, { method: 'POST', headers, body })).text());
}
await admin.end();
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
