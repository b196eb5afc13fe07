import { REQUEST_CASE_STATUSES, REQUEST_STATUSES } from '@portcall/contracts/requests';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, at, id, rate, ref } from '../../platform/db/columns';
import { companies, profiles } from '../account/db';
import { vessels } from '../fleet/db';
import { portCalls } from '../port-calls/db';
import { expenseCatalogueItems, ports } from '../refdata/db';

type Selection = { isAll: boolean; ids: number[] };
export type SelectionsJson = { PORT_EXPENSES: Selection; AGENCY_EXPENSES: Selection; HUSBANDRY_EXPENSES: Selection };

/**
 * A buyer's request case (operations §2 wizard): a draft that survives between visits (`step` is
 * the last step saved, where the wizard resumes), sent to several agents at once, CLOSED once one
 * quote is awarded or CANCELLED. It is made for a vessel at a port, with or without one of the
 * buyer's port calls: the award makes the port call when there is none (award-service.ts).
 */
export const requestCases = pgTable(
  'request_cases',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    /** Null until the award when the request was made from a vessel and a port alone. */
    portCallId: ref('port_call_id').references(() => portCalls.id),
    /** The vessel and port the agents quote for (the port call's while there is one). */
    vesselId: ref('vessel_id')
      .notNull()
      .references(() => vessels.id),
    portId: ref('port_id')
      .notNull()
      .references(() => ports.id),
    /** The expected arrival the buyer gave without a port call (a port call's own ETA wins). */
    eta: at('eta'),
    status: text('status', { enum: REQUEST_CASE_STATUSES }).notNull(),
    step: integer('step').notNull().default(1),
    currency: text('currency').notNull(),
    activities: jsonb('activities').$type<Array<{ activityTypeId: number; cargo?: string }>>().notNull().default([]),
    selections: jsonb('selections').$type<SelectionsJson>().notNull(),
    /** What one unit of each currency is worth in `currency` (the rates conversions use). */
    exchangeRates: jsonb('exchange_rates').$type<Array<{ currency: string; rate: string }>>().notNull().default([]),
    agentIds: jsonb('agent_ids').$type<number[]>().notNull().default([]),
    emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
    dueDate: date('due_date'),
    comment: text('comment'),
    attachments: jsonb('attachments').$type<Array<{ id: string; name: string }>>().notNull().default([]),
    /** The appointment made from the chosen quote (appointments carry the case id back). */
    appointmentId: ref('appointment_id'),
    /** The request whose quote was awarded (the case is CLOSED with it). */
    awardedRequestId: ref('awarded_request_id'),
    createdById: ref('created_by_id').references(() => profiles.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    version: integer('version').notNull().default(0),
  },
  (t) => [index('request_cases_company_idx').on(t.companyId, t.status, t.id)],
);

/** The expenses a sent case asks a price for: its selections made concrete, plus additional ones. */
export const requestCaseExpenses = pgTable(
  'request_case_expenses',
  {
    id: id(),
    requestCaseId: ref('request_case_id')
      .notNull()
      .references(() => requestCases.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    catalogueItemId: ref('catalogue_item_id').references(() => expenseCatalogueItems.id),
    name: text('name').notNull(),
    groupName: text('group_name'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('request_case_expenses_case_idx').on(t.requestCaseId)],
);

/** One request for quotation per invited agent company (one per case and agent). */
export const requestsForQuotation = pgTable(
  'requests_for_quotation',
  {
    id: id(),
    requestCaseId: ref('request_case_id')
      .notNull()
      .references(() => requestCases.id, { onDelete: 'cascade' }),
    agentCompanyId: ref('agent_company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status', { enum: REQUEST_STATUSES }).notNull(),
    /** The state a cancellation or decline left, so a revert restores it. */
    previousStatus: text('previous_status', { enum: REQUEST_STATUSES }),
    currency: text('currency'),
    rate: rate('rate'),
    isAutomatic: boolean('is_automatic').notNull().default(false),
    declineReason: text('decline_reason'),
    renegotiateComment: text('renegotiate_comment'),
    sentAt: at('sent_at'),
    seenAt: at('seen_at'),
    quotedAt: at('quoted_at'),
    pokes: integer('pokes').notNull().default(0),
    firstPokeAt: at('first_poke_at'),
    lastPokeAt: at('last_poke_at'),
    pokeLock: boolean('poke_lock').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('requests_for_quotation_case_agent_uq').on(t.requestCaseId, t.agentCompanyId),
    index('requests_for_quotation_agent_idx').on(t.agentCompanyId, t.status, t.id),
  ],
);

/** The agent's quoted line for an expense of the case (null amount: not quoted). */
export const quotationLines = pgTable(
  'request_quotation_lines',
  {
    requestId: ref('request_id')
      .notNull()
      .references(() => requestsForQuotation.id, { onDelete: 'cascade' }),
    expenseId: ref('expense_id')
      .notNull()
      .references(() => requestCaseExpenses.id, { onDelete: 'cascade' }),
    amount: amount('amount'),
    comment: text('comment'),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.expenseId] })],
);

