import { ZClaims, ZLoginRequest, ZSession } from '@portcall/contracts/auth';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ANY_PROFILE, callerOf, PUBLIC } from '../../platform/http/access';
import { sendAnswer, serializeAnswer } from '../../platform/http/answer-cache';
import { api, errorResponses } from '../../platform/http/api';
import type { AuthService } from './service';

const sessionAccess = { profileTypes: ANY_PROFILE, allowPendingTerms: true } as const;

export async function authRoutes(app: FastifyInstance, deps: { auth: AuthService; loginRateLimit: number }) {
  const r = api(app);

  r.post(
    '/da-app/public/auth/login',
    {
      schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: ZSession, ...errorResponses } },
      config: { access: PUBLIC, rateLimit: { max: deps.loginRateLimit, timeWindow: '1 minute' } },
    },
    (request) => deps.auth.login(request.body, request.headers['user-agent']),
  );

  r.get(
    '/da-app/secured/auth/claims',
    { schema: { tags: ['auth'], response: { 200: ZClaims, ...errorResponses } }, config: { access: sessionAccess } },
    async (request, reply) =>
      sendAnswer(reply, await deps.auth.claimsAnswer(callerOf(request), (claims) => serializeAnswer(reply, claims))),
  );

  r.post(
    '/da-app/secured/auth/logout',
    { schema: { tags: ['auth'], response: { 204: z.null(), ...errorResponses } }, config: { access: sessionAccess } },
    async (request, reply) => {
      await deps.auth.logout(callerOf(request));
      return reply.status(204).send(null);
    },
  );
}
