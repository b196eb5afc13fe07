import { appointmentTitle } from '@portcall/contracts/appointments';
import { formatMessage, type MessageCode, messages } from '@portcall/contracts/messages';
import { amountProblem, Decimal, sumAmounts } from '@portcall/contracts/money';
import type { expenseSections, TProforma, TProformaExpense, TProformaForm } from '@portcall/contracts/proformas';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import { discarding } from '../../platform/files/cleanup';
import type { UploadedPart } from '../../platform/files/multipart';
import { asDownload, type FileStorage, type StoredFile } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import { requireAllowed } from '../../platform/http/policy';
import { createOutbox, type FindPeople, type Notifier, type Outbox } from '../../platform/notify';
import type { OperationNeed } from '../../platform/scope/operations-scope';
import type { AppointmentCore } from '../appointments/module';
import type { BankAccountsModule } from '../bank-accounts/module';
import type { ProformaRepo, ProformaRow } from './repo';
import { createProformaRevisions, type RevisionHooks } from './revise';
import { pricePerUnit, submitProblem } from './rules';

/** What the evaluations module does when a DA is submitted, withdrawn or revised (same transaction). */
export interface EvaluationHooks extends RevisionHooks {
  /** Answers the new evaluation's id. */
  createForProforma(proforma: ProformaRow, tx: Db): Promise<number>;
  /** Refuses (409) when expenses are approved already; else closes the evaluation. */
  withdrawForProforma(proformaId: number, tx: Db): Promise<void>;
  evaluationIdOf(proformaIds: number[], tx?: Db): Promise<Map<number, number>>;
}

const SUPPLIER: OperationNeed = { supplier: true };
/** Buyers read DAs with the DA tool's view or the evaluation view. */
export const BUYER_VIEW: OperationNeed = { authority: ['DA_VIEW', 'DA_EVALUATION_VIEW'] };

const bad = (code: MessageCode, fields: Record<string, string>) => new AppError(400, code, fields);

/**
 * Proformas (DAs) on the agent's and vendor's side, and the buyer's read of a submitted one
 * (platform-core §4, §5). Every call first reaches the appointment through the appointments'
 * scope: the supplier's own (sent, addressed to its company) or the buyer's (company and regions).
 */
