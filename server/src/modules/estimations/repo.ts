import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { readPage } from '../../platform/db/query-helpers';
import { expenseCatalogueItems, ports } from '../refdata/db';
import {
  estimationEpoch,
  expenseEstimationAttachments,
  expenseEstimationHistory,
  expenseEstimationLocations,
  expenseEstimations,
} from './db';

export type EstimationRow = typeof expenseEstimations.$inferSelect;

/** Queries of the estimations module (reference data's expenses and ports are joined as the kernel). */
export function createEstimationRepo(db: Db) {
  return {
    async find(id: number, tx: Db = db, lock = false): Promise<EstimationRow | undefined> {
      const query = tx.select().from(expenseEstimations).where(eq(expenseEstimations.id, id));
      const [row] = await (lock ? query.for('update') : query);
      return row;
    },
    async insert(values: typeof expenseEstimations.$inferInsert, portIds: number[], tx: Db): Promise<EstimationRow> {
      const [row] = await tx.insert(expenseEstimations).values(values).returning();
      if (!row) throw new Error('estimation insert returned nothing');
      await tx.insert(expenseEstimationLocations).values(portIds.map((portId) => ({ estimationId: row.id, portId })));
      return row;
    },
    /** Changes the row if it is still at `version`; undefined when someone changed it first. */
    async update(id: number, version: number, values: Partial<typeof expenseEstimations.$inferInsert>, tx: Db) {
      const [row] = await tx
        .update(expenseEstimations)
        .set({ ...values, version: version + 1 })
        .where(and(eq(expenseEstimations.id, id), eq(expenseEstimations.version, version)))
        .returning();
      return row;
    },
    async replaceLocations(id: number, portIds: number[], tx: Db) {
      await tx.delete(expenseEstimationLocations).where(eq(expenseEstimationLocations.estimationId, id));
      await tx.insert(expenseEstimationLocations).values(portIds.map((portId) => ({ estimationId: id, portId })));
    },
    async remove(id: number, tx: Db) {
      await tx.delete(expenseEstimations).where(eq(expenseEstimations.id, id));
    },
    async locations(ids: number[], tx: Db = db) {
      if (ids.length === 0) return [];
      return tx
        .select({
          estimationId: expenseEstimationLocations.estimationId,
          id: ports.id,
          name: ports.name,
          unlocode: ports.unlocode,
        })
        .from(expenseEstimationLocations)
        .innerJoin(ports, eq(ports.id, expenseEstimationLocations.portId))
        .where(inArray(expenseEstimationLocations.estimationId, ids))
        .orderBy(asc(ports.name), asc(ports.id));
    },
    async expenseNames(ids: number[], tx: Db = db) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await tx
        .select({ id: expenseCatalogueItems.id, name: expenseCatalogueItems.name })
        .from(expenseCatalogueItems)
        .where(inArray(expenseCatalogueItems.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    async existingPortIds(ids: number[], tx: Db) {
      const rows = await tx.select({ id: ports.id }).from(ports).where(inArray(ports.id, ids));
      return rows.map((r) => r.id);
    },
    async attachments(ids: number[], tx: Db = db) {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(expenseEstimationAttachments)
        .where(inArray(expenseEstimationAttachments.estimationId, ids))
        .orderBy(asc(expenseEstimationAttachments.id));
    },
    async insertAttachments(rows: Array<typeof expenseEstimationAttachments.$inferInsert>, tx: Db) {
      if (rows.length > 0) await tx.insert(expenseEstimationAttachments).values(rows);
    },
    /**
     * The PUBLISHED estimations of the expense at any of these ports, other than `exceptId`: what a
     * publication replaces (one live formula per expense and port).
     */
    async publishedOverlapping(expenseId: number, portIds: number[], exceptId: number, tx: Db) {
      const rows = await tx
        .select({ id: expenseEstimations.id })
        .from(expenseEstimations)
        .innerJoin(expenseEstimationLocations, eq(expenseEstimationLocations.estimationId, expenseEstimations.id))
        .where(
          and(
            eq(expenseEstimations.expenseId, expenseId),
            eq(expenseEstimations.state, 'PUBLISHED'),
            ne(expenseEstimations.id, exceptId),
            inArray(expenseEstimationLocations.portId, portIds),
          ),
        );
      return [...new Set(rows.map((r) => r.id))];
    },
    async page(f: { expenseId?: number; portId?: number; state?: string; page: number; size: number }) {
      const where = and(
        f.expenseId === undefined ? undefined : eq(expenseEstimations.expenseId, f.expenseId),
        f.state === undefined ? undefined : eq(expenseEstimations.state, f.state as EstimationRow['state']),
        f.portId === undefined
          ? undefined
          : sql`exists (select 1 from ${expenseEstimationLocations} l where l.estimation_id = ${expenseEstimations.id} and l.port_id = ${f.portId})`,
      );
      return readPage(
        f,
        db
          .select()
          .from(expenseEstimations)
          .where(where)
          .orderBy(desc(expenseEstimations.updatedAt), desc(expenseEstimations.id)),
        db.select({ n: count() }).from(expenseEstimations).where(where),
      );
    },
    async appendHistory(values: typeof expenseEstimationHistory.$inferInsert, tx: Db) {
      await tx.insert(expenseEstimationHistory).values(values);
    },
    async history(expenseId: number) {
      return db
        .select()
        .from(expenseEstimationHistory)
        .where(eq(expenseEstimationHistory.expenseId, expenseId))
        .orderBy(desc(expenseEstimationHistory.id))
        .limit(500);
    },
    /** The SCHEDULED estimations due at `now` (the publishing job also finds them after a restart). */
    /** The estimation epoch: bumped by every write that can change a published formula set. */
    async epoch(tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: estimationEpoch.n }).from(estimationEpoch).where(eq(estimationEpoch.id, 1));
      return row?.n ?? 0;
    },
    /** The PUBLISHED estimations at a port, with their expense's name, in catalogue order. */
    async publishedAt(portId: number, tx: Db = db) {
      return tx
        .select({
          id: expenseEstimations.id,
          expenseId: expenseEstimations.expenseId,
          expenseName: expenseCatalogueItems.name,
          expenseCode: expenseCatalogueItems.code,
          currency: expenseEstimations.currency,
          formula: expenseEstimations.formula,
          tariffs: expenseEstimations.tariffs,
        })
        .from(expenseEstimations)
        .innerJoin(expenseEstimationLocations, eq(expenseEstimationLocations.estimationId, expenseEstimations.id))
        .innerJoin(expenseCatalogueItems, eq(expenseCatalogueItems.id, expenseEstimations.expenseId))
        .where(and(eq(expenseEstimationLocations.portId, portId), eq(expenseEstimations.state, 'PUBLISHED')))
        .orderBy(asc(expenseCatalogueItems.name), asc(expenseEstimations.id));
    },
    /** One estimation in any state, with its expense's name and catalogue code (for running it). */
    async withExpense(id: number, tx: Db = db) {
      const [row] = await tx
        .select({
          id: expenseEstimations.id,
          expenseId: expenseEstimations.expenseId,
          expenseName: expenseCatalogueItems.name,
          expenseCode: expenseCatalogueItems.code,
          currency: expenseEstimations.currency,
          formula: expenseEstimations.formula,
          tariffs: expenseEstimations.tariffs,
          state: expenseEstimations.state,
          version: expenseEstimations.version,
        })
        .from(expenseEstimations)
        .innerJoin(expenseCatalogueItems, eq(expenseCatalogueItems.id, expenseEstimations.expenseId))
        .where(eq(expenseEstimations.id, id));
      return row;
    },
    /** The ports with at least one PUBLISHED estimation (the ports of the port cost estimator). */
    async portsWithPublished(portIds: number[] | null, tx: Db = db) {
      const rows = await tx
        .selectDistinct({ portId: expenseEstimationLocations.portId })
        .from(expenseEstimationLocations)
        .innerJoin(expenseEstimations, eq(expenseEstimations.id, expenseEstimationLocations.estimationId))
        .where(
          and(
            eq(expenseEstimations.state, 'PUBLISHED'),
            portIds === null ? undefined : inArray(expenseEstimationLocations.portId, portIds),
          ),
        );
      return rows.map((r) => r.portId);
    },
    async dueScheduled(now: Date, tx: Db) {
      return tx
        .select()
        .from(expenseEstimations)
        .where(and(eq(expenseEstimations.state, 'SCHEDULED'), sql`${expenseEstimations.scheduledAt} <= ${now}`))
        .for('update', { skipLocked: true });
    },
  };
}
export type EstimationRepo = ReturnType<typeof createEstimationRepo>;
