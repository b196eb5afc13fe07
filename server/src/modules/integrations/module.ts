import type { TPortCallImport } from '@portcall/contracts/port-calls';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { EventBus } from '../../platform/events';
import type { JobQueue } from '../../platform/jobs/runner';
import { defineModule } from '../../platform/modules/manifest';
import { createInboundAuthenticator } from './inbound';
import { createOutboxReadModel } from './outbox-read-model';
import { createIntegrationsRepo } from './repo';
import { integrationRoutes } from './routes';
import { createIntegrationsService, DELIVER_JOB, PUMP_JOB } from './service';
import { createTaskFlowService, type ReachEvaluation } from './task-flow';
import { createVesonInbound } from './veson';

export { SIGNATURE_HEADER, sign, TIMESTAMP_HEADER, verifySignature } from './outbound';

/** How often the outbox pump looks for new export events and evaluation tasks. */
const PUMP_EVERY_MS = 15_000;

/**
 * Outbound integrations (issue 27 §6): per-buyer connectors (task flow, Veson, webhook), every event
 * of the outboxes and the event bus delivered to them signed, retried by the jobs runner and
 * dead-lettered; the task-flow (danaos) calls; the VMS path family /integration-veson-{slug}/api.
 */
export function createIntegrationsModule(deps: {
  db: Db;
  clock: () => Date;
  jobs: JobQueue;
  events: EventBus;
  switches: { isSwitchedOn(buyerId: number, code: string, tx?: Db): Promise<boolean> };
  isBuyer(companyId: number): Promise<boolean>;
  reachEvaluation: ReachEvaluation;
  importPortCall(companyId: number, input: TPortCallImport, tx?: Db): Promise<{ id: number; status: string }>;
  maxAttempts: number;
  allowPrivateUrls: boolean;
}) {
  const repo = createIntegrationsRepo(deps.db);
  const outbox = createOutboxReadModel(deps.db);
  const integrations = createIntegrationsService({ ...deps, repo, outbox });
  const taskFlow = createTaskFlowService({ ...deps, repo, outbox, integrations });
  integrations.setOnDelivered(taskFlow.recordAnswer);
  const veson = createVesonInbound({ ...deps, repo });

  deps.jobs.register<{ deliveryId: number }>(DELIVER_JOB, (payload, run) => integrations.deliver(payload, run));
  // One job per 15-second bucket, so the running pump can queue the next one under another key.
  const schedulePump = (runAt: Date) =>
    deps.jobs.enqueue(
      PUMP_JOB,
      {},
      { runAt, uniqueKey: `${PUMP_JOB}:${Math.floor(runAt.getTime() / PUMP_EVERY_MS)}`, maxAttempts: 3 },
    );
  deps.jobs.register(PUMP_JOB, async () => {
    await integrations.pump();
    await schedulePump(new Date(deps.clock().getTime() + PUMP_EVERY_MS));
  });

  // An appointment's move is an event connectors may take; the deliveries commit with the move.
  deps.events.subscribe('appointment.state-changed', async (change, tx) => {
    const buyerId = await outbox.buyerOfAppointment(change.appointmentId, tx);
    if (buyerId === undefined) return;
    await integrations.enqueueEvent(
      {
        buyerId,
        event: 'appointment.state-changed',
        entityType: 'APPOINTMENT',
        entityId: change.appointmentId,
        sourceKey: `appointment:${change.appointmentId}:${change.action}:${deps.clock().getTime()}`,
        payload: { appointmentId: change.appointmentId, action: change.action, from: change.from, to: change.to },
      },
      tx,
    );
  });

  return {
    routes: (app: FastifyInstance) =>
      integrationRoutes(app, { integrations, taskFlow, veson, reach: deps.reachEvaluation }),
    /** Authenticates a signed call from a buyer's WEBHOOK connector (the DCSA timestamps webhook). */
    authenticateWebhook: createInboundAuthenticator({ ...deps, repo }),
    /** Reads the outboxes now (the pump job's work; tests call it). */
    pump: () => integrations.pump(),
    /** Queues the recurring pump: now, then every 15 seconds (app start). */
    schedulePump: () => schedulePump(deps.clock()),
  };
}
export type IntegrationsModule = ReturnType<typeof createIntegrationsModule>;

export const manifest = defineModule({
  name: 'integrations',
  summary: 'outbound connectors and their outbox (a job), the task flow, inbound port calls',
  needs: ['admin', 'account', 'evaluations', 'port-calls'],
  build: ({ db, clock, jobs, events, config }, { admin, account, evaluations, 'port-calls': portCalls }) =>
    createIntegrationsModule({
      db,
      clock,
      jobs,
      events,
      switches: admin.integrationSwitches,
      isBuyer: async (id) => (await account.directory.findCompanyById(id))?.type === 'BUYER',
      reachEvaluation: (caller, authority, id, tx) => evaluations.reach.reach(caller, authority, id, tx),
      importPortCall: (companyId, input, tx) => portCalls.services.imported.importPortCall(companyId, input, tx),
      maxAttempts: config.integrationMaxAttempts,
      allowPrivateUrls: config.integrationAllowPrivateUrls,
    }),
});