export function createProformaService(deps: {
  db: Db;
  repo: ProformaRepo;
  appointments: Pick<AppointmentCore, 'reach'>;
  bankAccounts: Pick<BankAccountsModule['accounts'], 'findUsable'>;
  currencies: { currency(code: string, tx?: Db): Promise<{ code: string; minorUnits: number } | null> };
  files: Pick<FileStorage, 'save' | 'remove' | 'read' | 'open'>;
  evaluations: EvaluationHooks;
  /** The documents the DA helper read for a supplier's DA (da-helper's HelperDocuments). */
  helperDocuments: {
    documentOf(
      input: { companyId: number; appointmentId: number; recordId: number },
      tx?: Db,
    ): Promise<{ fileId: string; filename: string } | null>;
  };
  clock: () => Date;
  /** Tells the buyer's evaluators of a submitted DA; absent in set-ups without notifications. */
  notifier?: Pick<Notifier, 'record' | 'deliver'>;
  findPeople?: FindPeople;
}) {
  const { db, repo } = deps;

  /** Runs a write in one transaction and delivers its notifications once it has committed. */
  async function inTransaction<T>(work: (tx: Db, outbox: Outbox) => Promise<T>): Promise<T> {
    const outbox = createOutbox(deps.notifier);
    const answer = await db.transaction((tx) => work(tx, outbox));
    await outbox.deliver();
    return answer;
  }

  async function toAnswers(rows: ProformaRow[], tx: Db = db): Promise<TProforma[]> {
    const ids = rows.map((r) => r.id);
    const expenses = await repo.expenses(ids, tx);
    const attachments = await repo.attachments(ids, tx);
    const evaluationIds = await deps.evaluations.evaluationIdOf(ids, tx);
    const ref = (a: (typeof attachments)[number]) => ({ id: a.id, filename: a.filename, size: a.size, kind: a.kind });
    return rows.map((p) => {
      const own = expenses.filter((e) => e.proformaId === p.id);
      const lines: TProformaExpense[] = own.map((e) => ({
        id: e.id,
        section: e.section as TProformaExpense['section'],
        catalogueItemId: e.catalogueItemId,
        code: e.code,
        name: e.name,
        expenseGroupName: e.groupName,
        expenseGroupOrder: e.groupOrder,
        expenseOrder: e.expenseOrder,
        isAdditional: e.catalogueItemId === null,
        parameters: e.parameters,
        currency: e.currency ?? p.currency,
        amount: e.amount,
        unit: e.unit,
        pricePerUnit: pricePerUnit(e.amount, e.unit),
        attachments: attachments.filter((a) => a.expenseId === e.id).map(ref),
      }));
      const section = (s: (typeof expenseSections)[number]) => lines.filter((l) => l.section === s);
      return {
        id: p.id,
        appointmentId: p.appointmentId,
        buyerId: p.companyId,
        supplierId: p.supplierId,
        type: p.type as TProforma['type'],
        status: p.status as TProforma['status'],
        currency: p.currency,
        rate: p.rate,
        terminalId: p.terminalId,
        berth: p.berth,
        bankAccountId: p.bankAccountId,
        sailingDate: p.sailingDate,
        invoiceNumber: p.invoiceNumber,
        invoiceDate: p.invoiceDate,
        remarks: p.remarks,
        submittedAt: p.submittedAt ? p.submittedAt.toISOString() : null,
        total: sumAmounts(own.map((e) => e.amount ?? '0')).toFixed(2, Decimal.ROUND_HALF_UP),
        sections: {
          PORT_EXPENSES: section('PORT_EXPENSES'),
          AGENCY_EXPENSES: section('AGENCY_EXPENSES'),
          HUSBANDRY_EXPENSES: section('HUSBANDRY_EXPENSES'),
        },
        documents: attachments.filter((a) => a.expenseId === null).map(ref),
        evaluationId: evaluationIds.get(p.id) ?? null,
        revision: p.revision,
        revisionOf: p.revisionOf,
        version: p.version,
      };
    });
  }
  const toAnswer = async (row: ProformaRow, tx: Db = db) => (await toAnswers([row], tx))[0] as TProforma;

  async function audit(tx: Db, caller: Caller, row: ProformaRow, action: string, before: unknown) {
    await writeAudit(tx, {
      profileId: caller.profileId,
      companyId: caller.companyId,
      entity: 'proforma',
      entityId: row.id,
      action,
      before,
      after: { status: row.status, type: row.type, version: row.version },
    });
  }

  /** A DA of an appointment the supplier reaches; another appointment's or a deleted DA is 404. */
  async function reachOwn(caller: Caller, appointmentId: number, proformaId: number, tx: Db, lock = false) {
    const reached = await deps.appointments.reach(caller, SUPPLIER, appointmentId, tx, lock);
    const row = await repo.find(proformaId, tx, lock);
    if (!row || row.appointmentId !== appointmentId || row.status === 'DELETED') throw notFound();
    return { reached, row };
  }

  function requireAccepted(state: string) {
    if (state !== 'ACCEPTED') throw conflict('PROFORMA_APPOINTMENT_NOT_ACCEPTED');
  }

  /** Header values checked against reference data and the supplier's bank accounts. */
  async function checkHeader(caller: Caller, form: TProformaForm, portId: number, tx: Db) {
    if (form.currency && !(await deps.currencies.currency(form.currency, tx)))
      throw bad('UNKNOWN_CURRENCY', { currency: messages.UNKNOWN_CURRENCY });
    const daCurrency = form.currency ? await deps.currencies.currency(form.currency, tx) : null;
    for (const [i, e] of form.expenses.entries()) {
      const currency = e.currency ? await deps.currencies.currency(e.currency, tx) : daCurrency;
      if (e.currency && !currency) throw bad('UNKNOWN_CURRENCY', { currency: messages.UNKNOWN_CURRENCY });
      // The wire takes 4 decimals; an amount is entered in the currency's minor units and never cut.
      const problem = e.amount ? amountProblem(e.amount, currency ?? undefined) : null;
      if (problem) throw bad('VALIDATION_FAILED', { [`expenses.${i}.amount`]: problem });
    }
    if (form.terminalId !== undefined && (await repo.terminalPort(form.terminalId, tx)) !== portId) {
      throw bad('UNKNOWN_TERMINAL', { terminalId: messages.UNKNOWN_TERMINAL });
    }
    if (form.bankAccountId !== undefined) await requireApprovedAccount(caller, form.bankAccountId, form.currency, tx);
  }

  /** A DA only carries an active, APPROVED account of the supplier in the DA currency. */
  async function requireApprovedAccount(caller: Caller, id: number, currency: string | null | undefined, tx: Db) {
    const usable = currency ? await deps.bankAccounts.findUsable(caller.companyId, id, currency, tx) : undefined;
    if (!usable) throw bad('UNKNOWN_BANK_ACCOUNT', { bankAccountId: messages.UNKNOWN_BANK_ACCOUNT });
    if (usable.status !== 'APPROVED')
      throw bad('BANK_ACCOUNT_PENDING_APPROVAL', { bankAccountId: messages.BANK_ACCOUNT_PENDING_APPROVAL });
  }

  async function storeFiles(form: TProformaForm, files: UploadedPart[]): Promise<StoredFile[]> {
    const parts = files.filter((f) => f.field === 'attachments');
    const referenced = [...form.expenses.flatMap((e) => e.files), ...form.documents].map((f) => f.part);
    const unknown = referenced.find((part) => part >= parts.length);
    if (unknown !== undefined) throw bad('VALIDATION_FAILED', { attachments: messages.MISSING_ATTACHMENT });
    const stored: StoredFile[] = [];
    for (const part of parts) stored.push(await deps.files.save(part.buffer, part.filename));
    return stored;
  }

  /**
   * The helper documents the form's lines were read from, by record id: the helper's stored file
   * itself (every line read from it shares it, nothing is copied). Only a run the supplier registered
   * for this appointment's DA; any other id is refused on the line that names it.
   */
  async function helperFiles(proforma: ProformaRow, form: TProformaForm, tx: Db) {
    const found = new Map<number, StoredFile>();
    for (const [i, e] of form.expenses.entries()) {
      const recordId = e.helperRecordId;
      if (recordId === undefined || found.has(recordId)) continue;
      const document = await deps.helperDocuments.documentOf(
        { companyId: proforma.supplierId, appointmentId: proforma.appointmentId, recordId },
        tx,
      );
      const size = document
        ? await deps.files.read(document.fileId).then(
            (b) => b.length,
            () => null,
          )
        : null;
      if (!document || size === null)
        throw bad('VALIDATION_FAILED', { [`expenses.${i}.helperRecordId`]: messages.DA_HELPER_UNKNOWN_RECORD });
      found.set(recordId, { id: document.fileId, name: document.filename, size });
    }
    return found;
  }

  /** Writes the expense lines of a draft: updates kept lines, inserts new ones, removes the rest. */
  async function writeExpenses(
    proforma: ProformaRow,
    form: TProformaForm,
    stored: StoredFile[],
    tx: Db,
  ): Promise<number[]> {
    const existing = await repo.expenses([proforma.id], tx);
    const read = await helperFiles(proforma, form, tx);
    const attached = read.size > 0 ? await repo.attachments([proforma.id], tx) : [];
    const catalogue = await repo.catalogueItems(
      [...new Set(form.expenses.flatMap((e) => (e.catalogueItemId ? [e.catalogueItemId] : [])))],
      tx,
    );
    const kept: number[] = [];
    const plans = form.expenses.map((e, i) => {
      if (e.id !== undefined && !existing.some((x) => x.id === e.id))
        throw bad('UNKNOWN_EXPENSE', { [`expenses.${i}.id`]: messages.UNKNOWN_EXPENSE });
      const item = e.catalogueItemId === undefined ? undefined : catalogue.find((c) => c.id === e.catalogueItemId);
      if (e.catalogueItemId !== undefined && (!item || item.section !== e.section)) {
        throw bad('UNKNOWN_EXPENSE', { [`expenses.${i}.catalogueItemId`]: messages.UNKNOWN_EXPENSE });
      }
      if (!item && !e.name) throw bad('VALIDATION_FAILED', { [`expenses.${i}.name`]: messages.REQUIRED_FIELD });
      return {
        form: e,
        values: {
          section: e.section,
          catalogueItemId: item?.id ?? null,
          code: item?.code ?? null,
          name: item?.name ?? (e.name as string),
          groupName: item?.groupName ?? null,
          groupOrder: item?.groupOrder ?? 1000,
          expenseOrder: item?.position ?? 1000 + i,
          parameters: e.parameters,
          currency: e.currency ?? null,
          amount: e.amount ?? null,
          unit: e.unit ?? '1',
        },
      };
    });
    for (const plan of plans) if (plan.form.id !== undefined) kept.push(plan.form.id);
    await repo.pruneExpenses(proforma.id, kept, tx);
    const expenseIds: number[] = [];
    for (const plan of plans) {
      let expenseId: number;
      if (plan.form.id !== undefined) {
        expenseId = plan.form.id;
        await repo.updateExpense(expenseId, plan.values, tx);
        await repo.pruneAttachments(proforma.id, expenseId, plan.form.keepAttachmentIds, tx);
      } else {
        expenseId = (await repo.insertExpense({ proformaId: proforma.id, ...plan.values }, tx)).id;
      }
      expenseIds.push(expenseId);
      const files = plan.form.files.map((f) => ({ file: stored[f.part] as StoredFile, kind: f.kind }));
      const document = plan.form.helperRecordId === undefined ? undefined : read.get(plan.form.helperRecordId);
      // A line saved again naming the same run keeps its one attachment of the document.
      const isAttached = attached.some(
        (a) => a.expenseId === expenseId && a.fileId === document?.id && plan.form.keepAttachmentIds.includes(a.id),
      );
      if (document && !isAttached) files.push({ file: document, kind: 'SUPPORTING' });
      await repo.addAttachments(
        files.map(({ file, kind }) => ({
          proformaId: proforma.id,
          expenseId,
          kind,
          fileId: file.id,
          filename: file.name,
          size: file.size,
        })),
        tx,
      );
    }
    await repo.pruneAttachments(proforma.id, null, form.keepDocumentIds, tx);
    await repo.addAttachments(
      form.documents.map((f) => {
        const file = stored[f.part] as StoredFile;
        return {
          proformaId: proforma.id,
          expenseId: null,
          kind: f.kind,
          fileId: file.id,
          filename: file.name,
          size: file.size,
          isDocument: true,
        };
      }),
      tx,
    );
    return expenseIds;
  }

  const header = (form: TProformaForm, terminalId: number | null) => ({
    type: form.type,
    currency: form.currency ?? null,
    rate: form.rate ?? null,
    terminalId,
    berth: form.berth || null,
    bankAccountId: form.bankAccountId ?? null,
    sailingDate: form.sailingDate ?? null,
    invoiceNumber: form.invoiceNumber || null,
    invoiceDate: form.invoiceDate ?? null,
    remarks: form.remarks || null,
  });

  /** The save of a draft inside the caller's transaction; answers the saved row. */
  async function saveIn(
    tx: Db,
    caller: Caller,
    appointmentId: number,
    form: TProformaForm,
    stored: StoredFile[],
  ): Promise<{ row: ProformaRow; expenseIds: number[] }> {
    // The appointment row is locked, so two first saves of a draft queue up here.
    const { row: appointment, primary } = await deps.appointments.reach(caller, SUPPLIER, appointmentId, tx, true);
    requireAccepted(appointment.state);
    await checkHeader(caller, form, primary.port.id, tx);
    const terminalId =
      form.terminalId ??
      (form.terminalName?.trim() ? await repo.findOrAddTerminal(primary.port.id, form.terminalName, tx) : null);
    let row: ProformaRow;
    const now = deps.clock();
    if (form.id === undefined) {
      if (await repo.findDraft(appointmentId, tx)) throw conflict('PROFORMA_DRAFT_EXISTS');
      row = await repo.insert(
        {
          appointmentId,
          companyId: appointment.companyId,
          supplierId: caller.companyId,
          createdById: caller.profileId,
          ...header(form, terminalId),
        },
        tx,
      );
    } else {
      const current = await repo.find(form.id, tx, true);
      if (!current || current.appointmentId !== appointmentId || current.status === 'DELETED') throw notFound();
      if (current.status !== 'DRAFT')
        throw new AppError(409, 'PROFORMA_ACTION_NOT_ALLOWED', undefined, { state: current.status });
      const updated = await repo.update(
        current.id,
        form.version ?? current.version,
        { ...header(form, terminalId), updatedAt: now },
        tx,
      );
      if (!updated) throw conflict('STALE_VERSION');
      row = updated;
    }
    const expenseIds = await writeExpenses(row, form, stored, tx);
    await audit(tx, caller, row, form.id === undefined ? 'CREATE' : 'SAVE', null);
    return { row, expenseIds };
  }

  /**
   * The submit rules name lines by expense id; lines saved in the same refused transaction have no
   * id the editor knows, so their messages are re-keyed by the line's place in the form.
   */
  function byFormIndex(error: unknown, expenseIds: number[]): unknown {
    if (!(error instanceof AppError) || !error.fields) return error;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([key, message]) => {
        const match = /^expenses\.(\d+)\.(.+)$/.exec(key);
        const index = match ? expenseIds.indexOf(Number(match[1])) : -1;
        return [match && index >= 0 ? `expenses.${index}.${match[2]}` : key, message];
      }),
    );
    return new AppError(error.status, error.code, fields);
  }

  /** DRAFT -> SUBMITTED inside the caller's transaction; answers the submitted row. */
  async function submitIn(
    tx: Db,
    caller: Caller,
    appointmentId: number,
    input: { id: number; version: number },
    outbox: Outbox,
  ): Promise<ProformaRow> {
    const { reached, row } = await reachOwn(caller, appointmentId, input.id, tx, true);
    requireAccepted(reached.row.state);
    requireAllowed('PROFORMA_SUBMIT', caller, { state: row.status });
    const expenses = await repo.expenses([row.id], tx);
    const problem = submitProblem(row, expenses, await repo.attachments([row.id], tx));
    if (problem) throw new AppError(400, problem.code, problem.fields);
    // Checked again: the account may have gone back to pending (edited) since the draft was saved.
    await requireApprovedAccount(caller, row.bankAccountId as number, row.currency, tx);
    const now = deps.clock();
    // A revision of a DA still with the buyer takes over that DA and its evaluation (revise.ts).
    const revised = row.revisionOf === null ? undefined : await repo.find(row.revisionOf, tx, true);
    const previous = revised?.status === 'SUBMITTED' ? revised : undefined;
    const updated = await repo.update(
      row.id,
      input.version,
      { status: 'SUBMITTED', submittedAt: now, submittedById: caller.profileId, updatedAt: now },
      tx,
    );
    if (!updated) throw conflict('STALE_VERSION');
    let evaluationId: number;
    if (previous) {
      evaluationId = await deps.evaluations.reviseForProforma(previous, updated, tx);
      const withdrawn = await repo.update(previous.id, previous.version, { status: 'WITHDRAWN', updatedAt: now }, tx);
      if (!withdrawn) throw conflict('STALE_VERSION');
      await audit(tx, caller, withdrawn, 'REVISED', { status: previous.status, revisedBy: updated.id });
    } else evaluationId = await deps.evaluations.createForProforma(updated, tx);
    await audit(tx, caller, updated, 'SUBMIT', { status: row.status });
    // The buyer's people who evaluate DAs (and may open this one: region rules) must act on it now.
    const { primary } = reached;
    const evaluators = deps.findPeople
      ? await deps.findPeople(
          {
            companyId: reached.row.companyId,
            product: 'DA_TOOL',
            authorities: ['DA_EVALUATION_VIEW', 'DA_EVALUATION_VERIFY'],
            appointmentId,
          },
          tx,
        )
      : [];
    await outbox.record(
      [
        {
          profileIds: evaluators,
          eventType: 'EVALUATION',
          eventId: evaluationId,
          eventMessage: formatMessage(previous ? 'NOTIFY_DA_REVISED' : 'NOTIFY_DA_SUBMITTED', {
            type: updated.type,
            revision: updated.revision,
            title: appointmentTitle({
              vessel: primary.vessel.name,
              voyageNumber: primary.voyage?.voyageNumber,
              port: primary.port.name,
            }),
          }),
        },
      ],
      tx,
    );
    return updated;
  }

  const revisions = createProformaRevisions({
    db,
    repo,
    evaluations: deps.evaluations,
    reachOwn,
    toAnswer,
    audit: (tx, caller, row, action, before) => audit(tx, caller, row, action, before),
  });

  return {
    ...revisions,

    /**
     * Saves the appointment's draft DA (creating it when `form.id` is absent): header, expense lines
     * and their attachments. Only an ACCEPTED appointment takes DAs; only one draft at a time.
     */
    async save(caller: Caller, appointmentId: number, form: TProformaForm, files: UploadedPart[]): Promise<TProforma> {
      const stored = await storeFiles(form, files);
      const saved = db.transaction(async (tx) =>
        toAnswer((await saveIn(tx, caller, appointmentId, form, stored)).row, tx),
      );
      return saved.catch(discarding(deps.files, stored));
    },

    /**
     * Saves the draft and submits it in one transaction: a refused submit changes nothing, not even
     * the draft (the editor's Submit sends what is on screen).
     */
    async saveAndSubmit(
      caller: Caller,
      appointmentId: number,
      form: TProformaForm,
      files: UploadedPart[],
    ): Promise<TProforma> {
      const stored = await storeFiles(form, files);
      const submitted = inTransaction(async (tx, outbox) => {
        const { row, expenseIds } = await saveIn(tx, caller, appointmentId, form, stored);
        try {
          return toAnswer(await submitIn(tx, caller, appointmentId, { id: row.id, version: row.version }, outbox), tx);
        } catch (error) {
          throw byFormIndex(error, expenseIds);
        }
      });
      return submitted.catch(discarding(deps.files, stored));
    },

    /** DRAFT -> SUBMITTED after the rules of platform-core §5; the buyer's evaluation is created. */
    async submit(caller: Caller, appointmentId: number, input: { id: number; version: number }): Promise<TProforma> {
      return inTransaction(async (tx, outbox) =>
        toAnswer(await submitIn(tx, caller, appointmentId, input, outbox), tx),
      );
    },

    /** SUBMITTED -> WITHDRAWN, unless the buyer has approved expenses of it already. */
    async withdraw(caller: Caller, appointmentId: number, input: { id: number; version: number }): Promise<TProforma> {
      return db.transaction(async (tx) => {
        const { row } = await reachOwn(caller, appointmentId, input.id, tx, true);
        if (row.status !== 'SUBMITTED')
          throw new AppError(409, 'PROFORMA_ACTION_NOT_ALLOWED', undefined, { state: row.status });
        await deps.evaluations.withdrawForProforma(row.id, tx);
        const updated = await repo.update(row.id, input.version, { status: 'WITHDRAWN', updatedAt: deps.clock() }, tx);
        if (!updated) throw conflict('STALE_VERSION');
        await audit(tx, caller, updated, 'WITHDRAW', { status: row.status });
        return toAnswer(updated, tx);
      });
    },

    /** DRAFT -> DELETED (kept for the record, gone from every list). */
    async remove(caller: Caller, appointmentId: number, proformaId: number): Promise<TProforma> {
      return db.transaction(async (tx) => {
        const { row } = await reachOwn(caller, appointmentId, proformaId, tx, true);
        if (row.status !== 'DRAFT')
          throw new AppError(409, 'PROFORMA_ACTION_NOT_ALLOWED', undefined, { state: row.status });
        const updated = await repo.update(row.id, row.version, { status: 'DELETED', updatedAt: deps.clock() }, tx);
        if (!updated) throw conflict('STALE_VERSION');
        await audit(tx, caller, updated, 'DELETE', { status: row.status });
        return toAnswer(updated, tx);
      });
    },

    async listOwn(caller: Caller, appointmentId: number): Promise<TProforma[]> {
      await deps.appointments.reach(caller, SUPPLIER, appointmentId, db);
      return toAnswers(await repo.listOfAppointment(appointmentId));
    },

    async loadOwn(caller: Caller, appointmentId: number, proformaId: number): Promise<TProforma> {
      const { row } = await reachOwn(caller, appointmentId, proformaId, db);
      return toAnswer(row);
    },

    /** GET disbursements/{proformaId}: the buyer's read of a submitted (or withdrawn) DA. */
    async loadForBuyer(caller: Caller, proformaId: number): Promise<TProforma> {
      const row = await repo.find(proformaId);
      // Drafts are the supplier's own business: a buyer gets 404 as for a missing DA.
      if (!row || row.status === 'DRAFT' || row.status === 'DELETED') throw notFound();
      await deps.appointments.reach(caller, BUYER_VIEW, row.appointmentId, db);
      return toAnswer(row);
    },

    /**
     * The DAs of appointments the caller's list already scoped to its company, each with its total,
     * for the supplier's DA tool list (one query for the page, not one per appointment).
     */
    async summariesOf(appointmentIds: number[]) {
      const rows = await repo.listOfAppointments(appointmentIds);
      const expenses = await repo.expenses(rows.map((r) => r.id));
      return rows.map((p) => ({
        appointmentId: p.appointmentId,
        id: p.id,
        type: p.type as TProforma['type'],
        status: p.status as 'DRAFT' | 'SUBMITTED' | 'WITHDRAWN',
        currency: p.currency,
        total: sumAmounts(expenses.filter((e) => e.proformaId === p.id).map((e) => e.amount ?? '0')).toFixed(
          2,
          Decimal.ROUND_HALF_UP,
        ),
      }));
    },

    /** One file the agent attached to a submitted DA, for the buyer who evaluates it (else 404). */
    async attachmentForBuyer(caller: Caller, proformaId: number, attachmentId: number) {
      const row = await repo.find(proformaId);
      if (!row || row.status === 'DRAFT' || row.status === 'DELETED') throw notFound();
      await deps.appointments.reach(caller, BUYER_VIEW, row.appointmentId, db);
      const file = (await repo.attachments([proformaId])).find((a) => a.id === attachmentId);
      if (!file) throw notFound();
      return { filename: file.filename, ...asDownload(await deps.files.open(file.fileId)) };
    },

    /**
     * The agent's PDA draft made from an awarded quote (requests module, inside the award's
     * transaction, the buyer awarding): the quote's priced lines in its currency, catalogue lines
     * keeping their catalogue place. The agent completes the header (bank account, terminal) and
     * submits it, with nothing to key again. An appointment holding a draft already answers
     * PROFORMA_DRAFT_EXISTS, which undoes the whole award.
     */
    async draftFromQuote(
      caller: Caller,
      input: {
        appointmentId: number;
        currency: string;
        lines: Array<{ section: string; catalogueItemId: number | null; name: string; amount: string }>;
      },
      tx: Db,
    ): Promise<number> {
      const { row: appointment } = await deps.appointments.reach(
        caller,
        { authority: 'DA_APPOINTMENT_CREATE' },
        input.appointmentId,
        tx,
        true,
      );
      if (await repo.findDraft(appointment.id, tx)) throw conflict('PROFORMA_DRAFT_EXISTS');
      const row = await repo.insert(
        {
          appointmentId: appointment.id,
          companyId: appointment.companyId,
          supplierId: appointment.agentCompanyId,
          type: 'PDA',
          currency: input.currency,
          createdById: null,
        },
        tx,
      );
      const ids = input.lines.flatMap((l) => (l.catalogueItemId === null ? [] : [l.catalogueItemId]));
      const catalogue = await repo.catalogueItems([...new Set(ids)], tx);
      for (const [i, line] of input.lines.entries()) {
        const item = catalogue.find((c) => c.id === line.catalogueItemId);
        await repo.insertExpense(
          {
            proformaId: row.id,
            section: line.section,
            catalogueItemId: item?.id ?? null,
            code: item?.code ?? null,
            name: item?.name ?? line.name,
            groupName: item?.groupName ?? null,
            groupOrder: item?.groupOrder ?? 1000,
            expenseOrder: item?.position ?? 1000 + i,
            currency: null,
            amount: line.amount,
            unit: '1',
          },
          tx,
        );
      }
      await audit(tx, caller, row, 'CREATE_FROM_QUOTE', null);
      return row.id;
    },

    /** platform-core §4: an appointment holding submitted final DAs cannot be cancelled. */
    hasFinalDisbursements: (appointmentId: number, tx?: Db) => repo.hasSubmittedFinal(appointmentId, tx),
  };
}
export type ProformaService = ReturnType<typeof createProformaService>;
