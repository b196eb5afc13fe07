import cors from '@fastify/cors';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { type Modules, manifests } from './module-list';
import { sofInviteesRoom } from './modules/live/module';
import { createTokenService, loadOrCreateSigningKey } from './platform/auth/tokens';
import type { Config } from './platform/config';
import type { Database } from './platform/db/client';
import { registerErrorHandler } from './platform/errors';
import { createEventBus } from './platform/events';
import { MAX_FIELDS, MAX_FILE_BYTES, MAX_FILES } from './platform/files/multipart';
import { openFileStorage } from './platform/files/open';
import { createOrphanSweep, registerOrphanSweep } from './platform/files/orphans';
import { registerAccessHook } from './platform/http/access';
import { registerCompression } from './platform/http/compression';
import { registerInputGuard } from './platform/http/input-guard';
import { createMetrics } from './platform/http/metrics';
import { registerModeSwitchHooks } from './platform/http/mode-switch';
import { type ReadinessCheck, registerOperations } from './platform/http/operations';
import { registerRateLimit } from './platform/http/rate-limit';
import { helmetHeaders, registerSecurityHeaders } from './platform/http/security-headers';
import { createSerializerCompiler } from './platform/http/serializer';
import { serveWebApp } from './platform/http/web-app';
import { createJobRunner } from './platform/jobs/runner';
import {
  genRequestId,
  logDestination,
  loggerOptions,
  quietRequestLogging,
  registerAccessLog,
} from './platform/logging';
import { createMailer } from './platform/mail/mailer';
import { type BuiltModule, buildModules, type ModuleName, type Platform } from './platform/modules/manifest';
import type { Notifier } from './platform/notify';
import { createRealtimeHub } from './platform/realtime';
import { connectRedis } from './platform/redis';

/** The security headers of every answer, computed once (platform/http/security-headers.ts). */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      workerSrc: ["'self'", 'blob:'],
      // The KYC queue previews a supplier's PDF document from a blob of the authenticated download.
      frameSrc: ["'self'", 'blob:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  clock?: () => Date;
  /** Requests a minute per address on login and registration (tests raise it). */
  authRateLimit?: number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Registers extra routes before the app is ready (tests of the platform itself). */
  extraRoutes?: (app: FastifyInstance) => void;
  /** Builds only these modules and what they need (tests); every module when absent. */
  modules?: readonly ModuleName[];
}

export interface PortcallApp {
  app: FastifyInstance;
  /** Every route registered, with its declaration: the route-declaration test walks this. */
  routes: RouteOptions[];
  /** The modules built, by name (all of them unless `AppOptions.modules` chose a few). */
  modules: Partial<Modules>;
  /** What each module needed, filled, registered and subscribed to, in build order (the module graph). */
  built: BuiltModule[];
  services: {
    auth: Modules['auth']['auth'];
    account: Modules['account']['service'];
    flags: Modules['feature-flags']['flags'];
    /** Region rules as a scope: port-call, evaluation and payment services take it. */
    regionScope: Modules['settings']['regionScope'];
    /** Port calls (importPortCall is what the integrations issue will call; tests use it). */
    portCalls: Modules['port-calls']['services'];
    /** Bound to the socket server by `attachRealtime` (main.ts); services publish through it. */
    realtime: ReturnType<typeof createRealtimeHub>;
    /** A SOF link's token as a realtime guest: its sockets hear of their own SOF's changes. */
    authenticateSofInvitee(authorization: string): Promise<{ rooms: string[] } | null>;
    /** Durable jobs; modules register their kinds when built, main.ts starts the polling. */
    jobs: ReturnType<typeof createJobRunner>;
    /** The orphan sweep of stored files (main.ts queues it; tests run it). */
    files: { sweepOrphans(now?: Date): Promise<string[]>; scheduleOrphanSweep(): Promise<number | null> };
    /** What modules publish notifications through (tests publish through it too). */
    notifier: Notifier;
    /** The claims' time-bar check (main.ts queues it; tests run it). */
    claims: { checkTimeBars(): Promise<void>; scheduleTimeBarChecks(): Promise<void> };
    /** The integrations' outbox pump (main.ts queues it; tests run it). */
    integrations: { pump(): Promise<number>; schedulePump(): Promise<number | null> };
    /** The directory's figures refresh (main.ts queues it; the bench runs it after its bulk fill). */
    agentDirectory: { refreshFigures(): Promise<number>; scheduleFiguresRefresh(): Promise<void> };
  };
}

