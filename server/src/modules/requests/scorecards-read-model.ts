import { NO_CALL_FIGURES, type TAgentFigures } from '@portcall/contracts/agent-directory';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { agentDirectoryFigures } from '../agent-directory/db';
import { requestsForQuotation } from './db';

/**
 * The agents' figures where a buyer chooses them (docs/decisions.md "Agent scorecards where agents
 * are chosen"): the agent directory's stored figures of the buyer (agent_directory_figures, the agent
 * page's `yours`), one statement a page. It reads them as stored: the directory's job recomputes a
 * changed call within seconds, and a picker or comparison does not pay for draining its queue.
 */
export function createScorecardsReadModel(db: Db) {
  const ofBuyer = (buyerId: number) =>
    and(
      eq(agentDirectoryFigures.buyerCompanyId, buyerId),
      eq(agentDirectoryFigures.agentCompanyId, requestsForQuotation.agentCompanyId),
    );

  return {
    /** The buyer's figures of each of these agents (the RFQ picker's options). */
    async ofAgents(buyerId: number, agentIds: number[]): Promise<Map<number, TAgentFigures>> {
      if (agentIds.length === 0) return new Map();
      const rows = await db
        .select({ agentId: agentDirectoryFigures.agentCompanyId, figures: agentDirectoryFigures.figures })
        .from(agentDirectoryFigures)
        .where(
          and(
            eq(agentDirectoryFigures.buyerCompanyId, buyerId),
            sql`${agentDirectoryFigures.agentCompanyId} = any(${`{${agentIds.join(',')}}`}::bigint[])`,
          ),
        );
      const stored = new Map(rows.map((r) => [Number(r.agentId), r.figures as TAgentFigures]));
      return new Map(agentIds.map((id) => [id, stored.get(id) ?? NO_CALL_FIGURES]));
    },

    /** Each request of the case with its agent and the buyer's figures of it (the comparison). */
    async ofCase(buyerId: number, caseId: number) {
      const rows = await db
        .select({
          requestId: requestsForQuotation.id,
          agentId: requestsForQuotation.agentCompanyId,
          figures: agentDirectoryFigures.figures,
        })
        .from(requestsForQuotation)
        .leftJoin(agentDirectoryFigures, ofBuyer(buyerId))
        .where(eq(requestsForQuotation.requestCaseId, caseId))
        .orderBy(asc(requestsForQuotation.id));
      return rows.map((r) => ({
        requestId: r.requestId,
        agentId: r.agentId,
        figures: (r.figures as TAgentFigures | null) ?? NO_CALL_FIGURES,
      }));
    },
  };
}
export type ScorecardsReadModel = ReturnType<typeof createScorecardsReadModel>;
