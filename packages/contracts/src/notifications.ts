import { z } from 'zod';
import { ZId } from './fields';
import { MESSAGES_PAGE_SIZE, ZPaged } from './paging';

/**
 * What a notification is about; the type names the entity `eventId` identifies, so the router
 * (`notification/router/{type}`) can answer where the web goes for it.
 */
export const NOTIFICATION_EVENT_TYPES = [
  'APPOINTMENT',
  'EVALUATION',
  'PAYMENT',
  'BANK_ACCOUNT',
  'ASSIGNMENT',
  'REQUEST',
  'SOF',
  'CLAIM',
] as const;
export const ZNotificationEventType = z.enum(NOTIFICATION_EVENT_TYPES);
export type TNotificationEventType = z.infer<typeof ZNotificationEventType>;

/** The drawer's filters (operations §2, §9). */
export const NOTIFICATION_FILTERS = ['ALL', 'UNREAD', 'EVALUATION', 'ASSIGNMENT'] as const;
export const ZNotificationFilter = z.enum(NOTIFICATION_FILTERS);
export type TNotificationFilter = z.infer<typeof ZNotificationFilter>;

/** Conversations and notifications show 14 a page (operations §9). */
export const NOTIFICATIONS_PAGE_SIZE = MESSAGES_PAGE_SIZE;

/** POST notification/list: the paging request with the drawer's filter. */
export const ZNotificationListRequest = z.strictObject({
  page: z.number().int().min(0).max(100_000).default(0),
  size: z.number().int().min(1).max(500).default(NOTIFICATIONS_PAGE_SIZE),
  filter: ZNotificationFilter.default('ALL'),
});
export type TNotificationListRequest = z.infer<typeof ZNotificationListRequest>;

export const ZNotification = z.object({
  id: z.number(),
  profileId: z.number(),
  eventId: z.number(),
  eventType: ZNotificationEventType,
  eventMessage: z.string(),
  createdDate: z.string(),
  isRead: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationPage = ZPaged(ZNotification);

export const ZUnreadCount = z.object({ count: z.number().int().min(0) });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/** POST notification/read: the notification's id. */
export const ZNotificationRead = z.strictObject({ id: ZId });
/** POST notification/router/{type}: the entity's id. */
export const ZNotificationRoute = z.strictObject({ id: ZId });
/** Where the web goes for a notification: a path of the web app. */
export const ZNotificationTarget = z.object({ path: z.string() });
export type TNotificationTarget = z.infer<typeof ZNotificationTarget>;

/** The `notification` event on `{userId}/NOTIFICATIONS`: the notification and the new unread count. */
export const ZLiveNotification = ZNotification.extend({
  /** Kept for the toasts of the first release, which read it. */
  entityId: z.number(),
  unreadCount: z.number().int(),
});
export type TLiveNotification = z.infer<typeof ZLiveNotification>;
