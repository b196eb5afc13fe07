import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { canUse } from '@portcall/contracts/access';
import type { TExpenseSection, TSharedRequestCase } from '@portcall/contracts/requests';
import { noteChange } from '../../platform/announce';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest, fieldError, forbidden, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { brandedEmail } from '../../platform/mail/templates';
import { iso } from '../../platform/mappers';
import { plainText, sanitizeRichText } from '../../platform/rich-text';
import type { RequestsContext, RequestsCore } from './core';
import type { WizardService } from './wizard-service';

const VIEW = 'DA_REQUESTS_VIEW' as const;
const EDIT = 'DA_REQUESTS_EDIT' as const;
const hashOf = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/**
 * Around the case: lists (the buyer's dashboard view, the agent's inbox), more agents or expenses
 * after sending, per-expense comments, and the public shared page behind an access code.
 */
export function createCaseService(
  ctx: RequestsContext,
  core: RequestsCore,
  wizard: Pick<WizardService, 'sendRequests'>,
) {
  const { db, repo, read } = ctx;

  /**
   * GET request-cases: the buyer dashboard's requests view (DA_DASHBOARD + DA_DASHBOARD_REQUESTS_VIEW),
   * also the DA tool's list (DA_TOOL + DA_REQUESTS_VIEW).
   */
  async function listCases(caller: Caller, query: { page: number; size: number; status?: string }) {
    if (!canUse(caller, 'DA_DASHBOARD', 'DA_DASHBOARD_REQUESTS_VIEW') && !canUse(caller, 'DA_TOOL', 'DA_REQUESTS_VIEW'))
      throw forbidden();
    const { rows, total } = await ctx.lists.cases(caller.companyId, query);
    return {
      items: rows.map((r) => ({
        id: r.id,
        status: r.status,
        vesselName: r.vesselName ?? '',
        portName: r.portName ?? '',
        eta: iso(r.eta),
        currency: r.currency,
        requests: Number(r.requests),
        quoted: Number(r.quoted),
        createdAt: iso(r.createdAt) as string,
        step: r.step,
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** GET request-for-quotations: the agent's inbox of requests addressed to its company. */
  async function listForAgent(caller: Caller, query: { page: number; size: number; status?: string }) {
    const { rows, total } = await ctx.lists.inbox(caller.companyId, query);
    return {
      items: rows.map((r) => ({
        id: r.id,
        requestCaseId: r.requestCaseId,
        status: r.status,
        buyerName: r.buyerName ?? '',
        vesselName: r.vesselName ?? '',
        portName: r.portName ?? '',
        eta: iso(r.eta),
        dueDate: r.dueDate,
        isAutomatic: r.isAutomatic,
        sentAt: iso(r.sentAt),
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** POST request-case/submit-additional-request-for-quotation: more agents for a sent case. */
  async function addRequests(caller: Caller, input: { requestCaseId: number; agentIds: number[] }) {
    const row = await core.change(async (tx, outbox) => {
      const requestCase = await core.reachCase(caller, EDIT, input.requestCaseId, tx, true);
      if (requestCase.status !== 'SENT')
        throw new AppError(409, 'REQUEST_CASE_NOT_EDITABLE', undefined, { status: requestCase.status });
      const agentIds = [...new Set(input.agentIds)];
      if ((await read.agents(agentIds, tx)).length !== agentIds.length) throw fieldError('agentIds', 'UNKNOWN_AGENT');
      const existing = await repo.requestsOf(requestCase.id, tx);
      if (existing.some((r) => agentIds.includes(r.agentCompanyId)))
        throw new AppError(409, 'REQUEST_AGENT_ALREADY_INVITED');
      const pc = await read.place(requestCase.id, tx);
      if (!pc) throw notFound();
      await wizard.sendRequests(
        caller,
        requestCase,
        agentIds,
        await repo.expensesOf(requestCase.id, tx),
        pc,
        tx,
        outbox,
      );
      const saved = await repo.updateCase(requestCase.id, { agentIds: [...requestCase.agentIds, ...agentIds] }, tx);
      await core.audit(tx, caller, 'request_case', requestCase.id, 'ADD_REQUESTS', null, { agentIds });
      return saved;
    });
    return core.toCase(row);
  }

  /**
   * PUT request-case/{id}/additional-expenses: named expenses added to a sent case. Requests already
   * quoted go to RENEGOTIATE so their agents price the new lines too; nothing new is NOTHING_TO_CHANGE.
   */
  async function addExpenses(
    caller: Caller,
    id: number,
    input: { expenses: Array<{ section: TExpenseSection; name: string }> },
  ) {
    const row = await core.change(async (tx, outbox) => {
      const requestCase = await core.reachCase(caller, EDIT, id, tx, true);
      if (requestCase.status !== 'SENT')
        throw new AppError(409, 'REQUEST_CASE_NOT_EDITABLE', undefined, { status: requestCase.status });
      const existing = await repo.expensesOf(id, tx);
      const key = (e: { section: string; name: string }) => `${e.section}|${e.name.trim().toLowerCase()}`;
      const known = new Set(existing.map(key));
      const fresh = input.expenses.filter((e) => !known.has(key(e)));
      if (fresh.length === 0) throw badRequest('NOTHING_TO_CHANGE');
      await repo.insertExpenses(
        fresh.map((e, i) => ({
          requestCaseId: id,
          section: e.section,
          catalogueItemId: null,
          name: e.name.trim(),
          groupName: null,
          position: existing.length + i,
        })),
        tx,
      );
      const { title } = await core.titleOf(requestCase, tx);
      const buyer = (await read.companyNames([caller.companyId], tx)).get(caller.companyId) ?? '';
      for (const request of await repo.requestsOf(id, tx)) {
        if (request.status !== 'QUOTED') continue;
        await repo.updateRequest(request.id, { status: 'RENEGOTIATE', previousStatus: 'QUOTED' }, tx);
        await core.tellAgent(outbox, tx, request, 'NOTIFY_REQUEST_RENEGOTIATE', { buyer, title });
      }
      await core.audit(tx, caller, 'request_case', id, 'ADD_EXPENSES', null, { expenses: fresh });
      return repo.updateCase(id, {}, tx);
    });
    return core.toCase(row);
  }

  /** GET request-for-quotations/{id}/expenses: the request's expenses by section (its quotation). */
  async function expenses(caller: Caller, id: number) {
    const { row, requestCase } = await core.reachRequest(caller, id, { buyer: VIEW, agent: true });
    return (await core.toRequest(row, requestCase)).quotation;
  }

  /** GET request-for-quotations/{id}/pricelist-amounts: the agent's prices for the request's expenses. */
  async function pricelistAmounts(caller: Caller, id: number) {
    const { requestCase } = await core.reachRequest(caller, id, { agent: true });
    const pc = await read.place(requestCase.id);
    if (!pc) return [];
    const expenseRows = await repo.expensesOf(requestCase.id);
    const itemIds = expenseRows.flatMap((e) => (e.catalogueItemId === null ? [] : [e.catalogueItemId]));
    const day = (pc.eta ?? ctx.clock()).toISOString().slice(0, 10);
    const prices = await repo.pricesOn(caller.companyId, pc.portId, day, itemIds);
    return expenseRows.flatMap((e) => {
      const price = prices.find((p) => p.catalogueItemId === e.catalogueItemId);
      return price ? [{ expenseId: e.id, amount: price.amount, currency: price.currency }] : [];
    });
  }

  // ---- comments per expense ----

  async function reachExpense(caller: Caller, requestId: number, expenseId: number, tx: Db = db) {
    const reached = await core.reachRequest(caller, requestId, { buyer: VIEW, agent: true }, tx);
    const expense = (await repo.expensesOf(reached.requestCase.id, tx)).find((e) => e.id === expenseId);
    if (!expense) throw notFound();
    return { ...reached, expense };
  }

  async function toComments(rows: Awaited<ReturnType<typeof repo.commentsOf>>, tx: Db = db) {
    const [people, companies] = await Promise.all([
      read.profileNames([...new Set(rows.map((r) => r.profileId))], tx),
      read.companyNames([...new Set(rows.map((r) => r.companyId))], tx),
    ]);
    return rows.map((r) => ({
      id: r.id,
      expenseId: r.expenseId,
      commentText: r.text,
      authorName: people.get(r.profileId) ?? '',
      companyName: companies.get(r.companyId) ?? '',
      createdAt: iso(r.createdAt) as string,
    }));
  }

  /** GET request-for-quotation/{id}/expense/{expenseId}/comments. */
  async function comments(caller: Caller, requestId: number, expenseId: number) {
    await reachExpense(caller, requestId, expenseId);
    return toComments(await repo.commentsOf(requestId, expenseId));
  }

  /** POST request-for-quotation/{id}/expense/{expenseId}/comments: sanitised rich text; the other side is told. */
  async function addComment(caller: Caller, requestId: number, expenseId: number, commentText: string) {
    const text = sanitizeRichText(commentText);
    if (plainText(text) === '') throw fieldError('commentText', 'REQUIRED_FIELD');
    return core.change(async (tx, outbox) => {
      const { row, requestCase, side, expense } = await reachExpense(caller, requestId, expenseId, tx);
      await repo.insertComment(
        { requestId, expenseId, profileId: caller.profileId, companyId: caller.companyId, text },
        tx,
      );
      noteChange('request_for_quotation', requestId, caller.profileId);
      const { title } = await core.titleOf(requestCase, tx);
      const author = (await read.companyNames([caller.companyId], tx)).get(caller.companyId) ?? '';
      const params = { expense: expense.name, author, title };
      if (side === 'BUYER') await core.tellAgent(outbox, tx, row, 'NOTIFY_REQUEST_COMMENT', params);
      else await core.tellBuyer(outbox, tx, requestCase, row, 'NOTIFY_REQUEST_COMMENT', params);
      return toComments(await repo.commentsOf(requestId, expenseId, tx), tx);
    });
  }

  // ---- the public shared page ----

  /**
   * POST request-case/{id}/share: a fresh access code (128 random bits, only its hash kept) e-mailed
   * through the outbox to each address as a link to the public page. A code lapses after
   * `shareCodeDays` or when revoked (POST request-case/{id}/share/revoke), whichever comes first.
   * The link carries the code in its fragment (#code=), which browsers never send to a server, so
   * it stays out of access logs and Referer headers; the page sends it in the body of the call.
   */
  async function share(caller: Caller, id: number, emails: string[]) {
    const code = randomBytes(16).toString('base64url');
    const link = `${ctx.publicUrl}/shared/request-case/${id}#code=${code}`;
    const expiresAt = new Date(ctx.clock().getTime() + ctx.shareCodeDays * 86_400_000);
    const addresses = [...new Set(emails.map((e) => e.toLowerCase()))];
    await db.transaction(async (tx) => {
      const requestCase = await core.reachCase(caller, EDIT, id, tx, true);
      if (requestCase.status === 'DRAFT')
        throw new AppError(409, 'REQUEST_CASE_NOT_EDITABLE', undefined, { status: requestCase.status });
      await repo.insertShare(
        { requestCaseId: id, codeHash: hashOf(code), emails: addresses, createdById: caller.profileId, expiresAt },
        tx,
      );
      const { title } = await core.titleOf(requestCase, tx);
      const buyer = (await read.companyNames([caller.companyId], tx)).get(caller.companyId) ?? '';
      const subject = `Request for quotation from ${buyer}: ${title}`;
      const body = brandedEmail({
        title: subject,
        message: `${buyer} shares its request for quotation with you. The page opens without logging in.`,
        link,
        linkLabel: 'Open the request',
      });
      await ctx.mailer.queue(
        addresses.map((to) => ({ kind: 'REQUEST_CASE_SHARED', to, subject, ...body })),
        tx,
      );
      await core.audit(tx, caller, 'request_case', id, 'SHARE', null, { emails: addresses });
    });
    return { sharedWith: addresses.length, expiresAt: expiresAt.toISOString() };
  }

  async function revokeShares(caller: Caller, id: number) {
    return db.transaction(async (tx) => {
      await core.reachCase(caller, EDIT, id, tx, true);
      await repo.revokeShares(id, ctx.clock(), tx);
      await core.audit(tx, caller, 'request_case', id, 'REVOKE_SHARES', null, null);
      return core.toCase((await repo.findCase(id, tx)) as NonNullable<Awaited<ReturnType<typeof repo.findCase>>>, tx);
    });
  }

  /**
   * POST shared/request-case/{id} (public): the case read-only for whoever holds a live code. A
   * wrong, expired or revoked code, or an unknown case, is the same bare 404, so nothing can be probed.
   */
  async function shared(id: number, code: string): Promise<TSharedRequestCase> {
    const given = Buffer.from(hashOf(code), 'hex');
    const hashes = await repo.liveShareHashes(id, ctx.clock());
    if (!hashes.some((h) => timingSafeEqual(Buffer.from(h, 'hex'), given))) throw notFound();
    const requestCase = await repo.findCase(id);
    if (!requestCase) throw notFound();
    const [expenseRows, pc, buyers] = await Promise.all([
      repo.expensesOf(id),
      read.place(requestCase.id),
      read.companyNames([requestCase.companyId]),
    ]);
    return {
      id,
      status: requestCase.status,
      buyerName: buyers.get(requestCase.companyId) ?? '',
      vesselName: pc?.vesselName ?? '',
      portName: pc?.portName ?? '',
      eta: iso(pc?.eta),
      currency: requestCase.currency,
      dueDate: requestCase.dueDate,
      comment: requestCase.comment,
      expenses: expenseRows.map((e) => ({
        id: e.id,
        section: e.section as TExpenseSection,
        catalogueItemId: e.catalogueItemId,
        name: e.name,
        groupName: e.groupName,
      })),
    };
  }

  return {
    listCases,
    listForAgent,
    addRequests,
    addExpenses,
    expenses,
    pricelistAmounts,
    comments,
    addComment,
    share,
    revokeShares,
    shared,
  };
}
