import type { TAuthority } from '@portcall/contracts/access';
import { appointmentTitle } from '@portcall/contracts/appointments';
import { formatMessage } from '@portcall/contracts/messages';
import type { TPaged } from '@portcall/contracts/paging';
import type {
  TAppointmentAssignment,
  TAssignment,
  TAssignmentSummary,
  TDashboardAssignment,
  TDashboardAssignmentsQuery,
  TDepartmentPortLog,
  TInternalPortLog,
  TPortLogEntry,
  TPortLogEntryCreate,
  TPortLogEntryDone,
  TPortLogEntrySave,
  TPublicPortLog,
} from '@portcall/contracts/port-logs';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict } from '../../platform/errors';
import type { UploadedPart } from '../../platform/files/multipart';
import { asDownload, type FileStorage } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import { requireAllowed } from '../../platform/http/policy';
import { createOutbox, type FindPeople, type NotificationEvent, type Notifier } from '../../platform/notify';
import type { OperationNeed, OperationsScope } from '../../platform/scope/operations-scope';
import type { AssignmentRepo, AssignmentRow, DepartmentPortLogRow, PortLogEntryRow } from './repo';

/** What the appointments module tells about an appointment the caller reaches (else it throws 404). */
export interface PortLogAppointment {
  row: { id: number; companyId: number; agentCompanyId: number; state: string };
  primary: { vessel: { name: string }; voyage: { voyageNumber: string | null } | null; port: { name: string } };
}

export interface AssignmentDeps {
  db: Db;
  repo: AssignmentRepo;
  clock: () => Date;
  appointments: {
    reach(
      caller: Caller,
      need: { authority?: TAuthority; supplier?: boolean },
      id: number,
      tx?: Db,
    ): Promise<PortLogAppointment>;
  };
  /** The buyer's departments (settings), by name. */
  departmentsOf(companyId: number, tx?: Db): Promise<Array<{ id: number; name: string; abbreviation: string }>>;
  companyName(companyId: number, tx?: Db): Promise<string>;
  fullNameOf(profileId: number): Promise<string>;
  notifier?: Notifier;
  findPeople: FindPeople;
  files: Pick<FileStorage, 'save' | 'read' | 'open' | 'remove'>;
  /** Who may read the dashboard's port-logs view, and the caller's region rules. */
  scope: Pick<OperationsScope, 'authorise' | 'regionOf'>;
}

/** The dashboard's port-logs view: the dashboard product with its own view authority (platform-core §6). */
const DASHBOARD_VIEW: OperationNeed = { product: 'DA_DASHBOARD', authority: 'DA_DASHBOARD_ASSIGNMENTS_VIEW' };

type Need = 'DA_ASSIGNMENT_VIEW' | 'DA_ASSIGNMENT_EDIT' | 'DA_ASSIGNMENT_SUBMIT';

/** A port log is kept for an appointment the agent has (sent, not ended). */
const OPEN_APPOINTMENT_STATES = ['APPOINTED', 'ACCEPTED'];
const isSupplier = (caller: Caller) => caller.type === 'AGENT' || caller.type === 'VENDOR';
const entryNotFound = () => new AppError(404, 'PORT_LOG_ENTRY_NOT_FOUND');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A 404 of the scope check about an entry or department part reads as the catalogued condition. */
async function asEntryNotFound<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw entryNotFound();
    throw error;
  }
}

