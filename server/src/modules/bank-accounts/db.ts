import type { TBankDetails } from '@portcall/contracts/bank-accounts';
import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/db/columns';
import { companies, profiles } from '../account/db';

/**
 * An agent's or vendor's bank account (operations §4): saved PENDING, APPROVED by a buyer the
 * supplier works for or a bank-accounts administrator; an edit after approval goes back to PENDING
 * and drops the verbal verification, so changed details are never paid into unchecked.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The agent or vendor company owning the account. */
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    currency: text('currency').notNull(),
    bankName: text('bank_name').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    iban: text('iban').notNull(),
    swift: text('swift').notNull(),
    bankAddress: text('bank_address'),
    isActive: boolean('is_active').notNull().default(true),
    status: text('status').notNull().default('PENDING'),
    approvedById: bigint('approved_by_id', { mode: 'number' }).references(() => profiles.id),
    approvedAt: at('approved_at'),
    /** The buyer's reason for approving while the supplier was not KYP verified (also audited). */
    approvalOverrideReason: text('approval_override_reason'),
    verbalVerifiedById: bigint('verbal_verified_by_id', { mode: 'number' }).references(() => profiles.id),
    verbalVerifiedAt: at('verbal_verified_at'),
    verbalVerifiedWith: text('verbal_verified_with'),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => profiles.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [index('bank_accounts_company_currency_idx').on(t.companyId, t.currency)],
);

/** Documents proving an account (bank letter, statement header); files live in the file storage. */
export const bankAccountAttachments = pgTable(
  'bank_account_attachments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bankAccountId: bigint('bank_account_id', { mode: 'number' })
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('bank_account_attachments_account_idx').on(t.bankAccountId)],
);

/**
 * A document handed to the bank-account document scanner (operations §7
 * `bank-account-document-scanner/register-request`): stored, read and kept RECOGNISED or FAILED
 * with the recognised details (REGISTERED: requests from before the recogniser).
 */
export const bankAccountScanRequests = pgTable('bank_account_scan_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  companyId: bigint('company_id', { mode: 'number' })
    .notNull()
    .references(() => companies.id),
  status: text('status').notNull().default('REGISTERED'),
  fileId: text('file_id').notNull(),
  filename: text('filename').notNull(),
  size: integer('size').notNull(),
  /** What the recogniser read, each value with its page and box. */
  details: jsonb('details').$type<TBankDetails>(),
  createdById: bigint('created_by_id', { mode: 'number' }).references(() => profiles.id),
  createdAt: at('created_at').notNull().defaultNow(),
});
