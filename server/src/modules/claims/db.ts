import { CLAIM_DOCUMENT_KINDS, CLAIM_STATES, CLAIM_TYPES, type TCharterTerms } from '@portcall/contracts/claims';
import type { TLaytimeRequest, TLaytimeResult } from '@portcall/contracts/laytime';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { amount, at, id, ref } from '../../platform/db/columns';
import { companies, profiles } from '../account/db';
import { portCalls, voyages } from '../port-calls/db';

/** The charter-party terms of a voyage (rates, allowance, exceptions, time bar): one row per voyage. */
export const charterTerms = pgTable(
  'charter_terms',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    voyageId: ref('voyage_id')
      .notNull()
      .references(() => voyages.id),
    terms: jsonb('terms').$type<TCharterTerms>().notNull(),
    updatedAt: at('updated_at').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [uniqueIndex('charter_terms_voyage_uq').on(t.voyageId)],
);

/**
 * The laytime calculation of a port call: the body as the user corrected it, the answer, notes per
 * interval, and the SOF version it read (a later SOF change marks it out of date).
 */
export const laytimeCalculations = pgTable(
  'laytime_calculations',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    portCallId: ref('port_call_id')
      .notNull()
      .references(() => portCalls.id),
    sofId: ref('sof_id'),
    sofVersion: integer('sof_version'),
    body: jsonb('body').$type<TLaytimeRequest>().notNull(),
    result: jsonb('result').$type<TLaytimeResult>().notNull(),
    notes: jsonb('notes').$type<Array<{ from: string; note: string }>>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [uniqueIndex('laytime_calculations_port_call_uq').on(t.portCallId)],
);

/** A claim of a port call against a counterparty, with its time bar. */
export const claims = pgTable(
  'claims',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    portCallId: ref('port_call_id')
      .notNull()
      .references(() => portCalls.id),
    counterparty: text('counterparty').notNull(),
    type: text('type', { enum: CLAIM_TYPES }).notNull(),
    amount: amount('amount').notNull(),
    currency: text('currency').notNull(),
    state: text('state', { enum: CLAIM_STATES }).notNull(),
    calculationId: ref('calculation_id').references(() => laytimeCalculations.id),
    completedAt: at('completed_at'),
    timeBarDays: integer('time_bar_days').notNull(),
    deadline: at('deadline'),
    /** The warnings (days before the deadline) already raised: never twice. */
    warnings: integer('warnings').array().notNull().default([]),
    notes: text('notes').notNull().default(''),
    createdById: ref('created_by_id').references(() => profiles.id),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('claims_company_deadline_idx').on(t.companyId, t.deadline),
    uniqueIndex('claims_port_call_party_type_uq').on(t.portCallId, t.counterparty, t.type),
  ],
);

/** Documents of a claim (the SOF PDF, NOR, letters of protest), in the file storage. */
export const claimDocuments = pgTable(
  'claim_documents',
  {
    id: id(),
    claimId: ref('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CLAIM_DOCUMENT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (t) => [index('claim_documents_claim_idx').on(t.claimId)],
);
