import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * What a request changed, noted as it happens and announced once the request has answered (its
 * transaction committed). Every audited change notes itself (audit.ts calls `noteChange`), so a
 * module announces by writing its audit row as it always has; a change without an audit row (a
 * comment, a link opened) calls `noteChange` itself. Which parties hear of it and under what name is
 * the live module's business (modules/live), resolved per entity after the commit.
 */
export interface NotedChange {
  /** The audit entity (`evaluation`, `expense_evaluation`, `statement_of_facts`...). */
  entity: string;
  entityId: string;
  /** Who changed it, when a profile did. */
  profileId: number | null;
  /** Who changed it when no profile did (a SOF's link collaborator), as the SOF names them. */
  actorName: string | null;
}

const context = new AsyncLocalStorage<Map<string, NotedChange>>();

/**
 * Notes a change of the current request. Outside a request (jobs, seed) nothing is noted: those
 * screens catch up on their next read.
 */
export function noteChange(
  entity: string,
  entityId: string | number,
  profileId: number | null = null,
  actorName: string | null = null,
): void {
  const noted = context.getStore();
  if (!noted) return;
  const id = String(entityId);
  const key = `${entity}:${id}`;
  if (!noted.has(key)) noted.set(key, { entity, entityId: id, profileId, actorName });
}

/**
 * Runs every request's handler inside a collection of its changes and hands the collection to
 * `deliver` when a successful answer is about to be sent (the handler returned: its transaction has
 * committed). The answer waits for the delivery, so the announcements are out before the caller
 * hears back and no resolution work runs beside the caller's next request. A failed request rolled
 * its transaction back, so it announces nothing; GraphQL answers a failed mutation with 200, and then
 * the announcement only costs its readers one needless read (an announcement carries no content).
 */
export function registerChangeCollection(
  app: FastifyInstance,
  deliver: (changes: NotedChange[]) => Promise<void>,
): void {
  const collected = new WeakMap<object, Map<string, NotedChange>>();
  app.addHook('preHandler', (request, _reply, done) => {
    const noted = new Map<string, NotedChange>();
    collected.set(request, noted);
    context.run(noted, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const noted = collected.get(request);
    if (noted && noted.size > 0 && reply.statusCode < 400) {
      collected.delete(request);
      await deliver([...noted.values()]);
    }
    return payload;
  });
}
