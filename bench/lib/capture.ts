import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, postgresConnectionOptions } from '../../server/src/platform/db/client';

export interface Statement {
  text: string;
  values: unknown[];
  /** The prepared statement's name (node-postgres), so the replay plans it once per connection too. */
  name?: string;
}

/**
 * Records the SQL the app sends while a request runs, at the driver (pg.Client.query or the PGlite
 * instance's query), so the raw-SQL baseline replays exactly the statements and parameters the
 * repository built; nothing is written twice by hand. Only one request must run while recording.
 */
export function installCapture(database: Database) {
  let recording: Statement[] | null = null;
  const record = (text: unknown, values: unknown) => {
    if (!recording) return;
    const config =
      typeof text === 'object' && text !== null ? (text as { text: string; values?: unknown[]; name?: string }) : null;
    recording.push({
      text: config ? config.text : String(text),
      // node-postgres takes the values in the config or as the second argument (drizzle: the latter).
      values: config?.values ?? (values as unknown[] | undefined) ?? [],
      ...(config?.name ? { name: config.name } : {}),
    });
  };
  if (database.kind === 'postgres') {
    const original = pg.Client.prototype.query;
    // biome-ignore lint/suspicious/noExplicitAny: wrapping pg's overloaded query signature.
    (pg.Client.prototype as any).query = function (
      this: pg.Client,
      text: unknown,
      values: unknown,
      ...rest: unknown[]
    ) {
      record(text, typeof values === 'function' ? undefined : values);
      // biome-ignore lint/suspicious/noExplicitAny: forwarded as received.
      return (original as any).call(this, text, values, ...rest);
    };
  } else {
    const client = pgliteOf(database);
    const original = client.query.bind(client);
    // biome-ignore lint/suspicious/noExplicitAny: forwarded as received.
    (client as any).query = (text: string, values?: unknown[], options?: any) => {
      record(text, values);
      return original(text, values, options);
    };
    // Drizzle runs a PGlite transaction through transaction(tx => tx.query(...)): record those too,
    // between BEGIN and COMMIT as PostgreSQL's driver would show them.
    const transaction = client.transaction.bind(client);
    // biome-ignore lint/suspicious/noExplicitAny: the callback's tx is PGlite's Transaction.
    (client as any).transaction = (callback: (tx: any) => Promise<unknown>) =>
      transaction(async (tx) => {
        record('BEGIN', []);
        const wrapped = new Proxy(tx, {
          get(target, key, receiver) {
            if (key !== 'query') return Reflect.get(target, key, receiver);
            // biome-ignore lint/suspicious/noExplicitAny: forwarded as received.
            return (text: string, values?: unknown[], options?: any) => {
              record(text, values);
              return target.query(text, values, options);
            };
          },
        });
        const result = await callback(wrapped);
        record('COMMIT', []);
        return result;
      });
  }
  return {
    async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
      recording = [];
      try {
        const result = await run();
        return { result, statements: recording };
      } finally {
        recording = null;
      }
    },
  };
}

export function pgliteOf(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * Sends the captured statements one after the other, like the request did, without the app: the
 * "raw SQL" a request's latency is compared with. PostgreSQL: our own pool of the same size; PGlite:
 * the same embedded instance (it has one connection either way).
 */
export function replayer(database: Database, databaseUrl: string | undefined, concurrency: number) {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: concurrency, options: postgresConnectionOptions });
    return {
      async run(statements: Statement[]) {
        const client = await pool.connect();
        try {
          // A statement the app prepared is prepared here too: the baseline pays no planning the app does not.
          for (const s of statements) await client.query({ name: s.name, text: s.text, values: s.values });
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = pgliteOf(database);
  return {
    async run(statements: Statement[]) {
      for (const s of statements) await client.query(s.text, s.values);
    },
    close: async () => {},
  };
}
