import type { FastifyReply } from 'fastify';
import { createLru } from '../lru';

/**
 * Answers kept as the bytes sent, for reads that are asked far more often than what they show
 * changes (docs/decisions.md "Answers kept as bytes"). The cache only stores: whoever uses it says
 * what an entry was made from (a fingerprint, a version, epochs) and serves it only after checking,
 * on that request, that this is still what the database holds. Least recently used out past
 * `maxEntries`; an answer over `maxBytes` is not kept.
 */
export function createAnswerCache<T extends { body: Buffer }>(options: { maxEntries: number; maxBytes: number }) {
  const entries = createLru<T>(options.maxEntries);
  return {
    get: entries.get,
    set(key: string, entry: T) {
      entries.delete(key);
      if (entry.body.length > options.maxBytes) return;
      entries.set(key, entry);
    },
    delete: entries.delete,
    get size() {
      return entries.size;
    },
  };
}
export type AnswerCache<T extends { body: Buffer }> = ReturnType<typeof createAnswerCache<T>>;

/**
 * The bytes a JSON route answers for `answer`: its own response serializer (the allow-list of its
 * schema), so a kept answer is exactly what the route would have written.
 */
export function serializeAnswer(reply: FastifyReply, answer: unknown): Buffer {
  return Buffer.from(reply.serialize(answer) as string);
}

/** Sends bytes made by `serializeAnswer` as they are (Fastify does not serialise a Buffer again). */
export function sendAnswer(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
