import { accountingCodeGroups, type TAccountingCodeGroup, type TEvaluation } from '@portcall/contracts/evaluations';
import { messages } from '@portcall/contracts/messages';
import { Decimal, sumAmounts } from '@portcall/contracts/money';
import { expenseSections } from '@portcall/contracts/proformas';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import { createAnswerCache } from '../../platform/http/answer-cache';
import type { BuyerScope } from '../../platform/scope/buyer-scope';
import type { OperationsScope } from '../../platform/scope/operations-scope';
import { isInRegionScope, type RegionScopeService } from '../../platform/scope/region';
import { createBerthReadModel } from './berth-read-model';
import { type EvaluationCore, type EvaluationDeps, evaluatedAmount, lineTotals } from './core';
import type { ExpenseEvaluationService } from './expense-service';
import { createLineRepo } from './line-repo';
import type { LoadReadModel } from './load-read-model';
import { requirePaymentOpen } from './payment-guard';
import type { AccountingCodeRow, EvaluationRow, ExpenseEvaluationRow } from './repo';

const money = (v: Decimal) => v.toFixed(2, Decimal.ROUND_HALF_UP);
/** Which accounting-code group fits a line: split children by their type, whole lines the principal. */
const groupFor = (splitType: string | null): TAccountingCodeGroup =>
  splitType === 'CHARTERER' ? 'CHARTERER_AMOUNT' : splitType === 'OWNER' ? 'OWNER_AMOUNT' : 'PRINCIPAL_AMOUNT';

