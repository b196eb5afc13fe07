import type { TIntegrationEvent } from '@portcall/contracts/integrations';
import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { appointments } from '../appointments/db';
import { evaluations, evaluationTasks } from '../evaluations/db';
import { portCallExports } from '../port-calls/db';
import { proformaExports } from '../proformas/db';

/** One event read from another module's outbox, as the pump turns it into deliveries. */
export interface OutboxEvent {
  source: OutboxSource;
  id: number;
  buyerId: number;
  event: TIntegrationEvent;
  entityType: string;
  entityId: number;
  payload: unknown;
}
export type OutboxSource = 'proforma_exports' | 'port_call_exports' | 'evaluation_tasks';
export const OUTBOX_SOURCES: OutboxSource[] = ['proforma_exports', 'port_call_exports', 'evaluation_tasks'];

/**
 * The declared read of the outboxes other modules write (docs/decisions.md "Issue 27 §6"): rows after
 * a cursor, oldest first. It writes nothing; the integrations module keeps its own cursor per outbox.
 */
export function createOutboxReadModel(db: Db) {
  async function after(source: OutboxSource, lastId: number, limit: number, tx: Db = db): Promise<OutboxEvent[]> {
    if (source === 'proforma_exports') {
      const rows = await tx
        .select()
        .from(proformaExports)
        .where(gt(proformaExports.id, lastId))
        .orderBy(asc(proformaExports.id))
        .limit(limit);
      return rows.map((r) => ({
        source,
        id: r.id,
        buyerId: r.companyId,
        event: 'proforma.exported',
        entityType: 'PROFORMA',
        entityId: r.proformaId,
        payload: r.payload,
      }));
    }
    if (source === 'port_call_exports') {
      const rows = await tx
        .select()
        .from(portCallExports)
        .where(gt(portCallExports.id, lastId))
        .orderBy(asc(portCallExports.id))
        .limit(limit);
      return rows.map((r) => ({
        source,
        id: r.id,
        buyerId: r.companyId,
        event: 'port-call.exported',
        entityType: 'PORT_CALL',
        entityId: r.portCallId,
        payload: r.payload,
      }));
    }
    const rows = await tx
      .select({ task: evaluationTasks, buyerId: evaluations.companyId })
      .from(evaluationTasks)
      .innerJoin(evaluations, eq(evaluations.id, evaluationTasks.evaluationId))
      .where(gt(evaluationTasks.id, lastId))
      .orderBy(asc(evaluationTasks.id))
      .limit(limit);
    return rows.map(({ task, buyerId }) => ({
      source,
      id: task.id,
      buyerId,
      event: 'evaluation.task',
      entityType: 'EVALUATION',
      entityId: task.evaluationId,
      payload: { kind: task.kind, evaluationId: task.evaluationId, data: task.payload },
    }));
  }

  /** The buyer of an appointment (appointment events name the appointment only). */
  async function buyerOfAppointment(appointmentId: number, tx: Db = db) {
    const [row] = await tx
      .select({ companyId: appointments.companyId })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    return row?.companyId;
  }

  /** The evaluation as the task-flow protocol carries it (its DA's header and totals). */
  async function evaluationProtocol(evaluationId: number, tx: Db = db) {
    const [row] = await tx.select().from(evaluations).where(eq(evaluations.id, evaluationId));
    if (!row) return undefined;
    return {
      evaluationId: row.id,
      proformaId: row.proformaId,
      appointmentId: row.appointmentId,
      type: row.type,
      status: row.status,
      currency: row.currency,
      invoiceNumber: row.invoiceNumber,
    };
  }

  return { after, buyerOfAppointment, evaluationProtocol };
}
export type OutboxReadModel = ReturnType<typeof createOutboxReadModel>;
