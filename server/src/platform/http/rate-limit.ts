import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RedisConnection } from '../redis';

/**
 * Rate limits (login, registration, share codes: each route names its own `rateLimit`). With Redis
 * the counts are the plugin's Redis store's, shared by every node, so N nodes do not give a guesser N
 * times the limit; without Redis they are in this node's memory (one node). Answers carry
 * x-ratelimit-limit, -remaining and -reset, and retry-after when refused.
 *
 * When Redis does not answer, a request is let through rather than refused (logged): the lockout after
 * five wrong passwords is in the database and still holds, while refusing would lock everyone out of
 * logging in; /ready reports Redis down meanwhile.
 */
export async function registerRateLimit(app: FastifyInstance, redis: RedisConnection | undefined) {
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis: asScriptRunner(redis, app), nameSpace: 'portcall-rate-limit-' } : {}),
  });
}

type Callback = (error: Error | null, result?: unknown) => void;

/**
 * The plugin's Redis store is written against ioredis: it defines its Lua script as a command and
 * calls it with a callback. This gives it that shape over the `redis` client the app already uses.
 */
function asScriptRunner(redis: RedisConnection, app: FastifyInstance) {
  const runner: Record<string, unknown> = {
    defineCommand(name: string, definition: { numberOfKeys: number; lua: string }) {
      runner[name] = (...args: unknown[]) => {
        const callback = args.pop() as Callback;
        const command = ['EVAL', definition.lua, String(definition.numberOfKeys), ...args.map(String)];
        redis.sendCommand(command).then(
          (result) => callback(null, result),
          (error: Error) => {
            app.log.warn({ err: error }, 'rate limit not counted: redis did not answer');
            callback(error);
          },
        );
      };
    },
  };
  return runner;
}
