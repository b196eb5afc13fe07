import type { TCharterersRequest } from '@portcall/contracts/admin';
import { and, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, orderOf, readPage, textOrder } from '../../platform/db/query-helpers';
import { companies } from '../account/db';
import { vesselTypes } from '../refdata/db';
import { charterers, chartererVesselTypes } from './db';

/*
 * A declared read model: charterers with the names of the buyers (account's companies) and vessel
 * types they are linked to.
 */
export function createCharterersReadModel(db: Db) {
  async function vesselTypesOf(ids: number[], tx: Db = db) {
    if (ids.length === 0) return [];
    return tx
      .select({
        id: chartererVesselTypes.id,
        chartererId: chartererVesselTypes.chartererId,
        buyerId: chartererVesselTypes.buyerId,
        buyerName: companies.name,
        vesselTypeId: chartererVesselTypes.vesselTypeId,
        vesselTypeName: vesselTypes.name,
        isActive: chartererVesselTypes.isActive,
      })
      .from(chartererVesselTypes)
      .innerJoin(companies, eq(companies.id, chartererVesselTypes.buyerId))
      .innerJoin(vesselTypes, eq(vesselTypes.id, chartererVesselTypes.vesselTypeId))
      .where(inArray(chartererVesselTypes.chartererId, ids))
      .orderBy(textOrder(companies.name), textOrder(vesselTypes.name));
  }

  return {
    vesselTypesOf,
    async list(query: TCharterersRequest) {
      const conditions: SQL[] = [];
      if (query.filter?.name) conditions.push(ilike(charterers.name, containsPattern(query.filter.name)));
      if (query.filter?.isActive !== undefined) conditions.push(eq(charterers.isActive, query.filter.isActive));
      const where = conditions.length ? and(...conditions) : undefined;
      const sortable = { name: textOrder(charterers.name), updatedAt: charterers.updatedAt };
      return readPage(
        query,
        db
          .select()
          .from(charterers)
          .where(where)
          .orderBy(...orderOf(sortable, query.order ?? {}, 'name', charterers.id)),
        db.select({ n: count() }).from(charterers).where(where),
      );
    },
    async isBuyer(companyId: number, tx: Db = db) {
      const [row] = await tx.select({ type: companies.type }).from(companies).where(eq(companies.id, companyId));
      return row?.type === 'BUYER';
    },
    async vesselTypeExists(id: number, tx: Db = db) {
      const [row] = await tx.select({ id: vesselTypes.id }).from(vesselTypes).where(eq(vesselTypes.id, id));
      return row !== undefined;
    },
    /** The active charterers a buyer works with for a vessel type. */
    async forBuyerVesselType(buyerId: number, vesselTypeId: number) {
      return db
        .select({ id: charterers.id, name: charterers.name })
        .from(chartererVesselTypes)
        .innerJoin(charterers, eq(charterers.id, chartererVesselTypes.chartererId))
        .where(
          and(
            eq(chartererVesselTypes.buyerId, buyerId),
            eq(chartererVesselTypes.vesselTypeId, vesselTypeId),
            eq(chartererVesselTypes.isActive, true),
            eq(charterers.isActive, true),
          ),
        )
        .orderBy(textOrder(charterers.name));
    },
    async activeNames() {
      return db
        .select({ id: charterers.id, name: charterers.name })
        .from(charterers)
        .where(eq(charterers.isActive, true))
        .limit(20_000);
    },
  };
}
export type CharterersReadModel = ReturnType<typeof createCharterersReadModel>;
