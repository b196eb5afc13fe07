import type { TAuthority } from '@portcall/contracts/access';
import {
  INTEGRATION_EVENTS,
  type TDeliveryStatus,
  type TFlow,
  type TIntegrationTask,
  type TTaskAnswer,
  type TTaskDetails,
  ZFlow,
} from '@portcall/contracts/integrations';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { checkOutboundUrl, sendSigned } from './outbound';
import type { OutboxReadModel } from './outbox-read-model';
import type { DeliveryRow, IntegrationsRepo, TaskRow } from './repo';
import type { IntegrationsService } from './service';

/** How the evaluations module lets us reach an evaluation as the caller (404 outside their scope). */
export type ReachEvaluation = (
  caller: Caller,
  authority: TAuthority,
  evaluationId: number,
  tx?: Db,
) => Promise<{ id: number; companyId: number }>;

const ZTaskFlowAnswer = z.object({
  taskId: z.union([z.string(), z.number()]).transform(String),
  flow: z.string().max(200).optional(),
  state: z.string().max(100).optional(),
});

const EVENT_NAMES: Record<(typeof INTEGRATION_EVENTS)[number], string> = {
  'proforma.exported': 'A DA was exported (proforma/trigger-export-event)',
  'port-call.exported': 'A port call was exported (port-call/trigger-export-event)',
  'evaluation.task': 'An evaluation workflow step for the buyer systems (budget commit, payment request)',
  'evaluation.protocol': 'An evaluation sent as a protocol to the task-flow service (danaos/protocol)',
  'appointment.state-changed': 'An appointment moved in its workflow',
};

/**
 * The task-flow ("danaos") calls of operations §7: an evaluation is sent as a protocol (a delivery
 * like any other, to the buyer's TASK_FLOW connector), and the service's answer (task id, flow,
 * state) becomes the evaluation's task.
 */
