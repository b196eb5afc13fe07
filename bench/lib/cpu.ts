import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { buildApp } from '../../server/src/app';
import { readConfig } from '../../server/src/platform/config';
import { openDatabase } from '../../server/src/platform/db/client';
import { installCapture } from './capture';

/**
 * The real app over a database kept by `BENCH_KEEP_DB=1 npx tsx bench/run.ts <suite> --db=postgres`,
 * for the `*-cpu.ts` scripts: `npx tsx bench/<script> <database> [requests]`. They time the CPU a
 * request costs, in the app (process.cpuUsage, its HTTP client included) and in PostgreSQL (the
 * backends' utime+stime from /proc), which hardly moves with the machine's load (Linux only).
 * With `capture`, the driver is wrapped before the app is built (lib/capture.ts), and `measure` also
 * prints the statements one request sends (`CPU_SQL=1` lists them). `CPU_PROF=<directory>` then runs
 * the requests once more under the V8 profiler (not timed) and writes `<what>.cpuprofile` there: the
 * measured requests only, without start-up and warm-up (open it in Chrome's DevTools or speedscope).
 */
export async function openKeptBench(
  script: string,
  options: { capture?: boolean; extraRoutes?: (app: FastifyInstance) => void } = {},
) {
  const [name, count = '200'] = process.argv.slice(2);
  if (!name) throw new Error(`usage: npx tsx bench/${script} <database> [requests]`);
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  // A database kept before the latest migrations is brought up to date (they only add).
  await database.migrate();
  // Before buildApp: the capture wraps the driver the app's pool will use.
  const capture = options.capture ? installCapture(database) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-cpu-'));
  const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const { app } = await buildApp({
    config,
    database,
    logger: false,
    authRateLimit: 1_000_000,
    extraRoutes: options.extraRoutes,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
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
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        ticks += Number(stat[11]) + Number(stat[12]);
      } catch {
        // a backend that ended meanwhile
      }
    }
    return ticks;
  }

  return {
    n: Number(count),
    base,
    admin,
    backendTicks,
    /** The bearer header of a demo or bench profile. */
    async login(username: string) {
      const response = await fetch(`${base}/da-app/public/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      const { token } = (await response.json()) as { token: string };
      return { authorization: `Bearer ${token}` };
    },
    /**
     * Warms up, then prints app and PostgreSQL CPU and wall time per call of `call`, sequential.
     * `before`, when given, runs ahead of each call and is not counted (a change the call must see).
     */
    async measure(what: string, call: () => Promise<unknown>, before?: () => Promise<unknown>) {
      for (let i = 0; i < 20; i++) {
        await before?.();
        await call();
      }
      const statements = capture ? (await capture.during(call)).statements : undefined;
      const n = Number(count);
      let ticks = 0;
      let cpuUs = 0;
      let wallMs = 0;
      for (let i = 0; i < n; i++) {
        await before?.();
        // Each call bracketed alone, so reading the backends' ticks is not counted as the app's.
        const t0 = await backendTicks();
        const cpu = process.cpuUsage();
        const started = performance.now();
        await call();
        wallMs += performance.now() - started;
        const used = process.cpuUsage(cpu);
        cpuUs += used.user + used.system;
        ticks += (await backendTicks()) - t0;
      }
      const wall = wallMs / n;
      const appMs = cpuUs / 1000 / n;
      const db = ticks * (10 / n);
      console.log(
        `${what}: app ${appMs.toFixed(2)} ms CPU, PostgreSQL ${db.toFixed(2)} ms CPU, ` +
          `${wall.toFixed(2)} ms wall a request${statements ? `, ${statements.length} statements` : ''} ` +
          `(sequential, load ${(os.loadavg()[0] ?? 0).toFixed(1)})`,
      );
      if (process.env.CPU_SQL) for (const s of statements ?? []) console.log(`  ${s.text.slice(0, 300)}`);
      if (process.env.CPU_PROF) await profile(process.env.CPU_PROF, what, n, call);
    },
    /**
     * The floor of a GET: a bare Fastify route of this process answering the bytes `url` answers now,
     * to the same client. Its CPU is mostly the client's: subtract it to see the app's own.
     */
    async measureBareFloor(what: string, url: string, headers: Record<string, string>) {
      const body = Buffer.from(await (await fetch(`${base}${url}`, { headers })).arrayBuffer());
      const bare = Fastify();
      bare.get('/bare', (_, reply) => reply.header('content-type', 'application/json').send(body));
      await bare.listen({ port: 0, host: '127.0.0.1' });
      const where = bare.server.address();
      const port = typeof where === 'object' && where ? where.port : 0;
      await this.measure(`bare route of the same ${body.length} bytes as ${what}`, async () => {
        await (await fetch(`http://127.0.0.1:${port}/bare`)).arrayBuffer();
      });
      await bare.close();
    },
    async close() {
      await admin.end();
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function profile(directory: string, what: string, n: number, call: () => Promise<unknown>) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  for (let i = 0; i < n; i++) await call();
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  fs.mkdirSync(directory, { recursive: true });
  const file = path.join(directory, `${what.replace(/[^\w.-]+/g, '-')}.cpuprofile`);
  fs.writeFileSync(file, JSON.stringify(profile));
  console.log(`  profile written to ${file}`);
}
