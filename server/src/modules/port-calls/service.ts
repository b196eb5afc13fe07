import { messages } from '@portcall/contracts/messages';
import {
  portCallRuleViolations,
  portCallStatusChanges,
  portLabel,
  type TPortCallSave,
  type TPortCallSaved,
  type TPortCallStatus,
} from '@portcall/contracts/port-calls';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation, uniqueIds } from '../../platform/db/query-helpers';
import { AppError, conflict, fieldError } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { checkVersion, instant, iso } from '../../platform/mappers';
import type { OperationNeed, OperationsScope } from '../../platform/scope/operations-scope';
import { inRegionScope, isInRegionScope } from '../../platform/scope/region';
import type { AccountDirectory } from '../account/module';
import type { VesselLookup } from '../fleet/module';
import { ports } from '../refdata/db';
import type { PortCallRepo, PortCallRow } from './repo';

/**
 * What port calls need to know of their appointments (owned by the appointments module, which
 * depends on this one): read-only, wired in app.ts from the appointments repository.
 */
export interface AppointmentFacts {
  listForPortCalls(
    portCallIds: number[],
    tx?: Db,
  ): Promise<
    Array<{ appointmentId: number; portCallId: number; agentCompanyId: number; agentName: string; state: string }>
  >;
}

/** Appointments the agent has been sent: they bind the port call (cancel, amend port). */
export const SENT_STATES = ['APPOINTED', 'ACCEPTED'] as const;
const isSent = (state: string) => (SENT_STATES as readonly string[]).includes(state);

export type ReachablePortCall = PortCallRow & { countryId: number };

export const portCallExists = () => new AppError(409, 'PORT_CALL_EXISTS');

/** Runs a write and answers a concurrent duplicate the unique index caught as PORT_CALL_EXISTS, never 500. */
export async function mapDuplicatePortCall<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'port_calls_vessel_port_voyage_idx')) throw portCallExists();
    throw error;
  }
}

/**
 * Port calls (platform-core §5 "Port call", §7; operations §3, §4, §7): the port call form
 * (save-details, port-call/{id}/load), the details view (portcall/{id}/load), status changes,
 * amending the port and moving to another voyage. Every method starts with the operations scope.
 */
