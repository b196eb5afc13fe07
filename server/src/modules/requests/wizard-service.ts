import { type MessageCode, messages } from '@portcall/contracts/messages';
import type {
  EXPENSE_SECTIONS,
  TExpenseSection,
  THistoricalExpenses,
  TRequestWizard,
  TSelections,
  TSubmitWizard,
  ZSaveActivitiesExpenses,
  ZSaveAgentsStep,
  ZSaveExpensesStep,
  ZSaveVesselPort,
} from '@portcall/contracts/requests';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { AppError, fieldError, notFound } from '../../platform/errors';
import type { UploadedPart } from '../../platform/files/multipart';
import type { Caller } from '../../platform/http/access';
import { instant, iso } from '../../platform/mappers';
import { priceDay, tryAutoQuote } from './auto-quote';
import type { RequestsContext, RequestsCore } from './core';
import type { RequestCaseRow } from './repo';

const SECTIONS: ReadonlyArray<(typeof EXPENSE_SECTIONS)[number]> = [
  'PORT_EXPENSES',
  'AGENCY_EXPENSES',
  'HUSBANDRY_EXPENSES',
];
const EMPTY: TSelections = {
  PORT_EXPENSES: { isAll: false, ids: [] },
  AGENCY_EXPENSES: { isAll: false, ids: [] },
  HUSBANDRY_EXPENSES: { isAll: false, ids: [] },
};
const notEditable = (row: RequestCaseRow) =>
  new AppError(409, 'REQUEST_CASE_NOT_EDITABLE', undefined, { status: row.status });

/**
 * The request-case wizard (operations §2, §7 "Request-case wizard"): a draft saved step by step
 * (it survives and resumes at its step), the historical figures, and the submit that sends one
 * request for quotation to each chosen agent (platform-core §5 "Requests" rules first).
 */
