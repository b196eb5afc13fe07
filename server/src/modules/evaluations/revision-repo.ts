import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { evaluationRevisionChanges } from './db';

export type RevisionChangeRow = typeof evaluationRevisionChanges.$inferSelect;

/** The line changes of DA revisions (evaluation_revision_changes). */
export function createRevisionRepo(db: Db) {
  return {
    async insertChanges(rows: Array<typeof evaluationRevisionChanges.$inferInsert>, tx: Db = db) {
      if (rows.length > 0) await tx.insert(evaluationRevisionChanges).values(rows);
    },
    /** What the revision that brought the evaluation to `proformaId` changed. */
    async changesOf(evaluationId: number, proformaId: number, tx: Db = db): Promise<RevisionChangeRow[]> {
      return tx
        .select()
        .from(evaluationRevisionChanges)
        .where(
          and(
            eq(evaluationRevisionChanges.evaluationId, evaluationId),
            eq(evaluationRevisionChanges.proformaId, proformaId),
          ),
        )
        .orderBy(asc(evaluationRevisionChanges.id));
    },
  };
}
export type RevisionRepo = ReturnType<typeof createRevisionRepo>;
