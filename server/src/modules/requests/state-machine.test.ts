import { decide } from '@portcall/contracts/policy';
import { REQUEST_STATUSES, type TRequestStatus } from '@portcall/contracts/requests';
import { describe, expect, it } from 'vitest';
import { policyOfAgentMove, type RequestAction, transition } from './state-machine';

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

  it("agrees with the policy table on the agent's answers, status by status, code and words", () => {
    const agent = {
      type: 'AGENT' as const,
      profileId: 1,
      products: ['DA_TOOL' as const],
      authorities: [{ authority: 'DA_VIEW' as const, isEnabled: true }],
    };
    for (const [action, policy] of Object.entries(policyOfAgentMove) as Array<[RequestAction, 'REQUEST_QUOTE']>)
      for (const status of REQUEST_STATUSES) {
        const byTable = decide(policy, agent, { state: status });
        const byMachine = transition(at(status), action);
        expect(byTable.allowed, `${action} at ${status}`).toBe(byMachine.ok);
        if (!byTable.allowed && !byMachine.ok)
          expect([byTable.code, byTable.params]).toEqual([byMachine.code, byMachine.params]);
      }
  });
});
