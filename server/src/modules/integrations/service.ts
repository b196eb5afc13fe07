import {
  CONFIG_OF_KIND,
  type TConnector,
  type TConnectorKind,
  type TConnectorSave,
  type TDelivery,
  type TDeliveryStatus,
  type TIntegrationEvent,
  type TLogEntry,
} from '@portcall/contracts/integrations';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/query-helpers';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { JobQueue, JobRun } from '../../platform/jobs/runner';
import { checkOutboundUrl, sendSigned } from './outbound';
import { OUTBOX_SOURCES, type OutboxReadModel } from './outbox-read-model';
import type { ConnectorRow, DeliveryRow, IntegrationsRepo, LogEntryRow } from './repo';

export const DELIVER_JOB = 'integrations.deliver';
export const PUMP_JOB = 'integrations.pump';

export interface IntegrationsDeps {
  db: Db;
  repo: IntegrationsRepo;
  outbox: OutboxReadModel;
  jobs: JobQueue;
  clock: () => Date;
  /** The admin's per-buyer switch of an integration config code. */
  switches: { isSwitchedOn(buyerId: number, code: string, tx?: Db): Promise<boolean> };
  /** Buyers the admin may configure (404 otherwise). */
  isBuyer(companyId: number): Promise<boolean>;
  /** Attempts before a delivery is DEAD. */
  maxAttempts: number;
  /** Loopback and private networks allowed as targets (development and tests only). */
  allowPrivateUrls: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toLogEntry(entry: LogEntryRow, delivery: DeliveryRow): TLogEntry {
  return {
    id: entry.id,
    deliveryId: entry.deliveryId,
    attempt: entry.attempt,
    event: delivery.event as TIntegrationEvent,
    entityType: delivery.entityType,
    entityId: delivery.entityId,
    statusCode: entry.statusCode,
    durationMs: entry.durationMs,
    error: entry.error,
    at: entry.at.toISOString(),
  };
}

/**
 * Connectors, the deliveries of events to them and the log of every attempt. An event becomes one
 * delivery per enabled connector of the buyer that subscribes to it (and whose integration the admin
 * switched on); each delivery is a job: one signed POST per run, retried with the runner's backoff,
 * DEAD after `maxAttempts`, sent again only when an admin re-drives it.
 */
export function createIntegrationsService(deps: IntegrationsDeps) {
  const { db, repo } = deps;

  async function toConnector(row: ConnectorRow, tx: Db = db): Promise<TConnector> {
    const kind = row.kind as TConnectorKind;
    return {
      id: row.id,
      buyerId: row.buyerId,
      kind,
      name: row.name,
      slug: row.slug,
      url: row.url,
      secretHint: `••••${row.secret.slice(-4)}`,
      events: row.events as TIntegrationEvent[],
      isEnabled: row.isEnabled,
      isSwitchedOn: await deps.switches.isSwitchedOn(row.buyerId, CONFIG_OF_KIND[kind], tx),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function requireBuyer(buyerId: number) {
    if (!(await deps.isBuyer(buyerId))) throw notFound();
  }

  async function listConnectors(buyerId: number) {
    await requireBuyer(buyerId);
    const rows = await repo.connectors(buyerId);
    return Promise.all(rows.map((r) => toConnector(r)));
  }

  async function saveConnector(caller: Caller, buyerId: number, input: TConnectorSave) {
    await requireBuyer(buyerId);
    if (!(await deps.switches.isSwitchedOn(buyerId, CONFIG_OF_KIND[input.kind])))
      throw conflict('INTEGRATION_NOT_SWITCHED_ON');
    const verdict = await checkOutboundUrl(input.url, { allowPrivate: deps.allowPrivateUrls });
    if (verdict !== 'OK') throw fieldError('url', verdict);
    const now = deps.clock();
    const values = {
      kind: input.kind,
      name: input.name,
      slug: input.slug,
      url: input.url,
      events: [...new Set(input.events)],
      isEnabled: input.isEnabled,
      updatedAt: now,
    };
    try {
      return await db.transaction(async (tx) => {
        let row: ConnectorRow;
        if (input.id === undefined) {
          if (!input.secret) throw fieldError('secret', 'INTEGRATION_SECRET_REQUIRED');
          row = await repo.insertConnector({ ...values, buyerId, secret: input.secret, createdAt: now }, tx);
        } else {
          const existing = await repo.connector(input.id, tx);
          if (!existing || existing.buyerId !== buyerId) throw notFound();
          row = await repo.updateConnector(
            existing.id,
            { ...values, ...(input.secret ? { secret: input.secret } : {}) },
            tx,
          );
        }
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'integration_connector',
          entityId: row.id,
          action: input.id === undefined ? 'CREATE' : 'UPDATE',
          // The secret never goes to the audit log either.
          after: { ...values, buyerId, secretChanged: Boolean(input.secret) },
        });
        return toConnector(row, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('slug', 'INTEGRATION_SLUG_EXISTS');
      throw error;
    }
  }

  /**
   * Turns one event into deliveries, inside the transaction that recorded the event (or moved the
   * pump's cursor past it), each with its job. `kinds` narrows the connectors (the protocol goes to
   * the task-flow service only). Answers the deliveries created.
   */
  async function enqueueEvent(
    event: {
      buyerId: number;
      event: TIntegrationEvent;
      entityType: string;
      entityId: number;
      sourceKey: string;
      payload: unknown;
    },
    tx: Db,
    kinds: TConnectorKind[] = ['TASK_FLOW', 'VESON', 'WEBHOOK'],
  ) {
    const created: DeliveryRow[] = [];
    for (const connector of await repo.enabledConnectors(event.buyerId, kinds, tx)) {
      // A protocol is asked for by name (danaos/protocol), so the task-flow connector takes it always.
      if (event.event !== 'evaluation.protocol' && !connector.events.includes(event.event)) continue;
      if (!(await deps.switches.isSwitchedOn(event.buyerId, CONFIG_OF_KIND[connector.kind as TConnectorKind], tx)))
        continue;
      const delivery = await repo.insertDelivery(
        { ...event, connectorId: connector.id, status: 'PENDING', createdAt: deps.clock() },
        tx,
      );
      if (!delivery) continue;
      await scheduleDelivery(delivery.id, tx);
      created.push(delivery);
    }
    return created;
  }

  function scheduleDelivery(deliveryId: number, tx: Db) {
    return deps.jobs.enqueue(
      DELIVER_JOB,
      { deliveryId },
      { uniqueKey: `integration-delivery:${deliveryId}`, maxAttempts: deps.maxAttempts },
      tx,
    );
  }

  /**
   * Reads what other modules' outboxes gained since the last pass and turns it into deliveries; the
   * cursor moves in the same transaction, so an event is taken once (and a second pass of another
   * node finds the deliveries there already: unique per connector and source).
   */
  async function pump(batch = 200) {
    let total = 0;
    for (const source of OUTBOX_SOURCES) {
      for (;;) {
        const count = await db.transaction(async (tx) => {
          const lastId = await repo.cursor(source, tx);
          const events = await deps.outbox.after(source, lastId, batch, tx);
          for (const e of events) {
            const { buyerId, event, entityType, entityId, payload } = e;
            await enqueueEvent({ buyerId, event, entityType, entityId, payload, sourceKey: `${e.source}:${e.id}` }, tx);
          }
          const last = events.at(-1);
          if (last) await repo.moveCursor(source, last.id, tx);
          return events.length;
        });
        total += count;
        if (count < batch) break;
      }
    }
    return total;
  }

  /** Called with the answer of a successful attempt (the task-flow service's task). */
  type OnDelivered = (delivery: DeliveryRow, answer: unknown, tx: Db) => Promise<void>;
  let onDelivered: OnDelivered = async () => {};

  /**
   * One run of a delivery's job: a signed POST of `{id, event, occurredAt, data}`. A failure throws so
   * the runner retries it later (its backoff); the last failure marks the delivery DEAD first.
   */
  async function deliver(payload: { deliveryId: number }, run: JobRun) {
    const delivery = await repo.delivery(payload.deliveryId);
    if (delivery?.status !== 'PENDING') return;
    const connector = await repo.connector(delivery.connectorId);
    if (!connector) return;
    const now = deps.clock();
    const body = JSON.stringify({
      id: delivery.id,
      event: delivery.event,
      buyerId: delivery.buyerId,
      entityType: delivery.entityType,
      entityId: delivery.entityId,
      occurredAt: delivery.createdAt.toISOString(),
      data: delivery.payload,
    });
    // A connector disabled (or its integration switched off) since the event keeps its deliveries
    // unsent: each run fails and logs why, so they end DEAD and can be re-driven once it is back.
    const isActive =
      connector.isEnabled &&
      (await deps.switches.isSwitchedOn(connector.buyerId, CONFIG_OF_KIND[connector.kind as TConnectorKind]));
    const verdict = isActive
      ? await checkOutboundUrl(connector.url, { allowPrivate: deps.allowPrivateUrls })
      : 'CONNECTOR_OFF';
    const result =
      verdict === 'OK'
        ? await sendSigned({
            method: 'POST',
            url: connector.url,
            secret: connector.secret,
            body,
            now,
            headers: { 'x-portcall-event': delivery.event, 'x-portcall-delivery': String(delivery.id) },
          })
        : { statusCode: null, durationMs: 0, error: `refused: ${verdict}`, body: null };
    const isDelivered = result.error === null;
    const isLast = !isDelivered && run.attempt >= run.maxAttempts;
    await db.transaction(async (tx) => {
      const current = await repo.delivery(delivery.id, tx, true);
      if (current?.status !== 'PENDING') return;
      const attempt = current.attempts + 1;
      await repo.insertLogEntry(
        {
          buyerId: current.buyerId,
          deliveryId: current.id,
          attempt,
          statusCode: result.statusCode,
          durationMs: result.durationMs,
          error: result.error,
          at: deps.clock(),
        },
        tx,
      );
      await repo.updateDelivery(
        current.id,
        {
          attempts: attempt,
          lastError: result.error,
          status: isDelivered ? 'DELIVERED' : isLast ? 'DEAD' : 'PENDING',
          deliveredAt: isDelivered ? deps.clock() : null,
        },
        tx,
      );
      if (isDelivered) await onDelivered(current, result.body, tx);
    });
    if (!isDelivered) throw new Error(result.error ?? 'delivery failed');
  }

  async function listDeliveries(buyerId: number, status: TDeliveryStatus | undefined): Promise<TDelivery[]> {
    await requireBuyer(buyerId);
    const rows = await repo.deliveries(buyerId, status);
    return rows.map(({ delivery: d, connectorName }) => ({
      id: d.id,
      connectorId: d.connectorId,
      connectorName,
      event: d.event as TIntegrationEvent,
      entityType: d.entityType,
      entityId: d.entityId,
      status: d.status as TDeliveryStatus,
      attempts: d.attempts,
      lastError: d.lastError,
      createdAt: d.createdAt.toISOString(),
      deliveredAt: iso(d.deliveredAt),
    }));
  }

  /** Re-drives a DEAD delivery: PENDING again with a new job; its earlier attempts stay in the log. */
  async function retry(caller: Caller, deliveryId: number) {
    return db.transaction(async (tx) => {
      const row = await repo.delivery(deliveryId, tx, true);
      if (!row) throw notFound();
      if (row.status !== 'DEAD') throw conflict('DELIVERY_NOT_RETRYABLE');
      await repo.updateDelivery(row.id, { status: 'PENDING' }, tx);
      await scheduleDelivery(row.id, tx);
      await writeAudit(tx, {
        profileId: caller.profileId,
        companyId: caller.companyId,
        entity: 'integration_delivery',
        entityId: row.id,
        action: 'RETRY',
        after: { attempts: row.attempts },
      });
      return { id: row.id, status: 'PENDING' as const };
    });
  }

  /**
   * log-entry/{type}/{id}/list: a buyer reads its own company's entries only (another company's
   * delivery, connector or task answers 404); an administrator reads any. EVALUATION is checked by
   * the caller (the evaluation's reach) before this runs.
   */
  async function logEntries(caller: Caller, type: 'DELIVERY' | 'CONNECTOR' | 'TASK' | 'EVALUATION', id: number) {
    const own = (buyerId: number | undefined) => {
      if (buyerId === undefined) throw notFound();
      if (caller.type !== 'ADMIN' && buyerId !== caller.companyId) throw notFound();
    };
    let rows: Awaited<ReturnType<IntegrationsRepo['logEntries']>>;
    if (type === 'DELIVERY') {
      own((await repo.delivery(id))?.buyerId);
      rows = await repo.logEntries({ deliveryId: id });
    } else if (type === 'CONNECTOR') {
      own((await repo.connector(id))?.buyerId);
      rows = await repo.logEntries({ connectorId: id });
    } else if (type === 'TASK') {
      const task = await repo.task(id);
      own(task?.buyerId);
      rows = await repo.logEntries({ deliveryId: task?.deliveryId ?? 0 });
    } else {
      rows = (await repo.logEntries({ entity: ['EVALUATION', id] })).filter(
        (r) => caller.type === 'ADMIN' || r.delivery.buyerId === caller.companyId,
      );
    }
    return rows.map((r) => toLogEntry(r.entry, r.delivery));
  }

  return {
    listConnectors,
    saveConnector,
    enqueueEvent,
    pump,
    deliver,
    listDeliveries,
    retry,
    logEntries,
    /** The task flow records what the service answered through this (set once, when built). */
    setOnDelivered(handler: OnDelivered) {
      onDelivered = handler;
    },
    toConnector,
    requireBuyer,
  };
}
export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
