import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../db/columns';

export const EMAIL_STATUSES = ['PENDING', 'SENT', 'DEAD'] as const;

/**
 * Every e-mail the platform sends, kept whether or not an SMTP server is configured (DESIGN §2:
 * the outbox is what an administrator reads). Sent through the jobs runner when SMTP_URL is set;
 * DEAD after its last failed attempt, with the error.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    profileId: ref('profile_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);
export type EmailRow = typeof emailOutbox.$inferSelect;
