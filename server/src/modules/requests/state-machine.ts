import type { TPolicyAction } from '@portcall/contracts/policy';
import type { TRequestStatus } from '@portcall/contracts/requests';

/**
 * The request for quotation's states (operations §4; DESIGN §6): SENT -> SEEN -> QUOTED / DECLINED,
 * QUOTED -> RENEGOTIATE -> QUOTED, CANCELLED by the buyer; a revert undoes a cancel or a decline.
 * Pure, so every allowed and refused move is unit-tested without a database.
 */
export type RequestAction = 'MARK_SEEN' | 'QUOTE' | 'DECLINE' | 'RENEGOTIATE' | 'CANCEL' | 'REVERT' | 'REMIND';

const OPEN: readonly TRequestStatus[] = ['SENT', 'SEEN', 'RENEGOTIATE'];
const from: Record<RequestAction, readonly TRequestStatus[]> = {
  MARK_SEEN: ['SENT'],
  QUOTE: OPEN,
  DECLINE: OPEN,
  RENEGOTIATE: ['QUOTED'],
  CANCEL: ['SENT', 'SEEN', 'QUOTED', 'RENEGOTIATE'],
  REVERT: ['CANCELLED', 'DECLINED'],
  REMIND: OPEN,
};
/** The action's past participle, for REQUEST_ACTION_NOT_ALLOWED. */
export const actionWords: Record<RequestAction, string> = {
  MARK_SEEN: 'marked as seen',
  QUOTE: 'quoted',
  DECLINE: 'declined',
  RENEGOTIATE: 'renegotiated',
  CANCEL: 'cancelled',
  REVERT: 'reverted',
  REMIND: 'reminded',
};

/** The policy table's rows of the agent's answers: the table and `transition` agree (state-machine.test.ts). */
export const policyOfAgentMove: Partial<Record<RequestAction, TPolicyAction>> = {
  QUOTE: 'REQUEST_QUOTE',
  DECLINE: 'REQUEST_DECLINE',
};

export type Transition =
  | { ok: true; status: TRequestStatus; previousStatus: TRequestStatus | null }
  | { ok: false; code: 'REQUEST_ACTION_NOT_ALLOWED'; params: { action: string; status: string } };

export function transition(
  current: { status: TRequestStatus; previousStatus: TRequestStatus | null },
  action: RequestAction,
): Transition {
  if (!from[action].includes(current.status))
    return {
      ok: false,
      code: 'REQUEST_ACTION_NOT_ALLOWED',
      params: { action: actionWords[action], status: current.status },
    };
  switch (action) {
    case 'MARK_SEEN':
      return { ok: true, status: 'SEEN', previousStatus: current.previousStatus };
    case 'QUOTE':
      return { ok: true, status: 'QUOTED', previousStatus: current.status };
    case 'DECLINE':
      return { ok: true, status: 'DECLINED', previousStatus: current.status };
    case 'RENEGOTIATE':
      return { ok: true, status: 'RENEGOTIATE', previousStatus: current.status };
    case 'CANCEL':
      return { ok: true, status: 'CANCELLED', previousStatus: current.status };
    case 'REVERT':
      // A request that never left SENT before being cancelled goes back to SENT.
      return { ok: true, status: current.previousStatus ?? 'SENT', previousStatus: null };
    case 'REMIND':
      return { ok: true, status: current.status, previousStatus: current.previousStatus };
  }
}

/** Requests still waiting for the agent or holding a quote: a case cancel or an appointment ends them. */
export const isLive = (status: TRequestStatus) => status !== 'CANCELLED' && status !== 'DECLINED';
