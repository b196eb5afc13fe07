import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { defineModule } from '../../platform/modules/manifest';
import { createSessionRepo } from './repo';
import { authRoutes } from './routes';
import { createAuthService } from './service';

type AuthDeps = Omit<Parameters<typeof createAuthService>[0], 'sessions'>;

/**
 * Log-in, sessions, claims and log-out. Its public API is `authenticate`, the one check every
 * secured request passes through (platform/http/access.ts), plus the service for tests.
 */
export function createAuthModule(deps: AuthDeps & { db: Db; loginRateLimit: number }) {
  const { db, loginRateLimit, ...rest } = deps;
  const auth = createAuthService({ ...rest, sessions: createSessionRepo(db) });
  return {
    routes: (app: FastifyInstance) => authRoutes(app, { auth, loginRateLimit }),
    authenticate: auth.authenticate,
    auth,
  };
}
export type AuthModule = ReturnType<typeof createAuthModule>;

export const manifest = defineModule({
  name: 'auth',
  summary: 'log-in, sessions and their claims, log-out; the check every secured request passes',
  needs: ['account'],
  build: ({ db, authRateLimit, tokens, config, clock, realtime }, { account }) =>
    createAuthModule({
      db,
      loginRateLimit: authRateLimit,
      accounts: account.credentials,
      account: account.service,
      tokens,
      tokenTtlSeconds: config.tokenTtlSeconds,
      clock,
      realtime,
      sessionCacheLagMs: config.sessionCacheLagMs,
    }),
});
