import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The headers @fastify/helmet sets for `options`, read once from a probe instance. The plugin
 * builds helmet's middleware again on every request (parsing the CSP directives each time), a tenth
 * of what a secured no-op cost; our options are all constants, so the headers are too.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string | string[]]>> {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  const isPerRequest = (value: unknown) => typeof value === 'function';
  if (directives.some((value) => isPerRequest(value) || (Array.isArray(value) && value.some(isPerRequest))))
    throw new Error('a CSP directive computed per request cannot be set once');
  const probe = Fastify();
  await probe.register(helmet, options);
  let headers: Array<[string, string | string[]]> = [];
  // Registered after the plugin's hooks, so it runs after them and sees what they set.
  probe.addHook('onRequest', (_request, reply, done) => {
    headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, headerValue(value)]);
    done();
  });
  probe.get('/', async () => '');
  await probe.inject('/');
  await probe.close();
  if (headers.length === 0) throw new Error('helmet set no header');
  return headers;
}

function headerValue(value: number | string | string[] | undefined): string | string[] {
  return typeof value === 'number' ? String(value) : (value ?? '');
}

/** Sets the headers on every answer, as the plugin did (on the raw response, before any hook). */
export function registerSecurityHeaders(app: FastifyInstance, headers: Array<[string, string | string[]]>) {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
