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
  /** The caller of a live session and the access and claims epochs of the same snapshot (one statement). */
  read(
    sessionId: string,
    profileId: number,
    now: Date,
  ): Promise<{ epoch: number; claimsEpoch: number; live: CachedCaller | null }>;
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
  let claimsEpoch = -1;
  let confirmedAt = Number.NEGATIVE_INFINITY;
  let confirmedWrites = -1;
  let writes = 0;

  // Both epochs only grow, so of two snapshots the later one has both at least as large: a read
  // with either one smaller finished late and confirms nothing.
  function observe(value: number, claims: number, startedAt: number, writesAtStart: number) {
    if (value < epoch || claims < claimsEpoch) return;
    if (value > epoch || claims > claimsEpoch || startedAt >= confirmedAt) {
      epoch = value;
      claimsEpoch = claims;
      confirmedAt = startedAt;
      confirmedWrites = writesAtStart;
    }
  }

  const isConfirmed = () => confirmedWrites === writes && elapsed() - confirmedAt < maxLagMs;

  async function read(sessionId: string, profileId: number, now: Date): Promise<CachedCaller | null> {
    const startedAt = elapsed();
    const writesAtStart = writes;
    const { epoch: value, claimsEpoch: claims, live } = await options.read(sessionId, profileId, now);
    observe(value, claims, startedAt, writesAtStart);
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
      const fresh = entry !== undefined && entry.profileId === profileId && entry.epoch === epoch && isConfirmed();
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
    /**
     * The newest access and claims epochs this node has seen, while the rules above let it trust
     * them (confirmed after its last write, within the lag); else null. Anything read after they
     * were confirmed is at least as new as they say (claims-cache.ts).
     */
    confirmedEpochs(): { access: number; claims: number } | null {
      return isConfirmed() ? { access: epoch, claims: claimsEpoch } : null;
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
