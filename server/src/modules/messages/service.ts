import {
  MAX_MESSAGE_TEXT,
  type TConversation,
  type TConversationMessage,
  type TLiveMessage,
  type TMessageListRequest,
  type TMessageSend,
  type TMessageStatusFilter,
} from '@portcall/contracts/conversations';
import { messages as catalogue } from '@portcall/contracts/messages';
import type { TPaged } from '@portcall/contracts/paging';
import { AppError } from '../../platform/errors';
import type { UploadedPart } from '../../platform/files/multipart';
import { asDownload, type FileStorage, type StoredFile } from '../../platform/files/storage';
import type { Caller } from '../../platform/http/access';
import type { RealtimeHub } from '../../platform/realtime';
import { plainText, sanitizeRichText } from '../../platform/rich-text';
import type { ConversationSubject } from './conversation-read-model';
import type { MessageRepo, MessageView, PostedMessage } from './repo';

/** What the appointments module tells about an appointment the caller reaches (else it throws 404). */
export interface ReachedAppointment {
  row: { id: number; companyId: number; agentCompanyId: number; state: string };
  primary: { countryId: number | null };
}

export interface ConversationPeople {
  /** Active profiles of a company holding the DA tool with DA_VIEW. */
  withDaAccess(companyId: number): Promise<number[]>;
  /** Those of a buyer's profiles whose region rules let them see a call in `countryId`. */
  seeing(companyId: number, profileIds: number[], countryId: number | null): Promise<number[]>;
  /** The sender as a message keeps them. */
  describe(profileId: number): Promise<{ fullName: string; companyName: string }>;
}

/** A conversation shows its last 500 messages; older ones stay in the inbox list. */
const CONVERSATION_WINDOW = 500;
const MAX_ATTACHMENTS = 10;

const notFound = () => new AppError(404, 'NOT_FOUND');

type MessageFile = TConversationMessage['attachments'][number];

/** A message as its reader sees it: their own is read, one they received is as their receipt says. */
function toMessage(row: MessageView, readerId: number, files: MessageFile[]): TConversationMessage {
  const received = row.senderProfileId !== readerId;
  return {
    id: row.id,
    conversationId: row.conversationId,
    buyerId: row.buyerCompanyId,
    senderFullName: row.senderFullName,
    senderCompanyName: row.senderCompanyName,
    sentDate: row.sentAt.toISOString(),
    received,
    isRead: received ? row.isRead === true : true,
    title: row.title,
    text: row.text,
    attachments: files,
  };
}

