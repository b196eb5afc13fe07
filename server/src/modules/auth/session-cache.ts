import type { Caller } from '../../platform/http/access';

/**
 * Live callers by session id, so that most secured requests check their session without a query
 * (docs/decisions.md "Session cache"). A cached caller is trusted only while all of these hold:
 * - the access epoch it was read with (access_epoch, bumped by triggers in the same transaction as
 *   any logout, role, status, company, department, lock, product or authority change) is the newest
 *   this node has seen;
 * - that epoch was confirmed by a read that started after the last write request this node answered
 *   (`noteWrite`), so a change made through this node is seen by its very next request;
 * - and that read started less than `maxLagMs` ago, so a change made through another node (or a
 *   job) is seen within that lag;
 * - the session has not expired by the app's clock.
 * Any read of a caller confirms the epoch for all of them: one statement refreshes the node.
 */
export interface CachedCaller {
  caller: Caller;
  expiresAt: Date;
}

export interface SessionCacheOptions {
  /** The caller of a live session and the access epoch of the same snapshot (one statement). */
  read(sessionId: string, profileId: number, now: Date): Promise<{ epoch: number; live: CachedCaller | null }>;
  maxLagMs?: number;
  maxEntries?: number;
  /** Real elapsed time for the lag (the app's clock may be fixed in tests and replays). */
  elapsed?: () => number;
}

export function createSessionCache(options: SessionCacheOptions) {
  const maxLagMs = options.maxLagMs ?? 1000;
  const maxEntries = options.maxEntries ?? 10_000;
  const elapsed = options.elapsed ?? (() => performance.now());
  const entries = new Map<string, { live: CachedCaller; profileId: number; epoch: number }>();
  const reading = new Map<string, { writes: number; promise: Promise<CachedCaller | null> }>();
  let epoch = -1;
  let confirmedAt = Number.NEGATIVE_INFINITY;
  let confirmedWrites = -1;
  let writes = 0;

  function observe(value: number, startedAt: number, writesAtStart: number) {
    if (value > epoch) {
      epoch = value;
      confirmedAt = startedAt;
      confirmedWrites = writesAtStart;
    } else if (value === epoch && startedAt >= confirmedAt) {
      confirmedAt = startedAt;
      confirmedWrites = writesAtStart;
    }
  }

  async function read(sessionId: string, profileId: number, now: Date): Promise<CachedCaller | null> {
    const startedAt = elapsed();
    const writesAtStart = writes;
    const { epoch: value, live } = await options.read(sessionId, profileId, now);
    observe(value, startedAt, writesAtStart);
    entries.delete(sessionId);
    if (live) {
      entries.set(sessionId, { live, profileId, epoch: value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }
    return live;
  }

  return {
    async get(sessionId: string, profileId: number, now: Date): Promise<Caller | null> {
      const entry = entries.get(sessionId);
      const fresh =
        entry !== undefined &&
        entry.profileId === profileId &&
        entry.epoch === epoch &&
        confirmedWrites === writes &&
        elapsed() - confirmedAt < maxLagMs;
      if (fresh) return entry.live.expiresAt > now ? entry.live.caller : null;
      // Requests of one session arriving together share one read, if it began after this node's
      // last write.
      const pending = reading.get(sessionId);
      if (pending && pending.writes === writes) return (await pending.promise)?.caller ?? null;
      const promise = read(sessionId, profileId, now);
      const mine = { writes, promise };
      reading.set(sessionId, mine);
      try {
        return (await promise)?.caller ?? null;
      } finally {
        if (reading.get(sessionId) === mine) reading.delete(sessionId);
      }
    },
    /** This node answered a request that may have changed something (any method but GET/HEAD/OPTIONS). */
    noteWrite() {
      writes++;
    },
    forget(sessionId: string) {
      entries.delete(sessionId);
      writes++;
    },
    get size() {
      return entries.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
