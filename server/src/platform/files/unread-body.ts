import type { FastifyReply, FastifyRequest } from 'fastify';

/** Bodies past this (twice the 25 MB of files a request may carry) are not drained after a refusal. */
export const MAX_DRAIN_BYTES = 50 * 1024 * 1024;

/**
 * After an error answer, the rest of a request body nobody read: drained (read and dropped) when its
 * declared length is within MAX_DRAIN_BYTES, so the keep-alive connection serves the next request;
 * else answered with `Connection: close`. Left alone, a body paused mid-stream (the multipart reader
 * stops at the chunk that crosses a limit) holds the connection until the client gives up.
 */
export function settleUnreadBody(request: FastifyRequest, reply: FastifyReply) {
  const body = request.raw;
  if (body.readableEnded || body.destroyed) return;
  body.unpipe();
  const declared = Number(body.headers['content-length']);
  if (!body.complete && !(Number.isFinite(declared) && declared <= MAX_DRAIN_BYTES))
    reply.header('connection', 'close');
  body.resume();
}
