import { createHash } from 'node:crypto';
import type { Db } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import type { Caller } from '../../platform/http/access';
import type { PaymentRepo } from './repo';

/** How long a first answer is kept for retries (docs/decisions.md "Payments"). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How often the app purges expired keys while it runs. */
export const IDEMPOTENCY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface IdempotencyContext {
  key?: string;
  route: string;
  /** What identifies the request: a retry must send the same. */
  fingerprint: unknown;
}

/**
 * Idempotency-Key handling of DESIGN §5 with expiry. A key lives IDEMPOTENCY_KEY_LIFETIME_MS from
 * its first use; after that a retry is a new request (the payment's state guard still refuses to pay
 * it twice) and the expired row is replaced. Expired rows are also purged by a periodic sweep.
 */
export function createIdempotency(deps: { db: Db; repo: PaymentRepo; clock: () => Date }) {
  const { db, repo } = deps;
  const cutoff = () => new Date(deps.clock().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS);

  /**
   * Runs `work` once per key: the key is claimed in the same transaction, so a retry (even a
   * concurrent one, which waits on the claim) gets the stored first answer and changes nothing; the
   * same key with a different request is 409 IDEMPOTENCY_KEY_REUSED. An error rolls the claim back
   * with everything else, so a failed request may be retried with its key.
   */
  async function once<T>(caller: Caller, idem: IdempotencyContext, work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      if (!idem.key) return work(tx);
      const requestHash = createHash('sha256').update(JSON.stringify(idem.fingerprint)).digest('hex');
      const values = { companyId: caller.companyId, key: idem.key, route: idem.route, requestHash };
      await repo.deleteExpiredKey(values, cutoff(), tx);
      const claimed = await repo.claimKey({ ...values, createdAt: deps.clock() }, tx);
      if (!claimed) {
        const stored = await repo.findKey(caller.companyId, idem.key, idem.route, tx);
        if (!stored || stored.requestHash !== requestHash) throw conflict('IDEMPOTENCY_KEY_REUSED');
        return stored.body as T;
      }
      const answer = await work(tx);
      await repo.storeAnswer(caller.companyId, idem.key, idem.route, 200, answer, tx);
      return answer;
    });
  }

  /** Deletes every expired key; answers how many. */
  const purgeExpired = () => repo.purgeKeys(cutoff());

  /** Starts the periodic purge; the returned function stops it (the app calls it on close). */
  function startSweep(intervalMs = IDEMPOTENCY_SWEEP_INTERVAL_MS, onError: (error: unknown) => void = () => {}) {
    const timer = setInterval(() => {
      purgeExpired().catch(onError);
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { once, purgeExpired, startSweep };
}
export type Idempotency = ReturnType<typeof createIdempotency>;
