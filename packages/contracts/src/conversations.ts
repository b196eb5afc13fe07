import { z } from 'zod';
import { ZId, ZOptionalText, ZRequiredText } from './fields';
import { MESSAGES_PAGE_SIZE, ZPaged } from './paging';

/** The messages drawer's status filter (operations §2, §9): everything, read, or unread. */
export const MESSAGE_STATUS_FILTERS = ['ALL', 'READ', 'UNREAD'] as const;
export const ZMessageStatusFilter = z.enum(MESSAGE_STATUS_FILTERS);
export type TMessageStatusFilter = z.infer<typeof ZMessageStatusFilter>;

/** Rich text of a message: sanitised on the server, at most this long once sanitised. */
export const MAX_MESSAGE_TEXT = 20_000;

export const ZMessageAttachment = z.object({ id: z.number(), name: z.string(), size: z.number() });

/**
 * A conversation message (operations §3). `received` says the reader did not send it (the web puts
 * it on the left); `isRead` is the reader's own read state.
 */
export const ZConversationMessage = z.object({
  id: z.number(),
  conversationId: z.number(),
  /** The buyer company of the conversation: the `buyerId` its conversation calls need. */
  buyerId: z.number(),
  senderFullName: z.string(),
  senderCompanyName: z.string(),
  sentDate: z.string(),
  received: z.boolean(),
  isRead: z.boolean(),
  title: z.string().nullable(),
  text: z.string(),
  attachments: z.array(ZMessageAttachment),
  /** What the conversation is about and with whom, as the reader sees it (the other company). */
  vesselName: z.string().optional(),
  portName: z.string().optional(),
  counterpartyName: z.string().optional(),
});
export type TConversationMessage = z.infer<typeof ZConversationMessage>;

/** A conversation: one per appointment, between the buyer's people and the agent's. */
export const ZConversation = z.object({
  id: z.number(),
  appointmentId: z.number(),
  buyerId: z.number(),
  supplierId: z.number(),
  messages: z.array(ZConversationMessage),
});
export type TConversation = z.infer<typeof ZConversation>;

/** `?buyerId` of the conversation calls: the buyer company the conversation belongs to. */
export const ZConversationQuery = z.object({ buyerId: ZId });

/** The `form` part of `conversation/{id}/message/send`. */
export const ZMessageSend = z.strictObject({
  title: ZOptionalText(200),
  text: ZRequiredText(MAX_MESSAGE_TEXT),
});
export type TMessageSend = z.infer<typeof ZMessageSend>;

const ZFilterItem = z.object({ name: z.string().max(64), value: z.string().max(64) });
/** POST messages/list: the paging body with the conversation filter of operations §3. */
export const ZMessageListRequest = z.strictObject({
  page: z.number().int().min(0).max(100_000).default(0),
  size: z.number().int().min(1).max(500).default(MESSAGES_PAGE_SIZE),
  filter: z
    .strictObject({
      singleValueFilterItems: z.array(ZFilterItem).max(10).default([]),
      arrayFilterItems: z
        .array(z.object({ name: z.string().max(64), values: z.array(z.string().max(64)).max(100) }))
        .max(10)
        .default([]),
    })
    .optional(),
});
export type TMessageListRequest = z.infer<typeof ZMessageListRequest>;
export const ZMessagePage = ZPaged(ZConversationMessage);

/** POST message/read: the message's id as the body (a bare number, or `{ id }`). */
export const ZMessageRead = z
  .union([ZId, z.strictObject({ id: ZId })])
  .transform((v) => (typeof v === 'number' ? v : v.id));

/** The `message` event on `{userId}/APPOINTMENT_CHAT`: the message and the reader's new unread count. */
export const ZLiveMessage = ZConversationMessage.extend({ unreadCount: z.number().int() });
export type TLiveMessage = z.infer<typeof ZLiveMessage>;
