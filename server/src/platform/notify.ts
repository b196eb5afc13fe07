import type { TAuthority, TProduct } from '@portcall/contracts/access';
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
  /** Pushes what `record` wrote; answers whether a live channel took any of it. */
  deliver(recorded: RecordedNotifications): Promise<boolean>;
  /** Records in a transaction of its own and delivers: for events after a change has committed. */
  notify(events: NotificationEvent | readonly NotificationEvent[]): Promise<void>;
}

/**
 * Who in a company must act on something: its active, enabled people holding the product and every
 * one of the authorities, and (when `appointmentId` is given) whose region rules cover the port of
 * that appointment, the same rule the row scopes apply, so nobody is told of what they cannot open.
 * `among` narrows the answer to named people (an instruction's approver, a department).
 */
export type FindPeople = (
  who: {
    companyId: number;
    product: TProduct;
    authorities: readonly TAuthority[];
    appointmentId?: number;
    among?: readonly number[];
  },
  tx?: Db,
) => Promise<number[]>;

/**
 * Notifications recorded during one transaction and delivered together once it has committed:
 * `record` inside, `deliver` after. Without a notifier it records nothing (set-ups without one).
 */
export function createOutbox(notifier: Pick<Notifier, 'record' | 'deliver'> | undefined) {
  const handles: RecordedNotifications[] = [];
  return {
    async record(events: readonly NotificationEvent[], tx: Db) {
      const worth = events.filter((e) => e.profileIds.length > 0);
      if (!notifier || worth.length === 0) return;
      handles.push(await notifier.record(worth, tx));
    },
    /**
     * Answers whether a live channel took any of it. Never throws: the change and its notification
     * rows have committed, so a failed push must not turn them into an error answer (a client would
     * retry a change that happened, and a caller would discard files the change now holds); the web
     * reads the counts again on its next load or reconnect.
     */
    async deliver() {
      let isDelivered = false;
      for (const handle of handles.splice(0)) {
        try {
          isDelivered = (await notifier?.deliver(handle)) || isDelivered;
        } catch {
          // The push is lost, the notification is not (see above).
        }
      }
      return isDelivered;
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
