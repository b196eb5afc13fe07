import { APPOINTMENT_REMINDER_LIMIT, type TAppointmentState } from '@portcall/contracts/appointments';
import type { MessageCode } from '@portcall/contracts/messages';
import type { TPolicyAction } from '@portcall/contracts/policy';

/**
 * The appointment's states and actions (DESIGN §6, platform-core §4, operations §4), as a pure
 * function so every allowed and refused transition is a unit test. The spec leaves most of them
 * open; docs/decisions.md "Port calls and appointments" records the choices:
 *
 *   DRAFT --APPOINT (buyer)--> APPOINTED --ACCEPT (agent)--> ACCEPTED --CLOSE (buyer)--> CLOSED
 *                              APPOINTED --REJECT (agent)--> REJECTED --REVERT_REJECTED--> APPOINTED
 *   APPOINTED | ACCEPTED | REJECTED --CANCEL (buyer; not with FDAs)--> CANCELLED --REVERT_CANCELLED--> the state it left
 *   DRAFT --DELETE--> (gone)
 */
export type AppointmentAction =
  | 'APPOINT'
  | 'ACCEPT'
  | 'REJECT'
  | 'CANCEL'
  | 'REVERT_CANCELLED'
  | 'REVERT_REJECTED'
  | 'CLOSE'
  | 'DELETE'
  | 'REMIND'
  | 'AMEND_VOYAGE'
  | 'LINK_PORT_CALL';

/**
 * The policy table's row of each action people are offered (packages/contracts/src/policy.ts): the
 * service asks it who may and in which states, with the same codes as `transition` (a test compares
 * them state by state); linking port calls is offered only inside the port-call drawer, not a row.
 */
export const policyOfAction: Partial<Record<AppointmentAction, TPolicyAction>> = {
  APPOINT: 'APPOINTMENT_APPOINT',
  ACCEPT: 'APPOINTMENT_ACCEPT',
  REJECT: 'APPOINTMENT_DECLINE',
  CANCEL: 'APPOINTMENT_CANCEL',
  REVERT_CANCELLED: 'APPOINTMENT_REVERT_CANCELLED',
  REVERT_REJECTED: 'APPOINTMENT_SEND_AGAIN',
  CLOSE: 'APPOINTMENT_CLOSE',
  DELETE: 'APPOINTMENT_DELETE',
  REMIND: 'APPOINTMENT_REMIND',
  AMEND_VOYAGE: 'APPOINTMENT_AMEND_VOYAGE',
};

export interface AppointmentFacts {
  state: TAppointmentState;
  previousState: string | null;
  pokes: number;
  /** Only asked for CANCEL: an appointment holding final DAs cannot be cancelled (platform-core §4). */
  hasFinalDisbursements?: boolean;
}

export type Transition =
  | { ok: true; state: TAppointmentState | null; previousState: string | null }
  | { ok: false; status: 409; code: MessageCode; params?: Record<string, string> };

const refuse = (code: MessageCode, state?: string): Transition => ({
  ok: false,
  status: 409,
  code,
  ...(state ? { params: { state } } : {}),
});
const to = (state: TAppointmentState | null, previousState: string | null = null): Transition => ({
  ok: true,
  state,
  previousState,
});

/** Where an appointment goes on an action, or why it may not (a catalogue code, answered as 409). */
export function transition(
  facts: AppointmentFacts,
  action: AppointmentAction,
  reminderLimit = APPOINTMENT_REMINDER_LIMIT,
): Transition {
  const { state } = facts;
  const notAllowed = () => refuse('APPOINTMENT_ACTION_NOT_ALLOWED', state);
  switch (action) {
    case 'APPOINT':
      return state === 'DRAFT' ? to('APPOINTED') : notAllowed();
    case 'ACCEPT':
      return state === 'APPOINTED' ? to('ACCEPTED') : notAllowed();
    case 'REJECT':
      return state === 'APPOINTED' ? to('REJECTED', state) : refuse('CANCEL_AND_REJECT_FAILED');
    case 'CANCEL':
      if (state !== 'APPOINTED' && state !== 'ACCEPTED' && state !== 'REJECTED')
        return refuse('CANCEL_AND_REJECT_FAILED');
      if (facts.hasFinalDisbursements) return refuse('APPOINTMENT_WITH_FDAS_CANNOT_BE_CANCELLED');
      return to('CANCELLED', state);
    case 'REVERT_CANCELLED': {
      if (state !== 'CANCELLED') return notAllowed();
      const back = facts.previousState as TAppointmentState | null;
      return to(back === 'ACCEPTED' || back === 'REJECTED' ? back : 'APPOINTED');
    }
    case 'REVERT_REJECTED':
      return state === 'REJECTED' ? to('APPOINTED') : notAllowed();
    case 'CLOSE':
      return state === 'ACCEPTED' ? to('CLOSED', state) : notAllowed();
    case 'DELETE':
      return state === 'DRAFT' ? to(null) : refuse('ONLY_DRAFT_APPOINTMENTS_CAN_BE_DELETED');
    case 'REMIND':
      // A reminder chases an agent who has the appointment and owes an answer or a DA.
      if (state !== 'APPOINTED' && state !== 'ACCEPTED') return notAllowed();
      if (facts.pokes >= reminderLimit) return refuse('REMINDER_LIMIT_REACHED');
      return to(state, facts.previousState);
    case 'AMEND_VOYAGE':
    case 'LINK_PORT_CALL':
      return state === 'CANCELLED' || state === 'CLOSED' ? notAllowed() : to(state, facts.previousState);
  }
}
