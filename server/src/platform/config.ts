import path from 'node:path';
import { readTranslationConfig, type TranslationConfig } from './translation/config';

/** Configuration comes from the environment only, with defaults that make `npm start` work as is. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set: that PostgreSQL server. Unset: a database the app runs itself under dataDir (databaseMode). */
  databaseUrl?: string;
  /**
   * Without DATABASE_URL (PORTCALL_DB): `postgres`, the embedded PostgreSQL server from npm;
   * `pglite`, the in-process PGlite; unset, PostgreSQL unless an earlier PGlite database is in dataDir,
   * falling back to PGlite when the server cannot start.
   */
  databaseMode?: 'postgres' | 'pglite';
  /**
   * Connections each app node holds to PostgreSQL (DATABASE_POOL_SIZE, default 10): about what the
   * database's cores can run at once, not what the app has requests for (docs/decisions.md "A working
   * day at a hundred people").
   */
  databasePoolSize: number;
  redisUrl?: string;
  /** Unset: e-mails stay in the outbox (admin); set (smtp://user:pass@host:587): sent by nodemailer. */
  smtpUrl?: string;
  /** The From of every e-mail. */
  mailFrom: string;
  /** Where the web app is reached, for the links in e-mails. */
  publicUrl: string;
  logLevel: string;
  /** Origins allowed to call the API from a browser besides the app's own. */
  corsOrigins: string[];
  /** Built web app to serve at /, when present. */
  webDistDir: string;
  tokenTtlSeconds: number;
  /**
   * How long a logout or an access change made through another app node (or a job) may take to
   * reach this node's cached session checks (SESSION_CACHE_LAG_MS, default 1000; 0 turns the cache
   * off). Changes made through this node are seen at once.
   */
  sessionCacheLagMs: number;
  /** Login and registration requests a minute per address. */
  authRateLimit: number;
  isProduction: boolean;
  /** The attachment translator (unset: the offline Apertium provider). */
  translation?: TranslationConfig;
  /**
   * Integration connectors may target loopback and private networks (INTEGRATION_PRIVATE_URLS=allow|deny);
   * allowed outside production so a receiver on the same machine works, denied in production.
   */
  integrationAllowPrivateUrls: boolean;
  /** Attempts of an integration delivery before it is dead-lettered (INTEGRATION_MAX_ATTEMPTS). */
  integrationMaxAttempts: number;
  /** Days an e-mailed access code to a request case's public page stays valid (RFQ_SHARE_CODE_DAYS, default 30). */
  rfqShareCodeDays: number;
}

function readPoolSize(value: string | undefined): number {
  if (value === undefined || value === '') return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1, not "${value}"`);
  return size;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseMode: readDatabaseMode(env.PORTCALL_DB),
    databasePoolSize: readPoolSize(env.DATABASE_POOL_SIZE),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Portcall <no-reply@portcall.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    corsOrigins: (env.CORS_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`)
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'web/dist')),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 12 * 60 * 60),
    sessionCacheLagMs: Number(env.SESSION_CACHE_LAG_MS ?? 1000),
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 30),
    isProduction: env.NODE_ENV === 'production',
    translation: readTranslationConfig(env),
    integrationAllowPrivateUrls: env.INTEGRATION_PRIVATE_URLS
      ? env.INTEGRATION_PRIVATE_URLS === 'allow'
      : env.NODE_ENV !== 'production',
    integrationMaxAttempts: Math.max(1, Number(env.INTEGRATION_MAX_ATTEMPTS ?? 5) || 5),
    rfqShareCodeDays: readPositiveInteger('RFQ_SHARE_CODE_DAYS', env.RFQ_SHARE_CODE_DAYS, 30),
  };
}

function readPositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, not "${value}"`);
  return n;
}

function readDatabaseMode(value: string | undefined): Config['databaseMode'] {
  if (!value) return undefined;
  if (value === 'postgres' || value === 'pglite') return value;
  throw new Error(`PORTCALL_DB must be "postgres" or "pglite", not "${value}"`);
}
