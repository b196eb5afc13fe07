import { createConnection } from 'node:net';
import pg from 'pg';

/** Whether a Redis server answers at the URL (tests of several nodes run only with one). */
export async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Why no PostgreSQL answers at the URL, or undefined when one does (the tests' skip reason). */
export async function postgresUnreachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return `no PostgreSQL reachable: ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => {});
  }
}
