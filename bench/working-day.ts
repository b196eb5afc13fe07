/**
 * `npm run bench -- working-day [--db=postgres|pglite|embedded]` (issue 45): a weighted mix of the main
 * reads and writes of every demo person, at concurrency 10, 50 and 100 (BENCH_LEVELS), over the
 * generated buyer at BENCH_SCALE (default 0.1: 2,000 port calls) with its DA history, payments,
 * conversations and notifications. Printed per operation: p50/p95/p99 and errors; per level: throughput,
 * the app's CPU a request next to a bare Fastify route answering the same bytes in the same mix; then each
 * main read alone at concurrency 10 next to its own statements replayed raw. `embedded` is the PostgreSQL
 * server `npm start` runs (from npm). The machine is shared: read the ratios, not the milliseconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { appointments } from '../server/src/modules/appointments/db';
import { evaluations } from '../server/src/modules/evaluations/db';
import { startEmbeddedPostgres } from '../server/src/platform/db/embedded-postgres';
import { generateDas } from './generate/das';
import { generateDataset, MANAGER, REGION_USER } from './generate/dataset';
import { generateEvaluation } from './generate/evaluation';
import { seeded } from './generate/prng';
import { generateWorkingDay } from './generate/working-day';
import { installCapture } from './lib/capture';
import { httpClient, type Latency, ratio, summarise } from './lib/measure';
import { type DatabaseKind, machineCpuSeconds, machineLoad, startBenchServer, writeResult } from './lib/setup';
import { addSummaryRows, type SummaryRow } from './lib/summary';
import { measureTarget, printResult, type TargetResult } from './lib/targets';

const S = '/da-app/secured';
const AGENT = 'agent@aegean-agency.example';
const BOUNDARY = 'portcall-bench-boundary';

interface Operation {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  contentType?: string;
  /** A read measured alone against its raw SQL too. */
  isMainRead?: boolean;
  /** The same operation on other rows of the person's (conversations): one is picked per request. */
  paths?: string[];
}

interface Person {
  username: string;
  /** Operation name -> weight: how often this person does it in a working day. */
  mix: Record<string, number>;
}

