import { appointmentTitle, type TAppointment, type TAppointmentState } from '@portcall/contracts/appointments';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { Caller } from '../../platform/http/access';
import { requireAllowed } from '../../platform/http/policy';
import { iso, personRef } from '../../platform/mappers';
import type { OperationNeed, OperationsScope } from '../../platform/scope/operations-scope';
import type { PortCallService, PortCallSummaryRow } from '../port-calls/module';
import { toPortCallSummary } from '../port-calls/module';
import type { AppointmentRepo, AppointmentRow } from './repo';
import { type AppointmentAction, policyOfAction, transition } from './state-machine';

/**
 * Whether an appointment holds final DAs (platform-core §4: then it cannot be cancelled). The
 * proformas module answers it once it exists; until then no appointment holds any.
 */
export interface FinalDisbursements {
  hasFinalDisbursements(appointmentId: number, tx?: Db): Promise<boolean>;
}
export const noFinalDisbursementsYet: FinalDisbursements = {
  hasFinalDisbursements: async () => false,
};

import type { Notifier, Outbox, RecordedNotifications } from '../../platform/notify';
import { type AppointmentPeople, appointmentEvents } from './notifications';

/** A workflow's transaction and outbox an action runs in (a command of another module owning both). */
export interface Within {
  tx: Db;
  outbox: Pick<Outbox, 'record'>;
}

export interface AppointmentCoreDeps {
  db: Db;
  repo: AppointmentRepo;
  portCalls: Pick<PortCallService, 'reader'>;
  scope: OperationsScope;
  disbursements: FinalDisbursements;
  clock: () => Date;
  reminderLimit: number;
  /** Publishes the notifications an action raises (appointments/notifications.ts). */
  notifier?: Notifier;
  people?: AppointmentPeople;
  /** Where each state change is announced (port logs, the statement of facts react to it). */
  events?: EventBus;
}

export interface Reached {
  row: AppointmentRow;
  /** The appointment's own port call. */
  primary: PortCallSummaryRow;
}

const isSupplier = (caller: Caller) => caller.type === 'AGENT' || caller.type === 'VENDOR';

/**
 * What every appointment service shares: the scope check, the answer, and applying an action of
 * the state machine with its audit row in one transaction.
 */
