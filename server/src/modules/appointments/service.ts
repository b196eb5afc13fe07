import type { TAppointment, TAppointmentCreate, TAppointmentState } from '@portcall/contracts/appointments';
import { messages } from '@portcall/contracts/messages';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/query-helpers';
import { AppError, conflict, fieldError } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { OperationNeed } from '../../platform/scope/operations-scope';
import type { PortCallAmendService, VoyageService } from '../port-calls/module';
import { mapDuplicatePortCall, type PortCallService } from '../port-calls/module';
import type { AppointmentCore, Within } from './core';
import type { CompanyDirectory } from './directory';
import type { AppointmentRepo } from './repo';
import { transition } from './state-machine';

const VIEW: OperationNeed = { authority: 'DA_VIEW', supplier: true };
const BUYER_VIEW: OperationNeed = { authority: 'DA_VIEW' };
const CREATE: OperationNeed = { authority: 'DA_APPOINTMENT_CREATE' };
const EDIT: OperationNeed = { authority: 'DA_APPOINTMENT_EDIT' };
const CANCEL: OperationNeed = { authority: 'DA_APPOINTMENT_CANCEL' };
const CLOSE: OperationNeed = { authority: ['DA_APPOINTMENT_CLOSE', 'CLOSE_APPOINTMENT'] };

const appointmentExists = () =>
  new AppError(409, 'APPOINTMENT_EXISTS_FOR_COMPANY', { agentId: messages.APPOINTMENT_EXISTS_FOR_COMPANY });

/**
 * The buyer's side of appointments (operations §2 appointment wizard, §4 and §7 "Appointments";
 * platform-core §4): create a draft for one of the port call's agents, appoint it, cancel, revert,
 * close, delete drafts, amend the voyage number, reminders and the recipient. The agent's side is
 * in supplier-service.ts, port-call links in links-service.ts.
 */
