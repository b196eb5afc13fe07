import { Decimal } from '@portcall/contracts/money';
import type { TQuote } from '@portcall/contracts/requests';
import { REQUEST_REMINDER_LIMIT } from '@portcall/contracts/requests';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { requireAllowed } from '../../platform/http/policy';
import { requireMinorUnits } from '../../platform/money';
import type { RequestsContext, RequestsCore } from './core';
import type { RequestCaseRow, RequestRow } from './repo';
import { policyOfAgentMove, type RequestAction, transition } from './state-machine';

const VIEW = 'DA_REQUESTS_VIEW' as const;
const EDIT = 'DA_REQUESTS_EDIT' as const;

/**
 * The life of each request for quotation (operations §4, §7 "Request cases and quotations"): the
 * agent marks it seen, quotes or declines; the buyer renegotiates, reminds, cancels and reverts.
 * Every move is the state machine's (state-machine.ts); a refused one answers 409 with its code.
 */
export function createRequestService(ctx: RequestsContext, core: RequestsCore) {
  const { repo, read } = ctx;

  const refuse = (row: RequestRow, action: RequestAction) => {
    const next = transition({ status: row.status, previousStatus: row.previousStatus }, action);
    if (!next.ok) throw new AppError(409, next.code, undefined, next.params);
    return next;
  };
  const caseOpen = (requestCase: RequestCaseRow) => {
    if (requestCase.status !== 'SENT')
      throw new AppError(409, 'REQUEST_CASE_NOT_EDITABLE', undefined, { status: requestCase.status });
  };
  const names = async (requestCase: RequestCaseRow, row: RequestRow, tx: Db) => {
    const companies = await read.companyNames([requestCase.companyId, row.agentCompanyId], tx);
    const { title } = await core.titleOf(requestCase, tx);
    return {
      buyer: companies.get(requestCase.companyId) ?? '',
      agent: companies.get(row.agentCompanyId) ?? '',
      title,
    };
  };

  /** A buyer-side move on one request, the agent told. */
  async function buyerMove(
    caller: Caller,
    id: number,
    action: RequestAction,
    extra: (row: RequestRow, now: Date) => Partial<RequestRow>,
    notice: Parameters<RequestsCore['tellAgent']>[3],
  ) {
    return core.change(async (tx, outbox) => {
      const { row, requestCase } = await core.reachRequest(caller, id, { buyer: EDIT }, tx, true);
      caseOpen(requestCase);
      const next = refuse(row, action);
      const saved = await repo.updateRequest(
        row.id,
        { status: next.status, previousStatus: next.previousStatus, ...extra(row, ctx.clock()) },
        tx,
      );
      await core.audit(
        tx,
        caller,
        'request_for_quotation',
        row.id,
        action,
        { status: row.status },
        { status: saved.status },
      );
      const { buyer, title } = await names(requestCase, row, tx);
      await core.tellAgent(outbox, tx, row, notice, { buyer, title });
      return core.toRequest(saved, requestCase, tx);
    });
  }

  /** POST request-for-quotation/renegotiate: asks the agent for a new quote (QUOTED -> RENEGOTIATE). */
  const renegotiate = (caller: Caller, id: number, comment: string) =>
    buyerMove(caller, id, 'RENEGOTIATE', () => ({ renegotiateComment: comment }), 'NOTIFY_REQUEST_RENEGOTIATE');

  /**
   * POST request-for-quotation/send-reminder: pokes the agent, like an appointment's reminder: first
   * and last dates kept, locked after REQUEST_REMINDER_LIMIT (then 409 with the limit's message).
   */
  const sendReminder = (caller: Caller, id: number) =>
    buyerMove(
      caller,
      id,
      'REMIND',
      (row, now) => {
        if (row.pokeLock) throw conflict('REQUEST_REMINDER_LIMIT_REACHED');
        return {
          pokes: row.pokes + 1,
          firstPokeAt: row.firstPokeAt ?? now,
          lastPokeAt: now,
          pokeLock: row.pokes + 1 >= REQUEST_REMINDER_LIMIT,
        };
      },
      'NOTIFY_REQUEST_REMINDER',
    );

  /** GET request-case/{id}/request-for-quotation/{rfqId}/cancel: the buyer withdraws one request. */
  async function cancelRequest(caller: Caller, caseId: number, id: number) {
    const { row } = await core.reachRequest(caller, id, { buyer: EDIT });
    if (row.requestCaseId !== caseId) throw notFound();
    return buyerMove(caller, id, 'CANCEL', () => ({}), 'NOTIFY_REQUEST_CANCELLED');
  }

  /** POST agent/{agentId}/rfq/{requestCaseId}/revert: a cancelled or declined request back to where it was. */
  async function revert(caller: Caller, agentId: number, caseId: number) {
    const row = await findOf(caller, agentId, caseId, EDIT);
    return buyerMove(caller, row.id, 'REVERT', () => ({ declineReason: null }), 'NOTIFY_REQUEST_REVERTED');
  }

  async function findOf(caller: Caller, agentId: number, caseId: number, authority: typeof VIEW | typeof EDIT) {
    await core.reachCase(caller, authority, caseId);
    const row = await repo.findRequestOf(caseId, agentId);
    if (!row) throw notFound();
    return row;
  }

  /** GET agent/{agentId}/rfq/{requestCaseId}/load: the buyer reads the request it sent that agent. */
  async function loadOf(caller: Caller, agentId: number, caseId: number) {
    const row = await findOf(caller, agentId, caseId, VIEW);
    return load(caller, row.id);
  }

  /** GET request-for-quotation/{id}/load (and /edit, the agent's form): one request with its quotation. */
  async function load(caller: Caller, id: number) {
    const { row, requestCase } = await core.reachRequest(caller, id, { buyer: VIEW, agent: true });
    return core.toRequest(row, requestCase);
  }

  /** POST request-for-quotation/mark-as-seen: SENT -> SEEN; already seen (or further) changes nothing. */
  async function markAsSeen(caller: Caller, id: number) {
    return core.change(async (tx) => {
      const { row, requestCase } = await core.reachRequest(caller, id, { agent: true }, tx, true);
      if (row.status !== 'SENT') return core.toRequest(row, requestCase, tx);
      const saved = await repo.updateRequest(row.id, { status: 'SEEN', seenAt: ctx.clock() }, tx);
      await core.audit(
        tx,
        caller,
        'request_for_quotation',
        row.id,
        'MARK_SEEN',
        { status: row.status },
        { status: 'SEEN' },
      );
      return core.toRequest(saved, requestCase, tx);
    });
  }

  /** POST request-for-quotation/decline: the agent declines with a reason; the buyer is told. */
  async function decline(caller: Caller, id: number, reason: string) {
    return agentMove(caller, id, 'DECLINE', async () => ({ declineReason: reason }), 'NOTIFY_REQUEST_DECLINED');
  }

  /**
   * POST request-for-quotation/quote: the agent's prices for the case's expenses, in the request's
   * currency or another one with its rate (REQUEST_RATE_REQUIRED). Something must be quoted
   * (NOTHING_QUOTED); a requote after RENEGOTIATE must change something (NOTHING_TO_CHANGE).
   */
  async function quote(caller: Caller, input: TQuote) {
    return agentMove(
      caller,
      input.id,
      'QUOTE',
      async (row, requestCase, tx) => {
        const currency = input.currency ?? requestCase.currency;
        const units = await ctx.currencies.currency(currency, tx);
        if (!units) throw fieldError('currency', 'UNKNOWN_CURRENCY');
        const rate = currency === requestCase.currency ? null : (input.rate ?? null);
        if (currency !== requestCase.currency && (!rate || new Decimal(rate).isZero()))
          throw fieldError('rate', 'REQUEST_RATE_REQUIRED');
        const expenses = await repo.expensesOf(requestCase.id, tx);
        const known = new Set(expenses.map((e) => e.id));
        if (input.expenses.some((l) => !known.has(l.expenseId))) throw badRequest('REQUEST_UNKNOWN_EXPENSE');
        requireMinorUnits(
          units,
          input.expenses.map((l, i) => [`expenses.${i}.amount`, l.amount] as const),
        );
        const lines = input.expenses.map((l) => ({
          requestId: row.id,
          expenseId: l.expenseId,
          amount: l.amount ?? null,
          comment: l.comment || null,
        }));
        if (!lines.some((l) => l.amount !== null)) throw badRequest('NOTHING_QUOTED');
        if (row.status === 'RENEGOTIATE') {
          const before = await repo.linesOf([row.id], tx);
          const same = (a: string | null, b: string | null) =>
            a === null || b === null ? a === b : new Decimal(a).eq(b);
          const isUnchanged =
            currency === (row.currency ?? requestCase.currency) &&
            lines.filter((l) => l.amount !== null).length === before.filter((l) => l.amount !== null).length &&
            lines.every((l) => same(l.amount, before.find((b) => b.expenseId === l.expenseId)?.amount ?? null));
          if (isUnchanged) throw badRequest('NOTHING_TO_CHANGE');
        }
        await repo.replaceLines(row.id, lines, tx);
        return { currency, rate, quotedAt: ctx.clock(), isAutomatic: false };
      },
      'NOTIFY_REQUEST_QUOTED',
    );
  }

  async function agentMove(
    caller: Caller,
    id: number,
    action: RequestAction,
    extra: (row: RequestRow, requestCase: RequestCaseRow, tx: Db) => Promise<Partial<RequestRow>>,
    notice: Parameters<RequestsCore['tellBuyer']>[4],
  ) {
    return core.change(async (tx, outbox) => {
      const { row, requestCase } = await core.reachRequest(caller, id, { agent: true }, tx, true);
      caseOpen(requestCase);
      const policy = policyOfAgentMove[action];
      if (policy) requireAllowed(policy, caller, { state: row.status });
      const next = refuse(row, action);
      const values = await extra(row, requestCase, tx);
      const saved = await repo.updateRequest(
        row.id,
        { status: next.status, previousStatus: next.previousStatus, seenAt: row.seenAt ?? ctx.clock(), ...values },
        tx,
      );
      await core.audit(
        tx,
        caller,
        'request_for_quotation',
        row.id,
        action,
        { status: row.status },
        { status: saved.status },
      );
      const { agent, title } = await names(requestCase, row, tx);
      await core.tellBuyer(outbox, tx, requestCase, row, notice, { agent, title });
      return core.toRequest(saved, requestCase, tx);
    });
  }

  /** GET request-case/{id}/load: the buyer's case with each request's status. */
  async function loadCase(caller: Caller, id: number) {
    return core.toCase(await core.reachCase(caller, VIEW, id));
  }

  /** GET request-case/{id}/cancel: the case and every live request end; the agents are told. */
  async function cancelCase(caller: Caller, id: number) {
    const row = await core.change(async (tx, outbox) => {
      const requestCase = await core.reachCase(caller, EDIT, id, tx, true);
      if (requestCase.status !== 'DRAFT' && requestCase.status !== 'SENT')
        throw new AppError(409, 'REQUEST_CASE_NOT_EDITABLE', undefined, { status: requestCase.status });
      await core.endRequests(caller, requestCase, tx, outbox, null, 'NOTIFY_REQUEST_CANCELLED');
      const saved = await repo.updateCase(requestCase.id, { status: 'CANCELLED' }, tx);
      await core.audit(
        tx,
        caller,
        'request_case',
        id,
        'CANCEL',
        { status: requestCase.status },
        { status: 'CANCELLED' },
      );
      return saved;
    });
    return core.toCase(row);
  }

  return {
    load,
    loadOf,
    markAsSeen,
    quote,
    decline,
    renegotiate,
    sendReminder,
    cancelRequest,
    revert,
    loadCase,
    cancelCase,
  };
}
export type RequestService = ReturnType<typeof createRequestService>;
