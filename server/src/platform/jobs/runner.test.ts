import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness';
import { type Database, openDatabase } from '../db/client';
import { jobs } from './db';
import { createJobRunner, type JobRunnerOptions } from './runner';

const MINUTE = 60_000;
let database: Database & { url?: string };
let now: Date;
const clock = () => new Date(now);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());
beforeEach(async () => {
  now = new Date('2031-05-06T07:00:00Z');
  await database.db.delete(jobs);
});

const runner = (options: Partial<JobRunnerOptions> = {}) =>
  createJobRunner({ db: database.db, clock, retryBaseMs: MINUTE, ...options });
const rowOf = async (id: number | null) => {
  const [row] = await database.db
    .select()
    .from(jobs)
    .where(eq(jobs.id, id ?? -1));
  if (!row) throw new Error(`no job ${id}`);
  return row;
};

describe('jobs runner', () => {
  it('runs a due job once with its payload and records it done', async () => {
    const r = runner();
    const seen: unknown[] = [];
    r.register('reminder', async (payload, run) => {
      seen.push({ payload, attempt: run.attempt });
    });
    const id = await r.enqueue('reminder', { appointmentId: 7 });
    expect(await r.drain()).toBe(1);
    expect(await r.drain()).toBe(0);
    expect(seen).toEqual([{ payload: { appointmentId: 7 }, attempt: 1 }]);
    expect(await rowOf(id)).toMatchObject({ status: 'DONE', attempts: 1, finishedAt: now });
  });

  it('waits for run_at on the app clock', async () => {
    const r = runner();
    const ran: string[] = [];
    r.register('publish', async (p: { name: string }) => {
      ran.push(p.name);
    });
    await r.enqueue('publish', { name: 'tomorrow' }, { runAt: new Date(now.getTime() + 24 * 60 * MINUTE) });
    expect(await r.drain()).toBe(0);
    now = new Date(now.getTime() + 24 * 60 * MINUTE);
    expect(await r.drain()).toBe(1);
    expect(ran).toEqual(['tomorrow']);
  });

  it('retries a failing job with a growing delay, then keeps it as dead with its error', async () => {
    const r = runner();
    let calls = 0;
    r.register('mail', async () => {
      calls++;
      throw new Error(`smtp refused (${calls})`);
    });
    const id = await r.enqueue('mail', {}, { maxAttempts: 3 });
    await r.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'smtp refused (1)' });
    expect((await rowOf(id)).runAt).toEqual(new Date(now.getTime() + MINUTE));
    now = new Date(now.getTime() + MINUTE);
    await r.drain();
    expect((await rowOf(id)).runAt).toEqual(new Date(now.getTime() + 2 * MINUTE));
    now = new Date(now.getTime() + MINUTE);
    expect(await r.drain()).toBe(0);
    now = new Date(now.getTime() + MINUTE);
    await r.drain();
    expect(calls).toBe(3);
    expect(await rowOf(id)).toMatchObject({ status: 'DEAD', attempts: 3, lastError: 'smtp refused (3)' });
    now = new Date(now.getTime() + 60 * MINUTE);
    expect(await r.drain()).toBe(0);
  });

  it('keeps one live job per unique key; a cancelled or finished one frees the key', async () => {
    const r = runner();
    r.register('publish', async () => {});
    const later = { runAt: new Date(now.getTime() + MINUTE), uniqueKey: 'estimation-4' };
    const first = await r.enqueue('publish', { v: 1 }, later);
    expect(first).not.toBeNull();
    expect(await r.enqueue('publish', { v: 2 }, later)).toBeNull();
    expect(await r.cancel('estimation-4')).toBe(true);
    const second = await r.enqueue('publish', { v: 3 }, later);
    expect(second).not.toBeNull();
    now = new Date(now.getTime() + MINUTE);
    await r.drain();
    expect(await r.enqueue('publish', { v: 4 }, later)).not.toBeNull();
    expect((await database.db.select().from(jobs)).map((j) => j.payload)).toEqual(
      expect.arrayContaining([{ v: 3 }, { v: 4 }]),
    );
  });

  it('runs a job queued `once` a single time, though a node queues its key after it has run', async () => {
    const one = runner({ nodeId: 'one' });
    const two = runner({ nodeId: 'two' });
    const runs: string[] = [];
    for (const [name, r] of [
      ['one', one],
      ['two', two],
    ] as const)
      r.register('sweep', async () => {
        runs.push(name);
      });
    const period = { uniqueKey: 'sweep:1', once: true };
    expect(await one.enqueue('sweep', {}, period)).not.toBeNull();
    await one.drain();
    // The second node starts after the first node's job of the period is done.
    expect(await two.enqueue('sweep', {}, period)).toBeNull();
    await two.drain();
    expect(runs).toEqual(['one']);
  });

  it('is enqueued with the transaction that asks for it, and not when that rolls back', async () => {
    const r = runner();
    await database.db
      .transaction(async (tx) => {
        await r.enqueue('reminder', { n: 1 }, {}, tx);
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await database.db.select().from(jobs)).toHaveLength(0);
  });

  it('takes back a job whose node died past its lease; the late node cannot overwrite the outcome', async () => {
    const dead = runner({ leaseMs: 5 * MINUTE, nodeId: 'node-a' });
    const alive = runner({ leaseMs: 5 * MINUTE, nodeId: 'node-b' });
    let release: () => void = () => {};
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    dead.register('report', () => stuck);
    const ranOn: string[] = [];
    alive.register('report', async (_p, run) => {
      ranOn.push(`node-b attempt ${run.attempt}`);
    });
    const id = await dead.enqueue('report', {});
    const hung = dead.runDue();
    await expect.poll(async () => (await rowOf(id)).lockedBy).toBe('node-a');
    expect(await alive.runDue()).toBe(0);
    now = new Date(now.getTime() + 6 * MINUTE);
    expect(await alive.runDue()).toBe(1);
    expect(ranOn).toEqual(['node-b attempt 2']);
    release();
    await hung;
    expect(await rowOf(id)).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('survives a restart: a job left by one runner is run by the next one built on the table', async () => {
    const before = runner();
    const id = await before.enqueue('reminder', { appointmentId: 3 });
    await before.stop();
    const after = runner();
    const seen: unknown[] = [];
    after.register('reminder', async (p) => {
      seen.push(p);
    });
    await after.drain();
    expect(seen).toEqual([{ appointmentId: 3 }]);
    expect(await rowOf(id)).toMatchObject({ status: 'DONE' });
  });

  it('two nodes on one table run each of 60 jobs exactly once', async () => {
    // On PostgreSQL the second node has its own pool, as another process would; PGlite is one
    // connection, so there the two runners share it.
    const other = database.url ? await openDatabase({ databaseUrl: database.url }) : database;
    try {
      const runs = new Map<number, number>();
      const ranOn = new Set<string>();
      const nodes = [database, other].map((d, i) =>
        createJobRunner({ db: d.db, clock, nodeId: `node-${i}`, batchSize: 4 }),
      );
      for (const node of nodes) {
        node.register('count', async (p: { n: number }) => {
          await new Promise((r) => setTimeout(r, 2));
          runs.set(p.n, (runs.get(p.n) ?? 0) + 1);
          ranOn.add(node.nodeId);
        });
      }
      for (let n = 0; n < 60; n++) await nodes[0]?.enqueue('count', { n });
      await Promise.all(nodes.map((node) => node.drain()));
      expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...Array(60).keys()]);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      const done = await database.db.select().from(jobs).where(eq(jobs.status, 'DONE'));
      expect(done).toHaveLength(60);
      if (database.url) expect(ranOn.size).toBe(2);
    } finally {
      if (other !== database) await other.close();
    }
  });

  it('polls by itself once started and stops cleanly', async () => {
    const r = runner({ pollMs: 20 });
    const seen: number[] = [];
    r.register('tick', async (p: { n: number }) => {
      seen.push(p.n);
    });
    r.start();
    await r.enqueue('tick', { n: 1 });
    await expect.poll(() => seen, { timeout: 5_000 }).toEqual([1]);
    await r.stop();
    await r.enqueue('tick', { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([1]);
  });
});