export function createAssignmentService(deps: AssignmentDeps) {
  const { db, repo, clock } = deps;

  /**
   * The one scope check: the appointment's buyer (company, region rules, `need`) reaches any of its
   * port logs; the appointment's agent only one submitted at least once; anyone else 404.
   */
  async function reach(caller: Caller, need: Need, id: number, tx: Db = db, lock = false) {
    const row = await repo.find(id, tx, lock);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    const appointment = await deps.appointments.reach(
      caller,
      isSupplier(caller) ? { supplier: true } : { authority: need },
      row.appointmentId,
      tx,
    );
    if (isSupplier(caller) && row.submittedAt === null) throw new AppError(404, 'NOT_FOUND');
    return { row, appointment };
  }

  const titleOf = (a: PortLogAppointment) =>
    appointmentTitle({
      vessel: a.primary.vessel.name,
      voyageNumber: a.primary.voyage?.voyageNumber,
      port: a.primary.port.name,
    });

  async function toAssignment(row: AssignmentRow, appointment: PortLogAppointment, tx: Db = db): Promise<TAssignment> {
    const buyer = await deps.companyName(row.buyerCompanyId, tx);
    const agent = await deps.companyName(row.agentCompanyId, tx);
    return {
      id: row.id,
      appointmentId: row.appointmentId,
      state: row.state,
      title: titleOf(appointment),
      buyer: { id: row.buyerCompanyId, name: buyer },
      agent: { id: row.agentCompanyId, name: agent },
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      submittedAt: iso(row.submittedAt),
    };
  }

  const toEntry = (row: PortLogEntryRow): TPortLogEntry => ({
    id: row.id,
    departmentPortLogId: row.departmentPortLogId,
    category: row.category,
    description: row.description,
    isPublished: row.publishedAt !== null,
    isDone: row.isDone,
    doneComment: row.doneComment,
    doneAt: iso(row.doneAt),
    doneBy: row.doneByName,
    doneFileName: row.doneFileName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  /** Every department of the buyer with its part (internal), or the included parts with submitted entries (public). */
  async function departmentsOf(row: AssignmentRow, view: 'internal' | 'public', tx: Db = db) {
    const departments = await deps.departmentsOf(row.buyerCompanyId, tx);
    const parts = await repo.departmentPortLogsOf(row.id, tx);
    const entries = await repo.entriesOf(row.id, tx);
    const answer: TDepartmentPortLog[] = [];
    for (const department of departments) {
      const part = parts.find((p) => p.departmentId === department.id);
      const own = part ? entries.filter((e) => e.departmentPortLogId === part.id) : [];
      if (view === 'public') {
        const published = own.filter((e) => e.publishedAt !== null);
        if (!part?.isIncluded || published.length === 0) continue;
        answer.push({ ...partOf(department, part), entries: published.map(toEntry) });
      } else {
        answer.push({ ...partOf(department, part), entries: own.map(toEntry) });
      }
    }
    return answer;
  }

  const partOf = (department: { id: number; name: string; abbreviation: string }, part?: DepartmentPortLogRow) => ({
    id: part?.id ?? null,
    departmentId: department.id,
    departmentName: department.name,
    abbreviation: department.abbreviation,
    // A department added to the company after the port log was made joins it included.
    isIncluded: part?.isIncluded ?? true,
  });

  async function summaryOf(row: AssignmentRow, view: 'internal' | 'public', tx: Db = db): Promise<TAssignmentSummary> {
    const departments = await departmentsOf(row, view, tx);
    const included = departments.filter((d) => d.isIncluded);
    const entries = included.flatMap((d) => d.entries);
    return {
      id: row.id,
      appointmentId: row.appointmentId,
      state: row.state,
      departments: included.length,
      entries: entries.length,
      done: entries.filter((e) => e.isDone).length,
      submittedAt: iso(row.submittedAt),
    };
  }

  const viewOf = (caller: Caller) => (isSupplier(caller) ? 'public' : 'internal');

  /** A change by the buyer: refused once cancelled; after a submit the port log reads UPDATED until submitted again. */
  async function change(
    caller: Caller,
    id: number,
    work: (row: AssignmentRow, tx: Db) => Promise<void>,
    visible = true,
  ) {
    return db.transaction(async (tx) => {
      const { row } = await reach(caller, 'DA_ASSIGNMENT_EDIT', id, tx, true);
      requireAllowed('PORT_LOG_EDIT', caller, { state: row.state });
      await work(row, tx);
      const state = visible && row.state === 'SUBMITTED' ? 'UPDATED' : row.state;
      return repo.update(row.id, { state, updatedAt: clock() }, tx);
    });
  }

  /** The people of the agent who are told of a port log (DA tool holders). */
  const agentPeople = (row: AssignmentRow, tx: Db) =>
    deps.findPeople(
      { companyId: row.agentCompanyId, product: 'DA_TOOL', authorities: ['DA_VIEW'], appointmentId: row.appointmentId },
      tx,
    );

  /**
   * The appointment was cancelled: its live port log goes with it (the agent was told of the
   * cancellation itself). Runs in the appointment's transaction; a new port log may be made later.
   */
  async function cancelForAppointment(appointmentId: number, actor: { profileId: number; companyId: number }, tx: Db) {
    const live = await repo.findLive(appointmentId, tx);
    if (!live) return;
    const updated = await repo.update(live.id, { state: 'CANCELLED', updatedAt: clock() }, tx);
    await writeAudit(tx, {
      profileId: actor.profileId,
      companyId: actor.companyId,
      entity: 'assignment',
      entityId: live.id,
      action: 'CANCEL_WITH_APPOINTMENT',
      before: live,
      after: updated,
    });
  }

  return {
    cancelForAppointment,
    /**
     * GET dashboard/assignments: the caller's company's port logs whose appointment's port lies in
     * its regions, filtered by state and text, newest change first.
     */
    async dashboard(caller: Caller, query: TDashboardAssignmentsQuery): Promise<TPaged<TDashboardAssignment>> {
      deps.scope.authorise(caller, DASHBOARD_VIEW);
      const { rows, total } = await repo.pageForDashboard(
        { companyId: caller.companyId, region: await deps.scope.regionOf(caller) },
        { state: query.state, text: query.text },
        query,
      );
      return {
        items: rows.map(({ total: _, ...r }) => ({
          ...r,
          eta: iso(r.eta),
          createdAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
          submittedAt: iso(r.submittedAt),
        })),
        page: query.page,
        size: query.size,
        total,
      };
    },

    async forAppointment(caller: Caller, appointmentId: number): Promise<TAppointmentAssignment> {
      await deps.appointments.reach(
        caller,
        isSupplier(caller) ? { supplier: true } : { authority: 'DA_ASSIGNMENT_VIEW' },
        appointmentId,
      );
      const row = await repo.findLive(appointmentId);
      if (!row || (isSupplier(caller) && row.submittedAt === null)) return { appointmentId, assignment: null };
      return { appointmentId, assignment: await summaryOf(row, viewOf(caller)) };
    },

    /** Starts the appointment's port log with every department of the buyer included. */
    async create(caller: Caller, appointmentId: number): Promise<TAssignment> {
      return db.transaction(async (tx) => {
        const appointment = await deps.appointments.reach(
          caller,
          { authority: 'DA_ASSIGNMENT_EDIT' },
          appointmentId,
          tx,
        );
        if (!OPEN_APPOINTMENT_STATES.includes(appointment.row.state)) throw conflict('PORT_LOG_APPOINTMENT_NOT_OPEN');
        const now = clock();
        const row = await repo.insert(
          {
            appointmentId,
            buyerCompanyId: appointment.row.companyId,
            agentCompanyId: appointment.row.agentCompanyId,
            state: 'CREATED',
            createdByProfileId: caller.profileId,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
        if (!row) throw conflict('PORT_LOG_EXISTS');
        const departments = await deps.departmentsOf(row.buyerCompanyId, tx);
        await repo.insertDepartmentPortLogs(
          row.id,
          departments.map((d) => d.id),
          tx,
        );
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'assignment',
          entityId: row.id,
          action: 'CREATE',
          before: null,
          after: row,
        });
        return toAssignment(row, appointment, tx);
      });
    },

    async load(caller: Caller, id: number): Promise<TAssignment> {
      const { row, appointment } = await reach(caller, 'DA_ASSIGNMENT_VIEW', id);
      return toAssignment(row, appointment);
    },

    async summary(caller: Caller, id: number): Promise<TAssignmentSummary> {
      const { row } = await reach(caller, 'DA_ASSIGNMENT_VIEW', id);
      return summaryOf(row, viewOf(caller));
    },

    async internal(caller: Caller, id: number): Promise<TInternalPortLog> {
      const { row, appointment } = await reach(caller, 'DA_ASSIGNMENT_VIEW', id);
      return {
        assignment: await toAssignment(row, appointment),
        generalComments: row.generalComments,
        departments: await departmentsOf(row, 'internal'),
      };
    },

    async publicLog(caller: Caller, id: number): Promise<TPublicPortLog> {
      const { row, appointment } = await reach(caller, 'DA_ASSIGNMENT_VIEW', id);
      return { assignment: await toAssignment(row, appointment), departments: await departmentsOf(row, 'public') };
    },

    /** The general comments stay with the buyer: saving them does not make the port log UPDATED. */
    async saveGeneralComments(caller: Caller, id: number, generalComments: string | undefined) {
      const row = await change(
        caller,
        id,
        async (current, tx) => {
          await repo.update(current.id, { generalComments: generalComments || null }, tx);
        },
        false,
      );
      const { appointment } = await reach(caller, 'DA_ASSIGNMENT_VIEW', row.id);
      return toAssignment(row, appointment);
    },

    async includeDepartment(
      caller: Caller,
      departmentPortLogId: number,
      include: boolean,
    ): Promise<TDepartmentPortLog> {
      const part = await repo.findDepartmentPortLog(departmentPortLogId);
      if (!part) throw entryNotFound();
      let updated = part;
      const row = await asEntryNotFound(() =>
        change(caller, part.assignmentId, async (_row, tx) => {
          updated = await repo.setIncluded(part.id, include, tx);
        }),
      );
      const departments = await departmentsOf(row, 'internal');
      const answer = departments.find((d) => d.id === updated.id);
      if (!answer) throw entryNotFound();
      return answer;
    },

    async createEntry(caller: Caller, id: number, input: TPortLogEntryCreate): Promise<TPortLogEntry> {
      let entry: PortLogEntryRow | undefined;
      await change(caller, id, async (row, tx) => {
        const departments = await deps.departmentsOf(row.buyerCompanyId, tx);
        if (!departments.some((d) => d.id === input.departmentId)) throw entryNotFound();
        const part = await repo.ensureDepartmentPortLog(row.id, input.departmentId, tx);
        const now = clock();
        entry = await repo.insertEntry(
          {
            departmentPortLogId: part.id,
            assignmentId: row.id,
            category: input.category,
            description: input.description,
            createdByProfileId: caller.profileId,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
      });
      return toEntry(entry as PortLogEntryRow);
    },

    async saveEntry(caller: Caller, entryId: number, input: TPortLogEntrySave): Promise<TPortLogEntry> {
      const found = await repo.findEntry(entryId);
      if (!found) throw entryNotFound();
      let entry = found;
      await asEntryNotFound(() =>
        change(caller, found.assignmentId, async (_row, tx) => {
          entry = await repo.updateEntry(
            found.id,
            { category: input.category, description: input.description, updatedAt: clock() },
            tx,
          );
        }),
      );
      return toEntry(entry);
    },

    async deleteEntry(caller: Caller, entryId: number) {
      const found = await repo.findEntry(entryId);
      if (!found) throw entryNotFound();
      await asEntryNotFound(() =>
        change(caller, found.assignmentId, async (_row, tx) => {
          await repo.deleteEntry(found.id, tx);
        }),
      );
      return { id: entryId };
    },

    /**
     * Shows the port log to the agent: the entries of included departments join its public view and
     * its people are told. Refused when nothing is in it, when cancelled, or with nothing new.
     */
    async submit(caller: Caller, id: number): Promise<TAssignment> {
      const outbox = createOutbox(deps.notifier);
      const answer = await db.transaction(async (tx) => {
        const { row, appointment } = await reach(caller, 'DA_ASSIGNMENT_SUBMIT', id, tx, true);
        requireAllowed('PORT_LOG_SUBMIT', caller);
        if (row.state === 'CANCELLED') throw conflict('PORT_LOG_CANCELLED');
        if (row.state === 'SUBMITTED') throw conflict('PORT_LOG_ALREADY_SUBMITTED');
        if (!OPEN_APPOINTMENT_STATES.includes(appointment.row.state)) throw conflict('PORT_LOG_APPOINTMENT_NOT_OPEN');
        const parts = await repo.departmentPortLogsOf(row.id, tx);
        const included = parts.filter((p) => p.isIncluded).map((p) => p.id);
        const entries = await repo.entriesOf(row.id, tx);
        if (!entries.some((e) => included.includes(e.departmentPortLogId))) throw conflict('EMPTY_PORT_LOG_SUBMIT');
        const now = clock();
        await repo.publishEntries(row.id, included, now, tx);
        const updated = await repo.update(
          row.id,
          { state: 'SUBMITTED', submittedAt: now, submittedByProfileId: caller.profileId, updatedAt: now },
          tx,
        );
        const result = await toAssignment(updated, appointment, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'assignment',
          entityId: row.id,
          action: 'SUBMIT',
          before: row,
          after: updated,
        });
        const event: NotificationEvent = {
          profileIds: await agentPeople(row, tx),
          eventType: 'ASSIGNMENT',
          eventId: row.id,
          eventMessage: formatMessage('NOTIFY_PORT_LOG_SUBMITTED', { buyer: result.buyer.name, title: result.title }),
        };
        await outbox.record([event], tx);
        return result;
      });
      await outbox.deliver();
      return answer;
    },

    /** Ends the port log; an agent who has seen it is told. A new one may be started afterwards. */
    async cancel(caller: Caller, id: number): Promise<TAssignment> {
      const outbox = createOutbox(deps.notifier);
      const answer = await db.transaction(async (tx) => {
        const { row, appointment } = await reach(caller, 'DA_ASSIGNMENT_EDIT', id, tx, true);
        requireAllowed('PORT_LOG_CANCEL', caller, { state: row.state });
        const updated = await repo.update(row.id, { state: 'CANCELLED', updatedAt: clock() }, tx);
        const result = await toAssignment(updated, appointment, tx);
        await writeAudit(tx, {
          profileId: caller.profileId,
          companyId: caller.companyId,
          entity: 'assignment',
          entityId: row.id,
          action: 'CANCEL',
          before: row,
          after: updated,
        });
        if (row.submittedAt !== null)
          await outbox.record(
            [
              {
                profileIds: await agentPeople(row, tx),
                eventType: 'ASSIGNMENT',
                eventId: row.id,
                eventMessage: formatMessage('NOTIFY_PORT_LOG_CANCELLED', {
                  buyer: result.buyer.name,
                  title: result.title,
                }),
              },
            ],
            tx,
          );
        return result;
      });
      await outbox.deliver();
      return answer;
    },

    /** The agent marks a submitted entry done (or not) with a comment; the entry's author is told. */
    async markDone(
      caller: Caller,
      entryId: number,
      input: TPortLogEntryDone,
      uploads: UploadedPart[] = [],
    ): Promise<TPortLogEntry> {
      const found = await repo.findEntry(entryId);
      if (!found || found.publishedAt === null) throw entryNotFound();
      const files = uploads.filter((f) => f.field === 'attachments');
      if (files.length > 1 || (files.length > 0 && !input.isDone))
        throw new AppError(400, 'VALIDATION_FAILED', { attachments: 'One file, with the done mark' });
      const fullName = await deps.fullNameOf(caller.profileId);
      const stored = files[0] ? await deps.files.save(files[0].buffer, files[0].filename) : undefined;
      const outbox = createOutbox(deps.notifier);
      let replaced: string | null = null;
      const answer = await db
        .transaction(async (tx) => {
          const { row, appointment } = await asEntryNotFound(() =>
            reach(caller, 'DA_ASSIGNMENT_VIEW', found.assignmentId, tx, true),
          );
          const part = await repo.findDepartmentPortLog(found.departmentPortLogId, tx);
          if (!part?.isIncluded) throw entryNotFound();
          if (row.state === 'CANCELLED') throw conflict('PORT_LOG_CANCELLED');
          const now = clock();
          const entry = await repo.updateEntry(
            found.id,
            input.isDone
              ? {
                  isDone: true,
                  doneComment: input.comment || null,
                  doneAt: now,
                  doneByProfileId: caller.profileId,
                  doneByName: fullName,
                  // A new file replaces the one given before; a done mark without one keeps it.
                  ...(stored ? { doneFileId: stored.id, doneFileName: stored.name } : {}),
                }
              : {
                  isDone: false,
                  doneComment: input.comment || null,
                  doneAt: null,
                  doneByProfileId: null,
                  doneByName: null,
                  doneFileId: null,
                  doneFileName: null,
                },
            tx,
          );
          replaced = found.doneFileId !== entry.doneFileId ? found.doneFileId : null;
          if (input.isDone && !found.isDone) {
            const author = await deps.findPeople(
              {
                companyId: row.buyerCompanyId,
                product: 'DA_TOOL',
                authorities: ['DA_ASSIGNMENT_VIEW'],
                appointmentId: row.appointmentId,
                among: [found.createdByProfileId],
              },
              tx,
            );
            await outbox.record(
              [
                {
                  profileIds: author,
                  eventType: 'ASSIGNMENT',
                  eventId: row.id,
                  eventMessage: formatMessage('NOTIFY_PORT_LOG_ENTRY_DONE', {
                    agent: await deps.companyName(row.agentCompanyId, tx),
                    entry: found.description.slice(0, 80),
                    title: titleOf(appointment),
                  }),
                },
              ],
              tx,
            );
          }
          return toEntry(entry);
        })
        .catch(async (error: unknown) => {
          // Refused: the file just stored belongs to nothing.
          if (stored) await deps.files.remove(stored.id).catch(() => {});
          throw error;
        });
      if (replaced) await deps.files.remove(replaced).catch(() => {});
      await outbox.deliver();
      return answer;
    },

    /** The file of an entry's done mark, for the buyer and the agent who read the entry. */
    async doneFile(caller: Caller, entryId: number) {
      const found = await repo.findEntry(entryId);
      if (!found?.doneFileId || !found.doneFileName) throw entryNotFound();
      await asEntryNotFound(() => reach(caller, 'DA_ASSIGNMENT_VIEW', found.assignmentId));
      return { name: found.doneFileName, ...asDownload(await deps.files.open(found.doneFileId)) };
    },
  };
}
export type AssignmentService = ReturnType<typeof createAssignmentService>;
