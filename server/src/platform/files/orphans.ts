import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/runner';
import type { FileStorage } from './storage';

export const SWEEP_JOB = 'files.sweep-orphans';
/**
 * How old a stored file no row names must be before it is removed: a file is written before the
 * transaction of the row that names it commits (cleanup.ts), so a young one may be in flight.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 6 * 60 * 60_000;
const BATCH = 200;

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

/**
 * Removes stored files no row names (docs/decisions.md "Files on S3 and the two-node test"): left by
 * a node that died between writing a file and committing its row, or by a removal that failed. What
 * names a file is found in the database's own catalogue, not in a list kept by hand, so a module that
 * adds a file column is covered: every text column called `*file_id`, `*file_key` or `*storage_key`,
 * and the text of every jsonb column (request attachments, job payloads). A file any of them mentions
 * is kept.
 */
export function createOrphanSweep(deps: { db: Db; files: Pick<FileStorage, 'list' | 'remove'>; clock: () => Date }) {
  const { db } = deps;

  async function namingColumns() {
    const rows = rowsOf(
      await db.execute(sql`
        select table_name as "table", column_name as "column", data_type as type
        from information_schema.columns
        where table_schema = current_schema()
          and ((data_type in ('text', 'character varying') and column_name ~ '(^|_)(file_id|file_key|storage_key)$') or data_type = 'jsonb')
        order by 1, 2`),
    );
    return rows.map((r) => ({ table: String(r.table), column: String(r.column), isJson: r.type === 'jsonb' }));
  }

  /** The ids of `candidates` that some row names. */
  async function named(candidates: string[], columns: Awaited<ReturnType<typeof namingColumns>>) {
    const found = new Set<string>();
    const list = sql.join(
      candidates.map((id) => sql`(${id})`),
      sql`, `,
    );
    for (const { table, column, isJson } of columns) {
      const t = sql.identifier(table);
      const c = sql.identifier(column);
      const match = isJson ? sql`${t}.${c}::text like '%' || candidate.id || '%'` : sql`${t}.${c} = candidate.id`;
      const rows = rowsOf(
        await db.execute(sql`
          select candidate.id from (values ${list}) as candidate(id)
          where exists (select 1 from ${t} where ${match})`),
      );
      for (const r of rows) found.add(String(r.id));
    }
    return found;
  }

  /** One sweep: removes the files older than the grace period at `now` that no row names. */
  async function sweep(now = deps.clock()) {
    const columns = await namingColumns();
    if (!columns.some((c) => !c.isJson)) throw new Error('no file columns found: the orphan sweep removes nothing');
    const old: string[] = [];
    for await (const object of deps.files.list())
      if (object.storedAt.getTime() < now.getTime() - ORPHAN_GRACE_MS) old.push(object.id);
    const removed: string[] = [];
    for (let at = 0; at < old.length; at += BATCH) {
      const batch = old.slice(at, at + BATCH);
      const keep = await named(batch, columns);
      for (const id of batch.filter((id) => !keep.has(id))) {
        await deps.files.remove(id);
        removed.push(id);
      }
    }
    return removed;
  }

  return { sweep };
}

/**
 * The sweep as a recurring job of the jobs runner, so one node of many runs each one. One job per
 * period, as the integrations pump: the running sweep queues the next under another key. Answers
 * what queues the period's job at app start: `once`, since another node may have run it already
 * (the running sweep's next period needs no such look, nobody can have run that one yet).
 */
export function registerOrphanSweep(jobs: JobQueue, sweep: () => Promise<unknown>, clock: () => Date) {
  const schedule = (runAt: Date, once: boolean) =>
    jobs.enqueue(
      SWEEP_JOB,
      {},
      { runAt, uniqueKey: `${SWEEP_JOB}:${Math.floor(runAt.getTime() / SWEEP_EVERY_MS)}`, once, maxAttempts: 3 },
    );
  jobs.register(SWEEP_JOB, async () => {
    await sweep();
    await schedule(new Date(clock().getTime() + SWEEP_EVERY_MS), false);
  });
  return () => schedule(clock(), true);
}
