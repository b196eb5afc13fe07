import type { TMessageStatusFilter } from '@portcall/contracts/conversations';
import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { idArray, inIds } from '../../platform/db/query-helpers';
import { conversations, messageAttachments, messageReceipts, messages } from './db';

export type MessageRow = typeof messages.$inferSelect;
/** A message as a reader sees it: their read state and the buyer its conversation belongs to. */
export type MessageView = MessageRow & { isRead: boolean | null; buyerCompanyId: number };
/** Whose inbox: the profile, and the company whose conversations it takes part in. */
export type Reader = { profileId: number; companyId: number };
/** A message just posted, with its files as stored. */
export type PostedMessage = MessageRow & { attachments: Array<{ id: number; name: string; size: number }> };

const statusOf = (status: TMessageStatusFilter): SQL | undefined => {
  if (status === 'READ') return isNotNull(messageReceipts.readAt);
  if (status === 'UNREAD') return isNull(messageReceipts.readAt);
  return undefined;
};

/** Queries of conversations, messages and each reader's receipts. */
export function createMessageRepo(db: Db) {
  const view = {
    ...getColumns(),
    buyerCompanyId: conversations.buyerCompanyId,
    isRead: sql<boolean | null>`${messageReceipts.readAt} is not null`,
  };
  const ofConversation = eq(conversations.appointmentId, messages.conversationId);
  // One reader's unread count: every page of the web asks it, so it is built once and named.
  const unreadOf = (tx: Db) =>
    tx
      .select({ n: count() })
      .from(messageReceipts)
      .where(and(eq(messageReceipts.profileId, sql.placeholder('profileId')), isNull(messageReceipts.readAt)));
  const unread = unreadOf(db).prepare('messages_unread_count');
  // A conversation and its files are read on every open of one (hundreds of rows): built once, named.
  /** Messages with the reader's receipt, the reader bound as `readerId`. */
  const asReader = () =>
    db
      .select(view)
      .from(messages)
      .innerJoin(conversations, ofConversation)
      .leftJoin(
        messageReceipts,
        and(eq(messageReceipts.messageId, messages.id), eq(messageReceipts.profileId, sql.placeholder('readerId'))),
      );
  const conversationWindow = asReader()
    .where(eq(messages.conversationId, sql.placeholder('appointmentId')))
    .orderBy(desc(messages.id))
    .limit(sql.placeholder('limit'))
    .prepare('messages_conversation_window');
  const attachmentsOfMessages = db
    .select()
    .from(messageAttachments)
    .where(inIds(messageAttachments.messageId, sql.placeholder('ids')))
    .orderBy(asc(messageAttachments.id))
    .prepare('messages_attachments_of');
  function getColumns() {
    return {
      id: messages.id,
      conversationId: messages.conversationId,
      senderProfileId: messages.senderProfileId,
      senderCompanyId: messages.senderCompanyId,
      senderFullName: messages.senderFullName,
      senderCompanyName: messages.senderCompanyName,
      title: messages.title,
      text: messages.text,
      sentAt: messages.sentAt,
    };
  }

  /**
   * The latest message the reader sent or received in each conversation of their company, as an
   * array of ids: one index probe down each conversation's messages from its newest (the newest is
   * nearly always the reader's), where grouping every message the reader took cost a scan of them
   * all and a join that compared each with every conversation (45 ms at 5,000 messages).
   */
  const latestTaken = sql`array(
    select l.id from ${conversations} c
    cross join lateral (
      select m.id from ${messages} m
      where m.conversation_id = c.appointment_id
        and (m.sender_profile_id = ${sql.placeholder('readerId')} or exists (
          select 1 from ${messageReceipts} r where r.message_id = m.id and r.profile_id = ${sql.placeholder('readerId')}))
      order by m.id desc
      limit 1) l
    where c.buyer_company_id = ${sql.placeholder('companyId')} or c.supplier_company_id = ${sql.placeholder('companyId')})`;
  const conversationsPageStatement = asReader()
    .where(sql`${messages.id} = any(${latestTaken})`)
    .orderBy(desc(messages.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare('messages_conversations_page');
  const conversationsCountStatement = db
    .select({ n: sql<number>`cardinality(${latestTaken})`.mapWith(Number) })
    .from(sql`(select 1) as one`)
    .prepare('messages_conversations_count');

  /** The latest message per conversation among those the reader sent or received. */
  async function conversationsPage(reader: Reader, page: number, size: number) {
    const values = { readerId: reader.profileId, companyId: reader.companyId };
    const [items, [total]] = await Promise.all([
      conversationsPageStatement.execute({ ...values, size, offset: page * size }),
      conversationsCountStatement.execute(values),
    ]);
    return { items: items as MessageView[], total: total?.n ?? 0 };
  }

  return {
    /**
     * Posts a message in one statement, atomic without a transaction: the conversation made by its
     * first message and left alone after (`on conflict do nothing` takes no lock on an existing row,
     * so posts to one conversation never wait for each other; the latest message is read from the
     * messages, never stamped), the message, its files and one receipt per recipient. One round trip
     * where a transaction of them took six.
     */
    async post(input: {
      conversation: typeof conversations.$inferInsert;
      message: Omit<typeof messages.$inferInsert, 'id'>;
      files: Array<{ fileId: string; name: string; size: number }>;
      recipientIds: number[];
    }): Promise<PostedMessage> {
      const { conversation: c, message: m } = input;
      const result = await db.execute(sql`
        with conversation as (
          insert into ${conversations} (appointment_id, buyer_company_id, supplier_company_id, created_at)
          values (${c.appointmentId}, ${c.buyerCompanyId}, ${c.supplierCompanyId}, ${c.createdAt})
          on conflict (appointment_id) do nothing
        ), posted as (
          insert into ${messages} (conversation_id, sender_profile_id, sender_company_id, sender_full_name,
            sender_company_name, title, text, sent_at)
          values (${m.conversationId}, ${m.senderProfileId}, ${m.senderCompanyId}, ${m.senderFullName},
            ${m.senderCompanyName}, ${m.title ?? null}, ${m.text}, ${m.sentAt})
          returning id
        ), files as (
          insert into ${messageAttachments} (message_id, file_id, name, size)
          select posted.id, f."fileId", f.name, f.size
          from posted, jsonb_to_recordset(${JSON.stringify(input.files)}::jsonb) as f("fileId" text, name text, size int)
          returning id, name, size
        ), receipts as (
          insert into ${messageReceipts} (message_id, profile_id)
          select posted.id, r.id from posted, unnest(${idArray(input.recipientIds)}::bigint[]) as r(id)
        )
        select posted.id, (select coalesce(json_agg(json_build_object('id', files.id, 'name', files.name,
          'size', files.size) order by files.id), '[]') from files) as attachments
        from posted`);
      const [row] = (result as unknown as { rows: Array<{ id: string | number; attachments: unknown }> }).rows;
      if (!row) throw new Error('message insert returned nothing');
      return {
        id: Number(row.id),
        conversationId: m.conversationId,
        senderProfileId: m.senderProfileId,
        senderCompanyId: m.senderCompanyId,
        senderFullName: m.senderFullName,
        senderCompanyName: m.senderCompanyName,
        title: m.title ?? null,
        text: m.text,
        sentAt: m.sentAt,
        attachments: row.attachments as PostedMessage['attachments'],
      };
    },

    /** A conversation's last `limit` messages, oldest first, with the reader's read state. */
    async conversationMessages(appointmentId: number, readerId: number, limit: number): Promise<MessageView[]> {
      const rows = await conversationWindow.execute({ appointmentId, readerId, limit });
      return (rows as MessageView[]).reverse();
    },

    /**
     * ALL: the reader's conversations, each as its latest message the reader sent or received, newest
     * first (a sender sees the conversation they started at once). UNREAD / READ: what the reader
     * received in that state, newest first.
     */
    async inboxPage(reader: Reader, status: TMessageStatusFilter, page: number, size: number) {
      if (status === 'ALL') return conversationsPage(reader, page, size);
      const where = and(eq(messageReceipts.profileId, reader.profileId), statusOf(status));
      const [items, [total]] = await Promise.all([
        db
          .select(view)
          .from(messageReceipts)
          .innerJoin(messages, eq(messages.id, messageReceipts.messageId))
          .innerJoin(conversations, ofConversation)
          .where(where)
          .orderBy(desc(messageReceipts.messageId))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(messageReceipts).where(where),
      ]);
      return { items: items as MessageView[], total: total?.n ?? 0 };
    },

    /** A message its sender or one of its recipients may open; undefined for anyone else. */
    async findForReader(messageId: number, readerId: number): Promise<MessageView | undefined> {
      const [row] = await db
        .select(view)
        .from(messages)
        .innerJoin(conversations, ofConversation)
        .leftJoin(
          messageReceipts,
          and(eq(messageReceipts.messageId, messages.id), eq(messageReceipts.profileId, readerId)),
        )
        .where(
          and(
            eq(messages.id, messageId),
            or(eq(messages.senderProfileId, readerId), isNotNull(messageReceipts.profileId)),
          ),
        );
      return row as MessageView | undefined;
    },

    async attachmentsOf(messageIds: number[]) {
      if (messageIds.length === 0) return [];
      return attachmentsOfMessages.execute({ ids: idArray(messageIds) });
    },

    async unreadCount(profileId: number): Promise<number> {
      const [row] = await unread.execute({ profileId });
      return row?.n ?? 0;
    },

    async unreadCounts(profileIds: number[], tx: Db = db): Promise<Map<number, number>> {
      if (profileIds.length === 0) return new Map();
      const rows = await tx
        .select({ profileId: messageReceipts.profileId, n: count() })
        .from(messageReceipts)
        .where(and(inIds(messageReceipts.profileId, profileIds), isNull(messageReceipts.readAt)))
        .groupBy(messageReceipts.profileId);
      return new Map(rows.map((r) => [r.profileId, r.n]));
    },

    /** Marks a received message read; answers whether the reader received it. */
    async markRead(readerId: number, messageId: number, now: Date) {
      const rows = await db
        .update(messageReceipts)
        .set({ readAt: sql`coalesce(${messageReceipts.readAt}, ${now})` })
        .where(and(eq(messageReceipts.messageId, messageId), eq(messageReceipts.profileId, readerId)))
        .returning({ id: messageReceipts.messageId });
      return rows.length > 0;
    },

    async markAllRead(readerId: number, now: Date) {
      await db
        .update(messageReceipts)
        .set({ readAt: now })
        .where(and(eq(messageReceipts.profileId, readerId), isNull(messageReceipts.readAt)));
    },
  };
}
export type MessageRepo = ReturnType<typeof createMessageRepo>;
