import type {
  TLiveNotification,
  TNotification,
  TNotificationEventType,
  TNotificationListRequest,
  TNotificationTarget,
} from '@portcall/contracts/notifications';
import type { TPaged } from '@portcall/contracts/paging';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { Email, Mailer } from '../../platform/mail/mailer';
import { brandedEmail } from '../../platform/mail/templates';
import type { NotificationEvent, Notifier, RecordedNotifications } from '../../platform/notify';
import type { RealtimeHub } from '../../platform/realtime';
import type { NotificationRow } from './db';
import type { NotificationRepo } from './repo';

/** Who a notification reaches, as the account module knows them. */
export interface Recipient {
  id: number;
  email: string;
  isNotificationMuted: boolean;
  isEmailMuted: boolean;
}

/** What each kind of notification is called in its e-mail. */
const EMAIL_TITLES: Record<TNotificationEventType, string> = {
  APPOINTMENT: 'Appointment update',
  EVALUATION: 'Disbursement account update',
  PAYMENT: 'Payment update',
  BANK_ACCOUNT: 'Bank account update',
  ASSIGNMENT: 'Port log update',
  REQUEST: 'Request for quotation update',
  SOF: 'Statement of facts update',
  CLAIM: 'Claim time bar',
};

/** Where the web goes for an entity, or null when the caller may not see it (answered as 404). */
export type TargetResolver = (caller: Caller, id: number) => Promise<string | null>;

export const toNotification = (row: NotificationRow): TNotification => ({
  id: row.id,
  profileId: row.profileId,
  eventId: row.eventId,
  eventType: row.eventType,
  eventMessage: row.eventMessage,
  createdDate: row.createdAt.toISOString(),
  isRead: row.readAt !== null,
});

const asList = (events: NotificationEvent | readonly NotificationEvent[]) =>
  (Array.isArray(events) ? events : [events]) as readonly NotificationEvent[];

export function createNotificationService(deps: {
  db: Db;
  repo: NotificationRepo;
  recipients: (profileIds: number[], tx?: Db) => Promise<Recipient[]>;
  realtime: RealtimeHub;
  mailer: Pick<Mailer, 'queue'>;
  /** The web app's address, for the link in each e-mail. */
  publicUrl: string;
  clock: () => Date;
}) {
  const { db, repo, clock } = deps;
  const targets = new Map<TNotificationEventType, TargetResolver>();
  const recorded = new WeakMap<RecordedNotifications, NotificationRow[]>();

  async function record(events: NotificationEvent | readonly NotificationEvent[], tx: Db) {
    const now = clock();
    const rows = asList(events).flatMap((event) =>
      [...new Set(event.profileIds)].map((profileId) => ({
        profileId,
        eventType: event.eventType,
        eventId: event.eventId,
        eventMessage: event.eventMessage.slice(0, 500),
        createdAt: now,
      })),
    );
    const inserted = await repo.insertMany(rows, tx);
    await deps.mailer.queue(await emailsOf(inserted, tx), tx);
    const handle: RecordedNotifications = { ids: inserted.map((r) => r.id) };
    recorded.set(handle, inserted);
    return handle;
  }

  /** One e-mail per notification to each recipient who has an address and has not muted e-mails. */
  async function emailsOf(rows: NotificationRow[], tx: Db): Promise<Email[]> {
    const people = new Map(
      (await deps.recipients([...new Set(rows.map((r) => r.profileId))], tx)).map((p) => [p.id, p]),
    );
    return rows.flatMap((row) => {
      const person = people.get(row.profileId);
      if (!person?.email || person.isEmailMuted) return [];
      const { html, text } = brandedEmail({
        title: EMAIL_TITLES[row.eventType],
        message: row.eventMessage,
        link: `${deps.publicUrl}/secured/notifications/${row.eventType}/${row.eventId}`,
        linkLabel: 'Open in Portcall',
      });
      return [
        {
          kind: `notification.${row.eventType}`,
          profileId: row.profileId,
          to: person.email,
          subject: `${EMAIL_TITLES[row.eventType]}: ${row.eventMessage}`.slice(0, 200),
          text,
          html,
        },
      ];
    });
  }

  /** Pushes each new notification with the recipient's unread count; muted profiles get no push. */
  async function deliver(handle: RecordedNotifications): Promise<boolean> {
    const rows = recorded.get(handle) ?? [];
    if (rows.length === 0) return false;
    const profileIds = [...new Set(rows.map((r) => r.profileId))];
    const people = await deps.recipients(profileIds);
    const muted = new Set(people.filter((p) => p.isNotificationMuted).map((p) => p.id));
    const listening = profileIds.filter((id) => !muted.has(id));
    if (listening.length === 0) return false;
    const counts = await repo.unreadCounts(listening);
    let isDelivered = false;
    for (const row of rows) {
      if (muted.has(row.profileId)) continue;
      const live: TLiveNotification = {
        ...toNotification(row),
        entityId: row.eventId,
        unreadCount: counts.get(row.profileId) ?? 0,
      };
      isDelivered = deps.realtime.publish([row.profileId], 'NOTIFICATIONS', 'notification', live) || isDelivered;
    }
    return isDelivered;
  }

  const notifier: Notifier = {
    record,
    deliver,
    async notify(events) {
      await deliver(await db.transaction((tx) => record(events, tx)));
    },
  };

  async function list(caller: Caller, request: TNotificationListRequest): Promise<TPaged<TNotification>> {
    const { items, total } = await repo.page(caller.profileId, request.filter, request.page, request.size);
    return { items: items.map(toNotification), page: request.page, size: request.size, total };
  }

  async function unread(caller: Caller) {
    return { count: await repo.unreadCount(caller.profileId) };
  }

  /** Marks one read and answers the new unread count (the drawer's badge goes down by one). */
  async function read(caller: Caller, id: number) {
    if (!(await repo.markRead(caller.profileId, id, clock()))) throw new AppError(404, 'NOT_FOUND');
    return unread(caller);
  }

  async function readAll(caller: Caller) {
    await repo.markAllRead(caller.profileId, clock());
    return { count: 0 };
  }

  /** Where the web should go for an entity of `type`, checked by the module that owns it. */
  async function route(caller: Caller, type: TNotificationEventType, id: number): Promise<TNotificationTarget> {
    const path = await targets.get(type)?.(caller, id);
    if (!path) throw new AppError(404, 'NOT_FOUND');
    return { path };
  }

  /** The module that owns an entity type says where its entities live on the web and who sees them. */
  function registerTarget(type: TNotificationEventType, resolver: TargetResolver) {
    targets.set(type, resolver);
  }

  return { notifier, list, unread, read, readAll, route, registerTarget };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
