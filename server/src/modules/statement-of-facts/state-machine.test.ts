import { SOF_STATUSES, type TSofStatus } from '@portcall/contracts/statement-of-facts';
import { describe, expect, it } from 'vitest';
import { ALLOWED, isContentOpen, nextStatus, type SofTransition } from './state-machine';

const transitions: SofTransition[] = [
  { kind: 'open' },
  { kind: 'change' },
  { kind: 'request' },
  { kind: 'sign', isLastSignature: false },
  { kind: 'sign', isLastSignature: true },
  { kind: 'decline' },
  { kind: 'lock' },
  { kind: 'submit' },
  { kind: 'hide' },
  { kind: 'unhide' },
];

/** The table docs/decisions.md writes down: from -> transition -> to (absent: refused). */
const expected: Partial<Record<TSofStatus, Record<string, TSofStatus>>> = {
  NOT_AVAILABLE: { open: 'AVAILABLE' },
  AVAILABLE: { change: 'IN_PROGRESS', hide: 'HIDDEN' },
  IN_PROGRESS: { change: 'IN_PROGRESS', request: 'READY_TO_SIGN', hide: 'HIDDEN' },
  READY_TO_SIGN: {
    change: 'IN_PROGRESS',
    'sign:false': 'PARTIALLY_SIGNED',
    'sign:true': 'SIGNED',
    decline: 'DECLINED',
  },
  PARTIALLY_SIGNED: {
    change: 'IN_PROGRESS',
    'sign:false': 'PARTIALLY_SIGNED',
    'sign:true': 'SIGNED',
    decline: 'DECLINED',
  },
  SIGNED: { change: 'IN_PROGRESS', lock: 'LOCKED' },
  DECLINED: { change: 'IN_PROGRESS', hide: 'HIDDEN' },
  LOCKED: { submit: 'SUBMITTED' },
  SUBMITTED: {},
  HIDDEN: { unhide: 'IN_PROGRESS' },
};
const key = (t: SofTransition) => (t.kind === 'sign' ? `sign:${t.isLastSignature}` : t.kind);

describe('SOF status machine', () => {
  for (const from of SOF_STATUSES) {
    for (const transition of transitions) {
      const to = expected[from]?.[key(transition)] ?? null;
      it(`${from} --${key(transition)}--> ${to ?? 'refused'}`, () => {
        expect(nextStatus(from, transition)).toBe(to);
      });
    }
  }

  it('keeps the content open exactly where a change is allowed', () => {
    for (const status of SOF_STATUSES) expect(isContentOpen(status)).toBe(ALLOWED.change.includes(status));
    expect(isContentOpen('LOCKED')).toBe(false);
    expect(isContentOpen('SUBMITTED')).toBe(false);
  });
});
