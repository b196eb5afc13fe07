import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TConversationMessage, TLiveMessage } from '@portcall/contracts/conversations';
import Decimal from 'decimal.js';
import { and, eq, inArray, like } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { proformaExpenses, proformas } from '../modules/proformas/db';
import { acceptedAppointment, catalogue, createBankAccount, multipart } from '../modules/proformas/scenario';
import { openTestDatabase, type TestApp } from '../test/harness';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { bearer, createCompanyWithProfile, TEST_PASSWORD, type TestProfile } from '../test/scenario';
import { redisAnswers } from '../test/services';
import { readConfig } from './config';
import { SWEEP_JOB } from './files/orphans';
import { jobs } from './jobs/db';

/**
 * Two real app processes (server/src/main.ts, as `npm start` runs it) on one PostgreSQL, one Redis and
 * one S3-compatible server (s3rver, started here), configured by the environment alone, as a
 * deployment behind a load balancer runs them. Each case does something through one node and looks
 * at it through the other. Runs when DATABASE_URL is set and Redis answers (CI's PostgreSQL pass).
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const databaseUrl = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../../..');
const S = '/da-app/secured';
const LOGIN_LIMIT = 4;

const canRun = Boolean(databaseUrl) && (await redisAnswers(redisUrl));

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Node {
  url: string;
  child: ChildProcess;
  output: string[];
  dataDir: string;
}

const running: ChildProcess[] = [];
// Whatever happens to the test, no app process outlives it.
const killAll = () => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
};
process.once('exit', killAll);

/** Starts `main.ts` with `env` and waits for it to say it is serving. */
async function startNode(env: Record<string, string>): Promise<Node> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-node-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Portcall is running')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`node exited (${code}) before serving:\n${output.join('')}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, output, dataDir };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

/**
 * One HTTP request; `from` is the client's loopback address, so the rate-limit cases count under an
 * address of their own (Redis outlives a run) and not the other cases' 127.0.0.1.
 */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = http.request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      localAddress: options.from,
      agent: false,
    });
    call.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          json: <T>() => JSON.parse(body.toString()) as T,
        });
      });
      response.on('error', reject);
      // A node killed mid-answer: the body ends short of what was announced.
      response.on('close', () => {
        if (!response.complete) reject(new Error('answer cut off'));
      });
    });
    call.on('error', reject);
    call.end(options.body);
  });
}

const json = (actor: { token: string }, body: unknown) => ({
  method: 'POST',
  headers: { ...bearer(actor), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
async function sendForm(
  node: Node,
  actor: { token: string },
  url: string,
  form: unknown,
  files: Array<{ name: string; content: Buffer }> = [],
) {
  const body = await multipart(form, files);
  return request(`${node.url}${url}`, {
    method: 'POST',
    headers: { ...bearer(actor), ...body.headers },
    body: body.payload,
  });
}

/** A random address of 127.0.0.0/8 other than 127.0.0.1 (all of it is this machine's loopback). */
const loopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** A PDF-looking file of `size` bytes that differ: a byte lost or framing added shows. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size)]);

type Proforma = {
  id: number;
  version: number;
  total: string;
  sections: Record<string, Array<{ amount: string | null; attachments: Array<{ id: number; filename: string }> }>>;
};