export function createPortCallService(deps: {
  db: Db;
  repo: PortCallRepo;
  vessels: VesselLookup;
  accounts: Pick<AccountDirectory, 'findCompanyById' | 'findProfileById'>;
  appointments: AppointmentFacts;
  scope: OperationsScope;
  clock: () => Date;
}) {
  const { db, repo, scope, appointments } = deps;

  async function reachPortCall(caller: Caller, need: OperationNeed, id: number, tx: Db = db, lock = false) {
    return scope.reach(caller, need, await repo.findPortCall(id, tx, { lock }), tx) as Promise<ReachablePortCall>;
  }

  const saved = (row: PortCallRow, port: { name: string; unlocode: string }): TPortCallSaved => ({
    id: row.id,
    version: row.version,
    schedule: { dateIn: iso(row.eta), dateOut: iso(row.ets) },
    port: { label: portLabel(port) },
  });

  /** The answer of a change: the save response (platform-core §3). */
  async function savedAnswer(row: PortCallRow, tx: Db): Promise<TPortCallSaved> {
    return saved(row, (await repo.findPort(row.portId, tx)) as { name: string; unlocode: string });
  }

  async function audit(
    tx: Db,
    caller: Caller,
    row: { id: number; companyId: number },
    action: string,
    before: unknown,
    after: unknown,
  ) {
    await writeAudit(tx, {
      profileId: caller.profileId,
      companyId: row.companyId,
      entity: 'port_call',
      entityId: row.id,
      action,
      before,
      after,
    });
  }

  /** A port the caller may choose: it exists, is active (unless already chosen) and lies in its regions. */
  async function checkPort(caller: Caller, portId: number, keepInactive: boolean, tx: Db, field = 'portId') {
    const port = await repo.findPort(portId, tx);
    if (!port || (!port.isActive && !keepInactive)) throw fieldError(field, 'UNKNOWN_PORT');
    if (!isInRegionScope(port.countryId, await scope.regionOf(caller, tx)))
      throw fieldError(field, 'PORT_OUTSIDE_REGION');
    return port;
  }

  /** The references of a save: vessel, voyage of that vessel, port, activities, agents, coordinator. */
  async function checkReferences(caller: Caller, input: TPortCallSave, before: ReachablePortCall | undefined, tx: Db) {
    if (!before || before.vesselId !== input.vesselId) {
      const [vessel] = await deps.vessels.existingVesselIds(
        caller.companyId,
        [input.vesselId],
        { activeOnly: true },
        tx,
      );
      if (vessel === undefined) throw fieldError('vesselId', 'UNKNOWN_VESSEL');
    }
    const voyage = await repo.findVoyage(input.voyageId, tx);
    if (!voyage || voyage.companyId !== caller.companyId) throw fieldError('voyageId', 'UNKNOWN_VOYAGE');
    if (voyage.vesselId !== input.vesselId) throw fieldError('voyageId', 'VOYAGE_VESSEL_MISMATCH');
    await checkPort(caller, input.portId, before?.portId === input.portId, tx);
    const activityIds = uniqueIds(input.activities.map((a) => a.activityTypeId));
    if ((await repo.existingActivityTypeIds(activityIds, tx)).length !== activityIds.length)
      throw fieldError('activities', 'UNKNOWN_ACTIVITY_TYPE');
    for (const agentId of input.agentIds) {
      const company = await deps.accounts.findCompanyById(agentId, tx);
      if (!company) throw fieldError('agentIds', 'UNKNOWN_AGENT');
      // A buyer or administrator company cannot receive an appointment (catalogue: recipient not agent).
      if (company.type !== 'AGENT' && company.type !== 'VENDOR') throw fieldError('agentIds', 'RECIPIENT_NOT_AGENT');
    }
    if (input.opsCoordinatorId !== null) {
      const profile = await deps.accounts.findProfileById(input.opsCoordinatorId, tx);
      if (profile?.companyId !== caller.companyId) throw fieldError('opsCoordinatorId', 'UNKNOWN_USER');
    }
  }

  /**
   * POST port-call/save-details. Creates a DRAFT port call or edits one (with its version). Every
   * rule of platform-core §5 answers with its catalogue code: the cross-field rules (agent,
   * activity, ETS after ETA, laycan order) as 400, a duplicate vessel+port+voyage as 409
   * PORT_CALL_EXISTS. Saving an IMPORTED port call adopts it as a DRAFT. An agent who already has an
   * appointment stays on the port call, and the port of a port call with appointed agents changes
   * only through amend-port.
   */
  async function saveDetails(caller: Caller, input: TPortCallSave): Promise<TPortCallSaved> {
    scope.authorise(caller, { authority: input.id === undefined ? 'DA_PORT_CALL_CREATE' : 'DA_PORT_CALL_EDIT' });
    const violations = portCallRuleViolations(input);
    const [first] = violations;
    if (first) {
      throw new AppError(400, first.code, Object.fromEntries(violations.map((v) => [v.field, messages[v.code]])));
    }
    const agentIds = [...new Set(input.agentIds)];
    return mapDuplicatePortCall(() =>
      db.transaction(async (tx) => {
        const before =
          input.id === undefined
            ? undefined
            : await reachPortCall(caller, { authority: 'DA_PORT_CALL_EDIT' }, input.id, tx, true);
        if (before) {
          checkVersion(before.version, input.version, true);
          if (before.status === 'CANCELLED') throw conflict('PORT_CALL_NOT_EDITABLE');
        }
        await checkReferences(caller, { ...input, agentIds }, before, tx);
        if (before) {
          const booked = await appointments.listForPortCalls([before.id], tx);
          const removed = booked.filter((a) => a.portCallId === before.id && !agentIds.includes(a.agentCompanyId));
          if (removed.length > 0)
            throw new AppError(409, 'AGENT_HAS_APPOINTMENT', { agentIds: messages.AGENT_HAS_APPOINTMENT });
          if (before.portId !== input.portId && booked.some((a) => isSent(a.state)))
            throw new AppError(409, 'PORT_AMEND_REQUIRED', { portId: messages.PORT_AMEND_REQUIRED });
        }
        const key = { vesselId: input.vesselId, portId: input.portId, voyageId: input.voyageId };
        if (await repo.duplicateExists(key, before?.id ?? null, tx)) throw portCallExists();
        const values = {
          ...key,
          eta: instant(input.eta),
          ets: instant(input.ets),
          laycanStart: instant(input.laycanStart),
          laycanEnd: instant(input.laycanEnd),
          opsCoordinatorId: input.opsCoordinatorId,
          emails: input.emails,
          remarks: input.remarks || null,
        };
        const after = before
          ? await repo.updatePortCall(
              before.id,
              { ...values, status: before.status === 'IMPORTED' ? 'DRAFT' : before.status },
              deps.clock(),
              tx,
            )
          : await repo.insertPortCall(
              { ...values, companyId: caller.companyId, status: 'DRAFT', createdById: caller.profileId },
              tx,
            );
        await repo.replaceActivities(after.id, input.activities, tx);
        await repo.replaceAgents(after.id, agentIds, tx);
        await audit(tx, caller, after, before ? 'SAVE' : 'CREATE', before, {
          ...after,
          activities: input.activities,
          agentIds,
        });
        return savedAnswer(after, tx);
      }),
    );
  }

  /**
   * PATCH portcall/{id}/update-status (operations §4). Allowed changes are those of
   * portCallStatusChanges; cancelling needs DA_PORT_CALL_CANCEL and no appointment still sent to an
   * agent; reopening a cancelled port call must not duplicate an open one.
   */
  async function updateStatus(caller: Caller, id: number, status: TPortCallStatus, version?: number) {
    const need: OperationNeed = { authority: status === 'CANCELLED' ? 'DA_PORT_CALL_CANCEL' : 'DA_PORT_CALL_EDIT' };
    scope.authorise(caller, need);
    return mapDuplicatePortCall(() =>
      db.transaction(async (tx) => {
        const before = await reachPortCall(caller, need, id, tx, true);
        checkVersion(before.version, version, false);
        const from = before.status as TPortCallStatus;
        if (!portCallStatusChanges[from]?.includes(status))
          throw new AppError(409, 'PORT_CALL_STATUS_CHANGE_NOT_ALLOWED', undefined, { from, to: status });
        if (status === 'CANCELLED') {
          const booked = await appointments.listForPortCalls([before.id], tx);
          if (booked.some((a) => isSent(a.state))) throw conflict('PORT_CALL_HAS_ACTIVE_APPOINTMENTS');
        }
        if (status === 'DRAFT' && before.voyageId !== null) {
          const key = { vesselId: before.vesselId, portId: before.portId, voyageId: before.voyageId };
          if (await repo.duplicateExists(key, before.id, tx)) throw portCallExists();
        }
        const after = await repo.updatePortCall(before.id, { status }, deps.clock(), tx);
        await audit(tx, caller, after, 'STATUS', { status: before.status }, { status: after.status });
        return { id: after.id, status: after.status as TPortCallStatus, version: after.version };
      }),
    );
  }

  /**
   * Moves a DRAFT port call to IN_PROCESS when an agent is appointed to it (appointments module,
   * inside its transaction). Other states are left as they are.
   */
  async function markInProcess(caller: Caller, portCallId: number, tx: Db): Promise<void> {
    const before = await repo.findPortCall(portCallId, tx, { lock: true });
    if (before?.status !== 'DRAFT') return;
    const after = await repo.updatePortCall(before.id, { status: 'IN_PROCESS' }, deps.clock(), tx);
    await audit(tx, caller, after, 'STATUS', { status: before.status }, { status: after.status });
  }

  /**
   * Puts an agent on the port call's agents (last) unless it is there: appointing the agent of a
   * chosen quote (requests module) needs it there, as the appointment wizard's agents step would.
   */
  async function addAgent(caller: Caller, portCallId: number, agentId: number, tx: Db): Promise<void> {
    const portCall = await reachPortCall(caller, { authority: 'DA_APPOINTMENT_CREATE' }, portCallId, tx, true);
    const agentIds = (await repo.listAgents([portCall.id], tx)).map((a) => a.id);
    if (agentIds.includes(agentId)) return;
    await repo.replaceAgents(portCall.id, [...agentIds, agentId], tx);
    await audit(tx, caller, portCall, 'ADD_AGENT', { agentIds }, { agentIds: [...agentIds, agentId] });
  }

  /**
   * A DRAFT port call for an awarded request made from a vessel and a port alone (requests module,
   * inside the award's transaction): the vessel at the port with the request's ETA and activities,
   * the awarded agent on it, and no voyage yet (the buyer sets it with amend-voyage-number, as for
   * an imported port call). The caller must be allowed to create port calls in the port's region.
   */
  async function openForRequest(
    caller: Caller,
    input: {
      vesselId: number;
      portId: number;
      eta: Date | null;
      activities: Array<{ activityTypeId: number; cargo?: string }>;
      agentId: number;
    },
    tx: Db,
  ): Promise<number> {
    scope.authorise(caller, { authority: 'DA_PORT_CALL_CREATE' });
    const [vessel] = await deps.vessels.existingVesselIds(caller.companyId, [input.vesselId], { activeOnly: true }, tx);
    if (vessel === undefined) throw fieldError('vesselId', 'UNKNOWN_VESSEL');
    await checkPort(caller, input.portId, false, tx);
    const row = await repo.insertPortCall(
      {
        companyId: caller.companyId,
        vesselId: input.vesselId,
        voyageId: null,
        portId: input.portId,
        status: 'DRAFT',
        eta: input.eta,
        createdById: caller.profileId,
      },
      tx,
    );
    await repo.replaceActivities(row.id, input.activities, tx);
    await repo.replaceAgents(row.id, [input.agentId], tx);
    await audit(tx, caller, row, 'CREATE', undefined, {
      ...row,
      activities: input.activities,
      agentIds: [input.agentId],
    });
    return row.id;
  }

  /**
   * Reads for the appointments module, unscoped: it calls them only for port calls of an appointment
   * it has already reached (or, for linking, through listOpenOfVessel with the caller's regions).
   */
  const reader = {
    summaries: (ids: number[], tx: Db = db) => repo.listSummaries(ids, tx),
    view: (id: number, tx: Db = db) => repo.findPortCallView(id, tx),
    activities: (ids: number[], tx: Db = db) => repo.listActivities(ids, tx),
    agents: (ids: number[], tx: Db = db) => repo.listAgents(ids, tx),
    async openOfVessel(caller: Caller, vesselId: number, tx: Db = db) {
      const region = inRegionScope(ports.countryId, await scope.regionOf(caller, tx));
      return repo.listOpenOfVessel(caller.companyId, vesselId, region, tx);
    },
  };

  return {
    reachPortCall,
    checkPort,
    audit,
    savedAnswer,
    saveDetails,
    updateStatus,
    markInProcess,
    addAgent,
    openForRequest,
    reader,
  };
}
export type PortCallService = ReturnType<typeof createPortCallService>;
