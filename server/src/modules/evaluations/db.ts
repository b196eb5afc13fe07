import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, profiles } from '../account/db';
import { proformaExpenses, proformas } from '../proformas/db';
import { discrepancyReasons, terminals, verificationDiscrepancyTypes } from '../refdata/db';

const at = (name: string) => timestamp(name, { withTimezone: true });
const amount = (name: string) => numeric(name, { precision: 20, scale: 4 });
const rate = (name: string) => numeric(name, { precision: 20, scale: 10 });

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
    berth: text('berth'),
    invoiceNumber: text('invoice_number'),
    invoiceDate: date('invoice_date'),
    /** The PDAs an FDA is compared with (relationIds). */
    relationIds: jsonb('relation_ids').$type<number[]>().notNull().default([]),
    budgetCheck: jsonb('budget_check').$type<{
      items: Array<{ section: string; amount: string }>;
      checkedAt: string;
    }>(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
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
