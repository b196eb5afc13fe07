import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/**
 * Connection options of platform-core §9: 10 tries, 1 s growing to 5 s, 20 s timeout, websocket
 * first then polling. Without `tryAllTransports` socket.io-client gives up when the websocket fails
 * (a proxy that blocks upgrades) instead of falling back to polling. The default jitter of the delay
 * stays: after a node restarts, its clients do not all come back in the same millisecond.
 */
export const REALTIME_OPTIONS = {
  path: '/socket.io/',
  reconnection: true,
  reconnectionAttempts: 10,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20_000,
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
} as const satisfies Partial<ManagerOptions & SocketOptions>;

/** A subscription topic is always scoped to the user: `{userId}/{topic}` (platform-core §7). */
export function topicOf(userId: number | string, topic: string): string {
  return `${userId}/${topic}`;
}

/** `reconnecting`: the connection dropped and socket.io is still trying (within its 10 attempts). */
export type RealtimeStatus = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

export interface RealtimeLogger {
  info: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
}

export interface RealtimeConnection {
  readonly socket: Socket;
  /**
   * Subscribes to `{userId}/{topic}` and calls `handler` for each `event` the server publishes on
   * it. Subscriptions are renewed after a reconnect; the returned function unsubscribes.
   */
  subscribe: (topic: string, event: string, handler: (payload: unknown) => void) => () => void;
  close: () => void;
}

export function createRealtimeConnection(
  token: string,
  userId: number,
  onStatus: (status: RealtimeStatus) => void = () => {},
  log: RealtimeLogger = console,
  url?: string,
): RealtimeConnection {
  const socket = url ? io(url, { ...REALTIME_OPTIONS, auth: { token } }) : io({ ...REALTIME_OPTIONS, auth: { token } });
  const topics = new Map<string, number>();
  onStatus('connecting');

  // The spec asks for these three to be logged (platform-core §8).
  socket.on('connect', () => {
    log.info('[realtime] connected');
    onStatus('connected');
    for (const topic of topics.keys()) socket.emit('subscribe', topic);
  });
  // `active` stays true while socket.io will try again; a server-side disconnect (a revoked session)
  // or the tenth failed attempt leaves it false.
  const settle = () => onStatus(socket.active ? 'reconnecting' : 'disconnected');
  socket.on('disconnect', (reason) => {
    log.info('[realtime] disconnected:', reason);
    settle();
  });
  socket.on('connect_error', (error) => {
    log.warn('[realtime] connect error:', error.message);
    settle();
  });
  socket.io.on('reconnect_failed', () => onStatus('disconnected'));

  return {
    socket,
    subscribe(topic, eventName, handler) {
      const fullTopic = topicOf(userId, topic);
      topics.set(fullTopic, (topics.get(fullTopic) ?? 0) + 1);
      if (socket.connected) socket.emit('subscribe', fullTopic);
      socket.on(eventName, handler);
      return () => {
        socket.off(eventName, handler);
        const left = (topics.get(fullTopic) ?? 1) - 1;
        if (left > 0) topics.set(fullTopic, left);
        else {
          topics.delete(fullTopic);
          if (socket.connected) socket.emit('unsubscribe', fullTopic);
        }
      };
    },
    close() {
      socket.removeAllListeners();
      socket.disconnect();
      onStatus('disconnected');
    },
  };
}
