import { sql } from 'drizzle-orm';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { amount, at } from '../../platform/db/columns';
import { companies, profiles } from '../account/db';
import { appointments } from '../appointments/db';
import { bankAccounts } from '../bank-accounts/db';
import { expenseCatalogueItems, terminals } from '../refdata/db';

/**
 * A DA of an agent or vendor on an appointment addressed to it: PDA, FDA or INVOICE;
 * DRAFT -> SUBMITTED -> WITHDRAWN, DRAFT -> DELETED. One draft at a time per appointment (a partial
 * unique index, so two concurrent "new draft" saves cannot both land).
 */
export const proformas = pgTable(
  'proformas',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: bigint('appointment_id', { mode: 'number' })
      .notNull()
      .references(() => appointments.id),
    /** The buyer company (the appointment's), kept for scoping lists. */
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    supplierId: bigint('supplier_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    type: text('type').notNull(),
    status: text('status').notNull().default('DRAFT'),
    currency: text('currency'),
    rate: numeric('rate', { precision: 20, scale: 10 }),
    terminalId: bigint('terminal_id', { mode: 'number' }).references(() => terminals.id),
    berth: text('berth'),
    bankAccountId: bigint('bank_account_id', { mode: 'number' }).references(() => bankAccounts.id),
    sailingDate: date('sailing_date'),
    invoiceNumber: text('invoice_number'),
    invoiceDate: date('invoice_date'),
    remarks: text('remarks'),
    submittedAt: at('submitted_at'),
    submittedById: bigint('submitted_by_id', { mode: 'number' }).references(() => profiles.id),
    createdById: bigint('created_by_id', { mode: 'number' }).references(() => profiles.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
    /**
     * A revision (docs/decisions.md "Revise in place"): the submitted DA this draft revises. Its
     * submission withdraws that one and carries its evaluation over; `revision` counts from 1.
     */
    revisionOf: bigint('revision_of', { mode: 'number' }).references((): AnyPgColumn => proformas.id),
    revision: integer('revision').notNull().default(1),
  },
  (t) => [
    uniqueIndex('proformas_one_draft_idx').on(t.appointmentId).where(sql`${t.status} = 'DRAFT'`),
    index('proformas_appointment_idx').on(t.appointmentId, t.status),
    index('proformas_supplier_company_idx').on(t.supplierId, t.companyId),
  ],
);

/** An expense line: a catalogue item or an additional item (name and amount required). */
export const proformaExpenses = pgTable(
  'proforma_expenses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    proformaId: bigint('proforma_id', { mode: 'number' })
      .notNull()
      .references(() => proformas.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    catalogueItemId: bigint('catalogue_item_id', { mode: 'number' }).references(() => expenseCatalogueItems.id),
    code: text('code'),
    name: text('name').notNull(),
    groupName: text('group_name'),
    groupOrder: integer('group_order').notNull().default(0),
    expenseOrder: integer('expense_order').notNull().default(0),
    parameters: jsonb('parameters').$type<Array<{ parameterId: number; optionId: number }>>().notNull().default([]),
    currency: text('currency'),
    /** Null: not quoted. */
    amount: amount('amount'),
    unit: amount('unit').notNull().default('1'),
    /** In a revision: the line of the revised DA this one was copied from (null: added in the revision). */
    revisedFromId: bigint('revised_from_id', { mode: 'number' }).references((): AnyPgColumn => proformaExpenses.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('proforma_expenses_proforma_idx').on(t.proformaId)],
);

/** Files of a DA: its documents (expenseId null) and each expense's attachments. */
export const proformaAttachments = pgTable(
  'proforma_attachments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    proformaId: bigint('proforma_id', { mode: 'number' })
      .notNull()
      .references(() => proformas.id, { onDelete: 'cascade' }),
    expenseId: bigint('expense_id', { mode: 'number' }).references(() => proformaExpenses.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileId: text('file_id').notNull(),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    isDocument: boolean('is_document').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('proforma_attachments_proforma_idx').on(t.proformaId),
    index('proforma_attachments_expense_idx').on(t.expenseId),
  ],
);

/**
 * proforma/trigger-export-event: the DA as it was when the buyer asked, queued (PENDING) for the
 * integrations module to deliver to the buyer's systems, like `port_call_exports`.
 */
export const proformaExports = pgTable(
  'proforma_exports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    proformaId: bigint('proforma_id', { mode: 'number' })
      .notNull()
      .references(() => proformas.id),
    status: text('status').notNull().default('PENDING'),
    payload: jsonb('payload').notNull(),
    requestedById: bigint('requested_by_id', { mode: 'number' }).references(() => profiles.id),
    requestedAt: at('requested_at').notNull().defaultNow(),
  },
  (t) => [index('proforma_exports_status_idx').on(t.status, t.requestedAt)],
);
