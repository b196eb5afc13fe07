import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { agentDirectoryCalls, agentDirectoryFigures, agentDirectoryStaleCalls } from './db';
import type { AgentCall } from './directory-read-model';
import type { CallFacts } from './figures';

/** The directory's own tables: the stored calls, the figures, the stale-call queue. */
export function createAgentDirectoryStore(db: Db) {
  return {
    /** Any queued call at all: one row of a small table, read before each directory answer. */
    async hasStale() {
      const [row] = await db.select({ id: agentDirectoryStaleCalls.id }).from(agentDirectoryStaleCalls).limit(1);
      return row !== undefined;
    },

    async queued(limit: number, tx: Db) {
      return tx.select().from(agentDirectoryStaleCalls).orderBy(asc(agentDirectoryStaleCalls.id)).limit(limit);
    },

    async dequeue(ids: number[], tx: Db) {
      if (ids.length > 0) await tx.delete(agentDirectoryStaleCalls).where(inArray(agentDirectoryStaleCalls.id, ids));
    },

    /** The agents the stored rows of these calls belong to (a call may have changed agent). */
    async agentsOfCalls(appointmentIds: number[], tx: Db) {
      const rows = await tx
        .selectDistinct({ agentId: agentDirectoryCalls.agentCompanyId })
        .from(agentDirectoryCalls)
        .where(inArray(agentDirectoryCalls.appointmentId, appointmentIds));
      return rows.map((r) => r.agentId);
    },

    /** Replaces the stored rows of these calls with their fresh facts (a call back in DRAFT or gone has none). */
    async replaceCalls(appointmentIds: number[], calls: AgentCall[], tx: Db) {
      await tx.delete(agentDirectoryCalls).where(inArray(agentDirectoryCalls.appointmentId, appointmentIds));
      for (let i = 0; i < calls.length; i += 1000)
        await tx.insert(agentDirectoryCalls).values(
          calls.slice(i, i + 1000).map((c) => ({
            appointmentId: c.appointmentId,
            agentCompanyId: c.agentId,
            buyerCompanyId: c.buyerId,
            portId: c.portId,
            state: c.state,
            appointedAt: c.appointedAt,
            answeredAt: c.answeredAt,
            ets: c.ets,
            pdaTotal: c.pdaTotal,
            fdaTotal: c.fdaTotal,
            firstFdaAt: c.firstFdaAt,
            daCount: c.daCount,
            sentBackCount: c.sentBackCount,
            rating: c.rating,
          })),
        );
    },

    async callsOfAgent(agentId: number, tx: Db): Promise<CallFacts[]> {
      const rows = await tx.select().from(agentDirectoryCalls).where(eq(agentDirectoryCalls.agentCompanyId, agentId));
      return rows.map((r) => ({
        appointmentId: r.appointmentId,
        buyerId: r.buyerCompanyId,
        portId: r.portId,
        state: r.state,
        appointedAt: r.appointedAt,
        answeredAt: r.answeredAt,
        ets: r.ets,
        pdaTotal: r.pdaTotal,
        fdaTotal: r.fdaTotal,
        firstFdaAt: r.firstFdaAt,
        daCount: r.daCount,
        sentBackCount: r.sentBackCount,
        rating: r.rating,
      }));
    },

    async replaceFigures(agentId: number, rows: Array<typeof agentDirectoryFigures.$inferInsert>, tx: Db) {
      await tx.delete(agentDirectoryFigures).where(eq(agentDirectoryFigures.agentCompanyId, agentId));
      for (let i = 0; i < rows.length; i += 1000)
        await tx.insert(agentDirectoryFigures).values(rows.slice(i, i + 1000));
    },
  };
}
export type AgentDirectoryStore = ReturnType<typeof createAgentDirectoryStore>;
