import { appointmentStates } from '@portcall/contracts/appointments';
import { decide, type PolicyActor } from '@portcall/contracts/policy';
import { describe, expect, it } from 'vitest';
import { appointmentActionsFor } from './appointment-actions';

const buyer = (authorities: string[]): PolicyActor => ({
  type: 'BUYER',
  profileId: 1,
  products: ['DA_TOOL'],
  authorities: authorities.map((authority) => ({ authority: authority as 'DA_VIEW', isEnabled: true })),
});
const offered = (actor: PolicyActor, state: (typeof appointmentStates)[number]) =>
  Object.entries(appointmentActionsFor(state, (action, entity) => decide(action, actor, entity)))
    .filter(([, isOffered]) => isOffered)
    .map(([name]) => name)
    .sort();

describe('appointment actions offered per state (docs/decisions.md "Appointment states")', () => {
  it('offers a buyer with the appointment rights each state the actions the server allows in it', () => {
    const manager = buyer(['DA_VIEW', 'DA_APPOINTMENT_EDIT', 'DA_APPOINTMENT_CANCEL', 'DA_APPOINTMENT_CLOSE']);
    expect(Object.fromEntries(appointmentStates.map((s) => [s, offered(manager, s)]))).toEqual({
      DRAFT: ['canAmendVoyage', 'canDelete'],
      APPOINTED: ['canAmendVoyage', 'canCancel'],
      ACCEPTED: ['canAmendVoyage', 'canCancel', 'canClose'],
      REJECTED: ['canAmendVoyage', 'canCancel', 'canRevertRejected'],
      CANCELLED: ['canRevertCancelled'],
      CLOSED: [],
    });
  });

  it('offers the demo buyer USER, who views and verifies DAs, none of them (the server refuses each)', () => {
    const user = buyer(['DA_VIEW', 'DA_EVALUATION_VIEW', 'DA_EXPENSE_EVALUATION_VIEW', 'DA_EXPENSE_EVALUATION_VERIFY']);
    for (const state of appointmentStates) expect(offered(user, state), state).toEqual([]);
  });

  it('offers cancelling to one who may cancel but not edit, and nothing else', () => {
    expect(offered(buyer(['DA_VIEW', 'DA_APPOINTMENT_CANCEL']), 'ACCEPTED')).toEqual(['canCancel']);
  });
});
