import type { Db } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { OperationNeed, OperationsScope } from '../../platform/scope/operations-scope';
import type { PortCallSummaryRow } from '../port-calls/module';
import { type PortCallService, SENT_STATES, toPortCallSummary } from '../port-calls/module';
import type { AppointmentCore } from './core';
import type { AppointmentRepo } from './repo';

const VIEW: OperationNeed = { authority: 'DA_VIEW', supplier: true };
const BUYER_VIEW: OperationNeed = { authority: 'DA_VIEW' };
const EDIT: OperationNeed = { authority: 'DA_APPOINTMENT_EDIT' };

/**
 * Port calls linked to an appointment (operations §4 "A port call can be linked to or unlinked from
 * an appointment"; §7 appointment/{id}/port-call/load and link, portcall/{id}/unlink-port-call,
 * port-calls-with-appointment/{id}). One agent may serve a vessel at several open port calls (an
 * anchorage call and the berth, a return call) under one appointment; its own port call stays.
 */
export function createAppointmentLinksService(deps: {
  db: Db;
  repo: AppointmentRepo;
  core: AppointmentCore;
  portCalls: Pick<PortCallService, 'reachPortCall' | 'markInProcess' | 'audit' | 'reader'>;
  scope: OperationsScope;
}) {
  const { db, repo, core, portCalls } = deps;

  const option = (summary: PortCallSummaryRow, linked: number[], primaryId: number) => ({
    ...toPortCallSummary(summary),
    isLinked: linked.includes(summary.id),
    isPrimary: summary.id === primaryId,
  });

  /** GET port-calls-with-appointment/{id}: the appointment's port calls, its own first. */
  async function portCallsOf(caller: Caller, id: number) {
    const { row } = await core.reach(caller, VIEW, id);
    const ids = await repo.portCallIdsOf(row);
    const summaries = await portCalls.reader.summaries(ids);
    return ids.flatMap((pid) => summaries.filter((s) => s.id === pid)).map((s) => option(s, ids, row.portCallId));
  }

  /** GET appointment/{id}/port-call/load: the linked port calls, then the vessel's other open ones in reach. */
  async function linkOptions(caller: Caller, id: number) {
    const { row, primary } = await core.reach(caller, BUYER_VIEW, id);
    const linked = await repo.portCallIdsOf(row);
    const linkedRows = await portCalls.reader.summaries(linked);
    const candidates = (await portCalls.reader.openOfVessel(caller, primary.vesselId)).filter(
      (c) => !linked.includes(c.id),
    );
    return [...linked.flatMap((pid) => linkedRows.filter((s) => s.id === pid)), ...candidates].map((s) =>
      option(s, linked, row.portCallId),
    );
  }

  /**
   * POST appointment/{id}/port-call/{portCallId}/link: another open port call of the same vessel,
   * within the caller's reach, which no appointment of the same agent covers yet. A port call
   * linked to an appointment already sent is IN_PROCESS from then on.
   */
  function link(caller: Caller, id: number, portCallId: number) {
    return core.apply(
      caller,
      EDIT,
      id,
      'LINK_PORT_CALL',
      () => ({}),
      async ({ row, primary }, tx) => {
        const target = await portCalls.reachPortCall(caller, EDIT, portCallId, tx, true);
        const isOpen = target.status === 'DRAFT' || target.status === 'IN_PROCESS';
        if (!isOpen || target.vesselId !== primary.vesselId || target.id === row.portCallId)
          throw conflict('APPOINTMENT_PORT_CALL_NOT_LINKABLE');
        if (await repo.agentCoversPortCall(row.agentCompanyId, target.id, tx))
          throw conflict('APPOINTMENT_EXISTS_FOR_COMPANY');
        await repo.insertLink(row.id, target.id, tx);
        await portCalls.audit(tx, caller, target, 'LINK_APPOINTMENT', null, { appointmentId: row.id });
        if ((SENT_STATES as readonly string[]).includes(row.state))
          await portCalls.markInProcess(caller, target.id, tx);
      },
    );
  }

  /** POST portcall/{id}/unlink-port-call: takes the port call off the appointments it was linked to. */
  async function unlink(caller: Caller, portCallId: number) {
    return db.transaction(async (tx) => {
      const target = await portCalls.reachPortCall(caller, EDIT, portCallId, tx, true);
      const unlinked = await repo.deleteSecondaryLinks(target.id, tx);
      if (unlinked.length === 0) throw conflict('APPOINTMENT_PORT_CALL_NOT_LINKED');
      for (const { appointmentId, companyId } of unlinked) {
        await core.audit(
          tx,
          caller,
          { id: appointmentId, companyId },
          'UNLINK_PORT_CALL',
          { portCallId: target.id },
          null,
        );
      }
      await portCalls.audit(
        tx,
        caller,
        target,
        'UNLINK_APPOINTMENT',
        { appointmentIds: unlinked.map((u) => u.appointmentId) },
        null,
      );
      return { id: target.id, appointmentIds: unlinked.map((u) => u.appointmentId) };
    });
  }

  return { portCallsOf, linkOptions, link, unlink };
}
export type AppointmentLinksService = ReturnType<typeof createAppointmentLinksService>;
