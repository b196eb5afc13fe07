import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  integrationConnectors,
  integrationDeliveries,
  integrationLogEntries,
  integrationOutboxCursors,
  integrationTasks,
} from './db';

export type ConnectorRow = typeof integrationConnectors.$inferSelect;
export type DeliveryRow = typeof integrationDeliveries.$inferSelect;
export type LogEntryRow = typeof integrationLogEntries.$inferSelect;
export type TaskRow = typeof integrationTasks.$inferSelect;

/** The integrations' tables; every method takes an optional transaction. */
export function createIntegrationsRepo(db: Db) {
  return {
    async connectors(buyerId: number, tx: Db = db) {
      return tx
        .select()
        .from(integrationConnectors)
        .where(eq(integrationConnectors.buyerId, buyerId))
        .orderBy(integrationConnectors.id);
    },
    async connector(id: number, tx: Db = db) {
      const [row] = await tx.select().from(integrationConnectors).where(eq(integrationConnectors.id, id));
      return row;
    },
    async connectorBySlug(slug: string, tx: Db = db) {
      const [row] = await tx.select().from(integrationConnectors).where(eq(integrationConnectors.slug, slug));
      return row;
    },
    /** The buyer's enabled connectors of the kinds given. */
    async enabledConnectors(buyerId: number, kinds: string[], tx: Db = db) {
      return tx
        .select()
        .from(integrationConnectors)
        .where(
          and(
            eq(integrationConnectors.buyerId, buyerId),
            eq(integrationConnectors.isEnabled, true),
            inArray(integrationConnectors.kind, kinds),
          ),
        )
        .orderBy(integrationConnectors.id);
    },
    async insertConnector(values: typeof integrationConnectors.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(integrationConnectors).values(values).returning();
      return row as ConnectorRow;
    },
    async updateConnector(id: number, values: Partial<ConnectorRow>, tx: Db = db) {
      const [row] = await tx
        .update(integrationConnectors)
        .set(values)
        .where(eq(integrationConnectors.id, id))
        .returning();
      return row as ConnectorRow;
    },

    /** Adds a delivery unless the connector has one for the same source already; answers the new row. */
    async insertDelivery(values: typeof integrationDeliveries.$inferInsert, tx: Db = db) {
      const [row] = await tx
        .insert(integrationDeliveries)
        .values(values)
        .onConflictDoNothing({ target: [integrationDeliveries.connectorId, integrationDeliveries.sourceKey] })
        .returning();
      return row;
    },
    async delivery(id: number, tx: Db = db, lock = false) {
      const query = tx.select().from(integrationDeliveries).where(eq(integrationDeliveries.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async deliveries(buyerId: number, status: string | undefined, tx: Db = db) {
      return tx
        .select({ delivery: integrationDeliveries, connectorName: integrationConnectors.name })
        .from(integrationDeliveries)
        .innerJoin(integrationConnectors, eq(integrationConnectors.id, integrationDeliveries.connectorId))
        .where(
          and(
            eq(integrationDeliveries.buyerId, buyerId),
            status ? eq(integrationDeliveries.status, status) : undefined,
          ),
        )
        .orderBy(desc(integrationDeliveries.id))
        .limit(200);
    },
    async updateDelivery(id: number, values: Partial<DeliveryRow>, tx: Db = db) {
      await tx.update(integrationDeliveries).set(values).where(eq(integrationDeliveries.id, id));
    },

    async insertLogEntry(values: typeof integrationLogEntries.$inferInsert, tx: Db = db) {
      await tx.insert(integrationLogEntries).values(values);
    },
    /** Log entries with their delivery, of the deliveries matching `where`, newest first. */
    async logEntries(where: { deliveryId?: number; connectorId?: number; entity?: [string, number] }, tx: Db = db) {
      return tx
        .select({ entry: integrationLogEntries, delivery: integrationDeliveries })
        .from(integrationLogEntries)
        .innerJoin(integrationDeliveries, eq(integrationDeliveries.id, integrationLogEntries.deliveryId))
        .where(
          and(
            where.deliveryId === undefined ? undefined : eq(integrationDeliveries.id, where.deliveryId),
            where.connectorId === undefined ? undefined : eq(integrationDeliveries.connectorId, where.connectorId),
            where.entity === undefined
              ? undefined
              : and(
                  eq(integrationDeliveries.entityType, where.entity[0]),
                  eq(integrationDeliveries.entityId, where.entity[1]),
                ),
          ),
        )
        .orderBy(desc(integrationLogEntries.id))
        .limit(500);
    },

    async task(id: number, tx: Db = db) {
      const [row] = await tx.select().from(integrationTasks).where(eq(integrationTasks.id, id));
      return row;
    },
    async taskOf(buyerId: number, entityType: string, entityId: number, tx: Db = db) {
      const [row] = await tx
        .select({ task: integrationTasks, deliveryStatus: integrationDeliveries.status })
        .from(integrationTasks)
        .innerJoin(integrationDeliveries, eq(integrationDeliveries.id, integrationTasks.deliveryId))
        .where(
          and(
            eq(integrationTasks.buyerId, buyerId),
            eq(integrationTasks.entityType, entityType),
            eq(integrationTasks.entityId, entityId),
          ),
        );
      return row;
    },
    async taskOfDelivery(deliveryId: number, tx: Db = db) {
      const [row] = await tx.select().from(integrationTasks).where(eq(integrationTasks.deliveryId, deliveryId));
      return row;
    },
    async upsertTask(values: typeof integrationTasks.$inferInsert, tx: Db = db) {
      const [row] = await tx
        .insert(integrationTasks)
        .values(values)
        .onConflictDoUpdate({
          target: [integrationTasks.buyerId, integrationTasks.entityType, integrationTasks.entityId],
          set: {
            deliveryId: values.deliveryId,
            state: values.state,
            externalId: null,
            flow: null,
            details: {},
            updatedAt: values.updatedAt,
          },
        })
        .returning();
      return row as TaskRow;
    },
    async updateTask(id: number, values: Partial<TaskRow>, tx: Db = db) {
      await tx.update(integrationTasks).set(values).where(eq(integrationTasks.id, id));
    },

    async cursor(source: string, tx: Db = db) {
      const [row] = await tx
        .select({ lastId: integrationOutboxCursors.lastId })
        .from(integrationOutboxCursors)
        .where(eq(integrationOutboxCursors.source, source))
        .for('update');
      return row?.lastId ?? 0;
    },
    async moveCursor(source: string, lastId: number, tx: Db = db) {
      await tx
        .insert(integrationOutboxCursors)
        .values({ source, lastId })
        .onConflictDoUpdate({ target: integrationOutboxCursors.source, set: { lastId: sql`excluded.last_id` } });
    },
  };
}
export type IntegrationsRepo = ReturnType<typeof createIntegrationsRepo>;
