import { hasAuthority, type TAuthority } from '@portcall/contracts/access';
import { formatMessage, type MessageCode } from '@portcall/contracts/messages';
import { Decimal, sumAmounts } from '@portcall/contracts/money';
import type {
  TExpenseSection,
  TQuotation,
  TRequestCase,
  TRequestForQuotation,
  TRequestStatus,
} from '@portcall/contracts/requests';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { iso } from '../../platform/mappers';
import type { CurrencyUnits } from '../../platform/money';
import { createOutbox, type FindPeople, type Notifier, type Outbox } from '../../platform/notify';
import type { RequestListsReadModel } from './list-read-model';
import type { RequestPagesReadModel } from './page-read-model';
import type { ExpenseRow, RequestCaseRow, RequestRow, RequestsRepo } from './repo';
import type { RequestsReadModel } from './requests-read-model';
import type { ScorecardsReadModel } from './scorecards-read-model';
import { isLive } from './state-machine';

/** What the requests module needs from the rest of the application, each as narrow as it can be. */
export interface RequestsDeps {
  db: Db;
  clock: () => Date;
  notifier?: Notifier;
  findPeople: FindPeople;
  /** The e-mail outbox (platform/mail): queued in the change's transaction. */
  mailer: {
    queue(
      emails: ReadonlyArray<{ kind: string; to: string; subject: string; text: string; html: string }>,
      tx?: Db,
    ): Promise<void>;
  };
  files: { save(buffer: Buffer, name: string): Promise<{ id: string; name: string }> };
  publicUrl: string;
  /** Days an e-mailed access code to the public shared page stays valid (config rfqShareCodeDays). */
  shareCodeDays: number;
  currencies: { currency(code: string, tx?: Db): Promise<CurrencyUnits | null> };
  /** The other modules' public calls the award makes, each inside the award's transaction. */
  award: AwardPorts;
}

/** What awarding a quote asks of the port-calls, appointments and proformas modules (app.ts wires them). */
export interface AwardPorts {
  /** A DRAFT port call of the vessel at the port with the agent on it, for a case made without one. */
  openPortCall(
    caller: Caller,
    input: {
      vesselId: number;
      portId: number;
      eta: Date | null;
      activities: Array<{ activityTypeId: number; cargo?: string }>;
      agentId: number;
    },
    tx: Db,
  ): Promise<number>;
  /** Puts the agent on the port call's agents unless it is there. */
  addAgent(caller: Caller, portCallId: number, agentId: number, tx: Db): Promise<void>;
  /** The agent appointed on the port call for the case (its DRAFT appointment there, or a new one). */
  appoint(
    caller: Caller,
    input: { portCallId: number; agentId: number; requestCaseId: number },
    within: { tx: Db; outbox: Pick<Outbox, 'record'> },
  ): Promise<{ id: number }>;
  /** The agent's PDA draft from the awarded quote's priced lines. */
  draftProforma(
    caller: Caller,
    input: {
      appointmentId: number;
      currency: string;
      lines: Array<{ section: string; catalogueItemId: number | null; name: string; amount: string }>;
    },
    tx: Db,
  ): Promise<number>;
}

export interface RequestsContext extends RequestsDeps {
  repo: RequestsRepo;
  read: RequestsReadModel;
  lists: RequestListsReadModel;
  pages: RequestPagesReadModel;
  scorecards: ScorecardsReadModel;
}

const SECTION_KEYS: Record<TExpenseSection, keyof TQuotation> = {
  PORT_EXPENSES: 'portExpensesSection',
  AGENCY_EXPENSES: 'agencyExpensesSection',
  HUSBANDRY_EXPENSES: 'husbandryExpensesSection',
};

