import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { estimationEpoch } from '../estimations/db';
import { vessels } from '../fleet/db';
import { activityTypes, ports, vesselSizes, vesselTypes } from '../refdata/db';
import {
  historyMeans,
  meansAsJson,
  PORT_COST_SECTIONS,
  type PriceAverage,
  priceListMeans,
} from './price-sources-read-model';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A vessel of the caller's fleet as the estimator reads it. */
export interface CompanyVesselRow {
  id: number;
  name: string;
  dwt: number;
  vesselType: string;
  vesselTypeName: string;
  sizeClass: string | null;
}
/** A model vessel: a reference size class. */
export interface ModelVesselRow {
  id: number;
  name: string;
  minDwt: number;
  maxDwt: number;
  vesselType: string;
  vesselTypeName: string;
}
interface CallContextRow {
  port: { id: number; name: string; unlocode: string; isAvailableInPce: boolean } | null;
  vessel: CompanyVesselRow | ModelVesselRow | null;
  activities: Array<{ code: string; name: string }>;
  /** The port's port and agency expenses in the agents' current price lists, and in its final DAs. */
  priceLists: PriceAverage[];
  history: PriceAverage[];
}

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
  const p = sql.placeholder;
  /*
   * callContext's statement, one per kind of vessel, prepared once per connection: it runs on every
   * estimate, and planning its four sub-selects cost more PostgreSQL CPU than running them.
   */
  const contextOf = (vessel: SQL, name: string) =>
    db
      .select({
        epoch: estimationEpoch.n,
        port: sql<CallContextRow['port']>`(select json_build_object('id', ${ports.id}, 'name', ${ports.name},
            'unlocode', ${ports.unlocode}, 'isAvailableInPce', ${ports.isAvailableInPce})
          from ${ports} where ${ports.id} = ${p('portId')} and ${ports.isActive})`,
        vessel: sql<CallContextRow['vessel']>`${vessel}`,
        activities: sql<CallContextRow['activities']>`(select coalesce(json_agg(json_build_object(
            'code', ${activityTypes.code}, 'name', ${activityTypes.name})
            order by ${activityTypes.position}, ${activityTypes.id}), '[]'::json)
          from ${activityTypes} where ${activityTypes.isActive} and ${activityTypes.isEstimationActive})`,
        priceLists: sql<
          PriceAverage[]
        >`${meansAsJson(priceListMeans(sql`${p('portId')}`, sql`${p('day')}`, PORT_COST_SECTIONS))}`,
        history: sql<PriceAverage[]>`${meansAsJson(historyMeans(sql`${p('portId')}`, PORT_COST_SECTIONS))}`,
      })
      .from(estimationEpoch)
      .where(eq(estimationEpoch.id, 1))
      .prepare(name);
  const modelContext = contextOf(
    sql`(select json_build_object('id', ${vesselSizes.id}, 'name', ${vesselSizes.name},
        'minDwt', ${vesselSizes.minDwt}, 'maxDwt', ${vesselSizes.maxDwt},
        'vesselType', ${vesselTypes.code}, 'vesselTypeName', ${vesselTypes.name})
      from ${vesselSizes} inner join ${vesselTypes} on ${vesselTypes.id} = ${vesselSizes.vesselTypeId}
      where ${vesselSizes.id} = ${p('vesselId')} and ${vesselSizes.isActive})`,
    'estimator_call_context_model',
  );
  const companyContext = contextOf(
    sql`(select json_build_object('id', ${vessels.id}, 'name', ${vessels.name}, 'dwt', ${vessels.dwt},
        'vesselType', ${vesselTypes.code}, 'vesselTypeName', ${vesselTypes.name}, 'sizeClass', ${vesselSizes.name})
      from ${vessels} inner join ${vesselTypes} on ${vesselTypes.id} = ${vessels.vesselTypeId}
      left join ${vesselSizes} on ${vesselSizes.id} = ${vessels.vesselSizeId}
      where ${vessels.companyId} = ${p('companyId')} and ${vessels.id} = ${p('vesselId')})`,
    'estimator_call_context_vessel',
  );
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
    async port(id: number) {
      const [row] = await db
        .select({ id: ports.id, name: ports.name, unlocode: ports.unlocode, isAvailableInPce: ports.isAvailableInPce })
        .from(ports)
        .where(and(eq(ports.id, id), eq(ports.isActive, true)));
      return row;
    },
    /**
     * Everything `execute` reads, in one statement (one round trip, one parse): the estimation epoch
     * (which compiled formula set is current), the port, the vessel (of the company, or a model
     * vessel), the estimation-active activities, and the port's price-list (valid on `day`) and
     * history means. Each is null (or empty) when there is none.
     */
    async callContext(companyId: number, portId: number, vesselId: number, isModel: boolean, day: string) {
      const statement = isModel ? modelContext : companyContext;
      const [row] = await statement.execute({ companyId, portId, vesselId, day });
      if (!row) throw new Error('estimation_epoch has no row: migration 0040 not applied');
      // node-postgres answers a bigint as text (PGlite as a number).
      return { ...row, epoch: Number(row.epoch) };
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
