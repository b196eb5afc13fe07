import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amount, at, rate } from '../../platform/db/columns';
import { companies, departments, profiles } from '../account/db';
import { proformaExpenses, proformas } from '../proformas/db';
import { berths, discrepancyReasons, terminals, verificationDiscrepancyTypes } from '../refdata/db';

/** A buyer's accounting code (operations §3: grouped PRINCIPAL_AMOUNT, CHARTERER_AMOUNT, OWNER_AMOUNT). */
export const accountingCodes = pgTable(
  'accounting_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    subAccount: text('sub_account'),
    description: text('description').notNull(),
    groupCode: text('group_code').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [uniqueIndex('accounting_codes_company_code_idx').on(t.companyId, t.groupCode, t.code, t.subAccount)],
);

/** One evaluation per submitted DA, on the buyer's side. */
export const evaluations = pgTable(
  'evaluations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    proformaId: bigint('proforma_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => proformas.id),
    appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    type: text('type').notNull(),
    status: text('status').notNull().default('OPEN'),
    assigneeId: bigint('assignee_id', { mode: 'number' }).references(() => profiles.id),
    currency: text('currency'),
    rate: rate('rate'),
    rateEur: rate('rate_eur'),
    terminalId: bigint('terminal_id', { mode: 'number' }).references(() => terminals.id),
    /** A reference berth of the DA's port; `berth` (text) only where the port lists none. */
    berthId: bigint('berth_id', { mode: 'number' }).references(() => berths.id),
    berth: text('berth'),
    invoiceNumber: text('invoice_number'),
    invoiceDate: date('invoice_date'),
    /** The PDAs an FDA is compared with (relationIds). */
    relationIds: jsonb('relation_ids').$type<number[]>().notNull().default([]),
    budgetCheck: jsonb('budget_check').$type<{
      items: Array<{ section: string; amount: string }>;
      checkedAt: string;
    }>(),
    /** The buyer's payment instruction chosen for this DA (payments module; checked by the service). */
    paymentInstructionId: bigint('payment_instruction_id', { mode: 'number' }),
    paymentDueDate: date('payment_due_date'),
    /**
     * The state of this DA's payment, recorded by the payments module on each of its transitions
     * (null: no payment). The evaluation reads its own row to know whether a payment locks its
     * approved money, so it never reads the payments module's tables.
     */
    paymentState: text('payment_state'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
    /**
     * Counts every change of what `load` answers (this row, its lines, their edit history and the
     * editors' names), bumped by triggers in the same transaction (migration
     * evaluation_revision_triggers): the load's kept answer is served while it is unchanged. Not
     * `version`, which is the optimistic lock of this row alone.
     */
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('evaluations_company_idx').on(t.companyId), index('evaluations_appointment_idx').on(t.appointmentId)],
);

/**
 * An expense's evaluation: PENDING -> VERIFIED -> APPROVED, or REJECTED / BACK_FOR_REVIEW / DELETED
 * (restorable to `previousStatus`). A split makes children (parentId) of type OWNER or CHARTERER
 * whose amounts add up to the parent's; approval then happens on the children.
 */
export const expenseEvaluations = pgTable(
  'expense_evaluations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    evaluationId: bigint('evaluation_id', { mode: 'number' })
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    proformaExpenseId: bigint('proforma_expense_id', { mode: 'number' }).references(() => proformaExpenses.id),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => expenseEvaluations.id, {
      onDelete: 'cascade',
    }),
    section: text('section').notNull(),
    name: text('name').notNull(),
    code: text('code'),
    position: integer('position').notNull().default(0),
    status: text('status').notNull().default('PENDING'),
    previousStatus: text('previous_status'),
    splitType: text('split_type'),
    /** The quoted amount (a child: its share of the parent's evaluated amount). */
    amount: amount('amount').notNull(),
    verifiedAmount: amount('verified_amount'),
    chartererAmount: amount('charterer_amount'),
    discrepancyTypeId: bigint('discrepancy_type_id', { mode: 'number' }).references(
      () => verificationDiscrepancyTypes.id,
    ),
    discrepancyReasonId: bigint('discrepancy_reason_id', { mode: 'number' }).references(() => discrepancyReasons.id),
    discrepancyAmount: amount('discrepancy_amount'),
    accountingCodeId: bigint('accounting_code_id', { mode: 'number' }).references(() => accountingCodes.id),
    comments: text('comments'),
    verifiedById: bigint('verified_by_id', { mode: 'number' }).references(() => profiles.id),
    verifiedAt: at('verified_at'),
    approvedById: bigint('approved_by_id', { mode: 'number' }).references(() => profiles.id),
    approvedAt: at('approved_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('expense_evaluations_evaluation_idx').on(t.evaluationId),
    index('expense_evaluations_parent_idx').on(t.parentId),
  ],
);

