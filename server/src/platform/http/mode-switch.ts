import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../audit/audit';
import { runAsActingAdmin } from '../audit/request-context';
import type { Db } from '../db/client';
import { isApiPath } from './access';

/**
 * What happens around every request of a mode-switch session (an administrator acting as a
 * customer, docs/decisions.md "Mode switch"):
 * - the handler runs inside the acting-admin context, so each audit row it writes carries both ids;
 * - before the answer leaves, one audit row records the request itself (route, status) with both ids,
 *   so even a read or a refused money action is on the record by the time the client hears of it
 *   (written after the answer, a crash or a quick reader could miss it).
 * Register after the access hook (it reads the caller the access hook attaches).
 */
export function registerModeSwitchHooks(app: FastifyInstance, db: Db) {
  app.addHook('preHandler', (request, _reply, done) => {
    const actingAdminId = request.caller?.actingAdminId;
    if (actingAdminId === undefined) return done();
    runAsActingAdmin(actingAdminId, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const caller = request.caller;
    const url = request.routeOptions.url;
    if (caller?.actingAdminId === undefined || !url || !isApiPath(url)) return payload;
    try {
      await writeAudit(db, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        actingAdminId: caller.actingAdminId,
        entity: 'mode_switch_request',
        entityId: caller.sessionId,
        action: `${request.method} ${url}`,
        after: { status: reply.statusCode, path: request.url.split('?')[0] },
        requestId: String(request.id),
      });
    } catch (error) {
      request.log.error({ err: error }, 'mode-switch request audit failed');
    }
    return payload;
  });
}
