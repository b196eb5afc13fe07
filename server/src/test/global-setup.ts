import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedAll } from '../../seed/seed';
import { dumpPglite, migrationsFolder, openDatabase } from '../platform/db/client';

/**
 * Builds one migrated database with reference data per run; each test file then starts from a
 * copy of it (a PGlite dump, or a PostgreSQL `CREATE DATABASE ... TEMPLATE`), which is what makes
 * "a clean database per test file" cheap.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `portcall_tmpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = withDatabase(databaseUrl, template);
    const database = await openDatabase({ databaseUrl: url });
    await database.migrate();
    await seedAll(database.db, { demo: false });
    await database.close();
    project.provide('templateDatabase', template);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [template, `${template}_%`],
      );
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const cacheDir = path.resolve(import.meta.dirname, '../../../.test-cache');
  const file = path.join(cacheDir, `pglite-template-${await fingerprint()}.tar`);
  if (!fs.existsSync(file)) {
    const database = await openDatabase({});
    await database.migrate();
    await seedAll(database.db, { demo: false });
    const dump = await dumpPglite(database);
    await database.close();
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(`${file}.tmp`, file);
  }
  project.provide('pgliteTemplate', file);
}

/** The template changes whenever a migration or a seed file changes. */
async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const roots = [
    migrationsFolder,
    path.resolve(import.meta.dirname, '../../seed'),
    path.resolve(import.meta.dirname, '../modules'),
  ];
  const files = roots
    .flatMap((root) => listFiles(root))
    .filter((f) => /(\.sql|\.csv|\.json|seed.*\.ts|demo\.ts|db\.ts)$/.test(f));
  for (const f of files.sort()) hash.update(f).update(fs.readFileSync(f));
  return hash.digest('hex').slice(0, 16);
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(p) : [p];
  });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase?: string;
    pgliteTemplate?: string;
  }
}
