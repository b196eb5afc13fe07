import { appointmentStates, type TAppointmentState } from '@portcall/contracts/appointments';
import { decide, policyTable } from '@portcall/contracts/policy';
import { describe, expect, it } from 'vitest';
import { type AppointmentAction, policyOfAction, transition } from './state-machine';

const facts = (
  state: TAppointmentState,
  extra: { previousState?: string | null; pokes?: number; hasFinalDisbursements?: boolean } = {},
) => ({
  state,
  previousState: extra.previousState ?? null,
  pokes: extra.pokes ?? 0,
  hasFinalDisbursements: extra.hasFinalDisbursements ?? false,
});

/** Every allowed transition; every other (state, action) pair must be refused. */
const allowed: Array<[TAppointmentState, AppointmentAction, TAppointmentState | null]> = [
  ['DRAFT', 'APPOINT', 'APPOINTED'],
  ['APPOINTED', 'ACCEPT', 'ACCEPTED'],
  ['APPOINTED', 'REJECT', 'REJECTED'],
  ['APPOINTED', 'CANCEL', 'CANCELLED'],
  ['ACCEPTED', 'CANCEL', 'CANCELLED'],
  ['REJECTED', 'CANCEL', 'CANCELLED'],
  ['CANCELLED', 'REVERT_CANCELLED', 'APPOINTED'],
  ['REJECTED', 'REVERT_REJECTED', 'APPOINTED'],
  ['ACCEPTED', 'CLOSE', 'CLOSED'],
  ['DRAFT', 'DELETE', null],
  ['APPOINTED', 'REMIND', 'APPOINTED'],
  ['ACCEPTED', 'REMIND', 'ACCEPTED'],
  ...(['DRAFT', 'APPOINTED', 'ACCEPTED', 'REJECTED'] as const).flatMap((s) => [
    [s, 'AMEND_VOYAGE', s] as [TAppointmentState, AppointmentAction, TAppointmentState],
    [s, 'LINK_PORT_CALL', s] as [TAppointmentState, AppointmentAction, TAppointmentState],
  ]),
];
const actions: AppointmentAction[] = [
  'APPOINT',
  'ACCEPT',
  'REJECT',
  'CANCEL',
  'REVERT_CANCELLED',
  'REVERT_REJECTED',
  'CLOSE',
  'DELETE',
  'REMIND',
  'AMEND_VOYAGE',
  'LINK_PORT_CALL',
];

describe('appointment state machine', () => {
  for (const [from, action, next] of allowed) {
    it(`${from} --${action}--> ${next ?? '(deleted)'}`, () => {
      expect(transition(facts(from), action)).toMatchObject({ ok: true, state: next });
    });
  }

  it('refuses every other action in every state, with a catalogue code', () => {
    for (const state of appointmentStates) {
      for (const action of actions) {
        if (allowed.some(([s, a]) => s === state && a === action)) continue;
        const result = transition(facts(state), action);
        expect(result, `${state} ${action}`).toMatchObject({ ok: false, status: 409 });
      }
    }
  });

  it('deletes drafts only, with the catalogue message', () => {
    for (const state of appointmentStates.filter((s) => s !== 'DRAFT'))
      expect(transition(facts(state), 'DELETE')).toMatchObject({
        ok: false,
        code: 'ONLY_DRAFT_APPOINTMENTS_CAN_BE_DELETED',
      });
  });

  it('never cancels an appointment holding FDAs, whatever its state', () => {
    for (const state of ['APPOINTED', 'ACCEPTED', 'REJECTED'] as const)
      expect(transition(facts(state, { hasFinalDisbursements: true }), 'CANCEL')).toMatchObject({
        ok: false,
        code: 'APPOINTMENT_WITH_FDAS_CANNOT_BE_CANCELLED',
      });
  });

  it('answers CANCEL_AND_REJECT_FAILED for a cancel or reject in the wrong state', () => {
    expect(transition(facts('DRAFT'), 'CANCEL')).toMatchObject({ code: 'CANCEL_AND_REJECT_FAILED' });
    expect(transition(facts('CLOSED'), 'CANCEL')).toMatchObject({ code: 'CANCEL_AND_REJECT_FAILED' });
    expect(transition(facts('ACCEPTED'), 'REJECT')).toMatchObject({ code: 'CANCEL_AND_REJECT_FAILED' });
  });

  it('remembers the state a cancellation left, and a revert restores it', () => {
    for (const state of ['APPOINTED', 'ACCEPTED', 'REJECTED'] as const) {
      const cancelled = transition(facts(state), 'CANCEL');
      expect(cancelled).toMatchObject({ ok: true, state: 'CANCELLED', previousState: state });
      expect(transition(facts('CANCELLED', { previousState: state }), 'REVERT_CANCELLED')).toMatchObject({
        ok: true,
        state,
      });
    }
  });

  it('allows reminders up to the limit, then refuses with the spec message code', () => {
    expect(transition(facts('APPOINTED', { pokes: 2 }), 'REMIND', 3)).toMatchObject({ ok: true });
    expect(transition(facts('APPOINTED', { pokes: 3 }), 'REMIND', 3)).toMatchObject({
      ok: false,
      code: 'REMINDER_LIMIT_REACHED',
    });
  });

  it("agrees with the policy table's states and codes for every action people are offered", () => {
    for (const [action, policy] of Object.entries(policyOfAction) as Array<
      [AppointmentAction, keyof typeof policyTable]
    >) {
      const row = policyTable[policy];
      const authority = typeof row.authority === 'string' ? row.authority : row.authority[0];
      const holder = {
        type: row.profileTypes[0] as 'BUYER',
        profileId: 1,
        products: ['DA_TOOL' as const],
        authorities: [{ authority: authority as 'DA_VIEW', isEnabled: true }],
      };
      for (const state of appointmentStates) {
        const byTable = decide(policy, holder, { state });
        const byMachine = transition(facts(state), action);
        expect(byTable.allowed, `${action} in ${state}`).toBe(byMachine.ok);
        if (!byTable.allowed && !byMachine.ok)
          expect([byTable.code, byTable.params], `${action} in ${state}`).toEqual([byMachine.code, byMachine.params]);
      }
    }
  });
});
