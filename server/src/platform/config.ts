import path from 'node:path';
import { readSigningKey } from './auth/tokens';
import type { S3StorageOptions } from './files/s3-storage';
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
  /**
   * Set (S3_BUCKET): attachments live in that S3-compatible bucket, so every node sees every file;
   * S3_ENDPOINT (unset: AWS by S3_REGION), S3_REGION (default us-east-1), S3_ACCESS_KEY_ID and
   * S3_SECRET_ACCESS_KEY (unset: the SDK's own chain, e.g. an instance role), S3_FORCE_PATH_STYLE
   * (true|false; default true with S3_ENDPOINT, for MinIO and the like). Unset: DATA_DIR/files.
   */
  s3?: S3StorageOptions;
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
   * TOKEN_SIGNING_KEY decoded: the one key of every node (base64 of at least 32 bytes). Unset: a key
   * generated once into dataDir/secrets, which only one node (or nodes sharing that folder) can use.
   */
  tokenSigningKey?: Uint8Array;
  /**
   * How long a logout or an access change made through another app node (or a job) may take to
   * reach this node's cached session checks (SESSION_CACHE_LAG_MS, default 1000; 0 turns the cache
   * off). Changes made through this node are seen at once.
   */
  sessionCacheLagMs: number;
  /** Login and registration requests a minute per address. */
  authRateLimit: number;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); unset, /metrics is off (404). */
  metricsToken?: string;
  /** How long a SIGTERM waits for requests in flight before the process stops anyway (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  isProduction: boolean;
  /**
   * The demo companies and their known password seeded at start (SEED_DEMO=1|0): on by default, off
   * by default in production, where a login anyone can read in the README must not exist.
   */
  seedDemo: boolean;
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
    s3: readS3(env),
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
    tokenSigningKey: env.TOKEN_SIGNING_KEY ? readSigningKey(env.TOKEN_SIGNING_KEY) : undefined,
    sessionCacheLagMs: Number(env.SESSION_CACHE_LAG_MS ?? 1000),
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 30),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownTimeoutMs: readPositiveInteger('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 25_000),
    isProduction: env.NODE_ENV === 'production',
    seedDemo: readSwitch('SEED_DEMO', env.SEED_DEMO, env.NODE_ENV !== 'production'),
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

function readS3(env: NodeJS.ProcessEnv): S3StorageOptions | undefined {
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT) throw new Error('S3_ENDPOINT is set without S3_BUCKET: name the bucket to store files in');
    return undefined;
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false')
    throw new Error(`S3_FORCE_PATH_STYLE must be "true" or "false", not "${pathStyle}"`);
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: pathStyle ? pathStyle === 'true' : Boolean(env.S3_ENDPOINT),
  };
}

function readSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`${name} must be 1 or 0, not "${value}"`);
}

function readDatabaseMode(value: string | undefined): Config['databaseMode'] {
  if (!value) return undefined;
  if (value === 'postgres' || value === 'pglite') return value;
  throw new Error(`PORTCALL_DB must be "postgres" or "pglite", not "${value}"`);
}
