import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { type agentDirectoryFigures, PLATFORM_BUYER } from './db';
import type { AgentDirectoryRepo } from './directory-read-model';
import { buyerFigures, type CallFacts, platformFigures } from './figures';
import type { AgentDirectoryStore } from './repo';

/**
 * Queue rows taken per transaction: a backlog (the migration queues every call; a bulk import marks a
 * call once per table it writes) goes in slices, and each slice recomputes every agent it touches, so
 * few large slices (10,000 marks: seconds of SQL) beat many small ones.
 */
const SLICE = 10_000;
/** One refresher at a time: two would compute the same figures and race on their rows. */
const LOCK_KEY = 0x41_44_52_46; // "ADRF"

/**
 * Keeps the stored figures equal to what figures.ts computes from the live tables: the queued calls'
 * facts are recomputed through the read model, then every agent they touch has its figures (per buyer
 * and the platform's) recomputed from its stored calls with the same functions the page used to run.
 */
export function createFiguresRefresh(deps: { db: Db; read: AgentDirectoryRepo; store: AgentDirectoryStore }) {
  const { db, read, store } = deps;

  async function refreshAgent(agentId: number, tx: Db) {
    const calls = await store.callsOfAgent(agentId, tx);
    const ratings = new Map((await read.ratingsOfAgent(agentId, tx)).map((r) => [r.buyerId, r]));
    const byBuyer = new Map<number, CallFacts[]>();
    for (const c of calls) byBuyer.set(c.buyerId, [...(byBuyer.get(c.buyerId) ?? []), c]);
    const buyers = new Set([...byBuyer.keys(), ...ratings.keys()]);
    const rows: Array<typeof agentDirectoryFigures.$inferInsert> = [...buyers].map((buyerId) => {
      const figures = buyerFigures(byBuyer.get(buyerId) ?? [], buyerId, null);
      const rating = ratings.get(buyerId);
      return {
        agentCompanyId: agentId,
        buyerCompanyId: buyerId,
        figures,
        callsHandled: figures.callsHandled.value ?? 0,
        ratingAverage: rating?.average ?? null,
        ratingCount: rating?.count ?? 0,
      };
    });
    if (calls.length > 0)
      rows.push({
        agentCompanyId: agentId,
        buyerCompanyId: PLATFORM_BUYER,
        // The platform row carries its anonymised figures; nothing else of it is read.
        figures: platformFigures(calls, null),
        callsHandled: 0,
        ratingAverage: null,
        ratingCount: 0,
      });
    await store.replaceFigures(agentId, rows, tx);
  }

  /** One slice of the queue in one transaction; answers how many queue rows it took. */
  async function refreshSlice(): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
      const queued = await store.queued(SLICE, tx);
      if (queued.length === 0) return 0;
      const appointmentIds = [...new Set(queued.map((q) => q.appointmentId))];
      const before = await store.agentsOfCalls(appointmentIds, tx);
      const calls = await read.callFacts(appointmentIds, tx);
      await store.replaceCalls(appointmentIds, calls, tx);
      for (const agentId of new Set([...before, ...calls.map((c) => c.agentId)])) await refreshAgent(agentId, tx);
      await store.dequeue(
        queued.map((q) => q.id),
        tx,
      );
      return queued.length;
    });
  }

  /** Recomputes every queued call and its agents' figures (a reader that found the queue non-empty). */
  async function drain() {
    let total = 0;
    for (let n = await refreshSlice(); n > 0; n = await refreshSlice()) total += n;
    return total;
  }

  /** The job's pass: nothing to do costs one small read, no transaction. */
  async function refreshStale() {
    return (await store.hasStale()) ? drain() : 0;
  }

  return { refreshStale, drain };
}
export type FiguresRefresh = ReturnType<typeof createFiguresRefresh>;
