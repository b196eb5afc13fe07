import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Decimal } from '@portcall/contracts/money';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { readConfig } from '../../platform/config';
import { openDatabase } from '../../platform/db/client';
import { ok } from '../../test/buyer-scenario';
import { withDatabase } from '../../test/global-setup';
import type { TestApp } from '../../test/harness';
import { bearer, createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { postgresUnreachable } from '../../test/services';
import { acceptedAppointment, createBankAccount } from '../proformas/scenario';
import { approvedProforma, type PaymentAnswer, paymentOf } from './scenario';

/**
 * Crash safety: the real server, as a child process on a fresh PostgreSQL database, is
 * SIGKILLed in the middle of a stream of pays and restarted on the same database. Whatever the
 * client saw acknowledged must be there, and nothing may be half done.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const S = '/da-app/secured';
const PAYMENTS = 36;
const KILL_AFTER_ACKS = 12;
const WORKERS = 4;

const serverUrl = process.env.DATABASE_URL;
const skipReason = serverUrl ? await postgresUnreachable(serverUrl) : 'DATABASE_URL is not set (.ci/run sets it)';

const title = skipReason ? `crash safety on PostgreSQL (skipped: ${skipReason})` : 'crash safety on PostgreSQL';

describe.skipIf(skipReason !== undefined)(title, () => {
  const dbName = `portcall_crash_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-crash-'));
  let databaseUrl = '';
  let sql: pg.Client;
  let approver: TestProfile;
  let buyerId = 0;
  const approved: PaymentAnswer[] = [];
  let server: { child: ChildProcess; baseUrl: string } | undefined;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const template = inject('templateDatabase');
    await admin.query(`CREATE DATABASE ${dbName}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    databaseUrl = withDatabase(serverUrl as string, dbName);

    // The data is prepared in-process through the real calls, then the app is closed: the child
    // server is the only writer during the stream.
    const database = await openDatabase({ databaseUrl });
    if (!template) await database.migrate();
    const config = { ...readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), webDistDir: path.join(dataDir, 'x') };
    const built = await buildApp({ config, database, logger: false, authRateLimit: 1_000_000 });
    await built.app.ready();
    const t = { ...built, database, dataDir, close: async () => {} } as TestApp;
    const reviewer = await createCompanyWithProfile(t, { type: 'BUYER' });
    approver = await createCompanyWithProfile(t, { type: 'BUYER', companyId: reviewer.companyId });
    buyerId = reviewer.companyId;
    const agent = await createCompanyWithProfile(t, { type: 'AGENT' });
    const at = await acceptedAppointment(t, reviewer, agent);
    const bank = await createBankAccount(t, agent);
    for (let i = 0; i < PAYMENTS; i += 1) {
      const cents = String(i).padStart(2, '0');
      const da = await approvedProforma(t, reviewer, agent, [`${100 + i}.${cents}`, '0.05'], {
        at,
        bankAccountId: bank.id,
      });
      const draft = await paymentOf(t, reviewer, da.proformaId);
      const pending = await ok<PaymentAnswer>(t, reviewer, 'POST', `${S}/payments/${draft.id}/request-approval`, {
        version: draft.version,
      });
      approved.push(
        await ok<PaymentAnswer>(t, approver, 'POST', `${S}/payments/${draft.id}/approve`, { version: pending.version }),
      );
    }
    await built.app.close();
    await database.close();
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
  }, 600_000);

  afterAll(async () => {
    if (server) await stop(server.child, 'SIGTERM');
    await sql?.end().catch(() => {});
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  const pay = (baseUrl: string, p: PaymentAnswer) =>
    fetch(`${baseUrl}${S}/financial/payment/pay`, {
      method: 'POST',
      headers: { ...bearer(approver), 'content-type': 'application/json', 'idempotency-key': `crash-${p.id}` },
      body: JSON.stringify({ paymentId: p.id, version: p.version, remittedAmount: p.approvedAmount }),
    });

  async function state() {
    const { rows } = await sql.query<{
      id: string;
      status: string;
      remitted: string | null;
      moves: string;
      pays: string;
    }>(
      `SELECT p.id, p.status, p.remitted_amount::text AS remitted,
              (SELECT count(*) FROM cash_flow_movements m WHERE m.payment_id = p.id AND m.kind = 'PAYMENT') AS moves,
              (SELECT count(*) FROM audit_log a WHERE a.entity = 'payment' AND a.entity_id = p.id::text
                 AND a.action = 'PAY') AS pays
         FROM payments p WHERE p.company_id = $1 ORDER BY p.id`,
      [buyerId],
    );
    return new Map(rows.map((r) => [Number(r.id), { ...r, moves: Number(r.moves), pays: Number(r.pays) }]));
  }

  it('keeps every acknowledged payment, leaves none half done, and replays keys without paying again', async () => {
    server = await start(databaseUrl, dataDir);
    const acked = new Map<number, unknown>();
    const sent: PaymentAnswer[] = [];
    const queue = [...approved];
    let killed = false;
    const crashed = new Promise<void>((resolve) => server?.child.once('exit', () => resolve()));
    const worker = async (baseUrl: string) => {
      while (!killed && queue.length > 0) {
        const p = queue.shift() as PaymentAnswer;
        sent.push(p);
        try {
          const response = await pay(baseUrl, p);
          const body = await response.json();
          if (response.status === 200) acked.set(p.id, body);
        } catch {
          // the connection died with the server: not acknowledged
        }
        if (!killed && acked.size >= KILL_AFTER_ACKS) {
          killed = true;
          server?.child.kill('SIGKILL');
        }
      }
    };
    const baseUrl = server.baseUrl;
    await Promise.all(Array.from({ length: WORKERS }, () => worker(baseUrl)));
    await crashed;
    expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(sent.length).toBeLessThan(PAYMENTS);

    server = await start(databaseUrl, dataDir);
    const after = await state();
    for (const [id, row] of after) {
      // All or nothing per payment: PAID with one movement and its audit row, or untouched.
      if (row.status === 'PAID') expect([id, row.moves, row.pays]).toEqual([id, 1, 1]);
      else expect([id, row.status, row.moves, row.pays]).toEqual([id, 'APPROVED', 0, 0]);
    }
    for (const id of acked.keys()) expect(after.get(id)?.status).toBe('PAID');

    // A retry of every acknowledged key answers the first answer and pays nothing more.
    for (const p of approved.filter((a) => acked.has(a.id))) {
      const replay = await pay(server.baseUrl, p);
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual(acked.get(p.id));
    }
    const replayed = await state();
    expect([...replayed.values()].map((r) => r.moves)).toEqual([...after.values()].map((r) => r.moves));

    // The client retries what it never saw answered: each is then paid exactly once.
    for (const p of sent.filter((s) => !acked.has(s.id))) expect((await pay(server.baseUrl, p)).status).toBe(200);
    const final = await state();
    for (const p of sent) expect(final.get(p.id)).toMatchObject({ status: 'PAID', moves: 1, pays: 1 });

    // The balance is the sum of the movements, which is what was paid.
    const { rows } = await sql.query<{ total: string }>(
      `SELECT coalesce(sum(m.amount), 0)::text AS total FROM cash_flow_movements m
         JOIN cash_flow_accounts a ON a.id = m.account_id WHERE a.company_id = $1`,
      [buyerId],
    );
    const paid = [...final.values()]
      .filter((r) => r.status === 'PAID')
      .reduce((sum, r) => sum.plus(r.remitted ?? '0'), new Decimal(0));
    const accounts = (await (
      await fetch(`${server.baseUrl}${S}/buyer/${buyerId}/buyer-cash-flow-accounts`, { headers: bearer(approver) })
    ).json()) as Array<{ currency: string; balance: string }>;
    expect(new Decimal(rows[0]?.total ?? '0').equals(paid)).toBe(true);
    expect(accounts.map((a) => [a.currency, a.balance])).toEqual([['EUR', paid.toFixed(2)]]);
  }, 300_000);
});

async function start(databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/da-app/feature-flags`)).ok) return { child, baseUrl };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
