import { describe, expect, it } from 'vitest';
import { badgeLabel, hasMorePages, nextUnreadCount, refetchSize } from './unread-count';

describe('unread counters (operations §4)', () => {
  it('adds one when an item arrives, takes one off when one is read, and is 0 after read-all', () => {
    let count = nextUnreadCount(undefined, { kind: 'arrived' });
    expect(count).toBe(1);
    count = nextUnreadCount(count, { kind: 'arrived' });
    count = nextUnreadCount(count, { kind: 'arrived' });
    expect(count).toBe(3);
    count = nextUnreadCount(count, { kind: 'read' });
    expect(count).toBe(2);
    expect(nextUnreadCount(count, { kind: 'read-all' })).toBe(0);
  });

  it('never goes below 0', () => {
    expect(nextUnreadCount(0, { kind: 'read' })).toBe(0);
    expect(nextUnreadCount(undefined, { kind: 'read' })).toBe(0);
    expect(nextUnreadCount(3, { kind: 'server', count: -2 })).toBe(0);
  });

  it("takes the server's count when it states one, so concurrent arrivals and reads do not drift", () => {
    // Two messages arrived while this tab was reading a third: the server knows better than +1.
    expect(nextUnreadCount(4, { kind: 'arrived', serverCount: 6 })).toBe(6);
    expect(nextUnreadCount(4, { kind: 'read', serverCount: 1 })).toBe(1);
    expect(nextUnreadCount(4, { kind: 'server', count: 9 })).toBe(9);
  });

  it('sums any order of arrivals and reads like the server would', () => {
    const events = ['arrived', 'arrived', 'read', 'arrived', 'read', 'read', 'read', 'arrived'] as const;
    let count = 0;
    let truth = 0;
    for (const kind of events) {
      count = nextUnreadCount(count, { kind });
      truth = kind === 'arrived' ? truth + 1 : Math.max(0, truth - 1);
      expect(count).toBe(truth);
    }
  });
});

describe('load more (operations §9)', () => {
  it('refetches page size x (page + 1) rows from page 0', () => {
    expect(refetchSize(14, 0)).toBe(14);
    expect(refetchSize(14, 1)).toBe(28);
    expect(refetchSize(14, 4)).toBe(70);
    expect(refetchSize(14, -1)).toBe(14);
  });

  it('offers more while fewer rows are shown than exist', () => {
    expect(hasMorePages(14, 15)).toBe(true);
    expect(hasMorePages(15, 15)).toBe(false);
  });
});

describe('badge label', () => {
  it('shows nothing at 0 and caps at 99+', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(7)).toBe('7');
    expect(badgeLabel(120)).toBe('99+');
  });
});
