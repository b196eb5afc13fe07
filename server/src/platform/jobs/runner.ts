import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from './db';

/** What a handler is told about the run it is in. */
export interface JobRun {
  id: number;
  kind: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/**
 * Runs a job's work. A job runs at least once: a node may die after the work and before it records
 * it done, and the job then runs again elsewhere, so handlers are idempotent (they check the state
 * they change, or write with a unique key).
 */
export type JobHandler<P = unknown> = (payload: P, run: JobRun) => Promise<void>;

export interface EnqueueOptions {
  /** When it becomes due; now when absent. */
  runAt?: Date;
  /** One live (pending or running) job per key: a second enqueue with the key is a no-op. */
  uniqueKey?: string;
  /**
   * With `uniqueKey`: one job of the key ever, done ones included. A recurring job every node queues
   * at its start, keyed by its period, needs it: a node starting after another's job of the period has
   * run would otherwise queue (and run) it again.
   */
  once?: boolean;
  maxAttempts?: number;
}

export interface JobRunnerOptions {
  db: Db;
  clock: () => Date;
  /** How long a claimed job is held before another node may take it again. */
  leaseMs?: number;
  /** Jobs claimed per pass. */
  batchSize?: number;
  pollMs?: number;
  /** Delay before retry n (1-based): doubles from `retryBaseMs`, capped at `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  onError?: (error: unknown, run?: JobRun) => void;
  /** Names this node in `locked_by`; unique per process by default. */
  nodeId?: string;
}

const live = inArray(jobs.status, ['PENDING', 'RUNNING']);

/**
 * The durable jobs runner of DESIGN §2: jobs live in the `jobs` table, so they survive a restart,
 * and are claimed with `FOR UPDATE SKIP LOCKED`, so several nodes share one table without running a
 * job twice at once. Time is the app's clock, never the database's, so tests move it.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, clock } = options;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 10;
  const pollMs = options.pollMs ?? 1_000;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const retryMaxMs = options.retryMaxMs ?? 60 * 60_000;
  const nodeId = options.nodeId ?? `${os.hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const onError = options.onError ?? (() => {});
  const handlers = new Map<string, JobHandler>();

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let isStopped = true;

  /** Registers the handler of a kind; a module registers its kinds once, when it is built. */
  function register<P>(kind: string, handler: JobHandler<P>) {
    if (handlers.has(kind)) throw new Error(`a handler for job kind ${kind} is registered already`);
    handlers.set(kind, handler as JobHandler);
  }

