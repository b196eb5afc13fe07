import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { type Database, openDatabase } from './client';
import { EmbeddedPostgresInUseError, startEmbeddedPostgres } from './embedded-postgres';

/**
 * The database the app serves from (`npm start`, `npm run dev`): DATABASE_URL when set; else the
 * PostgreSQL server it runs itself from npm, because PGlite's one connection queues everyone (ten
 * people: p95 several times 100 ms, docs/decisions.md "npm start runs PostgreSQL"). PGlite when asked
 * (PORTCALL_DB=pglite), when an earlier run left a PGlite database (its data is never silently
 * dropped), or when the server cannot start here. `description` says which, for the start banner.
 */
export async function openServingDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseMode'> & Partial<Pick<Config, 'databasePoolSize'>>,
  log: (line: string) => void,
): Promise<{ database: Database; description: string }> {
  if (config.databaseUrl)
    return {
      database: await openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize }),
      description: 'PostgreSQL at DATABASE_URL',
    };
  const pgliteDir = path.join(config.dataDir, 'db');
  const pglite = async () => ({
    database: await openDatabase({ pgliteDir }),
    description: `embedded PGlite in ${pgliteDir}`,
  });
  if (config.databaseMode === 'pglite') return pglite();
  const clusterDir = path.join(config.dataDir, 'postgres');
  if (!config.databaseMode && fs.existsSync(path.join(pgliteDir, 'PG_VERSION')) && !fs.existsSync(clusterDir)) {
    log(
      `Keeping the PGlite database an earlier run made in ${pgliteDir}. PORTCALL_DB=postgres starts the ` +
        'embedded PostgreSQL instead (faster with several people; a new demo database: the PGlite data is ' +
        'not copied, it stays where it is and PORTCALL_DB=pglite opens it again).',
    );
    return pglite();
  }
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  try {
    server = await startEmbeddedPostgres(config.dataDir, log);
  } catch (error) {
    if (error instanceof EmbeddedPostgresInUseError || config.databaseMode === 'postgres') throw error;
    log(
      `The embedded PostgreSQL could not start (${(error as Error).message}). Serving from the embedded ` +
        `PGlite in ${pgliteDir} instead: slower with several people at once. ${clusterDir} (if any) is ` +
        `untouched; the server's own log is ${path.join(config.dataDir, 'postgres.log')}.`,
    );
    return pglite();
  }
  try {
    const database = await openDatabase({ databaseUrl: server.url, poolSize: config.databasePoolSize });
    return {
      database: {
        ...database,
        async close() {
          await database.close();
          await server.stop();
        },
      },
      description: `embedded PostgreSQL in ${clusterDir}`,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
