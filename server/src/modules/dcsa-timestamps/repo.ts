import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { type ProposalRow, sofTimestampProposals as proposals } from './db';

export type NewProposal = typeof proposals.$inferInsert;

/** The proposals of received DCSA timestamps; queries only. */
export function createProposalsRepo(db: Db) {
  return {
    /** Inserts those not yet proposed for their call, event and instant; answers the ones inserted. */
    async insertNew(rows: NewProposal[], tx: Db = db): Promise<ProposalRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(proposals).values(rows).onConflictDoNothing().returning();
    },
    /** A call's proposals, the newest first (a call receives a few dozen at most). */
    async ofPortCall(portCallId: number, tx: Db = db): Promise<ProposalRow[]> {
      return tx
        .select()
        .from(proposals)
        .where(eq(proposals.portCallId, portCallId))
        .orderBy(desc(proposals.createdAt), desc(proposals.id))
        .limit(500);
    },
    async find(portCallId: number, id: number, tx: Db = db, lock = false): Promise<ProposalRow | undefined> {
      const query = tx
        .select()
        .from(proposals)
        .where(and(eq(proposals.portCallId, portCallId), eq(proposals.id, id)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    /** Decides a proposal still open; undefined when someone decided it first. */
    async decide(
      id: number,
      values: Pick<ProposalRow, 'status' | 'decidedBy' | 'decidedAt' | 'sofEventId'>,
      tx: Db = db,
    ): Promise<ProposalRow | undefined> {
      const [row] = await tx
        .update(proposals)
        .set(values)
        .where(and(eq(proposals.id, id), eq(proposals.status, 'PROPOSED')))
        .returning();
      return row;
    },
  };
}
export type ProposalsRepo = ReturnType<typeof createProposalsRepo>;
