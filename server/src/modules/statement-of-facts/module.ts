import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { FileStorage } from '../../platform/files/storage';
import type { Authenticate, Caller } from '../../platform/http/access';
import { defineModule } from '../../platform/modules/manifest';
import { createSofCommands } from './commands';
import { createSofDocuments } from './documents';
import { registerSofGraphql } from './graphql';
import { createSofInvites } from './invites';
import { createSofPortCallReadModel } from './port-call-read-model';
import { createSofReads } from './reads';
import { createSofRepo } from './repo';
import { sofRoutes as sofRestRoutes } from './routes';
import { createSofCore, type SofDeps } from './service';
import { createSofSigning } from './signing';

export type { SofPrincipal } from './parties';
export { describeEvent, EVENT_TEMPLATES, findTemplate } from './templates';

export type StatementOfFactsDeps = Omit<SofDeps, 'repo' | 'portCalls'> & {
  files: Pick<FileStorage, 'save' | 'read' | 'open' | 'remove'>;
  /** The session check of every secured call (auth module): GraphQL authenticates with it. */
  authenticate: Authenticate;
  /** Production refuses GraphQL introspection to anonymous callers. */
  isProduction: boolean;
  /** Browser origins allowed to call GraphQL (the app's CORS setting). */
  corsOrigins: string[];
};

/**
 * Statement of facts (SOF service under /sof): REST under /sof/api and GraphQL at /sof/graphql.
 * A port call's SOF is created when an agent accepts its appointment (the appointment's state
 * change, in its transaction), and otherwise on the first read by a party once accepted (calls
 * accepted before this existed).
 */
export function createStatementOfFactsModule(deps: StatementOfFactsDeps & { events?: EventBus }) {
  const repo = createSofRepo(deps.db);
  const portCalls = createSofPortCallReadModel(deps.db);
  const core = createSofCore({ ...deps, repo, portCalls });
  deps.events?.subscribe('appointment.state-changed', async (change, tx) => {
    if (change.to !== 'ACCEPTED') return;
    const [portCall] = await portCalls.portCallsByIds([change.portCallId], tx);
    if (portCall) await core.ensure(portCall, tx);
  });
  const base = { db: deps.db, repo, core, clock: deps.clock };
  const commands = createSofCommands(base);
  const signing = createSofSigning({ ...base, notifier: deps.notifier });
  const invites = createSofInvites({
    ...base,
    mail: deps.mail,
    signingKey: deps.signingKey,
    ttlDays: deps.inviteTtlDays ?? 14,
  });
  const documents = createSofDocuments({ ...base, files: deps.files });
  const reads = createSofReads({ ...base, portCalls, regionScopeFor: deps.regionScopeFor, publicUrl: deps.publicUrl });
  return {
    routes: async (app: FastifyInstance) => {
      await sofRestRoutes(app, { invites, documents });
      registerSofGraphql(app, {
        reads,
        commands,
        signing,
        documents,
        authenticate: deps.authenticate,
        authenticateInvitee: invites.authenticateInvitee,
        isProduction: deps.isProduction,
        corsOrigins: deps.corsOrigins,
      });
    },
    /**
     * Where a SOF notification (eventId = the SOF's id) lands for a caller, or null when the caller
     * may not open that SOF: registered as the notifications' SOF target.
     */
    async notificationTarget(caller: Caller, sofId: number): Promise<string | null> {
      const sof = await repo.findById(sofId);
      if (!sof) return null;
      try {
        await core.reach({ caller }, 'view', sof.portCallId);
      } catch (error) {
        if (error instanceof AppError && (error.status === 403 || error.status === 404)) return null;
        throw error;
      }
      const side =
        caller.type === 'BUYER'
          ? 'buyer'
          : caller.type === 'AGENT'
            ? 'agent'
            : caller.type === 'VENDOR'
              ? 'vendor'
              : 'admin';
      return side === 'admin' ? '/secured/admin/sof' : `/secured/${side}/sof/${sof.portCallId}`;
    },
    /** A link collaborator's token (null when it is not one, or no longer live): realtime guests. */
    authenticateInvitee: invites.authenticateInvitee,
    /**
     * What the DCSA timestamp exchange (dcsa-timestamps module) uses: the one scope check, the SOF's
     * events, and the add-event command, so what comes from outside obeys the SOF's own rules.
     */
    exchange: {
      reach: core.reach,
      addEvent: commands.addEvent,
      /** A port call's facts, its SOF and events, for a caller already authenticated another way (a webhook). */
      async facts(portCallId: number, tx?: Db) {
        const [portCall] = await portCalls.portCallsByIds([portCallId], tx);
        if (!portCall) return null;
        const sof = await repo.findByPortCall(portCallId, tx);
        const events = sof ? ((await repo.eventsOf([sof.id], tx)).get(sof.id) ?? []) : [];
        return { portCall, sof, events };
      },
    },
    /** Creates the SOF of a port call once its appointment is accepted (idempotent). */
    async ensureForPortCall(portCallId: number, tx?: Db) {
      const [portCall] = await portCalls.portCallsByIds([portCallId], tx);
      return portCall ? (await core.ensure(portCall, tx)) !== null : false;
    },
  };
}
export type StatementOfFactsModule = ReturnType<typeof createStatementOfFactsModule>;

export const manifest = defineModule({
  name: 'statement-of-facts',
  summary: 'the statement of facts of each port call: REST /sof/api, GraphQL /sof/graphql, signing, invitees',
  needs: ['settings', 'notifications', 'appointments', 'auth'],
  build({ db, clock, mailer, config, signingKey, files, events }, { settings, notifications, appointments, auth }) {
    const sof = createStatementOfFactsModule({
      db,
      clock,
      regionScopeFor: (caller, tx) => settings.regionScope.regionScopeFor(caller, tx),
      notifier: notifications.notifier,
      findPeople: appointments.findPeople,
      mail: mailer,
      publicUrl: config.publicUrl,
      signingKey,
      files,
      authenticate: auth.authenticate,
      isProduction: config.isProduction,
      corsOrigins: config.corsOrigins,
      events,
    });
    notifications.registerTarget('SOF', sof.notificationTarget);
    return sof;
  },
});