/** Evaluation-level calls of operations §7 "Evaluations" and the accounting codes of operations §7. */
export function createEvaluationService(
  deps: EvaluationDeps & {
    core: EvaluationCore;
    expenses: Pick<ExpenseEvaluationService, 'markLinesDeleted'>;
    buyers: Pick<BuyerScope, 'buyerCompany' | 'authorise'>;
    loadScope: LoadReadModel;
    regionScope: Pick<RegionScopeService, 'regionScopeFor'>;
    scope: Pick<OperationsScope, 'authorise'>;
    /** A department by id (the account module owns them), to check it is the named buyer's. */
    departments: { findDepartment(id: number): Promise<{ companyId: number } | undefined> };
  },
) {
  const { db, repo, core } = deps;
  const lines = createLineRepo(db);
  const berths = createBerthReadModel(db);

  /**
   * The berth values a save leaves: a reference berth of the DA's port (its terminal with it), or
   * free text only where the port lists no berths (operations §3 `berthId`; docs/decisions.md).
   */
  async function berthValues(
    row: EvaluationRow,
    input: { terminalId?: number | null; berthId?: number | null; berth?: string },
    tx: Db,
  ): Promise<{ terminalId?: number | null; berthId?: number | null; berth?: string | null }> {
    if (input.berthId === undefined && input.berth === undefined) {
      // Another terminal without a berth named: the reference berth of the old terminal goes.
      const movesTerminal = input.terminalId !== undefined && input.terminalId !== row.terminalId;
      return movesTerminal && row.berthId !== null ? { berthId: null } : {};
    }
    const listed = await berths.portBerths(row.appointmentId, tx);
    if (input.berthId !== undefined && input.berthId !== null) {
      const berth = listed.find((b) => b.id === input.berthId);
      if (!berth) throw new AppError(400, 'UNKNOWN_BERTH', { berthId: messages.UNKNOWN_BERTH });
      if (input.terminalId != null && input.terminalId !== berth.terminalId)
        throw new AppError(400, 'UNKNOWN_BERTH', { berthId: messages.UNKNOWN_BERTH });
      return { terminalId: berth.terminalId, berthId: berth.id, berth: null };
    }
    const text = input.berth?.trim() || null;
    if (text !== null && listed.length > 0)
      throw new AppError(400, 'BERTH_FROM_LIST', { berth: messages.BERTH_FROM_LIST });
    return { berthId: null, berth: text };
  }

  async function relatedPdaExpenses(relationIds: number[], tx: Db) {
    return deps.proformas.expenses(relationIds, tx);
  }

  const toCode = (r: AccountingCodeRow) => ({
    id: r.id,
    buyerId: r.companyId,
    code: r.code,
    subAccount: r.subAccount,
    description: r.description,
    group: r.groupCode as TAccountingCodeGroup,
    isActive: r.isActive,
    version: r.version,
  });

  /**
   * Per section, how far the evaluated amounts (verified where verified) exceed the budget (0 when
   * within); out of budget when any item is nonzero (operations §5). The budget is the related PDAs'
   * quote; a DA without related PDAs is held to its own quote, so a verified amount far above what
   * the agent quoted is never "within budget".
   */
  async function budgetItems(row: EvaluationRow, tx: Db) {
    const items = await repo.items(row.id, tx);
    const totals = lineTotals(items);
    const budget =
      row.relationIds.length > 0
        ? (await relatedPdaExpenses(row.relationIds, tx)).map((e) => ({ section: e.section, amount: e.amount ?? '0' }))
        : items
            .filter((i) => i.parentId === null && i.status !== 'DELETED' && i.status !== 'REJECTED')
            .map((i) => ({ section: i.section, amount: i.amount }));
    return expenseSections.map((section) => {
      const spent = sumAmounts(totals.filter((t) => t.item.section === section).map((t) => t.total));
      const planned = sumAmounts(budget.filter((e) => e.section === section).map((e) => e.amount));
      return { section, amount: money(Decimal.max(0, spent.minus(planned))) };
    });
  }

  /*
   * The load's answers as the bytes sent, by evaluation (docs/decisions.md "Evaluation load: the
   * kept answer" and "The evaluation load's scope in one statement"). The answer is the same for
   * everyone who may read the evaluation, and `revision` moves with every change of it (triggers).
   * The scope check runs on every request in one statement that also reads the revision, so a kept
   * answer costs that statement and no more. Tagged with the revision of the scope read, which ran
   * before the lines were read: the answer is at least that new.
   */
  const loads = createAnswerCache<{ body: Buffer; revision: number }>({ maxEntries: 200, maxBytes: 4_000_000 });

  /**
   * core.reach(caller, 'DA_EVALUATION_VIEW', id) decided on one statement's facts, in the same
   * order: no evaluation 404, then who may act (403), then the appointment and its port call, the
   * caller's company and region rules (404).
   */
  async function reachLoad(caller: Caller, id: number) {
    const facts = await deps.loadScope.loadScope(id);
    if (!facts) throw notFound();
    deps.scope.authorise(caller, { authority: 'DA_EVALUATION_VIEW' });
    if (facts.appointmentCompanyId === null) throw notFound();
    if (caller.type !== 'BUYER' || facts.appointmentCompanyId !== caller.companyId) throw notFound();
    // The caller's region rules come with the cached session (no statement on a hit).
    if (!isInRegionScope(facts.portCountryId, await deps.regionScope.regionScopeFor(caller))) throw notFound();
    return facts.revision;
  }

  return {
    async load(caller: Caller, id: number) {
      return core.toAnswer(await core.reach(caller, 'DA_EVALUATION_VIEW', id));
    },

    /** GET {id}/load as bytes, `serialize` writing them when the kept answer is not current. */
    async loadAnswer(caller: Caller, id: number, serialize: (answer: TEvaluation) => Buffer): Promise<Buffer> {
      const revision = await reachLoad(caller, id);
      const key = String(id);
      const kept = loads.get(key);
      if (kept?.revision === revision) return kept.body;
      const row = await repo.find(id);
      if (!row) throw notFound();
      const body = serialize(await core.toAnswer(row));
      loads.set(key, { body, revision });
      return body;
    },

    /** GET form/{formId}/evaluation: the evaluation of a submitted DA (formId is the proforma id). */
    async loadByForm(caller: Caller, proformaId: number) {
      const row = await repo.findByProforma(proformaId);
      if (!row) throw notFound();
      return core.toAnswer(await core.reach(caller, 'DA_EVALUATION_VIEW', row.id));
    },

    /** POST save-evaluation-values; related proformas must be submitted PDAs of the same appointment. */
    async saveValues(
      caller: Caller,
      input: {
        id: number;
        version: number;
        currency?: string;
        rate?: string;
        rateEur?: string;
        terminalId?: number | null;
        berthId?: number | null;
        berth?: string;
        invoiceNumber?: string;
        invoiceDate?: string | null;
        relationIds?: number[];
      },
    ) {
      return db.transaction(async (tx) => {
        const row = await core.reach(caller, 'DA_EVALUATION_VERIFY', input.id, tx, { lock: true, open: true });
        if (input.relationIds) {
          const allowed = (await deps.proformas.submittedOfAppointment(row.appointmentId, 'PDA', tx)).map((p) => p.id);
          if (input.relationIds.some((r) => !allowed.includes(r) || r === row.proformaId)) {
            throw new AppError(400, 'UNKNOWN_PROFORMA_RELATION', { relationIds: messages.UNKNOWN_PROFORMA_RELATION });
          }
        }
        const { id: _id, version, berthId: _b, berth: _t, ...rest } = input;
        const values = { ...rest, ...(await berthValues(row, input, tx)) };
        const updated = await repo.update(row.id, version, values, tx);
        if (!updated) throw conflict('STALE_VERSION');
        await core.audit(tx, caller, 'evaluation', row.id, 'SAVE_VALUES', { version: row.version }, values);
        return core.toAnswer(updated, tx);
      });
    },

    /** GET evaluation/{id}/berths: the reference berths of the DA's port, for the berth picker. */
    async berths(caller: Caller, id: number) {
      const row = await core.reach(caller, 'DA_EVALUATION_VIEW', id);
      return (await berths.portBerths(row.appointmentId)).map((b) => ({
        label: `${b.terminalName} · ${b.name}`,
        value: String(b.id),
        terminalId: b.terminalId,
      }));
    },

    async amendInvoiceNumber(caller: Caller, proformaId: number, invoiceNumber: string) {
      const found = await repo.findByProforma(proformaId);
      if (!found) throw notFound();
      return db.transaction(async (tx) => {
        const row = await core.reach(caller, 'DA_EVALUATION_VERIFY', found.id, tx, { lock: true });
        const updated = await repo.update(row.id, row.version, { invoiceNumber }, tx);
        if (!updated) throw conflict('STALE_VERSION');
        await core.audit(
          tx,
          caller,
          'evaluation',
          row.id,
          'AMEND_INVOICE_NUMBER',
          { invoiceNumber: row.invoiceNumber },
          { invoiceNumber },
        );
        return core.toAnswer(updated, tx);
      });
    },

    /** POST mark-as-deleted: the given lines, or without lines the whole evaluation (none approved). */
    async markAsDeleted(caller: Caller, input: { id: number; items?: Array<{ id: number; version: number }> }) {
      return db.transaction(async (tx) => {
        const row = await core.reach(caller, 'DA_EVALUATION_DELETE', input.id, tx, { lock: true, open: true });
        await requirePaymentOpen(tx, row.id);
        if (input.items) {
          await deps.expenses.markLinesDeleted(caller, row, input.items, tx);
          return core.answerOf(row.id, tx);
        }
        if ((await repo.items(row.id, tx)).some((i) => i.status === 'APPROVED'))
          throw conflict('EVALUATION_HAS_APPROVED_ITEMS');
        const updated = await repo.update(row.id, row.version, { status: 'DELETED' }, tx);
        if (!updated) throw conflict('STALE_VERSION');
        await core.audit(tx, caller, 'evaluation', row.id, 'DELETE', { status: row.status }, { status: 'DELETED' });
        return core.toAnswer(updated, tx);
      });
    },

    /** POST reset: every line back to PENDING as submitted, splits removed; not once anything is approved. */
    async reset(caller: Caller, input: { id: number }) {
      return db.transaction(async (tx) => {
        const row = await core.reach(caller, 'DA_EVALUATION_VERIFY', input.id, tx, { lock: true, open: true });
        await requirePaymentOpen(tx, row.id);
        const items = await repo.items(row.id, tx);
        if (items.some((i) => i.status === 'APPROVED')) throw conflict('EVALUATION_HAS_APPROVED_ITEMS');
        for (const child of items.filter((i) => i.parentId !== null)) await repo.deleteItem(child.id, tx);
        for (const item of items.filter((i) => i.parentId === null)) {
          await core.updateItem(
            item,
            item.version,
            {
              status: 'PENDING',
              previousStatus: null,
              verifiedAmount: null,
              chartererAmount: null,
              discrepancyTypeId: null,
              discrepancyReasonId: null,
              discrepancyAmount: null,
              verifiedById: null,
              verifiedAt: null,
            },
            tx,
          );
        }
        await lines.clearEvaluatedAmounts(
          items.filter((i) => i.parentId === null).map((i) => i.id),
          tx,
        );
        await core.audit(tx, caller, 'evaluation', row.id, 'RESET', null, null);
        return core.answerOf(row.id, tx);
      });
    },

    /**
     * GET {id}/budget-check: the budget state of the evaluation as it stands now (computed from the
     * current figures, never a stale stored one), with when it was last checked.
     */
    async budgetCheck(caller: Caller, id: number) {
      const row = await core.reach(caller, 'DA_EVALUATION_BUDGET_CHECK', id);
      const items = await budgetItems(row, db);
      return {
        items,
        isOutOfBudget: items.some((i) => !new Decimal(i.amount).isZero()),
        checkedAt: row.budgetCheck?.checkedAt ?? null,
      };
    },

    /** POST {id}/budget-check: the same computation as the GET, stored with the time of the check. */
    async runBudgetCheck(caller: Caller, id: number) {
      return db.transaction(async (tx) => {
        const row = await core.reach(caller, 'DA_EVALUATION_BUDGET_CHECK', id, tx, { lock: true });
        const items = await budgetItems(row, tx);
        const checkedAt = deps.clock().toISOString();
        const updated = await repo.update(row.id, row.version, { budgetCheck: { items, checkedAt } }, tx);
        if (!updated) throw conflict('STALE_VERSION');
        await core.audit(tx, caller, 'evaluation', row.id, 'BUDGET_CHECK', null, { items });
        return { items, isOutOfBudget: items.some((i) => !new Decimal(i.amount).isZero()), checkedAt };
      });
    },

    /** GET {id}/load-available-to-relate-proformas: the appointment's submitted PDAs, selected when related. */
    async relatable(caller: Caller, id: number) {
      const row = await core.reach(caller, 'DA_EVALUATION_VIEW', id);
      const pdas = (await deps.proformas.submittedOfAppointment(row.appointmentId, 'PDA')).filter(
        (p) => p.id !== row.proformaId,
      );
      const expenses = await deps.proformas.expenses(pdas.map((p) => p.id));
      return pdas.map((p) => ({
        id: p.id,
        type: p.type,
        total: money(sumAmounts(expenses.filter((e) => e.proformaId === p.id).map((e) => e.amount ?? '0'))),
        submittedAt: p.submittedAt ? p.submittedAt.toISOString() : null,
        selected: row.relationIds.includes(p.id),
      }));
    },

    /**
     * GET evaluation/{id}/analyze/discrepancies: the DA line by line against its related PDAs (an FDA
     * may relate several PDAs: the difference is computed against their sum), matched by catalogue
     * code, or by name for additional items.
     */
    async discrepancies(caller: Caller, id: number) {
      const row = await core.reach(caller, 'DA_EVALUATION_VIEW', id);
      const totals = lineTotals(await repo.items(row.id));
      const pda = await relatedPdaExpenses(row.relationIds, db);
      const keyOf = (section: string, code: string | null, name: string) =>
        `${section}|${code ?? `name:${name.trim().toLowerCase()}`}`;
      const lines = new Map<
        string,
        { section: string; name: string; code: string | null; finalAmount: Decimal; proformaAmount: Decimal }
      >();
      const line = (section: string, code: string | null, name: string) => {
        const key = keyOf(section, code, name);
        let entry = lines.get(key);
        if (!entry) {
          entry = { section, name, code, finalAmount: new Decimal(0), proformaAmount: new Decimal(0) };
          lines.set(key, entry);
        }
        return entry;
      };
      for (const t of totals)
        line(t.item.section, t.item.code, t.item.name).finalAmount = line(
          t.item.section,
          t.item.code,
          t.item.name,
        ).finalAmount.plus(t.total);
      for (const e of pda)
        if (e.amount !== null)
          line(e.section, e.code, e.name).proformaAmount = line(e.section, e.code, e.name).proformaAmount.plus(
            e.amount,
          );
      return {
        relationIds: row.relationIds,
        lines: [...lines.values()].map((l) => ({
          section: l.section as (typeof expenseSections)[number],
          name: l.name,
          code: l.code,
          finalAmount: money(l.finalAmount),
          proformaAmount: money(l.proformaAmount),
          difference: money(l.finalAmount.minus(l.proformaAmount)),
        })),
      };
    },

    // ---- accounting codes ----

    /**
     * GET ref/buyer/{buyerId}/department/{departmentId}/accounting-codes: the buyer's active codes as
     * reference options. Codes belong to the company, not to a department (docs/decisions.md), so
     * the department only has to be the buyer's; another buyer's department answers 404 as its id.
     */
    async departmentAccountingCodes(caller: Caller, buyerId: number, departmentId: number) {
      const companyId = await deps.buyers.buyerCompany(caller, { admin: true }, buyerId);
      const department = await deps.departments.findDepartment(departmentId);
      if (department?.companyId !== companyId) throw notFound();
      const rows = await repo.accountingCodes(companyId);
      return rows
        .filter((r) => r.isActive)
        .map((r) => ({
          label: `${r.subAccount ? `${r.code} / ${r.subAccount}` : r.code} · ${r.description}`,
          value: String(r.id),
          group: r.groupCode as TAccountingCodeGroup,
        }));
    },

    /** GET buyer/{buyerId}/accounting-codes, grouped as operations §3 lists them. */
    async accountingCodes(caller: Caller, buyerId: number) {
      const companyId = await deps.buyers.buyerCompany(caller, { admin: true }, buyerId);
      const rows = await repo.accountingCodes(companyId);
      return Object.fromEntries(
        accountingCodeGroups.map((g) => [g, rows.filter((r) => r.groupCode === g).map(toCode)]),
      ) as Record<TAccountingCodeGroup, ReturnType<typeof toCode>[]>;
    },

    async loadAccountingCode(caller: Caller, id: number) {
      const row = await repo.findAccountingCode(id);
      if (!row) throw notFound();
      await deps.buyers.buyerCompany(caller, { admin: true }, row.companyId);
      return toCode(row);
    },

    /** POST accounting-code/save: buyers (SETTINGS_EDIT_COMPANY) or support administrators. */
    async saveAccountingCode(
      caller: Caller,
      input: {
        id?: number;
        version?: number;
        buyerId?: number;
        code: string;
        subAccount?: string;
        description: string;
        group: TAccountingCodeGroup;
        isActive: boolean;
      },
    ) {
      return db.transaction(async (tx) => {
        const existing = input.id === undefined ? undefined : await repo.findAccountingCode(input.id, tx);
        if (input.id !== undefined && !existing) throw notFound();
        const companyId = await deps.buyers.buyerCompany(
          caller,
          { authority: 'SETTINGS_EDIT_COMPANY', admin: true },
          existing?.companyId ?? input.buyerId,
          tx,
        );
        const values = {
          code: input.code,
          subAccount: input.subAccount || null,
          description: input.description,
          groupCode: input.group,
          isActive: input.isActive,
        };
        const duplicate = (await repo.accountingCodes(companyId, tx)).find(
          (r) =>
            r.id !== existing?.id &&
            r.groupCode === values.groupCode &&
            r.code === values.code &&
            r.subAccount === values.subAccount,
        );
        if (duplicate) throw conflict('ACCOUNTING_CODE_EXISTS');
        const row = existing
          ? await repo.updateAccountingCode(existing.id, input.version ?? existing.version, values, tx)
          : await repo.insertAccountingCode({ companyId, ...values }, tx);
        if (!row) throw existing ? conflict('STALE_VERSION') : conflict('ACCOUNTING_CODE_EXISTS');
        await core.audit(
          tx,
          caller,
          'accounting_code',
          row.id,
          existing ? 'SAVE' : 'CREATE',
          existing ? toCode(existing) : null,
          toCode(row),
        );
        return toCode(row);
      });
    },

    /** POST expense-evaluation/{id}/assign-accounting-code: an active code of the buyer in the line's group. */
    async assignAccountingCode(caller: Caller, id: number, query: { accountingCodeId: number; version?: number }) {
      return db.transaction(async (tx) => {
        const { item, evaluation } = await core.reachItem(caller, 'DA_EXPENSE_EVALUATION_EDIT', id, tx);
        core.requireVersion(item, query.version);
        const code = await usableCode(evaluation, query.accountingCodeId, tx);
        await assignCode(caller, item, item.version, code, tx);
        return core.answerOf(evaluation.id, tx);
      });
    },

    /**
     * POST evaluation/bulk-assign-accounting-code: one code on several lines of an evaluation, with
     * the single assignment's rules on each line, all or nothing (one refusal or stale version and
     * no line changes).
     */
    async bulkAssignAccountingCode(
      caller: Caller,
      input: { evaluationId: number; accountingCodeId: number; items: Array<{ id: number; version: number }> },
    ) {
      return db.transaction(async (tx) => {
        const evaluation = await core.reach(caller, 'DA_EXPENSE_EVALUATION_EDIT', input.evaluationId, tx, {
          lock: true,
          open: true,
        });
        const code = await usableCode(evaluation, input.accountingCodeId, tx);
        const all = await repo.items(evaluation.id, tx);
        if (new Set(input.items.map((i) => i.id)).size !== input.items.length)
          throw core.refuse('ASSIGN_ACCOUNTING_CODE');
        for (const ref of input.items) {
          const item = all.find((i) => i.id === ref.id);
          if (!item) throw notFound();
          await assignCode(caller, item, ref.version, code, tx);
        }
        return core.answerOf(evaluation.id, tx);
      });
    },
  };

  /** An active code of the evaluation's buyer; anything else is 400 (another buyer's code is unknown). */
  async function usableCode(evaluation: EvaluationRow, accountingCodeId: number, tx: Db) {
    const code = await repo.findAccountingCode(accountingCodeId, tx);
    if (!code || code.companyId !== evaluation.companyId || !code.isActive)
      throw new AppError(400, 'UNKNOWN_ACCOUNTING_CODE', { accountingCodeId: messages.UNKNOWN_ACCOUNTING_CODE });
    return code;
  }

  /** A line takes a code of its own group (operations §3) until it is approved; audited. */
  async function assignCode(
    caller: Caller,
    item: ExpenseEvaluationRow,
    version: number,
    code: AccountingCodeRow,
    tx: Db,
  ) {
    if (item.status === 'APPROVED' || item.status === 'DELETED') throw core.refuse(item.status);
    if (code.groupCode !== groupFor(item.splitType))
      throw new AppError(400, 'ACCOUNTING_CODE_GROUP_MISMATCH', {
        accountingCodeId: messages.ACCOUNTING_CODE_GROUP_MISMATCH,
      });
    await core.updateItem(item, version, { accountingCodeId: code.id }, tx);
    await core.audit(
      tx,
      caller,
      'expense_evaluation',
      item.id,
      'ASSIGN_ACCOUNTING_CODE',
      { accountingCodeId: item.accountingCodeId },
      { accountingCodeId: code.id },
    );
  }
}
export type EvaluationService = ReturnType<typeof createEvaluationService>;
export { evaluatedAmount };
