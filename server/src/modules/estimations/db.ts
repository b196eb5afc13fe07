import type { TEstimationTestCase, TTariffBand } from '@portcall/contracts/estimations';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../../platform/db/columns';
import { expenseCatalogueItems, ports } from '../refdata/db';

/**
 * An expense-estimation formula: an expense of the catalogue at some ports, estimated by `formula`
 * over named inputs and `tariffs`. One PUBLISHED estimation per expense and port (the service
 * archives the one a publication replaces); SCHEDULED carries the instant it publishes itself.
 */
export const expenseEstimations = pgTable(
  'expense_estimations',
  {
    id: id(),
    expenseId: ref('expense_id')
      .notNull()
      .references(() => expenseCatalogueItems.id),
    currency: text('currency').notNull(),
    formula: text('formula').notNull(),
    tariffs: jsonb('tariffs').$type<Record<string, TTariffBand[]>>().notNull().default({}),
    testCases: jsonb('test_cases').$type<TEstimationTestCase[]>().notNull().default([]),
    notes: text('notes'),
    state: text('state', { enum: ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'ARCHIVED'] })
      .notNull()
      .default('DRAFT'),
    scheduledAt: at('scheduled_at'),
    publishedAt: at('published_at'),
    createdById: ref('created_by_id').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    version: integer('version').notNull().default(0),
  },
  (t) => [index('expense_estimations_expense_state_idx').on(t.expenseId, t.state)],
);

/** The ports an estimation applies at (`locations` in the spec's answer). */
export const expenseEstimationLocations = pgTable(
  'expense_estimation_locations',
  {
    estimationId: ref('estimation_id')
      .notNull()
      .references(() => expenseEstimations.id, { onDelete: 'cascade' }),
    portId: ref('port_id')
      .notNull()
      .references(() => ports.id),
  },
  (t) => [
    primaryKey({ columns: [t.estimationId, t.portId] }),
    index('expense_estimation_locations_port_idx').on(t.portId),
  ],
);

/** The tariff documents an estimation was written from (the port's published tariff, a PDF). */
export const expenseEstimationAttachments = pgTable('expense_estimation_attachments', {
  id: id(),
  estimationId: ref('estimation_id')
    .notNull()
    .references(() => expenseEstimations.id, { onDelete: 'cascade' }),
  fileId: text('file_id').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  contentType: text('content_type').notNull(),
});

/** Every change of an estimation, by expense: who did what, with the formula as it then was. */
export const expenseEstimationHistory = pgTable(
  'expense_estimation_history',
  {
    id: id(),
    estimationId: ref('estimation_id').notNull(),
    expenseId: ref('expense_id').notNull(),
    version: integer('version').notNull(),
    action: text('action').notNull(),
    state: text('state').notNull(),
    formula: text('formula').notNull(),
    byProfileId: ref('by_profile_id'),
    byFullName: text('by_full_name'),
    at: at('at').notNull(),
  },
  (t) => [index('expense_estimation_history_expense_idx').on(t.expenseId, t.id)],
);

/**
 * The estimation epoch: one row, bumped by triggers (migration 0040) in the same transaction as any
 * write to estimations, their ports or the expense catalogue, i.e. anything that changes a port's
 * published formula set. The estimator reads it with the port and keeps a port's compiled formulas
 * only while the epoch they were read under is still current, on every node.
 */
export const estimationEpoch = pgTable('estimation_epoch', {
  id: integer('id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