export function createAppointmentCore(deps: AppointmentCoreDeps) {
  const { db, repo, scope } = deps;

  /**
   * The one scope check of appointments: a buyer reaches its company's appointments whose port
   * lies in its regions; an agent or vendor those addressed to its company once sent (never a
   * draft); a support administrator any, where `need.admin`. Anything else is 404.
   */
  async function reach(caller: Caller, need: OperationNeed, id: number, tx: Db = db, lock = false): Promise<Reached> {
    scope.authorise(caller, isSupplier(caller) ? { supplier: need.supplier } : need);
    const row = await repo.findAppointment(id, tx, { lock });
    if (!row) throw notFound();
    const [primary] = await deps.portCalls.reader.summaries([row.portCallId], tx);
    if (!primary) throw notFound();
    if (isSupplier(caller)) {
      if (row.agentCompanyId !== caller.companyId || row.state === 'DRAFT') throw notFound();
    } else {
      await scope.reach(caller, need, { companyId: row.companyId, countryId: primary.countryId }, tx);
    }
    return { row, primary };
  }

  /** The policy table's answer for this action on this appointment (who, and in which states). */
  function requireAllowedOn(caller: Caller, action: AppointmentAction, row: Pick<AppointmentRow, 'state'>) {
    const policy = policyOfAction[action];
    if (policy) requireAllowed(policy, caller, { state: row.state });
  }

  /** Appointment answers in the order of `ids`. */
  async function toAppointments(ids: number[], tx: Db = db): Promise<TAppointment[]> {
    const views = await repo.findViews(ids, tx);
    const summaries = await deps.portCalls.reader.summaries([...new Set(views.map((v) => v.row.portCallId))], tx);
    const answers: TAppointment[] = [];
    for (const id of ids) {
      const view = views.find((v) => v.row.id === id);
      const portCall = summaries.find((s) => s.id === view?.row.portCallId);
      if (!view || !portCall) continue;
      const { row } = view;
      answers.push({
        id: row.id,
        buyerId: row.companyId,
        buyer: view.buyer,
        state: row.state as TAppointmentState,
        version: row.version,
        title: appointmentTitle({
          vessel: portCall.vessel.name,
          voyageNumber: portCall.voyage?.voyageNumber,
          port: portCall.port.name,
        }),
        portCall: toPortCallSummary(portCall),
        agent: { id: view.agent.id, name: view.agent.name, type: view.agent.type as 'AGENT' | 'VENDOR' },
        instructions: row.instructions,
        rejectionReason: row.rejectionReason,
        createdAt: iso(row.createdAt) as string,
        appointedAt: iso(row.appointedAt),
        appointedBy: personRef(view.appointedBy),
        acceptedAt: iso(row.acceptedAt),
        rejectedAt: iso(row.rejectedAt),
        cancelledAt: iso(row.cancelledAt),
        closedAt: iso(row.closedAt),
        observer: toObserver(row),
        // Evaluations and ratings arrive with the DA and ratings issues.
        evaluations: [],
        agentRating: null,
        portCallIds: await repo.portCallIdsOf(row, tx),
      });
    }
    return answers;
  }

  async function toAppointment(id: number, tx: Db = db): Promise<TAppointment> {
    const [answer] = await toAppointments([id], tx);
    if (!answer) throw notFound();
    return answer;
  }

  async function audit(
    tx: Db,
    caller: Caller,
    row: Pick<AppointmentRow, 'id' | 'companyId'>,
    action: string,
    before: unknown,
    after: unknown,
  ) {
    await writeAudit(tx, {
      profileId: caller.profileId,
      companyId: row.companyId,
      entity: 'appointment',
      entityId: row.id,
      action,
      before,
      after,
    });
  }

  /**
   * Applies one action of the state machine to a locked appointment: refuses it with its catalogue
   * code (409), or writes the new state, the action's own columns and the audit row.
   */
  async function apply(
    caller: Caller,
    need: OperationNeed,
    id: number,
    action: AppointmentAction,
    columns: (reached: Reached, now: Date) => Partial<AppointmentRow> = () => ({}),
    after?: (reached: Reached, tx: Db) => Promise<void>,
    within?: Within,
  ): Promise<TAppointment> {
    let recorded: RecordedNotifications | undefined;
    const work = async (tx: Db) => {
      const reached = await reach(caller, need, id, tx, true);
      const { row } = reached;
      requireAllowedOn(caller, action, row);
      const hasFinalDisbursements = action === 'CANCEL' && (await deps.disbursements.hasFinalDisbursements(row.id, tx));
      const next = transition(
        {
          state: row.state as TAppointmentState,
          previousState: row.previousState,
          pokes: row.pokes,
          hasFinalDisbursements,
        },
        action,
        deps.reminderLimit,
      );
      if (!next.ok) throw new AppError(next.status, next.code, undefined, next.params);
      const now = deps.clock();
      const changed = await repo.updateAppointment(
        row.id,
        { state: next.state ?? row.state, previousState: next.previousState, ...columns(reached, now) },
        now,
        tx,
      );
      await audit(tx, caller, changed, action, { state: row.state }, { state: changed.state });
      if (changed.state !== row.state)
        await deps.events?.publish(
          'appointment.state-changed',
          {
            appointmentId: row.id,
            portCallId: row.portCallId,
            action,
            from: row.state,
            to: changed.state,
            actor: { profileId: caller.profileId, companyId: caller.companyId },
          },
          tx,
        );
      await after?.(reached, tx);
      const answer = await toAppointment(row.id, tx);
      if (deps.notifier && deps.people) {
        const events = await appointmentEvents(action, answer, deps.people, tx);
        // Inside a workflow's transaction its outbox delivers them once the whole workflow commits.
        if (within) await within.outbox.record(events, tx);
        else if (events.length) recorded = await deps.notifier.record(events, tx);
      }
      return answer;
    };
    if (within) return work(within.tx);
    const answer = await db.transaction(work);
    if (recorded) await deps.notifier?.deliver(recorded);
    return answer;
  }

  return { reach, requireAllowedOn, toAppointments, toAppointment, audit, apply };
}
export type AppointmentCore = ReturnType<typeof createAppointmentCore>;

export function toObserver(
  row: Pick<AppointmentRow, 'pokes' | 'firstPokeAt' | 'lastPokeAt' | 'pokeLock' | 'recipientState'>,
) {
  return {
    pokes: row.pokes,
    firstPokeDate: iso(row.firstPokeAt),
    lastPokeDate: iso(row.lastPokeAt),
    pokeLock: row.pokeLock,
    state: row.recipientState === 'READ' ? ('READ' as const) : ('UNREAD' as const),
  };
}