export function createMessageService(deps: {
  repo: MessageRepo;
  appointments: {
    reach(caller: Caller, need: { authority: 'DA_VIEW'; supplier: true }, id: number): Promise<ReachedAppointment>;
  };
  people: ConversationPeople;
  files: FileStorage;
  realtime: RealtimeHub;
  clock: () => Date;
  /** The vessel, port and companies of conversations (by appointment id). */
  subjectsOf(appointmentIds: number[]): Promise<Map<number, ConversationSubject>>;
}) {
  const { repo, clock } = deps;

  /** The appointment behind a conversation, when the caller reaches it and names its buyer. */
  async function reach(caller: Caller, appointmentId: number, buyerId: number) {
    const reached = await deps.appointments.reach(caller, { authority: 'DA_VIEW', supplier: true }, appointmentId);
    if (reached.row.companyId !== buyerId) throw notFound();
    return reached;
  }

  async function toMessages(
    rows: MessageView[],
    readerId: number,
    reader?: Pick<Caller, 'type'>,
  ): Promise<TConversationMessage[]> {
    const [attachments, subjects] = await Promise.all([
      repo.attachmentsOf(rows.map((r) => r.id)),
      reader ? deps.subjectsOf(rows.map((r) => r.conversationId)) : new Map<number, ConversationSubject>(),
    ]);
    const filesOf = new Map<number, MessageFile[]>();
    for (const a of attachments)
      filesOf.set(a.messageId, [...(filesOf.get(a.messageId) ?? []), { id: a.id, name: a.name, size: a.size }]);
    return rows.map((row) => {
      const subject = subjects.get(row.conversationId);
      return {
        ...(subject
          ? {
              vesselName: subject.vesselName,
              portName: subject.portName,
              counterpartyName: reader?.type === 'BUYER' ? subject.supplierName : subject.buyerName,
            }
          : {}),
        ...toMessage(row, readerId, filesOf.get(row.id) ?? []),
      };
    });
  }

  async function load(caller: Caller, appointmentId: number, buyerId: number): Promise<TConversation> {
    const { row } = await reach(caller, appointmentId, buyerId);
    const rows = await repo.conversationMessages(appointmentId, caller.profileId, CONVERSATION_WINDOW);
    return {
      id: appointmentId,
      appointmentId,
      buyerId: row.companyId,
      supplierId: row.agentCompanyId,
      messages: await toMessages(rows, caller.profileId),
    };
  }

  /** Everyone of both companies who may see the appointment (region rules apply), but the sender. */
  async function recipientsOf(reached: ReachedAppointment, senderId: number) {
    const { row, primary } = reached;
    const [buyers, suppliers] = await Promise.all([
      deps.people.withDaAccess(row.companyId).then((ids) => deps.people.seeing(row.companyId, ids, primary.countryId)),
      // A draft appointment has not been sent: its agent does not see it yet, nor its conversation.
      row.state === 'DRAFT' ? [] : deps.people.withDaAccess(row.agentCompanyId),
    ]);
    return [...new Set([...buyers, ...suppliers])].filter((id) => id !== senderId);
  }

  /**
   * Sends a message on an appointment's conversation: rich text sanitised, files stored, one receipt
   * per recipient, all in one statement (repo `post`); then pushed live on `{userId}/APPOINTMENT_CHAT` to the
   * recipients (with each one's unread count) and to the sender's other windows.
   */
  async function send(
    caller: Caller,
    appointmentId: number,
    buyerId: number,
    form: TMessageSend,
    files: UploadedPart[],
  ) {
    const reached = await reach(caller, appointmentId, buyerId);
    const text = sanitizeRichText(form.text);
    if (!plainText(text)) throw new AppError(400, 'VALIDATION_FAILED', { text: catalogue.REQUIRED_FIELD });
    if (text.length > MAX_MESSAGE_TEXT)
      throw new AppError(400, 'VALIDATION_FAILED', {
        text: catalogue.MAX_LENGTH.replace('{n}', String(MAX_MESSAGE_TEXT)),
      });
    const uploads = files.filter((f) => f.field === 'attachments');
    if (uploads.length > MAX_ATTACHMENTS)
      throw new AppError(400, 'VALIDATION_FAILED', { attachments: catalogue.MAX_FILES });
    const [sender, recipients] = await Promise.all([
      deps.people.describe(caller.profileId),
      recipientsOf(reached, caller.profileId),
    ]);
    const now = clock();

    const stored: StoredFile[] = [];
    let sent: PostedMessage;
    try {
      for (const file of uploads) stored.push(await deps.files.save(file.buffer, file.filename));
      sent = await repo.post({
        conversation: {
          appointmentId,
          buyerCompanyId: reached.row.companyId,
          supplierCompanyId: reached.row.agentCompanyId,
          createdAt: now,
        },
        message: {
          conversationId: appointmentId,
          senderProfileId: caller.profileId,
          senderCompanyId: caller.companyId,
          senderFullName: sender.fullName,
          senderCompanyName: sender.companyName,
          title: form.title?.trim() || null,
          text,
          sentAt: now,
        },
        files: stored.map((f) => ({ fileId: f.id, name: f.name, size: f.size })),
        recipientIds: recipients,
      });
    } catch (error) {
      await Promise.all(stored.map((f) => deps.files.remove(f.id).catch(() => {})));
      throw error;
    }

    const message = toMessage(
      { ...sent, isRead: null, buyerCompanyId: reached.row.companyId },
      caller.profileId,
      sent.attachments,
    );
    const counts = await repo.unreadCounts([...recipients, caller.profileId]);
    for (const profileId of recipients) {
      const live: TLiveMessage = { ...message, received: true, isRead: false, unreadCount: counts.get(profileId) ?? 0 };
      deps.realtime.publish([profileId], 'APPOINTMENT_CHAT', 'message', live);
    }
    deps.realtime.publish([caller.profileId], 'APPOINTMENT_CHAT', 'message', {
      ...message,
      unreadCount: counts.get(caller.profileId) ?? 0,
    } satisfies TLiveMessage);
    return message;
  }

  const statusOf = (request: TMessageListRequest): TMessageStatusFilter => {
    const value = request.filter?.singleValueFilterItems.find((f) => f.name === 'status')?.value ?? 'ALL';
    if (value === 'READ' || value === 'UNREAD' || value === 'ALL') return value;
    throw new AppError(400, 'VALIDATION_FAILED', { 'filter.status': catalogue.VALIDATION_FAILED });
  };

  /**
   * The messages drawer: ALL lists the caller's conversations (the latest message of each they sent
   * or received, newest first); UNREAD and READ list the messages received in that state. Each names
   * its vessel, port and the other company.
   */
  async function list(caller: Caller, request: TMessageListRequest): Promise<TPaged<TConversationMessage>> {
    const { items, total } = await repo.inboxPage(caller, statusOf(request), request.page, request.size);
    return { items: await toMessages(items, caller.profileId, caller), page: request.page, size: request.size, total };
  }

  async function loadMessage(caller: Caller, id: number) {
    const row = await repo.findForReader(id, caller.profileId);
    if (!row) throw notFound();
    const [message] = await toMessages([row], caller.profileId, caller);
    return message as TConversationMessage;
  }

  async function unread(caller: Caller) {
    return { count: await repo.unreadCount(caller.profileId) };
  }

  async function read(caller: Caller, id: number) {
    if (!(await repo.markRead(caller.profileId, id, clock()))) throw notFound();
    return unread(caller);
  }

  async function readAll(caller: Caller) {
    await repo.markAllRead(caller.profileId, clock());
    return { count: 0 };
  }

  /** A message's attachment, for its sender and recipients only. */
  async function download(caller: Caller, messageId: number, attachmentId: number) {
    if (!(await repo.findForReader(messageId, caller.profileId))) throw notFound();
    const attachment = (await repo.attachmentsOf([messageId])).find((a) => a.id === attachmentId);
    if (!attachment) throw notFound();
    return { name: attachment.name, ...asDownload(await deps.files.open(attachment.fileId)) };
  }

  return { load, send, list, loadMessage, unread, read, readAll, download };
}
export type MessageService = ReturnType<typeof createMessageService>;
