import type { TEvaluationInList } from '@portcall/contracts/appointments';
import type { TActiveFlowStep } from '@portcall/contracts/evaluations';
import { formatMessage } from '@portcall/contracts/messages';
import type { Db } from '../../platform/db/client';
import { AppError, conflict } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { Notifier } from '../../platform/notify';
import type { AccountDirectory } from '../account/module';
import type { EvaluationCore } from './core';
import type { EvaluationRepo, EvaluationRow, FlowLine } from './repo';

const LIVE = (i: FlowLine) => i.status !== 'DELETED' && i.status !== 'REJECTED';

/** The step an evaluation's lines put it at; a split line counts through its children. */
export function activeFlowStepOf(evaluation: Pick<EvaluationRow, 'status'>, items: FlowLine[]): TActiveFlowStep {
  if (evaluation.status !== 'OPEN') return 'CLOSED';
  const splitParents = new Set(items.filter((i) => i.parentId !== null).map((i) => i.parentId));
  const lines = items.filter((i) => LIVE(i) && !splitParents.has(i.id));
  if (lines.some((i) => i.status === 'BACK_FOR_REVIEW')) return 'BACK_FOR_REVIEW';
  if (lines.some((i) => i.status === 'PENDING')) return 'VERIFICATION';
  if (lines.some((i) => i.status !== 'APPROVED')) return 'APPROVAL';
  return 'PAYMENT';
}

/**
 * Who works on an evaluation (assign / unassign, shown in the dashboard's lists) and where it stands
 * in its flow. The assignee must be an enabled profile of the evaluation's buyer company.
 */
export function createEvaluationAssignment(deps: {
  db: Db;
  repo: Pick<EvaluationRepo, 'ofAppointments' | 'flowLinesOf' | 'find' | 'update'>;
  core: Pick<EvaluationCore, 'reach' | 'audit'>;
  profiles: Pick<AccountDirectory, 'findProfileSummaries'>;
  /** Tells the new assignee; absent in set-ups that do not wire notifications. */
  notifier?: Pick<Notifier, 'record' | 'deliver'>;
}) {
  const { db, repo } = deps;

  async function toListItems(rows: EvaluationRow[], tx: Db = db): Promise<TEvaluationInList[]> {
    const people: Awaited<ReturnType<typeof deps.profiles.findProfileSummaries>> = [];
    for (const companyId of new Set(rows.map((r) => r.companyId))) {
      const ids = rows.filter((r) => r.companyId === companyId).map((r) => r.assigneeId);
      people.push(
        ...(await deps.profiles.findProfileSummaries(
          companyId,
          [...new Set(ids.filter((id): id is number => id !== null))],
          tx,
        )),
      );
    }
    const items = await repo.flowLinesOf(
      rows.map((r) => r.id),
      tx,
    );
    return rows.map((r) => {
      const person = people.find((p) => p.id === r.assigneeId);
      return {
        id: r.id,
        proformaId: r.proformaId,
        type: r.type,
        activeFlowStep: activeFlowStepOf(
          r,
          items.filter((i) => i.evaluationId === r.id),
        ),
        assigneeId: r.assigneeId,
        assignee: person
          ? {
              id: person.id,
              fullName: `${person.name} ${person.surname}`.trim(),
              role: person.role,
              department:
                person.departmentId !== null ? { id: person.departmentId, name: person.departmentName ?? '' } : null,
            }
          : null,
      };
    });
  }

  /** The evaluations of each appointment, for lists whose appointments the caller already reached. */
  async function listForAppointments(appointmentIds: number[]): Promise<Map<number, TEvaluationInList[]>> {
    const rows = await repo.ofAppointments(appointmentIds);
    const items = await toListItems(rows);
    const byAppointment = new Map<number, TEvaluationInList[]>();
    rows.forEach((row, i) => {
      const item = items[i];
      if (item) byAppointment.set(row.appointmentId, [...(byAppointment.get(row.appointmentId) ?? []), item]);
    });
    return byAppointment;
  }

  /**
   * Assigns the evaluation to a colleague, or unassigns it with null; audited. A new assignee other
   * than the caller is notified (EVALUATION), recorded with the change and pushed once it commits.
   */
  async function assign(
    caller: Caller,
    input: { evaluationId: number; assigneeId: number | null },
  ): Promise<TEvaluationInList> {
    const { item, recorded } = await db.transaction(async (tx) => {
      const row = await deps.core.reach(caller, 'DA_EVALUATION_VIEW', input.evaluationId, tx, { lock: true });
      if (input.assigneeId !== null) {
        const [person] = await deps.profiles.findProfileSummaries(row.companyId, [input.assigneeId], tx);
        if (!person?.isEnabled)
          throw new AppError(400, 'VALIDATION_FAILED', { assigneeId: 'This person is not in your company' });
      }
      const updated = await repo.update(row.id, row.version, { assigneeId: input.assigneeId }, tx);
      if (!updated) throw conflict('STALE_VERSION');
      await deps.core.audit(
        tx,
        caller,
        'evaluation',
        row.id,
        input.assigneeId === null ? 'UNASSIGN' : 'ASSIGN',
        { assigneeId: row.assigneeId },
        { assigneeId: input.assigneeId },
      );
      const [item] = await toListItems([updated as EvaluationRow], tx);
      // Someone who takes an evaluation themselves, or keeps it, needs no telling.
      const isNewAssignee =
        input.assigneeId !== null && input.assigneeId !== caller.profileId && input.assigneeId !== row.assigneeId;
      const recorded =
        isNewAssignee && input.assigneeId !== null && deps.notifier
          ? await deps.notifier.record(
              {
                profileIds: [input.assigneeId],
                eventType: 'EVALUATION',
                eventId: row.id,
                eventMessage: formatMessage('NOTIFY_EVALUATION_ASSIGNED', { id: row.id }),
              },
              tx,
            )
          : null;
      return { item: item as TEvaluationInList, recorded };
    });
    if (recorded) await deps.notifier?.deliver(recorded);
    return item;
  }

  /** The flow step of each evaluation the caller reaches; ids it does not reach are left out. */
  async function activeFlowSteps(caller: Caller, evaluationIds: number[]) {
    const reached: EvaluationRow[] = [];
    for (const id of evaluationIds.slice(0, 200)) {
      // An id the caller may not see is left out rather than failing the whole list.
      const row = await deps.core.reach(caller, 'DA_EVALUATION_VIEW', id).catch((error: unknown) => {
        if (error instanceof AppError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      });
      if (row) reached.push(row);
    }
    const items = await repo.flowLinesOf(reached.map((r) => r.id));
    return reached.map((r) => ({
      evaluationId: r.id,
      activeFlowStep: activeFlowStepOf(
        r,
        items.filter((i) => i.evaluationId === r.id),
      ),
    }));
  }

  return { listForAppointments, assign, activeFlowSteps };
}
export type EvaluationAssignment = ReturnType<typeof createEvaluationAssignment>;