export function createWizardService(ctx: RequestsContext, core: RequestsCore) {
  const { db, repo, read } = ctx;
  const CREATE = 'DA_REQUESTS_CREATE' as const;
  const VIEW = 'DA_REQUESTS_VIEW' as const;

  async function draftOf(caller: Caller, id: number, tx: Db) {
    const row = await core.reachCase(caller, CREATE, id, tx, true);
    if (row.status !== 'DRAFT') throw notEditable(row);
    return row;
  }

  async function toWizard(row: RequestCaseRow, tx: Db = db): Promise<TRequestWizard> {
    const pc = await read.place(row.id, tx);
    return {
      id: row.id,
      status: row.status,
      step: row.step,
      portCallId: row.portCallId,
      vesselId: pc?.vesselId ?? 0,
      vesselName: pc?.vesselName ?? '',
      portId: pc?.portId ?? 0,
      portName: pc?.portName ?? '',
      eta: iso(pc?.eta),
      currency: row.currency,
      activities: row.activities,
      selections: row.selections,
      exchangeRates: row.exchangeRates,
      agentIds: row.agentIds,
      emails: row.emails,
      dueDate: row.dueDate,
      comment: row.comment,
      version: row.version,
    };
  }

  async function checkPortCall(caller: Caller, portCallId: number, tx: Db) {
    const pc = await read.portCall(portCallId, tx);
    if (!pc || pc.companyId !== caller.companyId) throw notFound();
    if (pc.status !== 'DRAFT' && pc.status !== 'IN_PROCESS')
      throw fieldError('portCallId', 'REQUEST_PORT_CALL_NOT_EDITABLE');
    return pc;
  }

  /**
   * What the agents quote for: one of the caller's open port calls, or one of its vessels at an
   * active port (with the ETA given), the port call then made by the award.
   */
  async function checkPlace(caller: Caller, input: z.infer<typeof ZSaveVesselPort>, tx: Db) {
    if (input.portCallId !== undefined) {
      const pc = await checkPortCall(caller, input.portCallId, tx);
      return { portCallId: pc.id, vesselId: pc.vesselId, portId: pc.portId, eta: null };
    }
    const vesselId = input.vesselId as number;
    const portId = input.portId as number;
    if (!(await read.vessel(caller.companyId, vesselId, tx))) throw fieldError('vesselId', 'UNKNOWN_VESSEL');
    if (!(await read.port(portId, tx))) throw fieldError('portId', 'UNKNOWN_PORT');
    return { portCallId: null, vesselId, portId, eta: instant(input.eta) };
  }
  async function checkCurrency(field: string, code: string, tx: Db) {
    if (!(await ctx.currencies.currency(code, tx))) throw fieldError(field, 'UNKNOWN_CURRENCY');
  }
  async function checkSelections(selections: TSelections, tx: Db) {
    const ids = SECTIONS.flatMap((s) => selections[s].ids);
    const items = await read.catalogue({ ids: [...new Set(ids)] }, tx);
    for (const section of SECTIONS)
      for (const id of selections[section].ids)
        if (!items.some((i) => i.id === id && i.section === section))
          throw fieldError(`selections.${section}`, 'UNKNOWN_EXPENSE');
  }
  async function checkRates(rates: ReadonlyArray<{ currency: string }>, tx: Db) {
    for (const [i, r] of rates.entries()) await checkCurrency(`exchangeRates.${i}.currency`, r.currency, tx);
  }
  async function checkAgents(agentIds: number[], tx: Db) {
    const unique = [...new Set(agentIds)];
    if ((await read.agents(unique, tx)).length !== unique.length) throw fieldError('agentIds', 'UNKNOWN_AGENT');
    return unique;
  }
  const bump = (row: RequestCaseRow, step: number) => Math.max(row.step, step);

  /** POST request-case/save-vessel-port: starts a draft (or changes the first step of one). */
  async function saveVesselPort(caller: Caller, input: z.infer<typeof ZSaveVesselPort>) {
    return db.transaction(async (tx) => {
      const place = await checkPlace(caller, input, tx);
      await checkCurrency('currency', input.currency, tx);
      if (input.id !== undefined) {
        const row = await draftOf(caller, input.id, tx);
        return toWizard(await repo.updateCase(row.id, { ...place, currency: input.currency }, tx), tx);
      }
      if (!(await core.canCreate(caller))) throw new AppError(403, 'FORBIDDEN');
      const row = await repo.insertCase(
        {
          companyId: caller.companyId,
          ...place,
          status: 'DRAFT',
          step: 1,
          currency: input.currency,
          selections: EMPTY,
          createdById: caller.profileId,
        },
        tx,
      );
      await core.audit(tx, caller, 'request_case', row.id, 'CREATE', null, place);
      return toWizard(row, tx);
    });
  }

  async function saveExpensesStep(caller: Caller, input: z.infer<typeof ZSaveExpensesStep>) {
    return db.transaction(async (tx) => {
      const row = await draftOf(caller, input.id, tx);
      await checkSelections(input.selections, tx);
      await checkRates(input.exchangeRates, tx);
      const saved = await repo.updateCase(
        row.id,
        { selections: input.selections, exchangeRates: input.exchangeRates, step: bump(row, 2) },
        tx,
      );
      return toWizard(saved, tx);
    });
  }

  async function saveAgentsStep(caller: Caller, input: z.infer<typeof ZSaveAgentsStep>) {
    return db.transaction(async (tx) => {
      const row = await draftOf(caller, input.id, tx);
      const agentIds = await checkAgents(input.agentIds, tx);
      const saved = await repo.updateCase(
        row.id,
        {
          agentIds,
          emails: [...new Set(input.emails)],
          dueDate: input.dueDate ?? null,
          comment: input.comment || null,
          step: bump(row, 3),
        },
        tx,
      );
      return toWizard(saved, tx);
    });
  }

  async function saveAgents(caller: Caller, input: { id: number; agentIds: number[] }) {
    return db.transaction(async (tx) => {
      const row = await draftOf(caller, input.id, tx);
      const agentIds = await checkAgents(input.agentIds, tx);
      return toWizard(await repo.updateCase(row.id, { agentIds, step: bump(row, 3) }, tx), tx);
    });
  }

  async function saveActivitiesExpenses(caller: Caller, input: z.infer<typeof ZSaveActivitiesExpenses>) {
    return db.transaction(async (tx) => {
      const row = await draftOf(caller, input.id, tx);
      await checkSelections(input.selections, tx);
      const saved = await repo.updateCase(
        row.id,
        { activities: input.activities, selections: input.selections, step: bump(row, 2) },
        tx,
      );
      return toWizard(saved, tx);
    });
  }

  async function loadWizard(caller: Caller, id: number) {
    return toWizard(await core.reachCase(caller, VIEW, id));
  }

  async function loadAgents(caller: Caller, id: number) {
    const row = await core.reachCase(caller, VIEW, id);
    const pc = await read.place(row.id);
    if (!pc) return [];
    const options = await read.agentOptions(pc.portCallId, pc.portId);
    const figures = await ctx.scorecards.ofAgents(
      caller.companyId,
      options.map((o) => o.id),
    );
    return options.map((o) => ({ ...o, figures: figures.get(o.id) }));
  }

  /** The §5 rules of a submit, each with its catalogue code on its field (400). */
  function checkSubmittable(row: Pick<RequestCaseRow, 'activities' | 'agentIds' | 'selections' | 'emails'>) {
    const broken: Array<[string, MessageCode]> = [];
    if (row.activities.length === 0) broken.push(['activities', 'ACTIVITY_REQUIRED']);
    if (row.agentIds.length === 0) broken.push(['agentIds', 'AGENT_REQUIRED']);
    const chosen = (s: TExpenseSection) => row.selections[s].isAll || row.selections[s].ids.length > 0;
    if (!SECTIONS.some(chosen)) broken.push(['selections', 'REQUEST_MISSING_EXPENSE_TYPE']);
    else if (!chosen('HUSBANDRY_EXPENSES'))
      broken.push(['selections.HUSBANDRY_EXPENSES', 'REQUEST_MISSING_HUSBANDRY_EXPENSE']);
    if (row.emails.length === 0) broken.push(['emails', 'REQUEST_MISSING_EMAIL']);
    const [first] = broken;
    if (!first) return;
    throw new AppError(400, first[1], Object.fromEntries(broken.map(([field, code]) => [field, messages[code]])));
  }

  /** The case's expenses from its selections ("isAll": every active item of the section). */
  async function expensesFrom(selections: TSelections, tx: Db) {
    const items = await read.catalogue({ selections }, tx);
    // Section by section as the wizard shows them; the catalogue's order within each (stable sort).
    return items
      .map((i) => ({ section: i.section, catalogueItemId: i.id, name: i.name, groupName: i.groupName }))
      .sort((a, b) => SECTIONS.indexOf(a.section) - SECTIONS.indexOf(b.section));
  }

  async function storeFiles(files: UploadedPart[]) {
    const stored: Array<{ id: string; name: string }> = [];
    for (const f of files) {
      const saved = await ctx.files.save(f.buffer, f.filename);
      stored.push({ id: saved.id, name: saved.name });
    }
    return stored;
  }

  /** Sends a checked draft: its expenses made concrete, one request per agent, auto-quotes, notices. */
  async function send(
    caller: Caller,
    row: RequestCaseRow,
    tx: Db,
    outbox: Parameters<Parameters<RequestsCore['change']>[0]>[1],
  ) {
    const pc = await read.place(row.id, tx);
    if (!pc) throw notFound();
    if (pc.portCallId !== null && pc.portCallStatus !== 'DRAFT' && pc.portCallStatus !== 'IN_PROCESS')
      throw fieldError('portCallId', 'REQUEST_PORT_CALL_NOT_EDITABLE');
    const now = ctx.clock();
    const expenses = await repo.insertExpenses(
      (await expensesFrom(row.selections, tx)).map((e, position) => ({ requestCaseId: row.id, ...e, position })),
      tx,
    );
    const sent = await repo.updateCase(row.id, { status: 'SENT', step: 4, sentAt: now }, tx);
    await core.audit(tx, caller, 'request_case', row.id, 'SUBMIT', { status: row.status }, { status: 'SENT' });
    await sendRequests(caller, sent, row.agentIds, expenses, pc, tx, outbox);
    return sent;
  }

  /** Creates the agents' requests (SENT), quoting at once where a price list covers them. */
  async function sendRequests(
    caller: Caller,
    requestCase: RequestCaseRow,
    agentIds: number[],
    expenses: Awaited<ReturnType<typeof repo.expensesOf>>,
    pc: { portId: number; eta: Date | null },
    tx: Db,
    outbox: Parameters<Parameters<RequestsCore['change']>[0]>[1],
  ) {
    const now = ctx.clock();
    const requests = await repo.insertRequests(
      agentIds.map((agentCompanyId) => ({
        requestCaseId: requestCase.id,
        agentCompanyId,
        status: 'SENT' as const,
        sentAt: now,
      })),
      tx,
    );
    const { title } = await core.titleOf(requestCase, tx);
    const buyer = (await read.companyNames([caller.companyId], tx)).get(caller.companyId) ?? '';
    const agentNames = await read.companyNames(agentIds, tx);
    for (const request of requests) {
      await core.tellAgent(outbox, tx, request, 'NOTIFY_REQUEST_RECEIVED', { buyer, title });
      const isQuoted = await tryAutoQuote(repo, tx, {
        requestCase,
        requestId: request.id,
        agentCompanyId: request.agentCompanyId,
        portId: pc.portId,
        day: priceDay(pc.eta, now),
        expenses,
        now,
      });
      if (!isQuoted) continue;
      await core.audit(
        tx,
        null,
        'request_for_quotation',
        request.id,
        'AUTO_QUOTE',
        { status: 'SENT' },
        { status: 'QUOTED' },
      );
      await core.tellAgent(outbox, tx, request, 'NOTIFY_REQUEST_AUTO_QUOTED', { buyer, title });
      await core.tellBuyer(outbox, tx, requestCase, request, 'NOTIFY_REQUEST_QUOTED', {
        agent: agentNames.get(request.agentCompanyId) ?? '',
        title,
      });
    }
  }

  /** POST request-case/submit-step-4 (multipart): the draft's last step; attachments go with it. */
  async function submitStep(caller: Caller, input: { id: number; comment?: string }, files: UploadedPart[]) {
    const stored = await storeFiles(files);
    const row = await core.change(async (tx, outbox) => {
      const draft = await draftOf(caller, input.id, tx);
      checkSubmittable(draft);
      const withComment = await repo.updateCase(
        draft.id,
        { comment: input.comment ?? draft.comment, attachments: [...draft.attachments, ...stored] },
        tx,
      );
      return send(caller, withComment, tx, outbox);
    });
    return core.toCase(row);
  }

  /** POST request-case/submit-wizard (multipart): the whole wizard at once. */
  async function submitWizard(caller: Caller, input: TSubmitWizard, files: UploadedPart[]) {
    if (!(await core.canCreate(caller))) throw new AppError(403, 'FORBIDDEN');
    const stored = await storeFiles(files);
    const row = await core.change(async (tx, outbox) => {
      const place = await checkPlace(caller, input, tx);
      await checkCurrency('currency', input.currency, tx);
      await checkSelections(input.selections, tx);
      await checkRates(input.exchangeRates, tx);
      const agentIds = await checkAgents(input.agentIds, tx);
      const values = {
        activities: input.activities,
        agentIds,
        selections: input.selections,
        emails: [...new Set(input.emails)],
      };
      checkSubmittable(values);
      const draft = await repo.insertCase(
        {
          companyId: caller.companyId,
          ...place,
          status: 'DRAFT',
          currency: input.currency,
          exchangeRates: input.exchangeRates,
          dueDate: input.dueDate ?? null,
          comment: input.comment || null,
          attachments: stored,
          createdById: caller.profileId,
          ...values,
        },
        tx,
      );
      return send(caller, draft, tx, outbox);
    });
    return core.toCase(row);
  }

  /**
   * GET request-case/{id}/load-historical-expenses: per selected catalogue expense, count, median,
   * min and max of what the buyer's earlier submitted DAs at the same port charged, converted into
   * the case's currency with the case's rates (answered beside); other currencies are left out.
   * One statement computes the page (`page-read-model.ts`).
   */
  async function historical(caller: Caller, id: number): Promise<THistoricalExpenses> {
    core.requireCaseReader(caller, VIEW);
    const page = await ctx.pages.historical(id, caller.companyId);
    if (!page) throw notFound();
    return page;
  }

  return {
    catalogue: (section: TExpenseSection) => read.catalogue({ section }),
    saveVesselPort,
    saveExpensesStep,
    saveAgentsStep,
    saveAgents,
    saveActivitiesExpenses,
    loadWizard,
    loadAgents,
    submitStep,
    submitWizard,
    historical,
    sendRequests,
  };
}
export type WizardService = ReturnType<typeof createWizardService>;