describe.runIf(canRun)('two app processes on one PostgreSQL, Redis and S3', { timeout: 120_000 }, () => {
  let s3: TestS3Server;
  let setup: TestApp;
  let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  let a: Node;
  let b: Node;
  let buyer: TestProfile;
  let agent: TestProfile;
  let bankAccountId: number;
  let items: Awaited<ReturnType<typeof catalogue>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await openTestDatabase();
    const env = {
      DATABASE_URL: database.url as string,
      REDIS_URL: redisUrl,
      TOKEN_SIGNING_KEY: randomBytes(32).toString('base64'),
      AUTH_RATE_LIMIT: String(LOGIN_LIMIT),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'portcall-no-web'),
      ...s3.env,
    };
    // The two nodes start at once, as replicas do: one migrates and seeds, the other waits for it.
    [a, b] = await Promise.all([startNode(env), startNode(env)]);

    // The scenario is built in this process on the same database (and so the same key and bucket):
    // setup only; every case below goes through the nodes' HTTP and sockets.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-setup-'));
    const config = { ...readConfig({ ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), webDistDir: env.WEB_DIST_DIR };
    const built = await buildApp({ config, database, logger: false, authRateLimit: 1_000_000 });
    await built.app.ready();
    setup = {
      ...built,
      database,
      dataDir,
      async close() {
        await built.app.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
    buyer = await createCompanyWithProfile(setup, { type: 'BUYER' });
    agent = await createCompanyWithProfile(setup, { type: 'AGENT' });
    bankAccountId = (await createBankAccount(setup, agent)).id;
    items = await catalogue(setup);
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    killAll();
    await setup?.close();
    await database?.close();
    await s3?.close();
    for (const node of [a, b]) if (node) fs.rmSync(node.dataDir, { recursive: true, force: true });
  });

  const daForm = (terminalId: number, amounts: [string, string], withFile: boolean) => ({
    type: 'PDA',
    currency: 'EUR',
    rate: '1',
    terminalId,
    berth: 'Berth 4',
    bankAccountId,
    expenses: [
      {
        section: 'PORT_EXPENSES',
        catalogueItemId: items.PORT_DUES,
        amount: amounts[0],
        files: withFile ? [{ part: 0, kind: 'SUPPORTING' }] : [],
      },
      {
        section: 'PORT_EXPENSES',
        catalogueItemId: items.PILOTAGE_IN,
        amount: amounts[1],
        files: withFile ? [{ part: 1, kind: 'SUPPORTING' }] : [],
      },
    ],
    documents: [],
  });

  it('serves through node B, byte for byte, a file uploaded through node A', async () => {
    const at = await acceptedAppointment(setup, buyer, agent);
    const invoice = pdfOf(1_500_000);
    const base = `${S}/agent/appointment/${at.appointmentId}/proforma`;
    const saved = await sendForm(a, agent, `${base}/save`, daForm(at.terminalId, ['1000.50', '250.25'], true), [
      { name: 'dues.pdf', content: invoice },
      { name: 'pilot.pdf', content: pdfOf(1000) },
    ]);
    expect(saved.status).toBe(200);
    const draft = saved.json<Proforma>();
    const submitted = await request(`${a.url}${base}/submit`, json(agent, { id: draft.id, version: draft.version }));
    expect(submitted.body.toString()).toContain('"status":"SUBMITTED"');

    const seen = await request(`${b.url}${S}/disbursements/${draft.id}`, { headers: bearer(buyer) });
    expect(seen.status).toBe(200);
    const file = Object.values(seen.json<Proforma>().sections)
      .flat()
      .flatMap((line) => line.attachments)
      .find((f) => f.filename === 'dues.pdf');
    const download = await request(`${b.url}${S}/disbursements/${draft.id}/attachment/${file?.id}`, {
      headers: bearer(buyer),
    });
    expect(download.status).toBe(200);
    expect(download.body.length).toBe(invoice.length);
    expect(download.body.equals(invoice)).toBe(true);
  });

  it('delivers live to a socket on node B a message sent through node A', async () => {
    const at = await acceptedAppointment(setup, buyer, agent);
    const socket = io(b.url, { path: '/socket.io/', auth: { token: buyer.token }, transports: ['websocket'] });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    expect(await socket.emitWithAck('subscribe', `${buyer.profileId}/APPOINTMENT_CHAT`)).toEqual({ ok: true });
    const received: TLiveMessage[] = [];
    socket.on('message', (m: TLiveMessage) => received.push(m));

    const sent = await sendForm(
      a,
      agent,
      `${S}/conversation/${at.appointmentId}/message/send?buyerId=${buyer.companyId}`,
      { text: 'All fast at berth 4' },
    );
    expect(sent.status).toBe(200);
    const message = sent.json<TConversationMessage>();
    await expect.poll(() => received.map((m) => m.id)).toEqual([message.id]);
  });

  it('runs a scheduled job once though both nodes scheduled it', async () => {
    // Both nodes queue the orphan sweep at start; one row of the period, run once, and one next one.
    await expect
      .poll(async () =>
        setup.database.db
          .select({ status: jobs.status, attempts: jobs.attempts, key: jobs.uniqueKey })
          .from(jobs)
          .where(and(eq(jobs.kind, SWEEP_JOB), like(jobs.uniqueKey, `${SWEEP_JOB}:%`)))
          .orderBy(jobs.id),
      )
      .toEqual([
        { status: 'DONE', attempts: 1, key: expect.any(String) },
        { status: 'PENDING', attempts: 0, key: expect.any(String) },
      ]);
  });

  it('accepts on node B a session opened on node A', async () => {
    const login = await request(`${a.url}/da-app/public/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: agent.username, password: TEST_PASSWORD }),
      from: loopbackAddress(),
    });
    expect(login.status).toBe(200);
    const { token } = login.json<{ token: string }>();
    const claims = await request(`${b.url}${S}/auth/claims`, { headers: bearer({ token }) });
    expect(claims.status).toBe(200);
    expect(claims.body.toString()).toContain(agent.username);
  });

  it('counts the login rate limit across both nodes', async () => {
    // A client address of this run's own: the count lives in Redis and outlives the run.
    const from = loopbackAddress();
    const attempt = (node: Node) =>
      request(`${node.url}/da-app/public/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `nobody-${from}@test.example`, password: 'Wrong2026' }),
        from,
      });
    const answers: Answer[] = [];
    for (let i = 0; i < 2 * LOGIN_LIMIT; i++) answers.push(await attempt(i % 2 === 0 ? a : b));
    const statuses = answers.map((x) => x.status);
    // Per node, each would let LOGIN_LIMIT through; shared, the two together let LOGIN_LIMIT through.
    expect(statuses.slice(0, LOGIN_LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(LOGIN_LIMIT)).toEqual(Array(LOGIN_LIMIT).fill(429));
    expect(answers.slice(0, LOGIN_LIMIT).map((x) => x.headers['x-ratelimit-remaining'])).toEqual(
      Array.from({ length: LOGIN_LIMIT }, (_, i) => String(LOGIN_LIMIT - 1 - i)),
    );
  });

  it('loses no acknowledged DA write when node B is killed in the middle, and node A keeps serving', async () => {
    const appointments = [];
    for (let i = 0; i < 13; i++) appointments.push(await acceptedAppointment(setup, buyer, agent));
    const spare = appointments.pop() as (typeof appointments)[number];
    const acknowledged: Array<{ appointmentId: number; proforma: Proforma; amounts: [string, string] }> = [];
    const failed: unknown[] = [];
    let killed = false;
    await Promise.all(
      appointments.map(async (at, i) => {
        const amounts: [string, string] = [`${1000 + i}.25`, `${200 + i}.50`];
        const answer = await sendForm(
          b,
          agent,
          `${S}/agent/appointment/${at.appointmentId}/proforma/save`,
          daForm(at.terminalId, amounts, true),
          [
            { name: `dues-${i}.pdf`, content: pdfOf(20_000) },
            { name: `pilot-${i}.pdf`, content: pdfOf(5_000) },
          ],
        ).catch((error: unknown) => {
          failed.push(error);
          return null;
        });
        if (!answer) return;
        // Any answer that came is a whole one, and a success: the kill cuts connections, not saves.
        expect(answer.status).toBe(200);
        acknowledged.push({ appointmentId: at.appointmentId, proforma: answer.json<Proforma>(), amounts });
        if (!killed) {
          killed = true;
          b.child.kill('SIGKILL');
        }
      }),
    );
    // The kill fell in the middle: some saves were answered, some were cut off.
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);

    const db = setup.database.db;
    for (const { proforma, amounts } of acknowledged) {
      const lines = await db
        .select({ amount: proformaExpenses.amount })
        .from(proformaExpenses)
        .where(eq(proformaExpenses.proformaId, proforma.id));
      expect(lines.map((l) => new Decimal(l.amount ?? 'NaN').toFixed(2)).sort()).toEqual([...amounts].sort());
    }
    // A save cut off is all there or not at all: no DA with some of its lines.
    const written = await db
      .select({ id: proformas.id })
      .from(proformas)
      .where(
        inArray(
          proformas.appointmentId,
          appointments.map((x) => x.appointmentId),
        ),
      );
    for (const { id } of written) {
      const lines = await db.select().from(proformaExpenses).where(eq(proformaExpenses.proformaId, id));
      expect(lines).toHaveLength(2);
    }

    // Node A serves on: each acknowledged DA with its file, and a new save.
    for (const { appointmentId, proforma } of acknowledged) {
      const loaded = await request(`${a.url}${S}/agent/appointment/${appointmentId}/proforma/${proforma.id}/load`, {
        headers: bearer(agent),
      });
      expect(loaded.status).toBe(200);
      expect(loaded.json<Proforma>().total).toBe(proforma.total);
    }
    const after = await sendForm(
      a,
      agent,
      `${S}/agent/appointment/${spare.appointmentId}/proforma/save`,
      daForm(spare.terminalId, ['10.00', '20.00'], false),
    );
    expect(after.status).toBe(200);
  });
});

describe.skipIf(canRun)('two app processes', () => {
  it.skip('needs DATABASE_URL and a Redis server (REDIS_URL, default redis://127.0.0.1:6379)', () => {});
});
