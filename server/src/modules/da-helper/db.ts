import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { amount, at, id, ref } from '../../platform/db/columns';
import { companies } from '../account/db';
import { expenseCatalogueItems } from '../refdata/db';
import type { RecognisedDa, RecognisedLine } from './recognise/types';

/**
 * A run of the DA helper registered for an agent's DA (appointment, maybe a saved proforma) or a
 * buyer's evaluation (maybe one expense line). The header keeps what was read outside the lines; the
 * lines live on the pages, so deleting or adding a page changes the reading without reading again.
 */
export const daHelperRecords = pgTable(
  'da_helper_records',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    profileId: ref('profile_id').notNull(),
    kind: text('kind', { enum: ['PROFORMA', 'EVALUATION'] }).notNull(),
    appointmentId: ref('appointment_id'),
    proformaId: ref('proforma_id'),
    evaluationId: ref('evaluation_id'),
    expenseId: ref('expense_id'),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    header: jsonb('header').$type<Omit<RecognisedDa, 'lines' | 'pages' | 'pageCount'>>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('da_helper_records_evaluation_idx').on(t.evaluationId, t.id),
    index('da_helper_records_company_file_idx').on(t.companyId, t.fileKey),
  ],
);

/** A page of a record, in order of id: the original's pages first, then added ones. */
export const daHelperPages = pgTable(
  'da_helper_pages',
  {
    id: id(),
    recordId: ref('record_id')
      .notNull()
      .references(() => daHelperRecords.id, { onDelete: 'cascade' }),
    origin: text('origin', { enum: ['ORIGINAL', 'ADDED'] }).notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    filePage: integer('file_page').notNull(),
    source: text('source', { enum: ['TEXT_LAYER', 'OCR', 'SHEET'] }).notNull(),
    rotation: integer('rotation').notNull().default(0),
    /** The lines read on this page, their boxes on `filePage` of the file. */
    lines: jsonb('lines').$type<RecognisedLine[]>().notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [index('da_helper_pages_record_idx').on(t.recordId, t.id)],
);

/**
 * A correction an agent company made to a reading: this printed description is that catalogue item
 * (and the amount read was corrected). The latest correction of a description is a LEARNT mapping.
 */
export const daHelperFeedback = pgTable(
  'da_helper_feedback',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    profileId: ref('profile_id').notNull(),
    recordId: ref('record_id'),
    description: text('description').notNull(),
    /** The description folded (case, spaces, punctuation) so the same words match however printed. */
    descriptionKey: text('description_key').notNull(),
    catalogueItemId: ref('catalogue_item_id')
      .notNull()
      .references(() => expenseCatalogueItems.id),
    readAmount: amount('read_amount'),
    correctedAmount: amount('corrected_amount'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('da_helper_feedback_company_key_idx').on(t.companyId, t.descriptionKey, t.id)],
);

export const AI_JOB_KINDS = [
  'da-helper-port',
  'da-helper-husbandry',
  'document-recogniser',
  'pdf-text-extractor',
] as const;
export type AiJobKind = (typeof AI_JOB_KINDS)[number];

/**
 * A job of the AI service as its caller sees it: the platform job runner does the work (durable,
 * several nodes safe); this row keeps the state and the result for the pollers.
 */
export const daHelperAiJobs = pgTable(
  'da_helper_ai_jobs',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    profileId: ref('profile_id').notNull(),
    kind: text('kind', { enum: AI_JOB_KINDS }).notNull(),
    state: text('state', { enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    request: jsonb('request').notNull(),
    result: jsonb('result'),
    error: text('error'),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('da_helper_ai_jobs_company_idx').on(t.companyId, t.id)],
);