/** Builds the whole HTTP application on a database; tests build it in-process and use inject(). */
export async function buildApp(options: AppOptions): Promise<PortcallApp> {
  const { config, database } = options;
  const db = database.db;
  const clock = options.clock ?? (() => new Date());
  const realtime = createRealtimeHub();
  const logStream = options.logger === false ? undefined : logDestination(options.logStream);
  const app = Fastify({
    logger: logStream ? { ...(loggerOptions(config.logLevel) as object), stream: logStream } : false,
    logController: quietRequestLogging(),
    genReqId: genRequestId,
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: undefined,
  });
  if (logStream) registerAccessLog(app, logStream);
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by fast-json-stringify from the response schemas; test runs also check each
  // against its zod schema, so a contract drift still fails a test (platform/http/serializer.ts).
  app.setSerializerCompiler(
    createSerializerCompiler({ check: process.env.VITEST !== undefined || process.env.NODE_ENV === 'test' }),
  );

  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/da-app/')) reply.header('cache-control', 'no-store, max-age=0');
  });

  const metrics = createMetrics();
  metrics.observe(app);
  registerSecurityHeaders(app, await helmetHeaders(HELMET_OPTIONS));
  await app.register(cors, { origin: config.corsOrigins, credentials: false });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis)
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  await registerRateLimit(app, redis);
  await registerCompression(app);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: MAX_FILES,
      fields: MAX_FIELDS,
      parts: MAX_FILES + MAX_FIELDS,
      fieldSize: 1024 * 1024,
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portcall API', version: '1.0.0', description: 'Port calls and disbursement accounts' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/da-app/docs', staticCSP: true });
  registerErrorHandler(app);
  const jobs = createJobRunner({
    db,
    clock,
    onError: (error, run) => {
      metrics.jobFailed(run?.kind);
      app.log.warn({ err: error, job: run }, 'job failed');
    },
  });
  app.addHook('onClose', async () => jobs.stop());

  const signingKey = loadOrCreateSigningKey(config.dataDir, config.tokenSigningKey);
  const files = openFileStorage(config);
  app.addHook('onClose', async () => files.close?.());
  const orphans = createOrphanSweep({ db, files, clock });
  const scheduleOrphanSweep = registerOrphanSweep(jobs, () => orphans.sweep(), clock);
  const platform: Platform = {
    db,
    database,
    config,
    clock,
    signingKey,
    tokens: createTokenService(signingKey, clock),
    files,
    mailer: createMailer({ db, jobs, clock, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    jobs,
    realtime,
    events: createEventBus(),
    authRateLimit: options.authRateLimit ?? config.authRateLimit,
    log: app.log,
    onClose: (close) => app.addHook('onClose', async () => close()),
  };
  platform.onClose(() => platform.mailer.close());

  // The modules, each built from what its manifest says it needs (module-list.ts); a test app may
  // build a few and what they need. Log-in is always there: every secured route passes through it.
  const wanted = options.modules ? [...new Set<ModuleName>(['auth', ...options.modules])] : undefined;
  const { modules, built } = await buildModules(manifests, platform, wanted);
  const need = <K extends ModuleName>(name: K): Modules[K] => {
    const found = modules[name];
    if (!found) throw new Error(`module ${name} is not part of this app (createTestApp({ modules }))`);
    return found;
  };
  const manifestOf = new Map(manifests.map((m) => [m.name, m]));
  const auth = need('auth');
  registerAccessHook(app, auth.authenticate, auth.auth.noteWrite);
  registerModeSwitchHooks(app, db);
  registerInputGuard(app);
  for (const { name } of built) await manifestOf.get(name)?.hooks?.(app, modules[name] as never);
  for (const { name } of built) {
    const routesOf = (modules[name] as { routes?: (app: FastifyInstance) => unknown }).routes;
    if (routesOf) await app.register(routesOf as FastifyPluginAsync);
  }

  // What /ready asks before a load balancer sends this node traffic (file storage adds its own).
  const readiness: ReadinessCheck[] = [{ name: 'database', check: () => db.execute(sql`select 1`) }];
  if (redis) readiness.push({ name: 'redis', check: () => redis.sendCommand(['PING']) });
  if (files.reachable) readiness.push({ name: 'files', check: files.reachable });
  metrics.readFrom({ poolStats: database.poolStats, liveJobs: jobs.countLive, socketCount: realtime.socketCount });
  registerOperations(app, { checks: readiness, metrics, metricsToken: config.metricsToken });
  options.extraRoutes?.(app);
  await serveWebApp(app, config.webDistDir);
  return {
    app,
    routes,
    modules,
    built,
    services: {
      get auth() {
        return need('auth').auth;
      },
      get account() {
        return need('account').service;
      },
      get flags() {
        return need('feature-flags').flags;
      },
      get regionScope() {
        return need('settings').regionScope;
      },
      get portCalls() {
        return need('port-calls').services;
      },
      realtime,
      async authenticateSofInvitee(authorization) {
        const invitee = await need('statement-of-facts').authenticateInvitee(authorization);
        return invitee ? { rooms: [sofInviteesRoom(invitee.portCallId)] } : null;
      },
      jobs,
      files: { sweepOrphans: orphans.sweep, scheduleOrphanSweep },
      get notifier() {
        return need('notifications').notifier;
      },
      get claims() {
        const claims = need('claims');
        return { checkTimeBars: claims.checkTimeBars, scheduleTimeBarChecks: claims.scheduleTimeBarChecks };
      },
      get integrations() {
        const integrations = need('integrations');
        return { pump: integrations.pump, schedulePump: integrations.schedulePump };
      },
      get agentDirectory() {
        const directory = need('agent-directory');
        return {
          refreshFigures: directory.refreshFigures,
          scheduleFiguresRefresh: directory.scheduleFiguresRefresh,
        };
      },
    },
  };
}
