import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../server/src/platform/db/client';

/**
 * Multi-row INSERTs through drizzle's own table definitions, so the generated rows follow the real
 * schema. Batches stay well under PostgreSQL's 65,535 bind parameters per statement.
 */
export async function insertBatched<T extends PgTable>(
  db: Db,
  table: T,
  rows: Array<T['$inferInsert']>,
  batchSize = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await db.insert(table).values(rows.slice(i, i + batchSize));
  }
}

/** The same, answering the generated ids in the order of `rows`. */
export async function insertReturningIds<T extends PgTable & { id: unknown }>(
  db: Db,
  table: T,
  rows: Array<T['$inferInsert']>,
  batchSize = 1000,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += batchSize) {
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's returning() typing does not follow a generic table.
    const returned = (await (db.insert(table).values(rows.slice(i, i + batchSize)) as any).returning({
      id: (table as unknown as { id: never }).id,
    })) as Array<{ id: number }>;
    // PostgreSQL answers RETURNING of a multi-row VALUES in insertion order.
    ids.push(...returned.map((r) => Number(r.id)));
  }
  return ids;
}