/** Comments on one expense of one request, by either side (sanitised rich text). */
export const requestComments = pgTable(
  'request_comments',
  {
    id: id(),
    requestId: ref('request_id')
      .notNull()
      .references(() => requestsForQuotation.id, { onDelete: 'cascade' }),
    expenseId: ref('expense_id')
      .notNull()
      .references(() => requestCaseExpenses.id, { onDelete: 'cascade' }),
    profileId: ref('profile_id')
      .notNull()
      .references(() => profiles.id),
    companyId: ref('company_id').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('request_comments_request_expense_idx').on(t.requestId, t.expenseId, t.id)],
);

/** Access codes of the public shared page: only a hash is kept; revoking stamps every live one. */
export const requestCaseShares = pgTable(
  'request_case_shares',
  {
    id: id(),
    requestCaseId: ref('request_case_id')
      .notNull()
      .references(() => requestCases.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    emails: text('emails').array().notNull(),
    createdById: ref('created_by_id').references(() => profiles.id),
    createdAt: at('created_at').notNull().defaultNow(),
    /** A code lapses on its own (config rfqShareCodeDays) as well as by revoking. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('request_case_shares_case_idx').on(t.requestCaseId)],
);

/** An agent's price for a catalogue expense at a port, valid over a span of days. */
export const agentPricelistItems = pgTable(
  'agent_pricelist_items',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    portId: ref('port_id')
      .notNull()
      .references(() => ports.id),
    catalogueItemId: ref('catalogue_item_id')
      .notNull()
      .references(() => expenseCatalogueItems.id),
    currency: text('currency').notNull(),
    amount: amount('amount').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('agent_pricelist_items_company_port_idx').on(t.companyId, t.portId, t.catalogueItemId)],
);

/** Whether the agent's price list quotes covered requests on its own (supplier/auto-quote/save). */
export const agentQuoteSettings = pgTable('agent_quote_settings', {
  companyId: ref('company_id')
    .primaryKey()
    .references(() => companies.id),
  hasAutoQuoteEnabled: boolean('has_auto_quote_enabled').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Every submitted DA by buyer company and port, newest first: what the historical figures read to
 * find "the buyer's latest HISTORICAL_DA_COUNT submitted DAs at the port" in one short index range
 * instead of joining every DA, appointment and port call of a busy port (docs/decisions.md
 * "Historical figures at a busy port"). Kept by triggers on proformas, appointments and port_calls
 * (migration 0031), never written by the app; the index covers the page's read (index-only scan).
 */
export const requestHistoryDas = pgTable(
  'request_history_das',
  {
    proformaId: ref('proforma_id').primaryKey(),
    companyId: ref('company_id').notNull(),
    portId: ref('port_id').notNull(),
    submittedAt: at('submitted_at'),
    /** The DA's currency: what its lines without a currency of their own are in. */
    currency: text('currency'),
  },
  (t) => [
    index('request_history_das_latest_idx').on(
      t.companyId,
      t.portId,
      t.submittedAt.desc().nullsLast(),
      t.proformaId.desc(),
      // Last, only so that the read of the latest DAs never visits the table.
      t.currency,
    ),
  ],
);

/**
 * The quoted catalogue lines of every DA in `request_history_das`, with that DA's place in the
 * buyer's history at the port, so "the lines of the latest HISTORICAL_DA_COUNT DAs" is one index
 * range read from the last of those DAs' key onwards, instead of one probe of proforma_expenses
 * per DA (docs/decisions.md "The history's lines in one index range"). Kept by triggers on
 * request_history_das and proforma_expenses (migration request_history_lines_triggers), never
 * written by the app.
 */
export const requestHistoryLines = pgTable(
  'request_history_lines',
  {
    /** The proforma_expenses row. */
    lineId: ref('line_id').primaryKey(),
    proformaId: ref('proforma_id').notNull(),
    companyId: ref('company_id').notNull(),
    portId: ref('port_id').notNull(),
    /** The DA's submission time, '-infinity' for none: request_history_das's "desc nulls last" as a plain desc key. */
    sortAt: at('sort_at').notNull(),
    catalogueItemId: ref('catalogue_item_id').notNull(),
    amount: amount('amount').notNull(),
    /** The line's currency, else its DA's; null: the request's. */
    currency: text('currency'),
  },
  (t) => [
    index('request_history_lines_latest_idx').on(
      t.companyId,
      t.portId,
      t.sortAt.desc(),
      t.proformaId.desc(),
      // The rest only so that the read never visits the table.
      t.catalogueItemId,
      t.amount,
      t.currency,
    ),
    index('request_history_lines_proforma_idx').on(t.proformaId),
  ],
);
