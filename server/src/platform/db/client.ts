import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** A drizzle handle; a transaction is one too, so repositories take either as `db`. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the pending migrations, then runs `andThen` (the seed at start) before letting go: on
   * PostgreSQL under an advisory lock, so replicas starting at once migrate and seed one at a time.
   */
  migrate(andThen?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's state (PostgreSQL; PGlite has one connection and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../../migrations');

// int8 and numeric come back as strings from pg; ids are read as numbers by drizzle's bigint
// columns, amounts stay strings until decimal.js takes them.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => v);

/**
 * Settings of every connection the app opens to PostgreSQL. JIT off: the app's statements are short
 * OLTP reads whose estimated cost can still pass jit_above_cost (a filter over 20,000 port calls
 * with EXISTS subqueries does), and compiling then costs 50-100 ms for a query that runs in 10.
 */
export const postgresConnectionOptions = '-c jit=off';

/** PostgreSQL when a URL is given, else the embedded PGlite database in `dataDir` (or memory). */
export async function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  pgliteDump?: Blob;
  /** PostgreSQL connections in the pool (config DATABASE_POOL_SIZE; default 10). */
  poolSize?: number;
  /** Sees every statement the app sends (tests count the statements of a request with it). */
  onQuery?: (statement: string) => void;
}): Promise<Database> {
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (statement: string) => onQuery(statement) } : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: postgresConnectionOptions,
    });
    const db = drizzlePg(pool, { logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: (andThen) => migrateUnderLock(pool, andThen),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteDump,
    // Trigram indexes answer "contains" filters (migrations 0044, 0066) as on PostgreSQL.
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite folder, so nobody else can be migrating it.
    async migrate(andThen) {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await andThen?.();
    },
    close: () => client.close(),
  };
}

/** The advisory lock every node takes to migrate: "Portcall" in ASCII, as one bigint. */
export const MIGRATION_LOCK = '5795737185614962028';

/**
 * Migrates on one connection holding a session advisory lock: a second node starting at the same
 * time waits at the lock, then finds nothing left to apply. A node that dies holding it loses its
 * connection, and PostgreSQL lets the lock go with it.
 */
async function migrateUnderLock(pool: pg.Pool, andThen?: () => Promise<void>) {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
      await andThen?.();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A connection that failed mid-way is dropped, not reused (and so holds no lock).
    client.release(failure);
  }
}

/** Dumps an in-memory PGlite database (tests copy a migrated, seeded template this way). */
export async function dumpPglite(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
