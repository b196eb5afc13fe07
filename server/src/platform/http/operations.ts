import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../errors';
import { PUBLIC } from './access';
import type { Metrics } from './metrics';

/** A part the node needs to serve: /ready answers 503 naming it while its check fails. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

/** A check that has not answered by then counts as failed: a hung database must not hang /ready. */
const CHECK_TIMEOUT_MS = 3_000;

/**
 * The operator's endpoints, at the root (never the web app's page fallback):
 * - GET /health: the process is up and answering (a liveness probe; checks nothing else).
 * - GET /ready: every part in `checks` answers (the database, Redis and file storage when set), else
 *   503 with which failed: a load balancer sends traffic only to a ready node. While the node shuts
 *   down every answer is 503 (Fastify's return503OnClosing), so it is taken out before it stops.
 * - GET /metrics: Prometheus text, behind METRICS_TOKEN (a bearer token); without one it is off (404)
 *   rather than open, since route names and volumes describe the business to a stranger.
 * Probes are logged only when they fail, so a probe every few seconds does not bury the requests.
 */
export function registerOperations(
  app: FastifyInstance,
  options: { checks: readonly ReadinessCheck[]; metrics: Metrics; metricsToken?: string },
) {
  const quiet = { access: PUBLIC };
  app.get('/health', { config: quiet, logLevel: 'warn' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'up' };
  });

  app.get('/ready', { config: quiet, logLevel: 'warn' }, async (request, reply) => {
    const results = await Promise.all(
      options.checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return [name, 'ok'] as const;
        } catch (error) {
          request.log.warn({ err: error, check: name }, 'readiness check failed');
          return [name, 'failed'] as const;
        }
      }),
    );
    const isReady = results.every(([, result]) => result === 'ok');
    reply.header('cache-control', 'no-store').status(isReady ? 200 : 503);
    return { status: isReady ? 'ready' : 'unavailable', checks: Object.fromEntries(results) };
  });

  const expected = options.metricsToken ? digest(options.metricsToken) : undefined;
  app.get('/metrics', { config: quiet, logLevel: 'warn' }, async (request, reply) => {
    if (!expected) throw notFound();
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) throw new AppError(401, 'UNAUTHORIZED');
    reply.header('cache-control', 'no-store').type(options.metrics.registry.contentType);
    return options.metrics.registry.metrics();
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
