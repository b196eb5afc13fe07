import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { readPage } from '../../platform/db/query-helpers';
import { agentRatingCriteria, agentRatings, meanOfRating } from './db';

export type AgentRatingRow = typeof agentRatings.$inferSelect;
export type CriterionRow = { criterion: (typeof agentRatingCriteria.$inferSelect)['criterion']; rating: number };

/** Queries over agent ratings and their criteria. */
export function createRatingRepo(db: Db) {
  return {
    async findByAppointment(appointmentId: number, tx: Db = db, lock = false) {
      const query = tx.select().from(agentRatings).where(eq(agentRatings.appointmentId, appointmentId));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },

    async criteriaOf(ratingIds: number[], tx: Db = db) {
      if (ratingIds.length === 0) return new Map<number, CriterionRow[]>();
      const rows = await tx.select().from(agentRatingCriteria).where(inArray(agentRatingCriteria.ratingId, ratingIds));
      const byRating = new Map<number, CriterionRow[]>();
      for (const row of rows)
        byRating.set(row.ratingId, [
          ...(byRating.get(row.ratingId) ?? []),
          { criterion: row.criterion, rating: row.rating },
        ]);
      return byRating;
    },

    async insert(values: typeof agentRatings.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(agentRatings).values(values).onConflictDoNothing().returning();
      return row;
    },

    async update(id: number, values: Partial<typeof agentRatings.$inferInsert>, tx: Db = db) {
      const [row] = await tx.update(agentRatings).set(values).where(eq(agentRatings.id, id)).returning();
      return row as AgentRatingRow;
    },

    async replaceCriteria(ratingId: number, criteria: CriterionRow[], tx: Db = db) {
      await tx.delete(agentRatingCriteria).where(eq(agentRatingCriteria.ratingId, ratingId));
      await tx.insert(agentRatingCriteria).values(criteria.map((c) => ({ ratingId, ...c })));
      await tx
        .update(agentRatings)
        .set({ criteriaSum: criteria.reduce((sum, c) => sum + c.rating, 0), criteriaCount: criteria.length })
        .where(eq(agentRatings.id, ratingId));
    },

    /**
     * A buyer's mean rating of an agent: each rating counts once (the mean of its criteria), so a
     * rating with four criteria weighs the same as one with two.
     */
    async average(buyerCompanyId: number, agentCompanyId: number) {
      const [row] = await db
        .select({ average: sql<string | null>`avg(${meanOfRating})`, count: count() })
        .from(agentRatings)
        .where(
          and(
            eq(agentRatings.buyerCompanyId, buyerCompanyId),
            eq(agentRatings.agentCompanyId, agentCompanyId),
            gt(agentRatings.criteriaCount, 0),
          ),
        );
      return {
        average: row?.average === null || row?.average === undefined ? 0 : Number(row.average),
        count: row?.count ?? 0,
      };
    },

    async page(buyerCompanyId: number, agentCompanyId: number, page: number, size: number) {
      const where = and(
        eq(agentRatings.buyerCompanyId, buyerCompanyId),
        eq(agentRatings.agentCompanyId, agentCompanyId),
      );
      const { rows, total } = await readPage(
        { page, size },
        db.select().from(agentRatings).where(where).orderBy(desc(agentRatings.id)),
        db.select({ n: count() }).from(agentRatings).where(where),
      );
      return { items: rows, total };
    },
  };
}
export type RatingRepo = ReturnType<typeof createRatingRepo>;
