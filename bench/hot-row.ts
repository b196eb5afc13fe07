/**
 * `DATABASE_URL=postgres://... npx tsx bench/hot-row.ts` (issue 45 item 2): the statements of a post to
 * one conversation, in the former order (the conversation's row stamped first, `on conflict do update set
 * last_message_at`, so it stays locked until the commit) and the present one (`on conflict do nothing`:
 * no row written, nothing held), each at concurrency 10 and 50 over a pool of 10, like the app's, in
 * the same run. Tables of its own (dropped afterwards) in a scratch database made and dropped here.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresConnectionOptions } from '../server/src/platform/db/client';
import { sampleLoop } from './lib/measure';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bench_hot_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 10, options: postgresConnectionOptions });
// Dropping the database WITH (FORCE) ends the pool's idle connections: the end of the run, not a failure.
pool.on('error', () => {});
const seconds = Number(process.env.BENCH_SECONDS ?? 3);

try {
  await pool.query(`
    create table conversations (appointment_id bigint primary key, created_at timestamptz not null,
      last_message_at timestamptz);
    create table messages (id bigint generated always as identity primary key,
      conversation_id bigint not null references conversations, text text not null, sent_at timestamptz not null);
    create table receipts (message_id bigint not null references messages, profile_id bigint not null,
      primary key (message_id, profile_id));
    insert into conversations values (1, now(), now());`);
  const stamp = {
    before:
      'insert into conversations values ($1, now(), now()) on conflict (appointment_id) do update set last_message_at = excluded.last_message_at',
    after:
      'insert into conversations (appointment_id, created_at) values ($1, now()) on conflict (appointment_id) do nothing',
  };
  const post = async (first: string) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(first, [1]);
      const { rows } = await client.query<{ id: string }>(
        'insert into messages (conversation_id, text, sent_at) values (1, $1, now()) returning id',
        ['<p>Pilot on board</p>'],
      );
      await client.query('insert into receipts select $1, p from generate_series(1, 6) p', [rows[0]?.id]);
      await client.query('commit');
    } finally {
      client.release();
    }
  };
  for (const concurrency of [10, 50])
    for (const variant of ['before', 'after'] as const) {
      const latency = await sampleLoop(concurrency, seconds, () => post(stamp[variant]));
      console.log(
        `posts to one conversation, ${variant === 'before' ? 'row stamped first (before)' : 'row left alone (now)   '} ` +
          `concurrency ${concurrency}: p50 ${latency.p50} ms, p95 ${latency.p95} ms, p99 ${latency.p99} ms, ` +
          `${Math.round(latency.samples / seconds)} posts/s`,
      );
    }
} finally {
  await pool.end();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