/** The row scopes and mappers every requests service shares. */
export function createRequestsCore(ctx: RequestsContext) {
  const { db, repo, read } = ctx;

  /**
   * The caller half of `reachCase`, for a page read that scopes the case to the caller's company in
   * its own statement (and answers 404 when that finds nothing): not a buyer 404, without the
   * authority 403.
   */
  function requireCaseReader(caller: Caller, authority: TAuthority) {
    if (caller.type !== 'BUYER') throw notFound();
    if (!hasAuthority(caller, authority)) throw new AppError(403, 'FORBIDDEN');
  }

  /** Authorise first: a buyer of the case's company holding the authority; anything else is 404. */
  async function reachCase(caller: Caller, authority: TAuthority, id: number, tx: Db = db, forUpdate = false) {
    requireCaseReader(caller, authority);
    const row = await repo.findCase(id, tx, forUpdate);
    if (!row || row.companyId !== caller.companyId) throw notFound();
    return row;
  }

  /**
   * A request for quotation as its reader may see it: the buyer of its case (with the authority),
   * or the agent company it is addressed to (with DA_VIEW), never a draft's. Anyone else: 404.
   */
  async function reachRequest(
    caller: Caller,
    id: number,
    need: { buyer?: TAuthority; agent?: boolean },
    tx: Db = db,
    forUpdate = false,
  ) {
    const row = await repo.findRequest(id, tx, forUpdate);
    if (!row) throw notFound();
    const requestCase = await repo.findCase(row.requestCaseId, tx);
    if (!requestCase) throw notFound();
    if (caller.type === 'BUYER' && requestCase.companyId === caller.companyId) {
      if (!need.buyer) throw new AppError(403, 'FORBIDDEN');
      if (!hasAuthority(caller, need.buyer)) throw new AppError(403, 'FORBIDDEN');
      return { row, requestCase, side: 'BUYER' as const };
    }
    if (caller.type === 'AGENT' && row.agentCompanyId === caller.companyId) {
      if (!need.agent) throw new AppError(403, 'FORBIDDEN');
      if (!hasAuthority(caller, 'DA_VIEW')) throw new AppError(403, 'FORBIDDEN');
      return { row, requestCase, side: 'AGENT' as const };
    }
    throw notFound();
  }

  const audit = (
    tx: Db,
    caller: Caller | null,
    entity: string,
    entityId: number,
    action: string,
    before: unknown,
    after: unknown,
  ) =>
    writeAudit(tx, {
      profileId: caller?.profileId ?? null,
      companyId: caller?.companyId ?? null,
      entity,
      entityId,
      action,
      before,
      after,
    });

  async function titleOf(requestCase: RequestCaseRow, tx: Db = db) {
    const pc = await read.place(requestCase.id, tx);
    return { pc, title: pc ? `${pc.vesselName} at ${pc.portName}` : `request case #${requestCase.id}` };
  }

  /** Once a case is closed by an award: whether this request's quote won it. */
  const outcomeOf = (row: RequestRow, requestCase: RequestCaseRow) =>
    requestCase.awardedRequestId === null
      ? null
      : requestCase.awardedRequestId === row.id
        ? ('AWARDED' as const)
        : ('NOT_CHOSEN' as const);

  /** Tells the agent company's DA people of a request, inside the transaction. */
  async function tellAgent(
    outbox: ReturnType<typeof createOutbox>,
    tx: Db,
    request: RequestRow,
    code: MessageCode,
    params: Record<string, string>,
  ) {
    const profileIds = await ctx.findPeople(
      { companyId: request.agentCompanyId, product: 'DA_TOOL', authorities: ['DA_VIEW'] },
      tx,
    );
    await outbox.record(
      [{ profileIds, eventType: 'REQUEST', eventId: request.id, eventMessage: formatMessage(code, params) }],
      tx,
    );
  }

  /** Tells the buyer's request people of what an agent did. */
  async function tellBuyer(
    outbox: ReturnType<typeof createOutbox>,
    tx: Db,
    requestCase: RequestCaseRow,
    request: RequestRow,
    code: MessageCode,
    params: Record<string, string>,
  ) {
    const profileIds = await ctx.findPeople(
      { companyId: requestCase.companyId, product: 'DA_TOOL', authorities: ['DA_REQUESTS_VIEW'] },
      tx,
    );
    await outbox.record(
      [{ profileIds, eventType: 'REQUEST', eventId: request.id, eventMessage: formatMessage(code, params) }],
      tx,
    );
  }

  /** Ends every live request of a case but `keep` (cancelled), each agent told with `notice`. */
  async function endRequests(
    caller: Caller,
    requestCase: RequestCaseRow,
    tx: Db,
    outbox: ReturnType<typeof createOutbox>,
    keep: number | null,
    notice: 'NOTIFY_REQUEST_CANCELLED' | 'NOTIFY_REQUEST_CLOSED',
  ) {
    const { title } = await titleOf(requestCase, tx);
    const buyer = (await read.companyNames([requestCase.companyId], tx)).get(requestCase.companyId) ?? '';
    for (const row of await repo.requestsOf(requestCase.id, tx)) {
      if (row.id === keep || !isLive(row.status as TRequestStatus)) continue;
      await repo.updateRequest(row.id, { status: 'CANCELLED', previousStatus: row.status }, tx);
      await audit(
        tx,
        caller,
        'request_for_quotation',
        row.id,
        'CANCEL',
        { status: row.status },
        { status: 'CANCELLED' },
      );
      await tellAgent(outbox, tx, row, notice, { buyer, title });
    }
  }

  /** Runs a change in a transaction, then delivers its notifications once committed. */
  async function change<T>(work: (tx: Db, outbox: ReturnType<typeof createOutbox>) => Promise<T>): Promise<T> {
    const outbox = createOutbox(ctx.notifier);
    const result = await db.transaction((tx) => work(tx, outbox));
    await outbox.deliver();
    return result;
  }

  function quotationOf(
    expenses: ExpenseRow[],
    lines: Map<number, { amount: string | null; comment: string | null }>,
    currency: string,
  ): TQuotation {
    const quotation: TQuotation = {
      portExpensesSection: { expenses: [] },
      agencyExpensesSection: { expenses: [] },
      husbandryExpensesSection: { expenses: [] },
    };
    for (const e of expenses) {
      const line = lines.get(e.id);
      quotation[SECTION_KEYS[e.section as TExpenseSection]].expenses.push({
        id: e.id,
        section: e.section as TExpenseSection,
        catalogueItemId: e.catalogueItemId,
        name: e.name,
        groupName: e.groupName,
        amount: line?.amount ?? null,
        currency,
        comment: line?.comment ?? null,
      });
    }
    return quotation;
  }

  /** The total of a request's quoted lines in its own currency, or null before a quote. */
  const totalOf = (request: RequestRow, lines: Array<{ requestId: number; amount: string | null }>) => {
    const own = lines.filter((l) => l.requestId === request.id && l.amount !== null);
    if (request.quotedAt === null || own.length === 0) return null;
    return sumAmounts(own.map((l) => l.amount as string)).toFixed();
  };

  async function toRequest(row: RequestRow, requestCase: RequestCaseRow, tx: Db = db): Promise<TRequestForQuotation> {
    const [expenses, lines, names, { pc }] = await Promise.all([
      repo.expensesOf(requestCase.id, tx),
      repo.linesOf([row.id], tx),
      read.companyNames([row.agentCompanyId, requestCase.companyId], tx),
      titleOf(requestCase, tx),
    ]);
    const currency = row.currency ?? requestCase.currency;
    return {
      id: row.id,
      requestCaseId: requestCase.id,
      agentId: row.agentCompanyId,
      agentName: names.get(row.agentCompanyId) ?? '',
      buyerName: names.get(requestCase.companyId) ?? '',
      status: row.status,
      currency,
      requestCurrency: requestCase.currency,
      rate: row.rate === null ? null : new Decimal(row.rate).toString(),
      total: totalOf(row, lines),
      isAutomatic: row.isAutomatic,
      declineReason: row.declineReason,
      renegotiateComment: row.renegotiateComment,
      vesselName: pc?.vesselName ?? '',
      portName: pc?.portName ?? '',
      eta: iso(pc?.eta),
      dueDate: requestCase.dueDate,
      comment: requestCase.comment,
      sentAt: iso(row.sentAt),
      seenAt: iso(row.seenAt),
      quotedAt: iso(row.quotedAt),
      observer: {
        pokes: row.pokes,
        firstPokeDate: iso(row.firstPokeAt),
        lastPokeDate: iso(row.lastPokeAt),
        pokeLock: row.pokeLock,
      },
      quotation: quotationOf(expenses, new Map(lines.map((l) => [l.expenseId, l])), currency),
      outcome: outcomeOf(row, requestCase),
      appointmentId: outcomeOf(row, requestCase) === 'AWARDED' ? requestCase.appointmentId : null,
      version: row.version,
    };
  }

  async function toCase(row: RequestCaseRow, tx: Db = db): Promise<TRequestCase> {
    const [expenses, requests, { pc }, shares] = await Promise.all([
      repo.expensesOf(row.id, tx),
      repo.requestsOf(row.id, tx),
      titleOf(row, tx),
      repo.liveShareHashes(row.id, ctx.clock(), tx),
    ]);
    const [lines, names] = await Promise.all([
      repo.linesOf(
        requests.map((r) => r.id),
        tx,
      ),
      read.companyNames(
        requests.map((r) => r.agentCompanyId),
        tx,
      ),
    ]);
    return {
      id: row.id,
      status: row.status,
      portCallId: row.portCallId,
      portId: pc?.portId ?? 0,
      portName: pc?.portName ?? '',
      vesselName: pc?.vesselName ?? '',
      eta: iso(pc?.eta),
      currency: row.currency,
      dueDate: row.dueDate,
      comment: row.comment,
      emails: row.emails,
      appointmentId: row.appointmentId,
      awardedRequestId: row.awardedRequestId,
      isShared: shares.length > 0,
      expenses: expenses.map((e) => ({
        id: e.id,
        section: e.section as TExpenseSection,
        catalogueItemId: e.catalogueItemId,
        name: e.name,
        groupName: e.groupName,
      })),
      requests: requests.map((r) => ({
        id: r.id,
        agentId: r.agentCompanyId,
        agentName: names.get(r.agentCompanyId) ?? '',
        status: r.status as TRequestStatus,
        currency: r.currency ?? row.currency,
        total: totalOf(r, lines),
        isAutomatic: r.isAutomatic,
        pokes: r.pokes,
        pokeLock: r.pokeLock,
        lastPokeDate: iso(r.lastPokeAt),
      })),
      createdAt: iso(row.createdAt) as string,
      sentAt: iso(row.sentAt),
      version: row.version,
    };
  }

  /** Whether the caller may start a request case (a buyer holding DA_REQUESTS_CREATE). */
  const canCreate = async (caller: Caller) => caller.type === 'BUYER' && hasAuthority(caller, 'DA_REQUESTS_CREATE');

  return {
    canCreate,
    requireCaseReader,
    reachCase,
    reachRequest,
    audit,
    titleOf,
    tellAgent,
    tellBuyer,
    change,
    endRequests,
    outcomeOf,
    toRequest,
    toCase,
  };
}
export type RequestsCore = ReturnType<typeof createRequestsCore>;
