import type { TVesselsQuery } from '@portcall/contracts/fleet';
import { and, asc, count, eq, exists, ilike, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { containsPattern, orderOf, readPage, replaceMembers, textOrder } from '../../platform/db/query-helpers';
import { createGroupTable } from '../../platform/groups/group-table';
import { vesselSizes, vesselTypes } from '../refdata/db';
import { fleets, fleetVessels, profileVessels, vessels } from './db';

export type VesselRow = typeof vessels.$inferSelect;
export type FleetRow = typeof fleets.$inferSelect;

const sizeTypes = alias(vesselTypes, 'size_types');
const vesselColumns = {
  row: vessels,
  vesselType: { id: vesselTypes.id, name: vesselTypes.name },
  vesselSize: { id: vesselSizes.id, name: vesselSizes.name },
};

/** Queries over a buyer's vessels, fleets and the vessels its profiles look after. */
export function createFleetRepo(db: Db) {
  const vesselsWithNames = (tx: Db) =>
    tx
      .select(vesselColumns)
      .from(vessels)
      .innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
      .leftJoin(vesselSizes, eq(vesselSizes.id, vessels.vesselSizeId));

  return {
    async listVessels(companyId: number, query: TVesselsQuery, tx: Db = db) {
      const where = and(
        eq(vessels.companyId, companyId),
        query.name ? ilike(vessels.name, containsPattern(query.name)) : undefined,
        query.imo ? ilike(vessels.imo, `${query.imo.replace(/\D/g, '')}%`) : undefined,
        query.vesselTypeId === undefined ? undefined : eq(vessels.vesselTypeId, query.vesselTypeId),
        query.isActive === undefined ? undefined : eq(vessels.isActive, query.isActive),
        query.fleetId === undefined
          ? undefined
          : exists(
              tx
                .select({ one: sql`1` })
                .from(fleetVessels)
                .where(and(eq(fleetVessels.vesselId, vessels.id), eq(fleetVessels.fleetId, query.fleetId))),
            ),
      );
      const sortable = {
        name: textOrder(vessels.name),
        imo: vessels.imo,
        dwt: vessels.dwt,
        createdAt: vessels.createdAt,
      };
      return readPage(
        query,
        vesselsWithNames(tx)
          .where(where)
          .orderBy(...orderOf(sortable, query, 'name', vessels.id)),
        tx.select({ n: count() }).from(vessels).where(where),
      );
    },

    async findVessel(id: number, tx: Db = db) {
      const [row] = await vesselsWithNames(tx).where(eq(vessels.id, id));
      return row;
    },

    async imoTaken(companyId: number, imo: string, exceptId: number | null, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: vessels.id })
        .from(vessels)
        .where(
          and(
            eq(vessels.companyId, companyId),
            eq(vessels.imo, imo),
            exceptId === null ? undefined : ne(vessels.id, exceptId),
          ),
        );
      return row !== undefined;
    },

    async insertVessel(values: typeof vessels.$inferInsert, tx: Db = db): Promise<VesselRow> {
      const [row] = await tx.insert(vessels).values(values).returning();
      return row as VesselRow;
    },

    async updateVessel(id: number, values: Partial<typeof vessels.$inferInsert>, tx: Db = db): Promise<VesselRow> {
      const [row] = await tx.update(vessels).set(values).where(eq(vessels.id, id)).returning();
      return row as VesselRow;
    },

    /** Reference data a vessel points at: its type's segment, and a size class with its type's segment. */
    async findVesselType(id: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: vesselTypes.id, segmentId: vesselTypes.segmentId })
        .from(vesselTypes)
        .where(eq(vesselTypes.id, id));
      return row;
    },

    async findVesselSize(id: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: vesselSizes.id, segmentId: sizeTypes.segmentId })
        .from(vesselSizes)
        .innerJoin(sizeTypes, eq(sizeTypes.id, vesselSizes.vesselTypeId))
        .where(eq(vesselSizes.id, id));
      return row;
    },

    async findVesselFleets(vesselIds: number[], tx: Db = db) {
      if (vesselIds.length === 0) return [];
      return tx
        .select({ vesselId: fleetVessels.vesselId, id: fleets.id, name: fleets.name })
        .from(fleetVessels)
        .innerJoin(fleets, eq(fleets.id, fleetVessels.fleetId))
        .where(inArray(fleetVessels.vesselId, vesselIds))
        .orderBy(textOrder(fleets.name), asc(fleets.id));
    },

    /** Vessels of one buyer among the given ids; `activeOnly` for new assignments. */
    async existingVesselIds(companyId: number, ids: number[], options: { activeOnly: boolean }, tx: Db = db) {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ id: vessels.id })
        .from(vessels)
        .where(
          and(
            eq(vessels.companyId, companyId),
            inArray(vessels.id, ids),
            options.activeOnly ? eq(vessels.isActive, true) : undefined,
          ),
        );
      return rows.map((r) => r.id);
    },

    // ---- fleets ----

    listFleets(companyId: number, options: { isActive?: boolean }, tx: Db = db) {
      return tx
        .select()
        .from(fleets)
        .where(
          and(
            eq(fleets.companyId, companyId),
            options.isActive === undefined ? undefined : eq(fleets.isActive, options.isActive),
          ),
        )
        .orderBy(textOrder(fleets.name), asc(fleets.id));
    },

    /** The named-group queries (platform/groups): find, name taken, insert, update, vessels. */
    fleets: createGroupTable(db, {
      groups: fleets,
      links: fleetVessels,
      owner: fleetVessels.fleetId,
      row: (fleetId, vesselId) => ({ fleetId, vesselId }),
    }),

    async findFleetVessels(fleetIds: number[], tx: Db = db) {
      if (fleetIds.length === 0) return [];
      return tx
        .select({
          fleetId: fleetVessels.fleetId,
          id: vessels.id,
          name: vessels.name,
          imo: vessels.imo,
          isActive: vessels.isActive,
        })
        .from(fleetVessels)
        .innerJoin(vessels, eq(vessels.id, fleetVessels.vesselId))
        .where(inArray(fleetVessels.fleetId, fleetIds))
        .orderBy(textOrder(vessels.name), asc(vessels.id));
    },

    // ---- profile vessels ----

    /** The active vessels a profile looks after (a deactivated vessel leaves every picker). */
    listProfileVessels(profileId: number, tx: Db = db) {
      return tx
        .select({ id: vessels.id, name: vessels.name, imo: vessels.imo })
        .from(profileVessels)
        .innerJoin(vessels, eq(vessels.id, profileVessels.vesselId))
        .where(and(eq(profileVessels.profileId, profileId), eq(vessels.isActive, true)))
        .orderBy(textOrder(vessels.name), asc(vessels.id));
    },

    async findProfileVesselIds(profileId: number, tx: Db = db): Promise<number[]> {
      const rows = await tx
        .select({ id: profileVessels.vesselId })
        .from(profileVessels)
        .where(eq(profileVessels.profileId, profileId))
        .orderBy(asc(profileVessels.vesselId));
      return rows.map((r) => r.id);
    },

    async replaceProfileVessels(profileId: number, vesselIds: number[], tx: Db = db) {
      await replaceMembers(
        tx,
        profileVessels,
        { column: profileVessels.profileId, id: profileId },
        vesselIds.map((vesselId) => ({ profileId, vesselId })),
      );
    },
  };
}
export type FleetRepo = ReturnType<typeof createFleetRepo>;
