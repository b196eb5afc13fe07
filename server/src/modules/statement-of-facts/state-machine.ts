import type { TSofStatus } from '@portcall/contracts/statement-of-facts';

/**
 * The SOF's status as a pure state machine (docs/decisions.md "Statement of facts: statuses").
 * NOT_AVAILABLE is the status of a port call without a SOF (no accepted appointment yet).
 *
 *   open      NOT_AVAILABLE -> AVAILABLE (an agent accepted: the SOF exists, no events yet)
 *   change    AVAILABLE | IN_PROGRESS | READY_TO_SIGN | PARTIALLY_SIGNED | SIGNED | DECLINED -> IN_PROGRESS
 *             (a change of the signed content; signatures given so far are invalidated)
 *   request   IN_PROGRESS -> READY_TO_SIGN (the agent asks the parties to sign)
 *   sign      READY_TO_SIGN | PARTIALLY_SIGNED -> PARTIALLY_SIGNED, or SIGNED with the last party
 *   decline   READY_TO_SIGN | PARTIALLY_SIGNED -> DECLINED
 *   lock      SIGNED -> LOCKED (no change any more: signatures stay valid for good)
 *   submit    LOCKED -> SUBMITTED (handed in with the final DA)
 *   hide      AVAILABLE | IN_PROGRESS | DECLINED -> HIDDEN; unhide HIDDEN -> IN_PROGRESS
 */
export type SofTransition =
  | { kind: 'open' }
  | { kind: 'change' }
  | { kind: 'request' }
  | { kind: 'sign'; isLastSignature: boolean }
  | { kind: 'decline' }
  | { kind: 'lock' }
  | { kind: 'submit' }
  | { kind: 'hide' }
  | { kind: 'unhide' };

const FROM: Record<SofTransition['kind'], readonly TSofStatus[]> = {
  open: ['NOT_AVAILABLE'],
  change: ['AVAILABLE', 'IN_PROGRESS', 'READY_TO_SIGN', 'PARTIALLY_SIGNED', 'SIGNED', 'DECLINED'],
  request: ['IN_PROGRESS'],
  sign: ['READY_TO_SIGN', 'PARTIALLY_SIGNED'],
  decline: ['READY_TO_SIGN', 'PARTIALLY_SIGNED'],
  lock: ['SIGNED'],
  submit: ['LOCKED'],
  hide: ['AVAILABLE', 'IN_PROGRESS', 'DECLINED'],
  unhide: ['HIDDEN'],
};

function target(transition: SofTransition): TSofStatus {
  switch (transition.kind) {
    case 'open':
      return 'AVAILABLE';
    case 'change':
    case 'unhide':
      return 'IN_PROGRESS';
    case 'request':
      return 'READY_TO_SIGN';
    case 'sign':
      return transition.isLastSignature ? 'SIGNED' : 'PARTIALLY_SIGNED';
    case 'decline':
      return 'DECLINED';
    case 'lock':
      return 'LOCKED';
    case 'submit':
      return 'SUBMITTED';
    case 'hide':
      return 'HIDDEN';
  }
}

/** The next status, or null when the transition is refused from `from`. */
export function nextStatus(from: TSofStatus, transition: SofTransition): TSofStatus | null {
  return FROM[transition.kind].includes(from) ? target(transition) : null;
}

/** Whether what is signed (events, parameters, remarks) may still change. */
export const isContentOpen = (status: TSofStatus) => FROM.change.includes(status);

/** Every (from, transition) pair the machine allows: the tests walk it, the docs list it. */
export const ALLOWED = FROM;
