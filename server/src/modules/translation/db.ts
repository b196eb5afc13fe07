import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/db/columns';
import { companies, profiles } from '../account/db';

/**
 * One translation of an agent's attachment, keyed by the HTTP request id that answered it (the
 * `X-Request-Id` header the reader sends back with its feedback). The text itself is not kept: it
 * is made again from the file on demand; what stays is who asked, what, and whether it helped.
 */
export const translationRequests = pgTable(
  'translation_requests',
  {
    id: text('id').primaryKey(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id),
    evaluationId: bigint('evaluation_id', { mode: 'number' }).notNull(),
    expenseId: bigint('expense_id', { mode: 'number' }).notNull(),
    attachmentId: bigint('attachment_id', { mode: 'number' }).notNull(),
    sourceLanguage: text('source_language').notNull(),
    translator: text('translator').notNull(),
    pageCount: integer('page_count').notNull(),
    isUseful: boolean('is_useful'),
    comment: text('comment'),
    feedbackAt: at('feedback_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('translation_requests_company_idx').on(t.companyId, t.createdAt)],
);
