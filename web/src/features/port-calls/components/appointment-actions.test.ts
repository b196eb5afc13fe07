import { appointmentStates } from '@portcall/contracts/appointments';
import { describe, expect, it } from 'vitest';
import { appointmentActionsFor } from './appointment-actions';

const offered = (state: (typeof appointmentStates)[number]) =>
  Object.entries(appointmentActionsFor(state))
    .filter(([, isOffered]) => isOffered)
    .map(([name]) => name)
    .sort();

describe('appointment actions offered per state (docs/decisions.md "Appointment states")', () => {
  it('offers each state only the actions the server allows in it', () => {
    expect(Object.fromEntries(appointmentStates.map((s) => [s, offered(s)]))).toEqual({
      DRAFT: ['canAmendVoyage', 'canDelete'],
      APPOINTED: ['canAmendVoyage', 'canCancel'],
      ACCEPTED: ['canAmendVoyage', 'canCancel', 'canClose'],
      REJECTED: ['canAmendVoyage', 'canCancel', 'canRevertRejected'],
      CANCELLED: ['canRevertCancelled'],
      CLOSED: [],
    });
  });
});
