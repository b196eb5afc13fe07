import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries } from '../../modules/refdata/db';
import { openTestDatabase } from '../../test/harness';
import type { Database } from './client';
import { idArray, inIds, keptStatement, readPage } from './query-helpers';

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

describe('inIds and keptStatement: id lists as one value, statements built once', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const namesOf = (database: Database) =>
    keptStatement(database.db, (tx) =>
      tx
        .select({ id: countries.id, name: countries.name })
        .from(countries)
        .where(inIds(countries.id, sql.placeholder('ids')))
        .orderBy(asc(countries.id))
        .prepare('test_country_names'),
    );

  it('answers a list of one id and of every id with the same statement', async () => {
    const names = namesOf(database);
    const all = await database.db
      .select({ id: countries.id, name: countries.name })
      .from(countries)
      .orderBy(asc(countries.id));
    expect(all.length).toBeGreaterThan(200);
    expect(names()).toBe(names());
    expect(await names().execute({ ids: idArray([all[3]?.id as number]) })).toEqual([all[3]]);
    expect(await names().execute({ ids: idArray(all.map((c) => c.id)) })).toEqual(all);
    expect(await names().execute({ ids: idArray([]) })).toEqual([]);
  });

  it("reads a transaction's own changes inside it, and what is committed outside it", async () => {
    const names = namesOf(database);
    const [first] = await database.db.select().from(countries).orderBy(asc(countries.id)).limit(1);
    const id = first?.id as number;
    const rolledBack = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(countries).set({ name: 'Renamed in the transaction' }).where(eq(countries.id, id));
        expect(await names(tx).execute({ ids: idArray([id]) })).toEqual([{ id, name: 'Renamed in the transaction' }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await names().execute({ ids: idArray([id]) })).toEqual([{ id, name: first?.name }]);
  });

  it('refuses what is not an id rather than sending it', () => {
    expect(() => idArray([1, 2.5])).toThrow('not an id: 2.5');
  });
});
