import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../../platform/db/columns';
import { appointments } from '../appointments/db';

/**
 * One conversation per appointment, named by the appointment's id, between the buyer's people and
 * the appointed supplier's. The companies are kept here so an inbox never reads appointments.
 * Written once, by the first message: when the last message came is read from the messages, so a
 * post holds no shared row (docs/decisions.md "A working day at a hundred people").
 */
export const conversations = pgTable(
  'conversations',
  {
    appointmentId: ref('appointment_id')
      .primaryKey()
      .references(() => appointments.id),
    buyerCompanyId: ref('buyer_company_id').notNull(),
    supplierCompanyId: ref('supplier_company_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  // An inbox walks its company's conversations (repo.ts, `latestTaken`).
  (t) => [
    index('conversations_buyer_idx').on(t.buyerCompanyId),
    index('conversations_supplier_idx').on(t.supplierCompanyId),
  ],
);

/** The sender's name and company are kept as they were when it was sent. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: ref('conversation_id')
      .notNull()
      .references(() => conversations.appointmentId),
    senderProfileId: ref('sender_profile_id').notNull(),
    senderCompanyId: ref('sender_company_id').notNull(),
    senderFullName: text('sender_full_name').notNull(),
    senderCompanyName: text('sender_company_name').notNull(),
    title: text('title'),
    /** Sanitised rich text (platform/rich-text.ts). */
    text: text('text').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id)],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: id(),
    messageId: ref('message_id')
      .notNull()
      .references(() => messages.id),
    fileId: text('file_id').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);

/** Who received a message and whether they have read it: each reader's unread count is theirs. */
export const messageReceipts = pgTable(
  'message_receipts',
  {
    messageId: ref('message_id')
      .notNull()
      .references(() => messages.id),
    profileId: ref('profile_id').notNull(),
    readAt: at('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.profileId] }),
    index('message_receipts_profile_idx').on(t.profileId, t.messageId),
    index('message_receipts_unread_idx').on(t.profileId).where(sql`read_at is null`),
  ],
);
