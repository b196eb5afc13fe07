/**
 * The unread counters of operations §4: +1 when an item arrives, -1 when one is marked read, 0 when
 * all are marked read. A count the server states (a live event's `unreadCount`, the answer of a read)
 * wins over the arithmetic: two tabs, or two messages crossing a read, would otherwise drift.
 */
export type UnreadEvent =
  | { kind: 'arrived'; serverCount?: number }
  | { kind: 'read'; serverCount?: number }
  | { kind: 'read-all' }
  | { kind: 'server'; count: number };

export function nextUnreadCount(current: number | undefined, event: UnreadEvent): number {
  const count = current ?? 0;
  switch (event.kind) {
    case 'arrived':
      return event.serverCount ?? count + 1;
    case 'read':
      return event.serverCount ?? Math.max(0, count - 1);
    case 'read-all':
      return 0;
    case 'server':
      return Math.max(0, event.count);
  }
}

/**
 * Messages and notifications load more by asking page 0 again with a larger size: page size x
 * (page + 1) (operations §9), so a live arrival or a read refreshes everything already shown.
 */
export function refetchSize(pageSize: number, page: number): number {
  return pageSize * (Math.max(0, page) + 1);
}

/** Whether a list fetched with `refetchSize` has more rows to load. */
export function hasMorePages(shown: number, total: number): boolean {
  return shown < total;
}

/** What a header badge shows: nothing at 0, the count up to 99, then "99+". */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
