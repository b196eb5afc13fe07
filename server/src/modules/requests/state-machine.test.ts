import { REQUEST_STATUSES, type TRequestStatus } from '@portcall/contracts/requests';
import { describe, expect, it } from 'vitest';
import { type RequestAction, transition } from './state-machine';

const at = (status: TRequestStatus, previousStatus: TRequestStatus | null = null) => ({ status, previousStatus });

describe('the request-for-quotation state machine', () => {
  const allowed: Array<[TRequestStatus, RequestAction, TRequestStatus]> = [
    ['SENT', 'MARK_SEEN', 'SEEN'],
    ['SENT', 'QUOTE', 'QUOTED'],
    ['SEEN', 'QUOTE', 'QUOTED'],
    ['RENEGOTIATE', 'QUOTE', 'QUOTED'],
    ['SENT', 'DECLINE', 'DECLINED'],
    ['SEEN', 'DECLINE', 'DECLINED'],
    ['RENEGOTIATE', 'DECLINE', 'DECLINED'],
    ['QUOTED', 'RENEGOTIATE', 'RENEGOTIATE'],
    ['SENT', 'CANCEL', 'CANCELLED'],
    ['SEEN', 'CANCEL', 'CANCELLED'],
    ['QUOTED', 'CANCEL', 'CANCELLED'],
    ['RENEGOTIATE', 'CANCEL', 'CANCELLED'],
    ['SEEN', 'REMIND', 'SEEN'],
  ];
  it.each(allowed)('%s --%s--> %s', (from, action, to) => {
    expect(transition(at(from), action)).toMatchObject({ ok: true, status: to });
  });

  it('refuses every other move with REQUEST_ACTION_NOT_ALLOWED', () => {
    const actions: RequestAction[] = ['MARK_SEEN', 'QUOTE', 'DECLINE', 'RENEGOTIATE', 'CANCEL', 'REVERT', 'REMIND'];
    const isAllowed = (s: TRequestStatus, a: RequestAction) =>
      allowed.some(([f, x]) => f === s && x === a) ||
      (a === 'REVERT' && (s === 'CANCELLED' || s === 'DECLINED')) ||
      (a === 'REMIND' && (s === 'SENT' || s === 'RENEGOTIATE'));
    for (const status of REQUEST_STATUSES)
      for (const action of actions) {
        const next = transition(at(status), action);
        expect(next.ok, `${status} ${action}`).toBe(isAllowed(status, action));
        if (!next.ok) expect(next).toMatchObject({ code: 'REQUEST_ACTION_NOT_ALLOWED', params: { status } });
      }
  });

  it('reverts a cancel or a decline to the state it left', () => {
    const cancelled = transition(at('QUOTED'), 'CANCEL');
    expect(cancelled).toMatchObject({ ok: true, status: 'CANCELLED', previousStatus: 'QUOTED' });
    expect(transition(at('CANCELLED', 'QUOTED'), 'REVERT')).toMatchObject({ status: 'QUOTED', previousStatus: null });
    expect(transition(at('DECLINED', 'SEEN'), 'REVERT')).toMatchObject({ status: 'SEEN' });
    expect(transition(at('DECLINED'), 'REVERT')).toMatchObject({ status: 'SENT' });
  });
});