export function createAppointmentService(deps: {
  db: Db;
  repo: AppointmentRepo;
  core: AppointmentCore;
  portCalls: Pick<PortCallService, 'reachPortCall' | 'markInProcess' | 'reader'>;
  amend: Pick<PortCallAmendService, 'moveToVoyage'>;
  voyages: Pick<VoyageService, 'findOrCreateVoyage'>;
  directory: Pick<CompanyDirectory, 'card'>;
  reminderLimit: number;
  clock: () => Date;
}) {
  const { db, repo, core, portCalls } = deps;

  /**
   * Creates a DRAFT appointment (the wizard's appointments step) for one of the port call's agents.
   * One appointment per port call and agent company: another answers APPOINTMENT_EXISTS_FOR_COMPANY.
   */
  async function create(caller: Caller, input: TAppointmentCreate): Promise<TAppointment> {
    try {
      return await db.transaction(async (tx) => {
        const portCall = await portCalls.reachPortCall(caller, CREATE, input.portCallId, tx, true);
        if (portCall.status === 'CANCELLED' || portCall.status === 'IMPORTED') throw conflict('PORT_CALL_NOT_EDITABLE');
        const agents = await portCalls.reader.agents([portCall.id], tx);
        if (!agents.some((a) => a.id === input.agentId)) throw fieldError('agentId', 'AGENT_NOT_ON_PORT_CALL');
        if (await repo.agentCoversPortCall(input.agentId, portCall.id, tx)) throw appointmentExists();
        const row = await repo.insertAppointment(
          {
            companyId: portCall.companyId,
            portCallId: portCall.id,
            agentCompanyId: input.agentId,
            state: 'DRAFT',
            instructions: input.instructions || null,
            requestCaseId: input.requestCaseId ?? null,
            createdById: caller.profileId,
          },
          tx,
        );
        await core.audit(tx, caller, row, 'CREATE', null, {
          state: row.state,
          portCallId: row.portCallId,
          agentCompanyId: row.agentCompanyId,
        });
        return core.toAppointment(row.id, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'appointments_port_call_agent_idx')) throw appointmentExists();
      throw error;
    }
  }

  /**
   * Sends a draft to its agent: APPOINTED, unread for the recipient. Every DRAFT port call it covers
   * goes IN_PROCESS, the linked ones too: a port call linked while the appointment was a draft is
   * as much in process as its own.
   */
  function appoint(caller: Caller, id: number, instructions: string | undefined, within?: Within) {
    return core.apply(
      caller,
      CREATE,
      id,
      'APPOINT',
      ({ row }, now) => ({
        appointedById: caller.profileId,
        appointedAt: now,
        recipientState: 'UNREAD',
        instructions: instructions === undefined ? row.instructions : instructions || null,
      }),
      async ({ row }, tx) => {
        for (const portCallId of await repo.portCallIdsOf(row, tx))
          await portCalls.markInProcess(caller, portCallId, tx);
      },
      within,
    );
  }

  /**
   * Appoints the agent of an awarded quote on the port call, inside the award's transaction
   * (requests module): the agent's DRAFT appointment there becomes the case's and is sent, else a
   * new one is made and sent. An appointment already sent to that agent there answers
   * APPOINTMENT_EXISTS_FOR_COMPANY, and nothing of the award is written.
   */
  async function appointForRequest(
    caller: Caller,
    input: { portCallId: number; agentId: number; requestCaseId: number },
    within: Within,
  ): Promise<TAppointment> {
    const { tx } = within;
    const portCall = await portCalls.reachPortCall(caller, CREATE, input.portCallId, tx, true);
    if (portCall.status === 'CANCELLED' || portCall.status === 'IMPORTED') throw conflict('PORT_CALL_NOT_EDITABLE');
    const agents = await portCalls.reader.agents([portCall.id], tx);
    if (!agents.some((a) => a.id === input.agentId)) throw fieldError('agentId', 'AGENT_NOT_ON_PORT_CALL');
    const own = await repo.findOnPortCall(portCall.id, input.agentId, tx);
    if (own && own.state !== 'DRAFT') throw appointmentExists();
    if (!own && (await repo.agentCoversPortCall(input.agentId, portCall.id, tx))) throw appointmentExists();
    const draft =
      own ??
      (await repo.insertAppointment(
        {
          companyId: portCall.companyId,
          portCallId: portCall.id,
          agentCompanyId: input.agentId,
          state: 'DRAFT',
          requestCaseId: input.requestCaseId,
          createdById: caller.profileId,
        },
        tx,
      ));
    if (own) await repo.updateAppointment(own.id, { requestCaseId: input.requestCaseId }, deps.clock(), tx);
    else
      await core.audit(tx, caller, draft, 'CREATE', null, {
        state: draft.state,
        portCallId: draft.portCallId,
        agentCompanyId: draft.agentCompanyId,
        requestCaseId: input.requestCaseId,
      });
    return appoint(caller, draft.id, undefined, within);
  }

  /** GET appointment/{id}/load: the buyer's, or the recipient's (opening it marks it READ for the agent). */
  async function load(caller: Caller, id: number): Promise<TAppointment> {
    const { row } = await core.reach(caller, VIEW, id);
    if ((caller.type === 'AGENT' || caller.type === 'VENDOR') && row.recipientState !== 'READ') {
      await db.transaction(async (tx) => {
        await repo.markRead(row.id, tx);
        await core.audit(tx, caller, row, 'READ', { recipientState: row.recipientState }, { recipientState: 'READ' });
      });
    }
    return core.toAppointment(row.id);
  }

  /** POST appointment/{id}/reject: the buyer calls the appointment off (CANCELLED), never with FDAs. */
  const cancel = (caller: Caller, id: number) =>
    core.apply(caller, CANCEL, id, 'CANCEL', (_, now) => ({ cancelledAt: now }));

  /** POST appointment/{id}/revert: undoes a cancellation, back to the state it left. */
  const revertCancelled = (caller: Caller, id: number) =>
    core.apply(caller, CANCEL, id, 'REVERT_CANCELLED', () => ({ cancelledAt: null }));

  /** POST appointment/{id}/revert-rejected: sends a rejected appointment to the agent again. */
  const revertRejected = (caller: Caller, id: number) =>
    core.apply(caller, EDIT, id, 'REVERT_REJECTED', () => ({
      rejectedAt: null,
      rejectionReason: null,
      recipientState: 'UNREAD',
    }));

  /** GET appointment/{id}/close: the call is over and its accounts settled. */
  const close = (caller: Caller, id: number) => core.apply(caller, CLOSE, id, 'CLOSE', (_, now) => ({ closedAt: now }));

  /** GET appointment/{id}/delete: drafts only (platform-core §4); the audit row keeps what it was. */
  async function remove(caller: Caller, id: number): Promise<{ id: number }> {
    return db.transaction(async (tx) => {
      const { row } = await core.reach(caller, EDIT, id, tx, true);
      core.requireAllowedOn(caller, 'DELETE', row);
      const next = transition(
        { state: row.state as TAppointmentState, previousState: row.previousState, pokes: row.pokes },
        'DELETE',
      );
      if (!next.ok) throw new AppError(next.status, next.code, undefined, next.params);
      await core.audit(tx, caller, row, 'DELETE', row, null);
      await repo.deleteAppointment(row.id, tx);
      return { id: row.id };
    });
  }

  /** GET appointment/{id}/check-multiple-portcalls. */
  async function checkMultiplePortCalls(caller: Caller, id: number) {
    const { row } = await core.reach(caller, BUYER_VIEW, id);
    const portCallIds = await repo.portCallIdsOf(row);
    return { hasMultiplePortCalls: portCallIds.length > 1, portCallIds };
  }

  /**
   * POST appointment/{id}/amend-voyage-number: moves the appointment's own port call to the voyage
   * of the same vessel with this number (created if the buyer has none). A number in use for
   * another vessel answers VOYAGE_NUMBER_EXISTS; a port call already on that voyage at that port
   * PORT_CALL_EXISTS.
   */
  async function amendVoyageNumber(caller: Caller, id: number, voyageNumber: string): Promise<TAppointment> {
    try {
      return await mapDuplicatePortCall(() =>
        core.apply(
          caller,
          EDIT,
          id,
          'AMEND_VOYAGE',
          () => ({}),
          async ({ row }, tx) => {
            const portCall = await portCalls.reachPortCall(caller, EDIT, row.portCallId, tx, true);
            const voyage = await deps.voyages.findOrCreateVoyage(caller, portCall.vesselId, voyageNumber, tx);
            await deps.amend.moveToVoyage(caller, portCall, voyage.id, tx);
          },
        ),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'voyages_company_number_idx'))
        throw new AppError(409, 'VOYAGE_NUMBER_EXISTS', { voyageNumber: messages.VOYAGE_NUMBER_EXISTS });
      throw error;
    }
  }

  /**
   * POST appointment/{id}/send-reminder: pokes the recipient. The first and last poke dates are
   * kept, the appointment turns UNREAD for the agent, and after the limit pokeLock is set and further
   * reminders answer REMINDER_LIMIT_REACHED (the spec's message).
   */
  function sendReminder(caller: Caller, id: number) {
    return core.apply(caller, EDIT, id, 'REMIND', ({ row }, now) => ({
      pokes: row.pokes + 1,
      firstPokeAt: row.firstPokeAt ?? now,
      lastPokeAt: now,
      pokeLock: row.pokes + 1 >= deps.reminderLimit,
      recipientState: 'UNREAD',
    }));
  }

  /** GET appointments/{id}/appointment-recipient: the company the appointment is addressed to. */
  async function recipient(caller: Caller, id: number) {
    const { row } = await core.reach(caller, BUYER_VIEW, id);
    const card = await deps.directory.card(row.agentCompanyId);
    if (!card || (card.type !== 'AGENT' && card.type !== 'VENDOR')) throw conflict('RECIPIENT_NOT_AGENT');
    return {
      id: card.id,
      name: card.name,
      type: card.type as 'AGENT' | 'VENDOR',
      email: card.email,
      phone: card.phone,
      city: card.city,
      country: card.country,
    };
  }

  return {
    create,
    appoint,
    appointForRequest,
    load,
    cancel,
    revertCancelled,
    revertRejected,
    close,
    remove,
    checkMultiplePortCalls,
    amendVoyageNumber,
    sendReminder,
    recipient,
  };
}
export type AppointmentService = ReturnType<typeof createAppointmentService>;