export function createTaskFlowService(deps: {
  db: Db;
  repo: IntegrationsRepo;
  outbox: OutboxReadModel;
  integrations: IntegrationsService;
  reachEvaluation: ReachEvaluation;
  switches: { isSwitchedOn(buyerId: number, code: string, tx?: Db): Promise<boolean> };
  clock: () => Date;
  allowPrivateUrls: boolean;
}) {
  const { db, repo } = deps;

  /** The buyer's task-flow connector, when enabled and switched on by the admin. */
  async function connectorOf(buyerId: number, tx: Db = db) {
    if (!(await deps.switches.isSwitchedOn(buyerId, 'DANAOS', tx))) return undefined;
    const [connector] = await repo.enabledConnectors(buyerId, ['TASK_FLOW'], tx);
    return connector;
  }

  function toTask(row: TaskRow, deliveryStatus: string): TIntegrationTask {
    return {
      id: row.id,
      entityType: row.entityType as 'EVALUATION',
      entityId: row.entityId,
      externalId: row.externalId,
      flow: row.flow,
      state: row.state,
      deliveryStatus: deliveryStatus as TDeliveryStatus,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** POST danaos/protocol: queues the evaluation for the task-flow service; answers its task (QUEUED). */
  async function sendProtocol(caller: Caller, evaluationId: number): Promise<TIntegrationTask> {
    return db.transaction(async (tx) => {
      const evaluation = await deps.reachEvaluation(caller, 'DA_EVALUATION_VERIFY', evaluationId, tx);
      const buyerId = evaluation.companyId;
      if (!(await connectorOf(buyerId, tx))) throw conflict('INTEGRATION_NOT_ENABLED');
      const current = await repo.taskOf(buyerId, 'EVALUATION', evaluationId, tx);
      // Sent already and on its way: the same task, not a second one.
      if (current && current.deliveryStatus === 'PENDING') return toTask(current.task, current.deliveryStatus);
      const protocol = await deps.outbox.evaluationProtocol(evaluationId, tx);
      const now = deps.clock();
      const [delivery] = await deps.integrations.enqueueEvent(
        {
          buyerId,
          event: 'evaluation.protocol',
          entityType: 'EVALUATION',
          entityId: evaluationId,
          sourceKey: `protocol:${evaluationId}:${now.getTime()}`,
          payload: { ...protocol, sentById: caller.profileId },
        },
        tx,
        ['TASK_FLOW'],
      );
      if (!delivery) throw conflict('INTEGRATION_NOT_ENABLED');
      const task = await repo.upsertTask(
        {
          buyerId,
          entityType: 'EVALUATION',
          entityId: evaluationId,
          deliveryId: delivery.id,
          state: 'QUEUED',
          details: {},
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      return toTask(task, delivery.status);
    });
  }

  /** The service's answer to a delivered protocol: its task id, flow and state (kept with the rest). */
  async function recordAnswer(delivery: DeliveryRow, answer: unknown, tx: Db) {
    if (delivery.event !== 'evaluation.protocol') return;
    const task = await repo.taskOfDelivery(delivery.id, tx);
    if (!task) return;
    const parsed = ZTaskFlowAnswer.safeParse(answer);
    await repo.updateTask(
      task.id,
      parsed.success
        ? {
            externalId: parsed.data.taskId,
            flow: parsed.data.flow ?? null,
            state: parsed.data.state ?? 'CREATED',
            details: answer as Record<string, unknown>,
            updatedAt: deps.clock(),
          }
        : { state: 'SENT', updatedAt: deps.clock() },
      tx,
    );
  }

  /** A buyer asks about its own company's entities only: another buyerId answers 404. */
  async function reach(caller: Caller, buyerId: number, evaluationId: number) {
    if (buyerId !== caller.companyId) throw notFound();
    const evaluation = await deps.reachEvaluation(caller, 'DA_EVALUATION_VIEW', evaluationId);
    if (evaluation.companyId !== buyerId) throw notFound();
  }

  async function task(caller: Caller, evaluationId: number, buyerId: number): Promise<TTaskAnswer> {
    await reach(caller, buyerId, evaluationId);
    const found = await repo.taskOf(buyerId, 'EVALUATION', evaluationId);
    return {
      isEnabled: (await connectorOf(buyerId)) !== undefined,
      task: found ? toTask(found.task, found.deliveryStatus) : null,
    };
  }

  async function taskDetails(caller: Caller, evaluationId: number, buyerId: number): Promise<TTaskDetails> {
    await reach(caller, buyerId, evaluationId);
    const found = await repo.taskOf(buyerId, 'EVALUATION', evaluationId);
    if (!found) throw notFound();
    return {
      task: toTask(found.task, found.deliveryStatus),
      details: found.task.details,
      log: await deps.integrations.logEntries(caller, 'TASK', found.task.id),
    };
  }

  /** GET danaos/flows: the flows the buyer's task-flow service offers, asked of it (signed GET {url}/flows). */
  async function flows(caller: Caller): Promise<TFlow[]> {
    const connector = await connectorOf(caller.companyId);
    if (!connector) throw conflict('INTEGRATION_NOT_ENABLED');
    const url = `${connector.url.replace(/\/+$/, '')}/flows`;
    if ((await checkOutboundUrl(url, { allowPrivate: deps.allowPrivateUrls })) !== 'OK')
      throw new AppError(502, 'INTEGRATION_UNREACHABLE');
    const result = await sendSigned({ method: 'GET', url, secret: connector.secret, body: '', now: deps.clock() });
    const parsed = z.array(ZFlow).max(500).safeParse(result.body);
    if (result.error !== null || !parsed.success) throw new AppError(502, 'INTEGRATION_UNREACHABLE');
    return parsed.data.map((f) => ({ code: f.code, name: f.name }));
  }

  /** GET integration/task/flows: what the platform sends to connectors (the events one may subscribe to). */
  function platformFlows(): TFlow[] {
    return INTEGRATION_EVENTS.map((code) => ({ code, name: EVENT_NAMES[code] }));
  }

  return { sendProtocol, recordAnswer, task, taskDetails, flows, platformFlows };
}
export type TaskFlowService = ReturnType<typeof createTaskFlowService>;
