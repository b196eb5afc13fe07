import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@portcall/contracts/messages';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under /assets by its content's hash: a new build is a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built React app (when built) with an index.html fallback for client-side routes; API
 * paths and files that do not exist answer the error body's 404. The hashed files under /assets are
 * cached for a year without revalidation; the page, the service worker and the manifest are
 * revalidated on every visit so a new version is noticed. Each file goes out as the brotli or gzip
 * copy the build made of it (web/scripts/precompress.mjs), by the browser's accept-encoding.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string) {
  const hasWebApp = fs.existsSync(path.join(distDir, 'index.html'));
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, file) {
        // `file` is the copy sent: index.html.br for index.html.
        const served = file.replace(/\.(br|gz)$/, '');
        if (served.startsWith(assetsDir)) reply.header('cache-control', IMMUTABLE);
        else if (/(sw\.js|\.html|\.webmanifest)$/.test(served)) reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(da-app|sof|port-analysis|ai|socket\.io|integration-[\w-]+)(\/|$)/.test(request.url);
    const isPage = request.method === 'GET' && !isApi && !path.extname(request.url.split('?')[0] ?? '');
    if (hasWebApp && isPage) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ status: 404, code: 'NOT_FOUND', message: messages.NOT_FOUND, requestId: String(request.id) });
  });
}
