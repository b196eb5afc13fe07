import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import type { Realtime } from './realtime';

/**
 * Stops a node without dropping work (SIGTERM from an orchestrator, Ctrl-C): the listening socket
 * closes first, so the proxy sends new requests to another node; the socket.io clients are closed
 * and reconnect there; requests in flight finish and are answered; then the jobs runner finishes its
 * pass, mail and Redis let go, and the database pool closes last. Past `timeoutMs` the process ends
 * anyway (code 1), so a stuck request cannot keep a node from stopping.
 */
export function createShutdown(parts: {
  app: FastifyInstance;
  realtime: Realtime;
  database: Pick<Database, 'close'>;
  timeoutMs: number;
  exit: (code: number) => void;
}) {
  let closing: Promise<void> | undefined;
  return function shutdown(reason: string): Promise<void> {
    closing ??= (async () => {
      const { app } = parts;
      app.log.info({ reason }, 'shutting down: draining requests and sockets');
      const timer = setTimeout(() => {
        app.log.error({ timeoutMs: parts.timeoutMs }, 'shutdown did not finish in time; stopping anyway');
        parts.exit(1);
      }, parts.timeoutMs);
      timer.unref();
      try {
        // Fastify's close stops listening, answers 503 with `connection: close` to a request that
        // still comes on a kept-alive connection, closes idle ones and waits for those in flight;
        // socket.io's sockets would hold that wait forever, so they are closed alongside.
        const appClosed = app.close();
        // A kept-alive connection whose request was in flight goes idle only once answered, after
        // Fastify's one sweep of idle connections; it would hold the close until its keep-alive
        // timeout, so idle connections are swept until the server has closed.
        const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
        try {
          await parts.realtime.close();
          await appClosed;
        } finally {
          clearInterval(sweep);
        }
        await parts.database.close();
        app.log.info('shut down');
        parts.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        parts.exit(1);
      } finally {
        clearTimeout(timer);
      }
    })();
    return closing;
  };
}
