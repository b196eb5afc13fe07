import type { TAppointment } from '@portcall/contracts/appointments';
import { formatMessage } from '@portcall/contracts/messages';
import type { Db } from '../../platform/db/client';
import type { NotificationEvent } from '../../platform/notify';
import type { AppointmentAction } from './state-machine';

/** Who acts on an appointment's events: the supplier's people, and the buyer who sent it. */
export interface AppointmentPeople {
  /** The active people of a supplier company who work its DA tool. */
  supplierPeople(companyId: number, tx?: Db): Promise<number[]>;
}

/**
 * The notifications an appointment action raises, for the people who must act on it: the
 * supplier's people when an appointment reaches them, is reminded or is cancelled; the buyer who
 * sent it when the supplier accepts or rejects.
 */
export async function appointmentEvents(
  action: AppointmentAction,
  answer: TAppointment,
  people: AppointmentPeople,
  tx: Db,
): Promise<NotificationEvent[]> {
  const event = (profileIds: number[], code: Parameters<typeof formatMessage>[0]): NotificationEvent[] =>
    profileIds.length
      ? [
          {
            profileIds,
            eventType: 'APPOINTMENT',
            eventId: answer.id,
            eventMessage: formatMessage(code, {
              title: answer.title,
              buyer: answer.buyer.name,
              agent: answer.agent.name,
            }),
          },
        ]
      : [];
  const toSupplier = () => people.supplierPeople(answer.agent.id, tx);
  const sender = answer.appointedBy ? [answer.appointedBy.id] : [];
  switch (action) {
    case 'APPOINT':
      return event(await toSupplier(), 'NOTIFY_APPOINTMENT_RECEIVED');
    case 'REMIND':
      return event(await toSupplier(), 'NOTIFY_APPOINTMENT_REMINDER');
    case 'CANCEL':
      return event(await toSupplier(), 'NOTIFY_APPOINTMENT_CANCELLED');
    case 'ACCEPT':
      return event(sender, 'NOTIFY_APPOINTMENT_ACCEPTED');
    case 'REJECT':
      return event(sender, 'NOTIFY_APPOINTMENT_REJECTED');
    default:
      return [];
  }
}