const multipartMessage = (text: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="form"\r\n\r\n${JSON.stringify({ text })}\r\n--${BOUNDARY}--\r\n`;

async function fill(database: Parameters<Parameters<typeof startBenchServer>[1]>[0], scale: number) {
  const dataset = await generateDataset(database.db, { scale });
  // First: it takes an accepted appointment without a DA, and the history gives every one a PDA.
  await generateEvaluation(database.db, seeded(7), {
    buyerId: dataset.buyerId,
    verifierId: dataset.managerId,
    lines: 50,
  });
  const rnd = seeded(45);
  await generateDas(database.db, rnd, {
    buyerId: dataset.buyerId,
    raterId: dataset.managerId,
    raterName: 'Bench Manager',
    linesPerDa: 8,
  });
  const day = await generateWorkingDay(database.db, rnd, {
    buyerId: dataset.buyerId,
    conversations: 40,
    messagesPerConversation: 30,
    notificationsPerPerson: 200,
  });
  await database.db.execute(sql`VACUUM ANALYZE`);
  return { dataset, day };
}

interface Filled {
  dataset: { buyerId: number; counts: Record<string, number> };
  day: { payments: number; messages: number; notifications: number };
}

/** BENCH_REUSE_DB: what `fill` made, found again in a kept database (counts as they stand). */
async function refind(database: Parameters<Parameters<typeof startBenchServer>[1]>[0]): Promise<Filled> {
  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await database.db.execute(query)) as unknown as { rows: Array<{ n: string }> }).rows[0]?.n ?? 0);
  const [buyer] = (
    (await database.db.execute(sql`select id from companies where name = 'Nordic Bulk Carriers'`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  if (!buyer) throw new Error(`${process.env.BENCH_REUSE_DB} holds no working day`);
  const buyerId = Number(buyer.id);
  return {
    dataset: {
      buyerId,
      counts: { portCalls: await count(sql`select count(*) as n from port_calls where company_id = ${buyerId}`) },
    },
    day: {
      payments: await count(sql`select count(*) as n from payments`),
      messages: await count(sql`select count(*) as n from messages`),
      notifications: await count(sql`select count(*) as n from notifications`),
    },
  };
}

/** The operations of the day, with the ids the generated data gives them. */
async function operationsOf(database: Parameters<Parameters<typeof startBenchServer>[1]>[0], buyerId: number) {
  const db = database.db;
  const [talked] = await db
    .execute<{ appointment_id: number }>(
      sql`select appointment_id from conversations where buyer_company_id = ${buyerId} order by appointment_id limit 1`,
    )
    .then((r) => (r as unknown as { rows: Array<{ appointment_id: number }> }).rows);
  const conversationId = Number(talked?.appointment_id);
  const [call] = await db
    .select({ portCallId: appointments.portCallId })
    .from(appointments)
    .where(and(eq(appointments.companyId, buyerId), eq(appointments.state, 'ACCEPTED')))
    .orderBy(asc(appointments.id))
    .limit(1);
  const [evaluation] = await db.select({ id: evaluations.id }).from(evaluations).orderBy(sql`id desc`).limit(1);
  const operations: Operation[] = [
    { name: 'claims', method: 'GET', path: `${S}/auth/claims` },
    { name: 'dashboard portCalls', method: 'GET', path: `${S}/dashboard/portCalls?page=0&size=10`, isMainRead: true },
    { name: 'dashboard voyages', method: 'GET', path: `${S}/dashboard/voyages?page=0&size=10`, isMainRead: true },
    {
      name: 'dashboard appointments',
      method: 'GET',
      path: `${S}/dashboard/appointments?page=0&size=10`,
      isMainRead: true,
    },
    { name: 'port-call details', method: 'GET', path: `${S}/portcall/${call?.portCallId}/load`, isMainRead: true },
    { name: 'payments list', method: 'GET', path: `${S}/financial/payments?page=0&size=20`, isMainRead: true },
    {
      name: 'payments awaiting me',
      method: 'GET',
      path: `${S}/financial/payments?page=0&size=20&awaitingMyAction=true`,
      isMainRead: true,
    },
    { name: 'message unread', method: 'GET', path: `${S}/message/unread`, isMainRead: true },
    { name: 'notification unread', method: 'GET', path: `${S}/notification/unread`, isMainRead: true },
    {
      name: 'notification list',
      method: 'POST',
      path: `${S}/notification/list`,
      body: JSON.stringify({ page: 0, size: 14, filter: 'ALL' }),
      contentType: 'application/json',
      isMainRead: true,
    },
    {
      name: 'message inbox',
      method: 'POST',
      path: `${S}/messages/list`,
      body: JSON.stringify({
        page: 0,
        size: 14,
        filter: { singleValueFilterItems: [{ name: 'status', value: 'ALL' }], arrayFilterItems: [] },
      }),
      contentType: 'application/json',
      isMainRead: true,
    },
    {
      name: 'conversation load',
      method: 'GET',
      path: `${S}/conversation/${conversationId}/load?buyerId=${buyerId}`,
      isMainRead: true,
    },
    {
      name: 'evaluation load (50 lines)',
      method: 'GET',
      path: `${S}/evaluation/${evaluation?.id}/load`,
      isMainRead: true,
    },
    { name: 'request cases', method: 'GET', path: `${S}/request-cases?page=0&size=10`, isMainRead: true },
    { name: 'agent RFQ list', method: 'GET', path: `${S}/request-for-quotations?page=0&size=10`, isMainRead: true },
    {
      name: 'send message (one conversation)',
      method: 'POST',
      path: `${S}/conversation/${conversationId}/message/send?buyerId=${buyerId}`,
      body: multipartMessage('<p>Pilot on board at 06:00</p>'),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
  ];
  return operations;
}

const buyerMix = {
  claims: 4,
  'dashboard portCalls': 3,
  'dashboard voyages': 1,
  'dashboard appointments': 2,
  'port-call details': 2,
  'message unread': 3,
  'notification unread': 3,
  'notification list': 1,
  'message inbox': 1,
  'conversation load': 1,
  'send message (one conversation)': 1,
  'request cases': 1,
};
const PEOPLE: Person[] = [
  { username: MANAGER, mix: { ...buyerMix, 'evaluation load (50 lines)': 2 } },
  { username: 'deputy@nordic-bulk.example', mix: buyerMix },
  { username: 'user@nordic-bulk.example', mix: buyerMix },
  { username: REGION_USER, mix: { claims: 4, 'dashboard portCalls': 3, 'dashboard appointments': 2 } },
  {
    username: 'reviewer@nordic-bulk.example',
    mix: { claims: 3, 'payments list': 3, 'payments awaiting me': 2, 'message unread': 2, 'notification unread': 2 },
  },
  {
    username: 'approver@nordic-bulk.example',
    mix: { claims: 3, 'payments list': 2, 'payments awaiting me': 3, 'message unread': 2, 'notification unread': 2 },
  },
  {
    username: AGENT,
    mix: {
      claims: 3,
      'agent RFQ list': 2,
      'message unread': 2,
      'notification unread': 2,
      'conversation load': 1,
      'send message (one conversation)': 1,
    },
  },
];

interface LevelResult {
  /** Loops: requests in flight, or with `thinkMs` people each pausing between requests. */
  concurrency: number;
  /** A person's mean pause between requests; absent: none (a closed loop). */
  thinkMs?: number;
  seconds: number;
  requests: number;
  errors: number;
  throughput: number;
  appCpuMs: number;
  bareCpuMs: number;
  cpuRatio: number;
  /** Cores busy during the app's run: the machine, this process (app and load generator), PostgreSQL. */
  cores: { machine: number; thisProcess: number; postgres: number };
  /** Every request of the mix together. */
  all: Latency;
  operations: Array<{ name: string; errors: number } & Latency>;
  bare: Latency;
}

/**
 * The conversations a person opens: those of their own company's appointments, but not the one every
 * "send message" of the mix goes to. That one takes a post from every loop (the hot-row case of the
 * issue) and so reaches the 500-message window within seconds, which no appointment's chat does in a
 * day; its load is measured alone with BENCH_CPU_BY_OPERATION. A company with no other conversation
 * opens the shared one.
 */
async function ownConversations(
  database: Parameters<Parameters<typeof startBenchServer>[1]>[0],
  username: string,
  shared: Operation,
  /** Whether the person may open it: region rules leave some of the company's appointments out. */
  opens: (path: string) => Promise<boolean>,
): Promise<Operation> {
  const sharedId = Number(/conversation\/(\d+)\//.exec(shared.path)?.[1]);
  const rows = (
    (await database.db.execute(sql`
      select c.appointment_id as id, c.buyer_company_id as buyer
      from conversations c join profiles p on p.company_id in (c.buyer_company_id, c.supplier_company_id)
      where p.username = ${username} and c.appointment_id <> ${sharedId}
      order by c.appointment_id limit 20`)) as unknown as { rows: Array<{ id: number; buyer: number }> }
  ).rows;
  const paths: string[] = [];
  for (const r of rows) {
    const path = `${S}/conversation/${r.id}/load?buyerId=${r.buyer}`;
    if (await opens(path)) paths.push(path);
  }
  if (paths.length === 0) return shared;
  return { ...shared, path: paths[0] as string, paths };
}

/**
 * Each loop is one of the people (in turn) doing their mix, chosen by weight, for `seconds`. Without
 * `thinkMs` a loop sends its next request as soon as the last answers (a closed loop: concurrency is
 * requests in flight); with it, a loop is a person who pauses a random while (exponential, that mean)
 * between requests, as people at a screen do.
 */
async function runMix(
  base: string,
  concurrency: number,
  seconds: number,
  sessions: Array<{ headers: Record<string, string>; picks: Operation[] }>,
  thinkMs = 0,
) {
  const client = httpClient(concurrency);
  const samples = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const errorExamples: string[] = [];
  let requests = 0;
  let sent = 0;
  const rnd = seeded(concurrency);
  const run = async (duration: number, record: boolean) => {
    const deadline = performance.now() + duration * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async (_, loop) => {
        const session = sessions[loop % sessions.length] as (typeof sessions)[number];
        while (performance.now() < deadline) {
          if (thinkMs > 0) await sleep(-Math.log(1 - rnd.next()) * thinkMs);
          const op = rnd.pick(session.picks);
          const headers = op.contentType ? { ...session.headers, 'content-type': op.contentType } : session.headers;
          const started = process.hrtime.bigint();
          const answer = await client
            .request(op.method, `${base}${op.paths ? rnd.pick(op.paths) : op.path}`, headers, op.body)
            .catch((e: Error) => ({ status: 0, body: e.message }));
          sent++;
          if (!record) continue;
          requests++;
          if (answer.status !== 200) {
            errors.set(op.name, (errors.get(op.name) ?? 0) + 1);
            if (errorExamples.length < 5)
              errorExamples.push(`${op.name}: ${answer.status} ${answer.body.slice(0, 120)}`);
          }
          const list = samples.get(op.name) ?? [];
          list.push(Number(process.hrtime.bigint() - started) / 1e6);
          samples.set(op.name, list);
        }
      }),
    );
  };
  await run(1, false);
  const warmUpRequests = sent;
  const used = process.cpuUsage();
  const machineBefore = machineCpuSeconds();
  const started = performance.now();
  await run(seconds, true);
  const cpu = process.cpuUsage(used);
  const elapsed = (performance.now() - started) / 1000;
  const machineAfter = machineCpuSeconds();
  client.close();
  const cpuMs = (cpu.user + cpu.system) / 1000;
  // How the cores were shared during the run, in cores (CPU seconds a second).
  const cores = {
    machine: round2((machineAfter.busy - machineBefore.busy) / elapsed),
    thisProcess: round2(cpuMs / 1000 / elapsed),
    postgres: round2((machineAfter.postgres - machineBefore.postgres) / elapsed),
  };
  return { samples, errors, errorExamples, requests, warmUpRequests, elapsed, cpuMs, cores };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A bare Fastify route per operation answering that operation's recorded bytes: HTTP and JSON alone. */
async function bareServer(answers: Map<string, string>) {
  const bare = Fastify({ bodyLimit: 10 * 1024 * 1024 });
  bare.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
  bare.all('/bare/:name', (request, reply) =>
    reply.header('content-type', 'application/json').send(answers.get((request.params as { name: string }).name)),
  );
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  return { bare, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

async function startEmbedded() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-day-'));
  fs.chmodSync(dataDir, 0o755);
  const server = await startEmbeddedPostgres(dataDir, () => {});
  return {
    url: server.url,
    async stop() {
      await server.stop();
      fs.rmSync(server.clusterDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function runWorkingDay(args: string[]) {
  const flag = args.find((a) => a.startsWith('--db='))?.slice(5) ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
  const embedded = flag === 'embedded' ? await startEmbedded() : undefined;
  const previousUrl = process.env.DATABASE_URL;
  if (embedded) process.env.DATABASE_URL = embedded.url;
  try {
    await measureDay(flag === 'pglite' ? 'pglite' : 'postgres', flag);
  } finally {
    if (embedded) {
      if (previousUrl === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previousUrl;
      await embedded.stop().catch(() => {});
    }
  }
}

async function measureDay(kind: DatabaseKind, label: string) {
  const scale = Number(process.env.BENCH_SCALE ?? 0.1);
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  // The closed loops measure how far the machine goes; people at their pace (BENCH_PEOPLE, each
  // pausing BENCH_THINK_MS on average between requests, busier than anyone at a screen) what they feel.
  const levels: Array<{ concurrency: number; thinkMs?: number }> = [
    ...(process.env.BENCH_LEVELS ?? '10,50,100').split(',').map((c) => ({ concurrency: Number(c) })),
    ...(process.env.BENCH_PEOPLE === '0'
      ? []
      : [
          { concurrency: Number(process.env.BENCH_PEOPLE ?? 100), thinkMs: Number(process.env.BENCH_THINK_MS ?? 1000) },
        ]),
  ];
  let filled: Filled | undefined;
  const fillStarted = performance.now();
  const server = await startBenchServer(
    kind,
    async (database) => {
      filled = await fill(database, scale);
    },
    async (database) => {
      filled = await refind(database);
    },
  );
  const { dataset, day } = filled as Filled;
  console.log(
    `working day on ${label}: ${JSON.stringify(dataset.counts)}, ${day.payments} payments, ${day.messages} messages, ` +
      `${day.notifications} notifications; filled in ${Math.round((performance.now() - fillStarted) / 1000)} s`,
  );
  try {
    const operations = await operationsOf(server.database, dataset.buyerId);
    const byName = new Map(operations.map((o) => [o.name, o]));
    const sessions: Array<{ username: string; headers: Record<string, string>; picks: Operation[] }> = [];
    const conversationLoad = byName.get('conversation load') as Operation;
    for (const person of PEOPLE) {
      const headers = await server.login(person.username);
      const probeOwn = httpClient(1);
      const own = await ownConversations(server.database, person.username, conversationLoad, async (path) => {
        return (await probeOwn.request('GET', `${server.base}${path}`, headers)).status === 200;
      });
      probeOwn.close();
      const picks = Object.entries(person.mix).flatMap(([name, weight]) =>
        Array.from({ length: weight }, () => (name === conversationLoad.name ? own : (byName.get(name) as Operation))),
      );
      sessions.push({ username: person.username, headers, picks });
    }
    // Every operation once per person who does it. One the demo's rights refuse that person (403)
    // leaves their mix, said here; any other refusal is a bench mistake, not load.
    const answers = new Map<string, string>();
    const probe = httpClient(1);
    for (const s of sessions)
      for (const op of new Set(s.picks)) {
        const headers = op.contentType ? { ...s.headers, 'content-type': op.contentType } : s.headers;
        const answer = await probe.request(op.method, `${server.base}${op.path}`, headers, op.body);
        if (answer.status === 403) {
          console.log(`  ${s.username} may not do "${op.name}": left out of their mix`);
          s.picks = s.picks.filter((o) => o !== op);
          continue;
        }
        if (answer.status !== 200)
          throw new Error(`${op.name} as ${s.username}: ${answer.status} ${answer.body.slice(0, 200)}`);
        if (!answers.has(op.name)) answers.set(op.name, answer.body);
      }
    // The conversation every send goes to, opened: measured alone below (BENCH_CPU_BY_OPERATION).
    const sharedLoad = { ...conversationLoad, name: 'conversation load (the shared one)' };
    const opener = sessions[0] as (typeof sessions)[number];
    answers.set(sharedLoad.name, (await probe.request('GET', `${server.base}${sharedLoad.path}`, opener.headers)).body);
    probe.close();
    const bare = await bareServer(answers);
    const bareSessions = sessions.map((s) => ({
      headers: s.headers,
      picks: s.picks.map((op) => ({ ...op, paths: undefined, path: `/bare/${encodeURIComponent(op.name)}` })),
    }));

    const results: LevelResult[] = [];
    for (const { concurrency, thinkMs } of levels) {
      const app = await runMix(server.base, concurrency, seconds, sessions, thinkMs);
      const baseline = await runMix(bare.base, concurrency, seconds, bareSessions, thinkMs);
      const appCpuMs = app.cpuMs / Math.max(1, app.requests);
      const bareCpuMs = baseline.cpuMs / Math.max(1, baseline.requests);
      const result: LevelResult = {
        concurrency,
        thinkMs,
        seconds,
        requests: app.requests,
        errors: [...app.errors.values()].reduce((a, b) => a + b, 0),
        throughput: Math.round(app.requests / app.elapsed),
        appCpuMs: Math.round(appCpuMs * 1000) / 1000,
        bareCpuMs: Math.round(bareCpuMs * 1000) / 1000,
        cpuRatio: ratio(appCpuMs, bareCpuMs),
        cores: app.cores,
        operations: operations
          .filter((o) => app.samples.has(o.name))
          .map((o) => ({
            name: o.name,
            errors: app.errors.get(o.name) ?? 0,
            ...summarise(app.samples.get(o.name) ?? []),
          })),
        all: summarise([...app.samples.values()].flat()),
        bare: summarise([...baseline.samples.values()].flat()),
      };
      results.push(result);
      const { all } = result;
      console.log(
        `\n${thinkMs ? `${concurrency} people pausing ${thinkMs} ms on average` : `concurrency ${concurrency}`}: ${result.throughput} requests/s, ${result.errors} errors, p95 ${all.p95} ms ` +
          `(bare route of the same bytes: p95 ${result.bare.p95} ms, ${Math.round(baseline.requests / baseline.elapsed)}/s); ` +
          `CPU a request in this process (app and its client): ${result.appCpuMs} ms, bare ${result.bareCpuMs} ms, ${result.cpuRatio}x`,
      );
      console.log(
        `  cores busy (of ${os.availableParallelism()}): ${result.cores.machine}; this process (app and load generator) ` +
          `${result.cores.thisProcess}, PostgreSQL ${result.cores.postgres}`,
      );
      for (const e of app.errorExamples) console.log(`  error ${e}`);
      for (const o of result.operations)
        console.log(
          `  ${o.name.padEnd(34)} p50 ${fmt(o.p50)} p95 ${fmt(o.p95)} p99 ${fmt(o.p99)}  ${String(o.samples).padStart(6)} calls${o.errors ? `  ${o.errors} errors` : ''}`,
        );
    }
    const capture = installCapture(server.database);
    // Where the CPU goes: each operation alone, as the first person who does it, at concurrency 10.
    const cpuByOperation: Array<{ name: string; appCpuMs: number; bareCpuMs: number; statements: number }> = [];
    if (process.env.BENCH_CPU_BY_OPERATION === '1') {
      console.log('\neach operation alone at concurrency 10: CPU a request in this process, app and bare route');
      for (const shared of [...operations, sharedLoad]) {
        const session =
          shared === sharedLoad ? opener : sessions.find((s) => s.picks.some((o) => o.name === shared.name));
        if (!session) continue;
        const op = session.picks.find((o) => o.name === shared.name) ?? shared;
        const alone = [{ headers: session.headers, picks: [op] }];
        const { result: app, statements } = await capture.during(() => runMix(server.base, 10, 2, alone));
        const perRequest = statements.length / Math.max(1, app.requests + app.warmUpRequests);
        const baseline = await runMix(bare.base, 10, 2, [
          {
            headers: session.headers,
            picks: [{ ...op, paths: undefined, path: `/bare/${encodeURIComponent(op.name)}` }],
          },
        ]);
        const row = {
          name: op.name,
          appCpuMs: Math.round((app.cpuMs / Math.max(1, app.requests)) * 1000) / 1000,
          bareCpuMs: Math.round((baseline.cpuMs / Math.max(1, baseline.requests)) * 1000) / 1000,
          statements: Math.round(perRequest * 10) / 10,
        };
        cpuByOperation.push(row);
        console.log(
          `  ${op.name.padEnd(34)} app ${row.appCpuMs.toFixed(3)} ms  bare ${row.bareCpuMs.toFixed(3)} ms  ` +
            `${ratio(row.appCpuMs, row.bareCpuMs)}x  ${row.statements} statements a request`,
        );
      }
    }
    await bare.bare.close();

    // Each main read alone at concurrency 10 against its own statements replayed raw.
    const reads: TargetResult[] = [];
    console.log('\nmain reads alone at concurrency 10, next to their own SQL replayed raw:');
    // BENCH_READS=0 leaves them out (a profile of the mix alone).
    const mainReads = process.env.BENCH_READS === '0' ? [] : operations.filter((o) => o.isMainRead);
    for (const shared of mainReads) {
      const session = sessions.find((s) => s.picks.some((o) => o.name === shared.name));
      if (!session) continue;
      const op = session.picks.find((o) => o.name === shared.name) as Operation;
      const r = await measureTarget(
        {
          name: op.name,
          method: op.method,
          url: `${server.base}${op.path}`,
          headers: op.contentType ? { ...session.headers, 'content-type': op.contentType } : session.headers,
          body: op.body,
          warmUp: true,
          // What HTTP alone costs at this concurrency: a read whose SQL takes less cannot be within 2x of it.
          bareRoute: true,
        },
        {
          database: server.database,
          databaseUrl: server.databaseUrl,
          capture,
          concurrency: 10,
          seconds: Math.min(seconds, 2),
        },
      );
      const { captured: _, ...kept } = r;
      reads.push(kept);
      printResult(kept);
    }

    const at50 = results.find((r) => r.concurrency === 50 && !r.thinkMs);
    const people = results.find((r) => r.thinkMs);
    const closed = results.filter((r) => !r.thinkMs);
    // How many such people this machine serves: its best closed-loop throughput over what one asks.
    const capacity =
      people && closed.length > 0
        ? Math.round(Math.max(...closed.map((r) => r.throughput)) / (people.throughput / people.concurrency))
        : undefined;
    if (capacity) console.log(`\nthis machine serves about ${capacity} such people before their requests queue`);
    const aims: SummaryRow[] = [
      {
        suite: `working day (${label})`,
        target: 'the mix at concurrency 50',
        value: at50?.all.p95 ?? 0,
        unit: 'ms',
        baseline: at50?.bare.p95,
        ratio: at50 ? ratio(at50.all.p95, at50.bare.p95) : undefined,
        aim: 'p95 < 50 ms, 0 errors',
        met: at50 ? at50.all.p95 < 50 && at50.errors === 0 : false,
      },
      ...(people
        ? [
            {
              suite: `working day (${label})`,
              target: `${people.concurrency} people each pausing ${people.thinkMs} ms on average between requests (${people.throughput} requests/s; the machine's ceiling: about ${capacity} such people)`,
              value: people.all.p95,
              unit: 'ms',
              baseline: people.bare.p95,
              ratio: ratio(people.all.p95, people.bare.p95),
              aim: 'p95 < 50 ms, 0 errors',
              met: people.all.p95 < 50 && people.errors === 0,
            } satisfies SummaryRow,
          ]
        : []),
      {
        suite: `working day (${label})`,
        target: 'app CPU a request at concurrency 50, against a bare route of the same bytes',
        value: at50?.appCpuMs ?? 0,
        unit: 'ms',
        measure: 'CPU',
        baseline: at50?.bareCpuMs,
        ratio: at50?.cpuRatio,
        aim: '<= 3x the bare route',
        met: at50 ? at50.cpuRatio <= 3 : false,
      },
      ...reads.map(
        (r): SummaryRow => ({
          suite: `working day (${label})`,
          target: `${r.name}, concurrency 10, against its raw SQL (a bare route of its bytes: p95 ${r.bare?.p95} ms)`,
          value: r.http.p95,
          unit: 'ms',
          baseline: r.rawSql.p95,
          ratio: r.ratio.p95,
          aim: '<= 2x its raw SQL',
          met: r.ratio.p95 <= 2,
        }),
      ),
    ];
    console.log('\naims (read on a quiet machine):');
    for (const a of aims)
      console.log(
        `  ${a.met ? 'met    ' : 'NOT met'} ${a.target}: ${a.value} ms (baseline ${a.baseline}, ${a.ratio}x; aim ${a.aim})`,
      );
    addSummaryRows(...aims);
    const suffix = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
    const file = writeResult(`working-day-${label}${suffix}`, {
      at: new Date().toISOString(),
      suite: 'working-day',
      database: label,
      scale,
      counts: dataset.counts,
      generated: { ...day, conversationIds: undefined },
      load: machineLoad(),
      people: PEOPLE.map((p) => p.username),
      capacityInPeople: capacity,
      levels: results,
      cpuByOperation,
      reads,
    });
    console.log(`written to ${file}`);
  } finally {
    await server.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (ms: number) => `${ms.toFixed(1)}ms`.padStart(9);
