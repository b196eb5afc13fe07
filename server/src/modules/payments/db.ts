import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amount, at } from '../../platform/db/columns';
import { companies, profiles } from '../account/db';
import { evaluations } from '../evaluations/db';

/**
 * The payment of one evaluation: DRAFT -> PENDING_APPROVAL -> APPROVED -> PAID, BACK_FOR_REVIEW.
 * `evaluation_id` is unique, so an evaluation is paid through one payment; the check constraint ties
 * PAID to a remitted amount, and the cash-flow movement of a payment is unique too (below), so the
 * database itself refuses to pay anything twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    evaluationId: bigint('evaluation_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => evaluations.id),
    proformaId: bigint('proforma_id', { mode: 'number' }).notNull(),
    appointmentId: bigint('appointment_id', { mode: 'number' }).notNull(),
    currency: text('currency'),
    status: text('status').notNull().default('DRAFT'),
    approvedAmount: amount('approved_amount').notNull().default('0'),
    remittedAmount: amount('remitted_amount'),
    paidDate: text('paid_date'),
    requestedById: bigint('requested_by_id', { mode: 'number' }).references(() => profiles.id),
    approvedById: bigint('approved_by_id', { mode: 'number' }).references(() => profiles.id),
    paidById: bigint('paid_by_id', { mode: 'number' }).references(() => profiles.id),
    comments: text('comments'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('payments_company_idx').on(t.companyId),
    // The payments list's default order (latest change first): its page is picked by walking this
    // index and stops at the page's size, where it read and sorted every payment of the buyer.
    index('payments_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    check('payments_paid_has_remitted', sql`(${t.status} = 'PAID') = (${t.remittedAmount} IS NOT NULL)`),
  ],
);

/** Remittance documents of a pay. */
export const paymentAttachments = pgTable('payment_attachments', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  paymentId: bigint('payment_id', { mode: 'number' })
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  fileId: text('file_id').notNull(),
  filename: text('filename').notNull(),
  size: integer('size').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Per-buyer payment settings; a buyer without a row has the defaults (docs/decisions.md "Payments"). */
export const buyerPaymentSettings = pgTable('buyer_payment_settings', {
  companyId: bigint('company_id', { mode: 'number' })
    .primaryKey()
    .references(() => companies.id),
  /** Remitted below this percentage of the approved total answers REMITTED_BELOW_PERCENTAGE. */
  remittedBelowPercentage: numeric('remitted_below_percentage', { precision: 5, scale: 2 }).notNull().default('95'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A buyer's cash-flow account per currency; its balance is the SUM of its movements, never stored. */
export const cashFlowAccounts = pgTable(
  'cash_flow_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cash_flow_accounts_company_currency_idx').on(t.companyId, t.currency)],
);

/** Append-only movements: a PAYMENT (one per payment, unique) or an administrator's ADJUSTMENT. */
export const cashFlowMovements = pgTable(
  'cash_flow_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => cashFlowAccounts.id),
    kind: text('kind').notNull(),
    amount: amount('amount').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    reason: text('reason'),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => profiles.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cash_flow_movements_account_idx').on(t.accountId, t.createdAt),
    // The database's own guard against paying twice: one PAYMENT movement per payment.
    uniqueIndex('cash_flow_movements_payment_idx').on(t.paymentId).where(sql`${t.kind} = 'PAYMENT'`),
    check('cash_flow_movements_kind', sql`${t.kind} IN ('PAYMENT', 'ADJUSTMENT')`),
  ],
);

/**
 * The first answer of a request sent with an Idempotency-Key (DESIGN §5), keyed by company, key and
 * route; `request_hash` tells a retry from a different request reusing the key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // created_at: the expiry sweep deletes by age (docs/decisions.md "Payments").
  (t) => [
    primaryKey({ columns: [t.companyId, t.key, t.route] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** A buyer's payment instruction: the account a payment is sent from (or the routing it follows). */
export const paymentInstructions = pgTable(
  'payment_instructions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    bankName: text('bank_name').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    iban: text('iban').notNull(),
    swift: text('swift').notNull(),
    reference: text('reference'),
    isActive: boolean('is_active').notNull().default(true),
    /** Who requests approval of payments from this account (any reviewer when null). */
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => profiles.id),
    /** Who approves payments above the threshold (any approver when null). */
    approverId: bigint('approver_id', { mode: 'number' }).references(() => profiles.id),
    /** Payments above this amount need the named approver; null: every payment does. */
    approvalThreshold: amount('approval_threshold'),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => profiles.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [index('payment_instructions_company_idx').on(t.companyId, t.name)],
);

/**
 * A bank statement (camt.053) or debit notification (camt.054) the approver imported: the file is
 * kept in the file storage; `message_id` (GrpHdr/MsgId) is unique per company, so importing the same
 * file again opens the first import instead of a second copy (bank-files/import.ts).
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    messageType: text('message_type').notNull(),
    messageId: text('message_id').notNull(),
    fileId: text('file_id').notNull(),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => profiles.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_statements_company_message_idx').on(t.companyId, t.messageId)],
);

/**
 * One debit booked by the bank. `entry_key` (the bank's reference, else the statement's own position)
 * is unique per company: the same booking read from a camt.054 and later from the day's camt.053 is
 * one row, and `payment_id` says which payment it paid once the approver confirmed it.
 */
export const bankStatementEntries = pgTable(
  'bank_statement_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => bankStatements.id),
    entryKey: text('entry_key').notNull(),
    endToEndId: text('end_to_end_id'),
    bankReference: text('bank_reference'),
    amount: amount('amount').notNull(),
    currency: text('currency').notNull(),
    bookingDate: text('booking_date'),
    creditorName: text('creditor_name'),
    creditorAccount: text('creditor_account'),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    confirmedById: bigint('confirmed_by_id', { mode: 'number' }).references(() => profiles.id),
    confirmedAt: at('confirmed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_statement_entries_company_key_idx').on(t.companyId, t.entryKey),
    index('bank_statement_entries_statement_idx').on(t.statementId),
    // A payment is paid by at most one booking.
    uniqueIndex('bank_statement_entries_payment_idx').on(t.paymentId),
  ],
);
