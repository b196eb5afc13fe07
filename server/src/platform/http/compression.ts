import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** JSON and text answers; binary downloads (PDF, images, spreadsheets) are compressed already. */
const COMPRESSIBLE = /^(application\/([\w.-]+\+)?json|text\/(html|csv|plain|css|javascript))(;|$)/;

/**
 * Compresses answers of 1 kB and more (brotli or gzip, by accept-encoding) on their way out: a list
 * of port calls shrinks to a tenth. Registered before the routes (it hooks each as it is added).
 * Files sent with their own encoding (the web app's precompressed copies) pass untouched, a streamed
 * download stays a stream, socket.io never passes through Fastify, and request bodies are never
 * inflated here: a small compressed body must not become a huge one past the body limit.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
}
