import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id } from '../db/columns';

export const JOB_STATUSES = ['PENDING', 'RUNNING', 'DONE', 'DEAD'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Durable jobs (reminders, scheduled publishing, time-bar warnings, e-mail retries). A job is claimed
 * by one node with `FOR UPDATE SKIP LOCKED` and leased until `locked_until`: a node that dies while
 * running one leaves a lease that runs out, and another node takes the job again. `unique_key` keeps
 * one live job per key (one scheduled publish per estimation, say).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('PENDING'),
    runAt: at('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    uniqueKey: text('unique_key'),
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`status in ('PENDING', 'RUNNING')`),
    uniqueIndex('jobs_live_unique_key_idx').on(t.uniqueKey).where(sql`status in ('PENDING', 'RUNNING')`),
  ],
);
