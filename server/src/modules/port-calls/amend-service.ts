import { type MessageCode, messages } from '@portcall/contracts/messages';
import type { TAmendPortCheck, TPortCallSaved } from '@portcall/contracts/port-calls';
import type { Db } from '../../platform/db/client';
import { conflict, fieldError } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { checkVersion } from '../../platform/mappers';
import type { OperationNeed, OperationsScope } from '../../platform/scope/operations-scope';
import { toPortRef } from './mappers';
import type { PortCallRepo } from './repo';
import {
  type AppointmentFacts,
  mapDuplicatePortCall,
  type PortCallService,
  portCallExists,
  type ReachablePortCall,
  SENT_STATES,
} from './service';

const EDIT: OperationNeed = { authority: 'DA_PORT_CALL_EDIT' };

/**
 * Changes of where and on which voyage a port call happens (operations §4 "its port can be amended
 * after a check"; §7 port-call-change-voyage). Both keep the rule of platform-core §5: no two open
 * port calls for the same vessel, port and voyage.
 */
export function createPortCallAmendService(deps: {
  db: Db;
  repo: PortCallRepo;
  portCalls: Pick<PortCallService, 'reachPortCall' | 'checkPort' | 'audit' | 'savedAnswer'>;
  appointments: AppointmentFacts;
  scope: OperationsScope;
  clock: () => Date;
}) {
  const { db, repo, portCalls, scope } = deps;

  /** Why the port cannot be amended now, or null; input errors (unknown port) are thrown. */
  async function amendPortRefusal(caller: Caller, row: ReachablePortCall, newPortId: number, tx: Db) {
    const port = await portCalls.checkPort(caller, newPortId, false, tx, 'newPortId');
    let refusal: MessageCode | null = null;
    if (row.status === 'CANCELLED') refusal = 'PORT_CALL_NOT_EDITABLE';
    else if (row.portId === newPortId) refusal = 'SAME_PORT';
    else if (
      row.voyageId !== null &&
      (await repo.duplicateExists({ vesselId: row.vesselId, portId: newPortId, voyageId: row.voyageId }, row.id, tx))
    )
      refusal = 'PORT_CALL_EXISTS';
    return { port, refusal };
  }

  /**
   * GET port-call/{id}/amend-port/check: whether the port can change to newPortId, and the
   * appointments already sent to agents for the old port (the web asks the user to tell them).
   */
  async function checkAmendPort(caller: Caller, id: number, newPortId: number): Promise<TAmendPortCheck> {
    scope.authorise(caller, EDIT);
    const row = await portCalls.reachPortCall(caller, EDIT, id);
    const { port, refusal } = await amendPortRefusal(caller, row, newPortId, db);
    const booked = await deps.appointments.listForPortCalls([row.id]);
    return {
      canAmend: refusal === null,
      code: refusal,
      message: refusal && messages[refusal],
      newPort: toPortRef(port),
      appointments: booked
        .filter((a) => a.portCallId === row.id && (SENT_STATES as readonly string[]).includes(a.state))
        .map((a) => ({ id: a.appointmentId, state: a.state, agent: { id: a.agentCompanyId, name: a.agentName } })),
    };
  }

  /** POST port-call/{id}/amend-port: the same check, then the change, with the version last read. */
  async function amendPort(
    caller: Caller,
    id: number,
    input: { newPortId: number; version: number },
  ): Promise<TPortCallSaved> {
    scope.authorise(caller, EDIT);
    return mapDuplicatePortCall(() =>
      db.transaction(async (tx) => {
        const before = await portCalls.reachPortCall(caller, EDIT, id, tx, true);
        checkVersion(before.version, input.version, true);
        const { refusal } = await amendPortRefusal(caller, before, input.newPortId, tx);
        if (refusal === 'SAME_PORT') throw fieldError('newPortId', 'SAME_PORT');
        if (refusal) throw conflict(refusal);
        const after = await repo.updatePortCall(before.id, { portId: input.newPortId }, deps.clock(), tx);
        await portCalls.audit(tx, caller, after, 'AMEND_PORT', { portId: before.portId }, { portId: after.portId });
        return portCalls.savedAnswer(after, tx);
      }),
    );
  }

  /**
   * Moves a port call (already reached and locked by the caller) to another voyage of the same
   * vessel; shared by port-call-change-voyage and the appointment's amend-voyage-number.
   */
  async function moveToVoyage(caller: Caller, before: ReachablePortCall, voyageId: number, tx: Db) {
    if (before.status === 'CANCELLED') throw conflict('PORT_CALL_NOT_EDITABLE');
    const voyage = await repo.findVoyage(voyageId, tx);
    if (!voyage || voyage.companyId !== before.companyId) throw fieldError('voyageId', 'UNKNOWN_VOYAGE');
    if (voyage.vesselId !== before.vesselId) throw fieldError('voyageId', 'VOYAGE_VESSEL_MISMATCH');
    if (before.voyageId === voyageId) return before;
    if (await repo.duplicateExists({ vesselId: before.vesselId, portId: before.portId, voyageId }, before.id, tx))
      throw portCallExists();
    const after = await repo.updatePortCall(before.id, { voyageId }, deps.clock(), tx);
    await portCalls.audit(tx, caller, after, 'CHANGE_VOYAGE', { voyageId: before.voyageId }, { voyageId });
    return after;
  }

  /** POST port-call-change-voyage. */
  async function changeVoyage(caller: Caller, input: { portCallId: number; voyageId: number; version?: number }) {
    scope.authorise(caller, EDIT);
    return mapDuplicatePortCall(() =>
      db.transaction(async (tx) => {
        const before = await portCalls.reachPortCall(caller, EDIT, input.portCallId, tx, true);
        checkVersion(before.version, input.version, false);
        return portCalls.savedAnswer(await moveToVoyage(caller, before, input.voyageId, tx), tx);
      }),
    );
  }

  return { checkAmendPort, amendPort, changeVoyage, moveToVoyage };
}
export type PortCallAmendService = ReturnType<typeof createPortCallAmendService>;
