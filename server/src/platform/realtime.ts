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
  /** Emits to a guest room (`authenticateGuest` put a link's sockets in it). */
  publishToRoom(room: string, event: string, payload: unknown): void;
  /** Closes every socket opened with a session, on every node (logout). */
  disconnectSession(sessionId: string): void;
  /** Sockets open on this node (the metrics). */
  socketCount(): number;
  close(): Promise<void>;
}

/**
 * What services publish through. The app is built before its HTTP server listens, so services get
 * this hub and `attachRealtime` binds the socket server to it; until then (and in tests that attach
 * none) an event reaches nobody and `publish` answers false. Publish after the transaction commits:
 * an event about a rolled-back change would be a lie.
 */
export interface RealtimeHub {
  publish(profileIds: readonly number[], topic: string, event: string, payload: unknown): boolean;
  publishToRoom(room: string, event: string, payload: unknown): boolean;
  disconnectSession(sessionId: string): void;
  /** Sockets open on this node; none before `attachRealtime`. */
  socketCount(): number;
}

export function createRealtimeHub(): RealtimeHub & { bind(target: Realtime | undefined): void } {
  let target: Realtime | undefined;
  return {
    publish(profileIds, topic, event, payload) {
      if (!target) return false;
      for (const id of new Set(profileIds)) target.publish(id, topic, event, payload);
      return true;
    },
    publishToRoom(room, event, payload) {
      if (!target) return false;
      target.publishToRoom(room, event, payload);
      return true;
    },
    disconnectSession(sessionId) {
      target?.disconnectSession(sessionId);
    },
    socketCount() {
      return target?.socketCount() ?? 0;
    },
    bind(next) {
      target = next;
    },
  };
}

export async function attachRealtime(
  server: HttpServer,
  options: {
    authenticate: Authenticate;
    corsOrigins: string[];
    redisUrl?: string;
    log: FastifyBaseLogger;
    hub?: { bind(target: Realtime | undefined): void };
    /**
     * Tokens that are not sessions (a SOF invitation link's): the rooms such a socket listens to.
     * A guest subscribes to nothing; it hears only what is published to its rooms.
     */
    authenticateGuest?: (authorization: string) => Promise<{ rooms: string[] } | null>;
  },
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
    if (caller) {
      socket.data.caller = caller;
      return next();
    }
    const guest = token ? await options.authenticateGuest?.(`Bearer ${token}`).catch(() => null) : null;
    if (!guest) return next(new Error('Full authentication is required to access this resource'));
    socket.data.guestRooms = guest.rooms;
    next();
  });

  io.on('connection', (socket) => {
    const guestRooms = socket.data.guestRooms as string[] | undefined;
    if (guestRooms) {
      for (const room of guestRooms) socket.join(room);
      socket.on('subscribe', (_topic: unknown, ack?: (result: { ok: boolean }) => void) => ack?.({ ok: false }));
      return;
    }
    const caller = socket.data.caller as Caller;
    // A room per session, so a logout on any node closes that session's sockets everywhere.
    socket.join(`session:${caller.sessionId}`);
    socket.on('subscribe', async (topic: unknown, ack?: (result: { ok: boolean }) => void) => {
      // The token is checked again on every subscription: a session revoked or a profile locked
      // since the handshake gets no new topic, and its socket is closed.
      const token = socket.handshake.auth?.token;
      const still = await options
        .authenticate(typeof token === 'string' ? `Bearer ${token}` : undefined)
        .catch(() => null);
      if (!still || still.profileId !== caller.profileId) {
        ack?.({ ok: false });
        socket.disconnect(true);
        return;
      }
      const isOwn = typeof topic === 'string' && topic.startsWith(`${caller.profileId}/`) && topic.length < 200;
      if (isOwn) socket.join(topic);
      ack?.({ ok: isOwn });
    });
    socket.on('unsubscribe', (topic: unknown) => {
      if (typeof topic === 'string') socket.leave(topic);
    });
  });

  const realtime: Realtime = {
    publish(profileId, topic, event, payload) {
      io.to(`${profileId}/${topic}`).emit(event, payload);
    },
    publishToRoom(room, event, payload) {
      io.to(room).emit(event, payload);
    },
    disconnectSession(sessionId) {
      io.in(`session:${sessionId}`).disconnectSockets(true);
    },
    socketCount() {
      return io.engine.clientsCount;
    },
    async close() {
      options.hub?.bind(undefined);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await closeAdapter();
      options.log.debug('realtime closed');
    },
  };
  options.hub?.bind(realtime);
  return realtime;
}

interface RedisLike {
  connect(): Promise<unknown>;
  quit(): Promise<unknown>;
  duplicate(): RedisLike;
}
