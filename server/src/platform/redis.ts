import type { FastifyBaseLogger } from 'fastify';

/** The commands the app sends to Redis outside socket.io's adapter (rate limits, readiness). */
export interface RedisConnection {
  sendCommand<T = unknown>(args: string[]): Promise<T>;
  quit(): Promise<unknown>;
}

/**
 * A Redis connection with the client the socket.io adapter uses (`redis`). Without an offline queue:
 * while Redis is away a command fails at once instead of holding the request that sent it.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisConnection> {
  const { createClient } = await import('redis');
  const client = createClient({ url, disableOfflineQueue: true });
  // An unhandled 'error' event would end the process; a lost connection is retried by the client.
  client.on('error', (error: Error) => log.warn({ err: error }, 'redis connection failed'));
  await client.connect();
  return {
    sendCommand: (args) => client.sendCommand(args),
    quit: () => client.quit(),
  };
}
