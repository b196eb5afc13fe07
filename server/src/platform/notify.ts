import type { TNotificationEventType } from '@portcall/contracts/notifications';
import type { Db } from './db/client';

/** Something that needs people's attention: who, what it is about, and the line they read. */
export interface NotificationEvent {
  profileIds: readonly number[];
  eventType: TNotificationEventType;
  /** The id of the entity `eventType` names (an evaluation's id for EVALUATION...). */
  eventId: number;
  eventMessage: string;
}

/** What `record` wrote, handed back to `deliver` once the transaction has committed. */
export interface RecordedNotifications {
  readonly ids: readonly number[];
}

/**
 * The one way a module tells people about a workflow event (the notifications module implements
 * it; a module receives it like any other dependency). Recording happens inside the change's
 * transaction, so a notification exists exactly when its change does; the live push comes after
 * the commit, because an event about a rolled-back change would be a lie.
 */
export interface Notifier {
  record(events: NotificationEvent | readonly NotificationEvent[], tx: Db): Promise<RecordedNotifications>;
  deliver(recorded: RecordedNotifications): Promise<void>;
  /** Records in a transaction of its own and delivers: for events after a change has committed. */
  notify(events: NotificationEvent | readonly NotificationEvent[]): Promise<void>;
}
