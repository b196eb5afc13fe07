import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { charterers, chartererVesselTypes } from './db';

export type ChartererRow = typeof charterers.$inferSelect;

export function createCharterersRepo(db: Db) {
  return {
    async find(id: number, tx: Db = db): Promise<ChartererRow | undefined> {
      const [row] = await tx.select().from(charterers).where(eq(charterers.id, id));
      return row;
    },
    async insert(values: typeof charterers.$inferInsert, tx: Db = db): Promise<ChartererRow> {
      const [row] = await tx.insert(charterers).values(values).returning();
      return row as ChartererRow;
    },
    async update(id: number, values: Partial<typeof charterers.$inferInsert>, tx: Db = db): Promise<ChartererRow> {
      const [row] = await tx.update(charterers).set(values).where(eq(charterers.id, id)).returning();
      return row as ChartererRow;
    },
    /** One link per charterer, buyer and vessel type: saving again switches it on or off. */
    async upsertVesselType(values: typeof chartererVesselTypes.$inferInsert, tx: Db = db) {
      const [row] = await tx
        .insert(chartererVesselTypes)
        .values(values)
        .onConflictDoUpdate({
          target: [chartererVesselTypes.chartererId, chartererVesselTypes.buyerId, chartererVesselTypes.vesselTypeId],
          set: { isActive: values.isActive ?? true },
        })
        .returning();
      return row;
    },
  };
}
export type CharterersRepo = ReturnType<typeof createCharterersRepo>;
