import { asc, count, eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../modules/refdata/db';
import { openTestDatabase } from '../../test/harness';
import type { Database } from './client';
import { readPage } from './query-helpers';

describe('readPage: one page of a list and the total of the same filter', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  // The seeded countries whose name holds "land" (Finland, Iceland, Poland, ...), by code.
  const page = (at: number, size: number) => {
    const { db } = database;
    const where = ilike(countries.name, '%land%');
    return readPage(
      { page: at, size },
      db.select({ alpha2: countries.alpha2 }).from(countries).where(where).orderBy(asc(countries.alpha2)),
      db.select({ n: count() }).from(countries).where(where),
    );
  };

  it('cuts the ordered rows into pages, each with the total of every match', async () => {
    const all = await database.db
      .select({ alpha2: countries.alpha2 })
      .from(countries)
      .where(ilike(countries.name, '%land%'))
      .orderBy(asc(countries.alpha2));
    expect(all.length).toBeGreaterThan(4);
    const first = await page(0, 2);
    const second = await page(1, 2);
    expect(first).toEqual({ rows: all.slice(0, 2), total: all.length });
    expect(second).toEqual({ rows: all.slice(2, 4), total: all.length });
  });

  it('answers no rows but the same total past the last page, and 0 when nothing matches', async () => {
    const past = await page(1000, 20);
    expect(past.rows).toEqual([]);
    expect(past.total).toBeGreaterThan(4);
    const none = await readPage(
      { page: 0, size: 20 },
      database.db.select().from(countries).where(eq(countries.alpha2, '??')).orderBy(asc(countries.id)),
      database.db.select({ n: count() }).from(countries).where(eq(countries.alpha2, '??')),
    );
    expect(none).toEqual({ rows: [], total: 0 });
  });
});
