import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp, type PortcallApp } from '../app';
import { readConfig } from '../platform/config';
import { type Database, openDatabase } from '../platform/db/client';
import { withDatabase } from './global-setup';

export interface TestApp extends PortcallApp {
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A clean database for one test file: a copy of the run's migrated, seeded template. On PostgreSQL
 * `url` names the copy, so a test can open a second pool to it (a second node).
 */
export async function openTestDatabase(
  options: { onQuery?: (statement: string) => void } = {},
): Promise<Database & { url?: string }> {
  const databaseUrl = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (databaseUrl && template) {
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    const url = withDatabase(databaseUrl, name);
    return Object.assign(await openDatabase({ databaseUrl: url, onQuery: options.onQuery }), { url });
  }
  const dumpFile = inject('pgliteTemplate');
  if (!dumpFile) throw new Error('the test global setup did not prepare a template database');
  return openDatabase({ pgliteDump: templateDump(dumpFile), onQuery: options.onQuery });
}

/**
 * The template's bytes, read once per worker and handed to every database it opens: PGlite only calls
 * `arrayBuffer()` on the dump and copies what it untars, so one buffer serves them all. Node's own
 * Blob hands its bytes back in small chunks concatenated again (a second of a two-core machine per
 * test file for the 74 MB template, more than half of opening the database).
 */
class PreloadedDump extends Blob {
  readonly #dump: ArrayBuffer;
  constructor(dump: ArrayBuffer) {
    super([]);
    this.#dump = dump;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#dump);
  }
}
const templates = new Map<string, ArrayBuffer>();
function templateDump(file: string): Blob {
  let bytes = templates.get(file);
  if (!bytes) {
    const read = fs.readFileSync(file);
    bytes = read.buffer.slice(read.byteOffset, read.byteOffset + read.byteLength) as ArrayBuffer;
    templates.set(file, bytes);
  }
  return new PreloadedDump(bytes);
}

/** The real application on a clean database, with its own data folder; use `app.inject()`. */
export async function createTestApp(
  options: Pick<AppOptions, 'clock' | 'logStream' | 'extraRoutes' | 'authRateLimit' | 'modules'> & {
    logLevel?: string;
    webDistDir?: string;
    onQuery?: (statement: string) => void;
    /** Environment the app reads its configuration from, on top of the test defaults (SMTP_URL...). */
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase({ onQuery: options.onQuery });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-test-'));
  const config = {
    ...readConfig({ DATA_DIR: dataDir, LOG_LEVEL: options.logLevel ?? 'silent', ...options.env }),
    webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web'),
  };
  const built = await buildApp({
    config,
    database,
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    extraRoutes: options.extraRoutes,
    authRateLimit: options.authRateLimit ?? 1_000_000,
    clock: options.clock,
    modules: options.modules,
  });
  await built.app.ready();
  return {
    ...built,
    database,
    dataDir,
    async close() {
      await built.app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second node of `t`: its own app (and so its own caches) and data folder, on the same database
 * with the same token key, so a session made on one node is good on the other.
 */
export async function createSecondNode(t: TestApp, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portcall-test-'));
  // A key given in TOKEN_SIGNING_KEY leaves no key file to share.
  const secrets = path.join(t.dataDir, 'secrets');
  if (fs.existsSync(secrets)) fs.cpSync(secrets, path.join(dataDir, 'secrets'), { recursive: true });
  const config = {
    ...readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }),
    webDistDir: path.join(dataDir, 'no-web'),
  };
  const built = await buildApp({ config, database: t.database, logger: false, authRateLimit: 1_000_000 });
  await built.app.ready();
  return {
    ...built,
    async close() {
      await built.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
