import type { TPaged } from '@portcall/contracts/paging';
import { type AnyColumn, asc, desc, eq, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Small query helpers shared by the modules' lists: sort, page, search text, member tables. */

export interface PageInput<K extends string = string> {
  page: number;
  size: number;
  property?: K;
  direction?: 'ASC' | 'DESC';
}

/** Text sorts alike on PGlite and PostgreSQL whatever the database collation: case-folded, byte order. */
export const textOrder = (column: AnyColumn | SQL) => sql`lower(${column}) collate "C"`;

/** ORDER BY for an allow-listed sort property (the schema refused others), with a stable tiebreak. */
export function orderOf<K extends string>(
  sortable: Record<K, AnyColumn | SQL>,
  query: { property?: K; direction?: 'ASC' | 'DESC' },
  fallback: K,
  tiebreak: AnyColumn,
): SQL[] {
  const by = query.direction === 'DESC' ? desc : asc;
  return [by(sortable[query.property ?? fallback]), by(tiebreak)];
}

export const offsetOf = (query: Pick<PageInput, 'page' | 'size'>) => query.page * query.size;

/** A select with its ORDER BY set, waiting for its window (any drizzle select builder is one). */
interface Windowable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/**
 * One page of a list: the ordered select cut to the page's window, and the total of the same WHERE
 * counted by `counted` (a `select({ n: count() })` over the same FROM and WHERE). Both are read at
 * once; the caller maps the rows and answers `pageOf`.
 */
export async function readPage<Row>(
  query: Pick<PageInput, 'page' | 'size'>,
  rows: Windowable<Row>,
  counted: PromiseLike<Array<{ n: number | string }>>,
): Promise<{ rows: Row[]; total: number }> {
  const [items, [total]] = await Promise.all([rows.limit(query.size).offset(offsetOf(query)), counted]);
  return { rows: items, total: Number(total?.n ?? 0) };
}

export function pageOf<T>(items: T[], total: number, query: PageInput): TPaged<T> {
  return { items, page: query.page, size: query.size, total };
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A unique index refused the row (a concurrent save won the race the service checked for). */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return index === undefined || constraint === undefined || constraint === index;
  }
  return false;
}

/** Distinct ids in a stable order (a body may repeat an id). */
/**
 * `column = any($n::bigint[])`: a list of ids as one bound value. Drizzle's `inArray` binds one value
 * an id, so the statement's text changes with the list's length (no prepared plan holds) and every id
 * is built into the query on every request; this text is one whatever the list. `ids` may be a
 * placeholder of a prepared statement (`sql.placeholder('ids')`, executed with `idArray(ids)`).
 */
export const inIds = (column: AnyColumn | SQL, ids: readonly number[] | Placeholder) =>
  sql`${column} = any(${ids instanceof Placeholder ? ids : idArray(ids)}::bigint[])`;

/**
 * A statement built once and named: `build` makes it on a connection (`tx.select(...)...prepare(name)`,
 * its values as `sql.placeholder`s). On `db` the built statement is kept, so drizzle builds its text
 * once and PostgreSQL plans it once a connection; inside a transaction it is built on that
 * transaction's connection (a kept one runs on the pool), under the same name.
 */
export function keptStatement<Statement>(db: Db, build: (tx: Db) => Statement): (tx?: Db) => Statement {
  let kept: Statement | undefined;
  return (tx = db) => {
    if (tx !== db) return build(tx);
    kept ??= build(db);
    return kept;
  };
}

/** Ids as a PostgreSQL array literal, the value `inIds` binds (ids are integers from our own rows). */
export function idArray(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`not an id: ${id}`);
  return `{${ids.join(',')}}`;
}

export const uniqueIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Sets the members of one owner in a link table (a team's people, a region's countries, a fleet's
 * vessels...): afterwards the owner's rows are exactly `rows`. Runs in the caller's transaction.
 */
export async function replaceMembers<TTable extends PgTable>(
  tx: Db,
  table: TTable,
  owner: { column: AnyPgColumn; id: number },
  rows: Array<TTable['$inferInsert']>,
): Promise<void> {
  await tx.delete(table).where(eq(owner.column, owner.id));
  if (rows.length) await tx.insert(table).values(rows);
}
