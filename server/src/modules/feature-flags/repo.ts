import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { featureFlags } from './db';

export type FeatureFlagRow = typeof featureFlags.$inferSelect;

export function createFeatureFlagRepo(db: Db) {
  return {
    list: (tx: Db = db) => tx.select().from(featureFlags).orderBy(asc(featureFlags.name)),
    async find(name: string, tx: Db = db): Promise<FeatureFlagRow | undefined> {
      const [row] = await tx.select().from(featureFlags).where(eq(featureFlags.name, name));
      return row;
    },
    async update(name: string, values: { status: boolean; updatedBy: number; updatedAt: Date }, tx: Db = db) {
      const [row] = await tx.update(featureFlags).set(values).where(eq(featureFlags.name, name)).returning();
      return row as FeatureFlagRow;
    },
    async ensure(rows: Array<{ name: string; status: boolean; description: string }>, tx: Db = db) {
      await tx.insert(featureFlags).values(rows).onConflictDoNothing();
    },
  };
}
export type FeatureFlagRepo = ReturnType<typeof createFeatureFlagRepo>;
