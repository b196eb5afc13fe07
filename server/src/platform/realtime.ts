import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { Authenticate, Caller } from './http/access';

/**
 * Realtime delivery over socket.io. A client authenticates with its bearer token in the handshake
 * and subscribes to topics `{userId}/{topic}`; it may only subscribe to its own user id.
 * With REDIS_URL set, the Redis adapter fans events out across nodes.
 */
export interface Realtime {
  publish(profileId: number, topic: string, event: string, payload: unknown): void;
  close(): Promise<void>;
}

export async function attachRealtime(
  server: HttpServer,
  options: { authenticate: Authenticate; corsOrigins: string[]; redisUrl?: string; log: FastifyBaseLogger },
): Promise<Realtime> {
  const io = new Server(server, { path: '/socket.io/', cors: { origin: options.corsOrigins }, serveClient: false });
  let closeAdapter = async () => {};
  if (options.redisUrl) {
    const [{ createAdapter }, { createClient }] = await Promise.all([
      import('@socket.io/redis-adapter'),
      import('redis' as string) as Promise<{ createClient: (o: { url: string }) => RedisLike }>,
    ]);
    const pub = createClient({ url: options.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    closeAdapter = async () => {
      await Promise.all([pub.quit(), sub.quit()]);
    };
  }

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    const caller = await options.authenticate(token ? `Bearer ${token}` : undefined).catch(() => null);
    if (!caller) return next(new Error('Full authentication is required to access this resource'));
    socket.data.caller = caller;
    next();
  });

  io.on('connection', (socket) => {
    const caller = socket.data.caller as Caller;
    socket.on('subscribe', (topic: unknown, ack?: (result: { ok: boolean }) => void) => {
      const isOwn = typeof topic === 'string' && topic.startsWith(`${caller.profileId}/`) && topic.length < 200;
      if (isOwn) socket.join(topic);
      ack?.({ ok: isOwn });
    });
    socket.on('unsubscribe', (topic: unknown) => {
      if (typeof topic === 'string') socket.leave(topic);
    });
  });

  return {
    publish(profileId, topic, event, payload) {
      io.to(`${profileId}/${topic}`).emit(event, payload);
    },
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await closeAdapter();
      options.log.debug('realtime closed');
    },
  };
}

interface RedisLike {
  connect(): Promise<unknown>;
  quit(): Promise<unknown>;
  duplicate(): RedisLike;
}