/** Principal, owner and charterer account attachments given when verifying an expense. */
export const expenseEvaluationAttachments = pgTable('expense_evaluation_attachments', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  expenseEvaluationId: bigint('expense_evaluation_id', { mode: 'number' })
    .notNull()
    .references(() => expenseEvaluations.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  fileId: text('file_id').notNull(),
  filename: text('filename').notNull(),
  size: integer('size').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

// ---- Evaluation line actions (line-actions.ts) ----

/**
 * What a buyer evaluated on a line beyond its amounts (1:1 with expense_evaluations, created on first
 * use): the catalogue parameters, units and price per unit, remarks, husbandry flags, the
 * environmental discount taken off the evaluated amount, and when clarification was last asked.
 */
export const expenseEvaluationDetails = pgTable('expense_evaluation_details', {
  expenseEvaluationId: bigint('expense_evaluation_id', { mode: 'number' })
    .primaryKey()
    .references(() => expenseEvaluations.id, { onDelete: 'cascade' }),
  parameters: jsonb('parameters').$type<Array<{ parameterId: number; optionId: number }>>().notNull().default([]),
  unit: amount('unit'),
  pricePerUnit: amount('price_per_unit'),
  remarks: text('remarks'),
  husbandry: jsonb('husbandry').$type<{ isCashToMaster: boolean; isRechargeable: boolean; persons: number | null }>(),
  environmentalDiscountAmount: amount('environmental_discount_amount'),
  clarificationRequestedAt: at('clarification_requested_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * One successful edit of a line (edit-expense-evaluation / its husbandry variant), kept as a record:
 * a reset leaves it (docs/decisions.md "Line edit history"). Amounts before and after are the line's
 * evaluated amount, units and price per unit. `evaluationId` is the line's, kept here so the load reads
 * a whole evaluation's edits in one indexed query.
 */
export const expenseEvaluationEdits = pgTable(
  'expense_evaluation_edits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    evaluationId: bigint('evaluation_id', { mode: 'number' })
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    expenseEvaluationId: bigint('expense_evaluation_id', { mode: 'number' })
      .notNull()
      .references(() => expenseEvaluations.id, { onDelete: 'cascade' }),
    previousAmount: amount('previous_amount').notNull(),
    evaluatedAmount: amount('evaluated_amount').notNull(),
    previousUnit: amount('previous_unit'),
    unit: amount('unit'),
    previousPricePerUnit: amount('previous_price_per_unit'),
    pricePerUnit: amount('price_per_unit'),
    discrepancyTypeId: bigint('discrepancy_type_id', { mode: 'number' }).references(
      () => verificationDiscrepancyTypes.id,
    ),
    discrepancyReasonId: bigint('discrepancy_reason_id', { mode: 'number' }).references(() => discrepancyReasons.id),
    discrepancyAmount: amount('discrepancy_amount'),
    remarks: text('remarks'),
    editedById: bigint('edited_by_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id),
    editedAt: at('edited_at').notNull(),
  },
  (t) => [index('expense_evaluation_edits_evaluation_idx').on(t.evaluationId)],
);

/** An inspection flag on a line (raised by a discrepancy), OPEN until a verifier resolves it. */
export const expenseInspections = pgTable(
  'expense_inspections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    evaluationId: bigint('evaluation_id', { mode: 'number' })
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    expenseEvaluationId: bigint('expense_evaluation_id', { mode: 'number' })
      .notNull()
      .references(() => expenseEvaluations.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    status: text('status').notNull().default('OPEN'),
    amount: amount('amount'),
    raisedById: bigint('raised_by_id', { mode: 'number' }).references(() => profiles.id),
    raisedAt: at('raised_at').notNull().defaultNow(),
    resolvedById: bigint('resolved_by_id', { mode: 'number' }).references(() => profiles.id),
    resolvedAt: at('resolved_at'),
    resolution: text('resolution'),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('expense_inspections_evaluation_idx').on(t.evaluationId),
    uniqueIndex('expense_inspections_one_open_idx').on(t.expenseEvaluationId).where(sql`${t.status} = 'OPEN'`),
  ],
);

/** A buyer's request to the agent for clarifications on some lines of a DA. */
export const clarificationRequests = pgTable(
  'clarification_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    evaluationId: bigint('evaluation_id', { mode: 'number' })
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    agentCompanyId: bigint('agent_company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    message: text('message').notNull(),
    expenseEvaluationIds: jsonb('expense_evaluation_ids').$type<number[]>().notNull(),
    sentById: bigint('sent_by_id', { mode: 'number' }).references(() => profiles.id),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [index('clarification_requests_evaluation_idx').on(t.evaluationId)],
);

/** A user's verdict on an expense analysis (formula/analyzer/feedback). */
export const expenseAnalysisFeedback = pgTable('expense_analysis_feedback', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  expenseEvaluationId: bigint('expense_evaluation_id', { mode: 'number' })
    .notNull()
    .references(() => expenseEvaluations.id, { onDelete: 'cascade' }),
  profileId: bigint('profile_id', { mode: 'number' }).references(() => profiles.id),
  isUseful: boolean('is_useful').notNull(),
  comment: text('comment'),
  createdAt: at('created_at').notNull().defaultNow(),
});

// ---- Evaluation workflow: budget commit, integration tasks, charterer account reports ----

/** One eligible department's commitment of an evaluation's budget; a new commit replaces its own. */
export const evaluationBudgetCommits = pgTable(
  'evaluation_budget_commits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    evaluationId: bigint('evaluation_id', { mode: 'number' })
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    departmentId: bigint('department_id', { mode: 'number' })
      .notNull()
      .references(() => departments.id),
    items: jsonb('items').$type<Array<{ section: string; amount: string }>>().notNull(),
    committedById: bigint('committed_by_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id),
    committedAt: at('committed_at').notNull(),
  },
  (t) => [uniqueIndex('evaluation_budget_commits_department_idx').on(t.evaluationId, t.departmentId)],
);

/** A reminder to a department to commit an evaluation's budget (limited per day). */
export const evaluationBudgetReminders = pgTable(
  'evaluation_budget_reminders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    evaluationId: bigint('evaluation_id', { mode: 'number' })
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    departmentId: bigint('department_id', { mode: 'number' })
      .notNull()
      .references(() => departments.id),
    recipientIds: jsonb('recipient_ids').$type<number[]>().notNull(),
    sentById: bigint('sent_by_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('evaluation_budget_reminders_idx').on(t.evaluationId, t.departmentId, t.sentAt)],
);

/**
 * An evaluation's integration task (an outbox row): written in the transaction of the user's action,
 * delivered later by the integration, which records DONE or FAILED; a FAILED one can be retried.
 */
export const evaluationTasks = pgTable(
  'evaluation_tasks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    evaluationId: bigint('evaluation_id', { mode: 'number' })
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(1),
    lastError: text('last_error'),
    payload: jsonb('payload'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('evaluation_tasks_kind_idx').on(t.evaluationId, t.kind),
    check('evaluation_tasks_status', sql`${t.status} IN ('PENDING', 'FAILED', 'DONE')`),
  ],
);

/** A submitted charterer account report: which lines' charterer amounts it reported, by whom, when. */
export const chartererAccountReports = pgTable(
  'charterer_account_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    evaluationId: bigint('evaluation_id', { mode: 'number' })
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<Array<{ expenseEvaluationId: number; amount: string }>>().notNull(),
    currency: text('currency'),
    total: amount('total').notNull(),
    reportedById: bigint('reported_by_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id),
    reportedAt: at('reported_at').notNull(),
  },
  (t) => [index('charterer_account_reports_evaluation_idx').on(t.evaluationId)],
);

/**
 * What a revision of a DA changed, line by line (docs/decisions.md "Revise in place"): written when
 * the agent submits a revision, read by the buyer's evaluation page to highlight the lines CHANGED,
 * ADDED or REMOVED, with the amount before and after. The latest revision's rows are the ones shown.
 */
export const evaluationRevisionChanges = pgTable(
  'evaluation_revision_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    evaluationId: bigint('evaluation_id', { mode: 'number' })
      .notNull()
      .references(() => evaluations.id, { onDelete: 'cascade' }),
    proformaId: bigint('proforma_id', { mode: 'number' })
      .notNull()
      .references(() => proformas.id),
    previousProformaId: bigint('previous_proforma_id', { mode: 'number' })
      .notNull()
      .references(() => proformas.id),
    revision: integer('revision').notNull(),
    /** The line now (null once a removed line's evaluation is gone). */
    expenseEvaluationId: bigint('expense_evaluation_id', { mode: 'number' }).references(() => expenseEvaluations.id, {
      onDelete: 'set null',
    }),
    change: text('change').notNull(),
    section: text('section').notNull(),
    name: text('name').notNull(),
    previousAmount: amount('previous_amount'),
    amount: amount('amount'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('evaluation_revision_changes_evaluation_idx').on(t.evaluationId, t.revision),
    check('evaluation_revision_changes_change', sql`${t.change} IN ('CHANGED', 'ADDED', 'REMOVED')`),
  ],
);

/**
 * The benchmarks' read model (docs/decisions.md "Line benchmarks"): one row per catalogue line of a
 * submitted final DA, as charged, with what the benchmark groups by. Filled and emptied by triggers
 * on proformas (migration 0069) as DAs are submitted or withdrawn; never written by the application.
 */
export const lineBenchmarkFacts = pgTable(
  'line_benchmark_facts',
  {
    proformaExpenseId: bigint('proforma_expense_id', { mode: 'number' }).primaryKey(),
    proformaId: bigint('proforma_id', { mode: 'number' }).notNull(),
    /** The buyer company whose call it was. */
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    portId: bigint('port_id', { mode: 'number' }).notNull(),
    vesselTypeId: bigint('vessel_type_id', { mode: 'number' }),
    vesselSizeId: bigint('vessel_size_id', { mode: 'number' }),
    currency: text('currency').notNull(),
    amount: amount('amount').notNull(),
    /** The DA's date: its sailing date, else the day it was submitted. */
    daDate: date('da_date').notNull(),
  },
  (t) => [
    // Covering in migration 0069 (INCLUDE the other columns), which drizzle's builder cannot say.
    index('line_benchmark_facts_lookup_idx').on(t.portId, t.code, t.daDate),
    index('line_benchmark_facts_proforma_idx').on(t.proformaId),
  ],
);

/**
 * The benchmarks' calls (migration 0071): line_benchmark_facts added up per DA and expense, kept by
 * triggers on the facts, so a benchmark ranks stored call amounts instead of summing lines at read
 * time. A call's amount is its sum when all its lines share one currency; a call of several lines
 * also keeps each line's amount and currency, as a conversion rounds each line before adding them.
 */
export const lineBenchmarkCalls = pgTable(
  'line_benchmark_calls',
  {
    proformaId: bigint('proforma_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    portId: bigint('port_id', { mode: 'number' }).notNull(),
    vesselTypeId: bigint('vessel_type_id', { mode: 'number' }),
    vesselSizeId: bigint('vessel_size_id', { mode: 'number' }),
    daDate: date('da_date').notNull(),
    /** The lines' currency, null when they are in more than one. */
    currency: text('currency'),
    /** The lines added up, null when they are in more than one currency. */
    amount: amount('amount'),
    /** Each line's currency and amount, only for a call of more than one line. */
    lineCurrencies: text('line_currencies').array(),
    lineAmounts: amount('line_amounts').array(),
  },
  (t) => [
    // Covering in migration 0071 (INCLUDE the other columns), which drizzle's builder cannot say.
    index('line_benchmark_calls_lookup_idx').on(t.portId, t.code, t.daDate),
    index('line_benchmark_calls_proforma_idx').on(t.proformaId),
  ],
);

/**
 * What a kept line benchmark was made from (docs/decisions.md "Line benchmarks kept"): a version per
 * port (`port:<id>`), bumped by the triggers of migration 0072 with every change to its calls, and one
 * for the exchange rates (`exchange_rates`). An entry is served only while the versions read on the
 * request are those it was made with.
 */
export const lineBenchmarkVersions = pgTable('line_benchmark_versions', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
