import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { vessels } from '../fleet/db';
import { activityTypes, ports, vesselSizes, vesselTypes } from '../refdata/db';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What the port cost estimator reads of other modules' tables (docs/decisions.md "Read models"): the
 * caller's vessels (fleet), the size classes that serve as model vessels, ports and activity types
 * (reference data). It only reads.
 */
export function createEstimatorReadModel(db: Db) {
  const vesselColumns = {
    id: vessels.id,
    name: vessels.name,
    dwt: vessels.dwt,
    vesselType: vesselTypes.code,
    vesselTypeName: vesselTypes.name,
    sizeClass: vesselSizes.name,
  };
  const modelColumns = {
    id: vesselSizes.id,
    name: vesselSizes.name,
    minDwt: vesselSizes.minDwt,
    maxDwt: vesselSizes.maxDwt,
    vesselType: vesselTypes.code,
    vesselTypeName: vesselTypes.name,
  };
  return {
    /** The company's active vessels whose name or IMO holds the text (at most 20). */
    companyVessels(companyId: number, text: string) {
      return db
        .select(vesselColumns)
        .from(vessels)
        .innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
        .leftJoin(vesselSizes, eq(vesselSizes.id, vessels.vesselSizeId))
        .where(
          and(
            eq(vessels.companyId, companyId),
            eq(vessels.isActive, true),
            text ? or(ilike(vessels.name, like(text)), ilike(vessels.imo, like(text))) : undefined,
          ),
        )
        .orderBy(asc(vessels.name))
        .limit(20);
    },
    async companyVessel(companyId: number, id: number) {
      const [row] = await db
        .select(vesselColumns)
        .from(vessels)
        .innerJoin(vesselTypes, eq(vesselTypes.id, vessels.vesselTypeId))
        .leftJoin(vesselSizes, eq(vesselSizes.id, vessels.vesselSizeId))
        .where(and(eq(vessels.companyId, companyId), eq(vessels.id, id)));
      return row;
    },
    /** Model vessels: the active size classes of the reference data whose name or type holds the text. */
    modelVessels(text: string) {
      return db
        .select(modelColumns)
        .from(vesselSizes)
        .innerJoin(vesselTypes, eq(vesselTypes.id, vesselSizes.vesselTypeId))
        .where(
          and(
            eq(vesselSizes.isActive, true),
            text ? or(ilike(vesselSizes.name, like(text)), ilike(vesselTypes.name, like(text))) : undefined,
          ),
        )
        .orderBy(asc(vesselSizes.position), asc(vesselSizes.id))
        .limit(20);
    },
    async modelVessel(id: number) {
      const [row] = await db
        .select(modelColumns)
        .from(vesselSizes)
        .innerJoin(vesselTypes, eq(vesselTypes.id, vesselSizes.vesselTypeId))
        .where(and(eq(vesselSizes.id, id), eq(vesselSizes.isActive, true)));
      return row;
    },
    async port(id: number) {
      const [row] = await db
        .select({ id: ports.id, name: ports.name, unlocode: ports.unlocode, isAvailableInPce: ports.isAvailableInPce })
        .from(ports)
        .where(and(eq(ports.id, id), eq(ports.isActive, true)));
      return row;
    },
    /** The activities an estimation can be made for (activity-types/list-estimation-active). */
    estimationActivities() {
      return db
        .select({ code: activityTypes.code, name: activityTypes.name })
        .from(activityTypes)
        .where(and(eq(activityTypes.isActive, true), eq(activityTypes.isEstimationActive, true)))
        .orderBy(asc(activityTypes.position), sql`${activityTypes.id}`);
    },
  };
}
export type EstimatorReadModel = ReturnType<typeof createEstimatorReadModel>;