  /**
   * Adds a job, inside the caller's transaction when given one (so the job exists exactly when the
   * change that asked for it commits). Answers its id, or null when a live job holds `uniqueKey`.
   */
  async function enqueue(kind: string, payload: unknown, enqueueOptions: EnqueueOptions = {}, tx: Db = db) {
    const now = clock();
    if (enqueueOptions.once && enqueueOptions.uniqueKey) {
      const [earlier] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.uniqueKey, enqueueOptions.uniqueKey))
        .limit(1);
      if (earlier) return null;
    }
    const [row] = await tx
      .insert(jobs)
      .values({
        kind,
        payload,
        runAt: enqueueOptions.runAt ?? now,
        maxAttempts: enqueueOptions.maxAttempts ?? 5,
        uniqueKey: enqueueOptions.uniqueKey ?? null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: jobs.uniqueKey, where: sql`status in ('PENDING', 'RUNNING')` })
      .returning({ id: jobs.id });
    if (row && !isStopped && (enqueueOptions.runAt ?? now) <= now) wake();
    return row?.id ?? null;
  }

  /** Drops the pending job of a key (a rescheduled publish); answers whether there was one. */
  async function cancel(uniqueKey: string, tx: Db = db) {
    const rows = await tx
      .delete(jobs)
      .where(and(eq(jobs.uniqueKey, uniqueKey), eq(jobs.status, 'PENDING')))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /**
   * Runs a failed (DEAD) job again from its first attempt (the admin console's background tasks).
   * Answers false when the job is not DEAD, or when a live job of its unique key exists already.
   */
  async function retry(jobId: number, tx: Db = db): Promise<boolean> {
    const now = clock();
    try {
      const rows = await tx
        .update(jobs)
        .set({ status: 'PENDING', attempts: 0, runAt: now, lockedBy: null, lockedUntil: null, finishedAt: null })
        .where(and(eq(jobs.id, jobId), eq(jobs.status, 'DEAD')))
        .returning({ id: jobs.id });
      if (rows.length > 0 && !isStopped) wake();
      return rows.length > 0;
    } catch (error) {
      if ((error as { code?: string; cause?: { code?: string } })?.cause?.code === '23505') return false;
      if ((error as { code?: string })?.code === '23505') return false;
      throw error;
    }
  }

  /** Claims what is due (and what a dead node left running past its lease) for this node. */
  async function claim(now: Date) {
    // A job whose lease ran out on its last attempt is not run again: it is dead.
    await db
      .update(jobs)
      .set({ status: 'DEAD', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: 'lease expired' })
      .where(
        and(
          eq(jobs.status, 'RUNNING'),
          lte(jobs.runAt, now),
          sql`${jobs.lockedUntil} < ${now}`,
          sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        ),
      );
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          live,
          lte(jobs.runAt, now),
          or(eq(jobs.status, 'PENDING'), sql`${jobs.lockedUntil} < ${now}`),
          sql`${jobs.attempts} < ${jobs.maxAttempts}`,
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: 'RUNNING',
        lockedBy: nodeId,
        lockedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
  }

  // Only the node holding the lease records the outcome: a node that lost its lease to another
  // (it was too slow) must not overwrite what the other one does.
  const heldByMe = (id: number) => and(eq(jobs.id, id), eq(jobs.status, 'RUNNING'), eq(jobs.lockedBy, nodeId));

  async function settle(run: JobRun, error: unknown) {
    const now = clock();
    if (error === undefined) {
      await db
        .update(jobs)
        .set({ status: 'DONE', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: null })
        .where(heldByMe(run.id));
      return;
    }
    const lastError = error instanceof Error ? error.message : String(error);
    const isLast = run.attempt >= run.maxAttempts;
    const delay = Math.min(retryBaseMs * 2 ** (run.attempt - 1), retryMaxMs);
    await db
      .update(jobs)
      .set(
        isLast
          ? { status: 'DEAD', finishedAt: now, lockedBy: null, lockedUntil: null, lastError }
          : { status: 'PENDING', runAt: new Date(now.getTime() + delay), lockedBy: null, lockedUntil: null, lastError },
      )
      .where(heldByMe(run.id));
  }

  /** One pass: claims the due jobs and runs them one after another; answers how many ran. */
  async function runDue() {
    const claimed = await claim(clock());
    for (const job of claimed) {
      const run: JobRun = { id: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts };
      const handler = handlers.get(job.kind);
      let failure: unknown;
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(job.payload, run);
      } catch (error) {
        failure = error ?? new Error('job failed');
        onError(error, run);
      }
      await settle(run, failure);
    }
    return claimed.length;
  }

  /** Runs passes until nothing is due (tests and the poll loop). */
  async function drain() {
    let total = 0;
    for (let n = await runDue(); n > 0; n = await runDue()) total += n;
    return total;
  }

  function schedule(delay: number) {
    if (isStopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    if (isStopped || running) return;
    running = drain();
    running
      .catch((error) => onError(error))
      .finally(() => {
        running = undefined;
        schedule(pollMs);
      });
  }

  /** A job due now was added on this node: run it without waiting for the next poll. */
  function wake() {
    if (!running) schedule(0);
  }

  /** Starts polling; `stop` waits for the pass in flight. */
  function start() {
    if (!isStopped) return;
    isStopped = false;
    schedule(0);
  }

  async function stop() {
    isStopped = true;
    clearTimeout(timer);
    await running?.catch(() => {});
  }

  /**
   * The live jobs of every node, for the metrics: waiting, due now (a backlog when it stays up) and
   * running. Read through the live-jobs index; finished jobs are not counted.
   */
  async function countLive(): Promise<{ pending: number; due: number; running: number }> {
    const [row] = await db
      .select({
        pending: sql<number>`count(*) filter (where ${jobs.status} = 'PENDING')`.mapWith(Number),
        due: sql<number>`count(*) filter (where ${jobs.status} = 'PENDING' and ${jobs.runAt} <= ${clock()})`.mapWith(
          Number,
        ),
        running: sql<number>`count(*) filter (where ${jobs.status} = 'RUNNING')`.mapWith(Number),
      })
      .from(jobs)
      .where(live);
    return row ?? { pending: 0, due: 0, running: 0 };
  }

  return { register, enqueue, cancel, retry, runDue, drain, start, stop, countLive, nodeId };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
/** What a module needs to schedule work: it never runs or claims jobs itself. */
export type JobQueue = Pick<JobRunner, 'register' | 'enqueue' | 'cancel'>;
