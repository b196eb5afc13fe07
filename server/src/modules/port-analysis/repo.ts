import { and, asc, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, textOrder } from '../../platform/db/query-helpers';
import { countries, portMappingTypes, ports, terminals } from '../refdata/db';
import { estimationApiKeys, portCodeMappings } from './db';

export type ApiKeyRow = typeof estimationApiKeys.$inferSelect;

/** Port analysis reads reference data (the shared kernel) and keeps code mappings and API keys. */
export function createPortAnalysisRepo(db: Db) {
  const locationColumns = {
    id: ports.id,
    name: ports.name,
    unlocode: ports.unlocode,
    countryId: countries.id,
    countryName: countries.name,
    countryAlpha2: countries.alpha2,
    lat: ports.lat,
    lon: ports.lon,
    timezoneId: ports.timezoneId,
    isAvailableInPce: ports.isAvailableInPce,
  };

  return {
    async listCountries(name: string | undefined) {
      return db
        .select({ id: countries.id, name: countries.name, alpha2: countries.alpha2 })
        .from(countries)
        .where(name ? ilike(countries.name, containsPattern(name)) : undefined)
        .orderBy(textOrder(countries.name))
        .limit(300);
    },

    async findLocation(id: number) {
      const [row] = await db
        .select(locationColumns)
        .from(ports)
        .innerJoin(countries, eq(countries.id, ports.countryId))
        .where(eq(ports.id, id));
      return row;
    },

    async findLocations(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select(locationColumns)
        .from(ports)
        .innerJoin(countries, eq(countries.id, ports.countryId))
        .where(inArray(ports.id, ids));
    },

    async referenceTerminals(portId: number) {
      return db
        .select({ id: terminals.id, name: terminals.name })
        .from(terminals)
        .where(and(eq(terminals.portId, portId), eq(terminals.isActive, true)))
        .orderBy(asc(terminals.position), asc(terminals.id));
    },

    async countryData(countryId: number) {
      const [row] = await db
        .select({
          id: countries.id,
          name: countries.name,
          minLat: sql<number | null>`min(${ports.lat})`,
          maxLat: sql<number | null>`max(${ports.lat})`,
          minLon: sql<number | null>`min(${ports.lon})`,
          maxLon: sql<number | null>`max(${ports.lon})`,
        })
        .from(countries)
        .leftJoin(ports, eq(ports.countryId, countries.id))
        .where(eq(countries.id, countryId))
        .groupBy(countries.id);
      return row;
    },

    async mappingTypeExists(id: number) {
      const [row] = await db
        .select({ id: portMappingTypes.id })
        .from(portMappingTypes)
        .where(and(eq(portMappingTypes.id, id), eq(portMappingTypes.isActive, true)));
      return row !== undefined;
    },

    async listMappings(filter: { portId?: number }, tx: Db = db) {
      const where: SQL[] = [];
      if (filter.portId !== undefined) where.push(eq(portCodeMappings.portId, filter.portId));
      return tx
        .select({
          id: portCodeMappings.id,
          externalCode: portCodeMappings.externalCode,
          createdAt: portCodeMappings.createdAt,
          typeId: portMappingTypes.id,
          typeCode: portMappingTypes.code,
          typeName: portMappingTypes.name,
          portId: ports.id,
          portName: ports.name,
          unlocode: ports.unlocode,
        })
        .from(portCodeMappings)
        .innerJoin(portMappingTypes, eq(portMappingTypes.id, portCodeMappings.mappingTypeId))
        .innerJoin(ports, eq(ports.id, portCodeMappings.portId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(portMappingTypes.position), asc(portCodeMappings.externalCode))
        .limit(1000);
    },

    async insertMapping(values: typeof portCodeMappings.$inferInsert, tx: Db) {
      const [row] = await tx.insert(portCodeMappings).values(values).returning();
      return row;
    },

    async deleteMapping(id: number, tx: Db) {
      const [row] = await tx.delete(portCodeMappings).where(eq(portCodeMappings.id, id)).returning();
      return row;
    },

    /** The port an external system names by a code of a mapping type ('PORT', 'GRPIR01'). */
    async portOfCode(typeCode: string, externalCode: string) {
      const [row] = await db
        .select({ portId: portCodeMappings.portId })
        .from(portCodeMappings)
        .innerJoin(portMappingTypes, eq(portMappingTypes.id, portCodeMappings.mappingTypeId))
        .where(and(eq(portMappingTypes.code, typeCode), eq(portCodeMappings.externalCode, externalCode)));
      return row?.portId;
    },

    async listKeys() {
      return db.select().from(estimationApiKeys).orderBy(desc(estimationApiKeys.createdAt), desc(estimationApiKeys.id));
    },

    async insertKey(values: typeof estimationApiKeys.$inferInsert, tx: Db) {
      const [row] = await tx.insert(estimationApiKeys).values(values).returning();
      return row as ApiKeyRow;
    },

    async revokeKey(id: number, at: Date, profileId: number, tx: Db) {
      const [row] = await tx
        .update(estimationApiKeys)
        .set({ revokedAt: at, revokedBy: profileId })
        .where(and(eq(estimationApiKeys.id, id), isNull(estimationApiKeys.revokedAt)))
        .returning();
      return row;
    },

    async findKey(id: number, tx: Db = db) {
      const [row] = await tx.select().from(estimationApiKeys).where(eq(estimationApiKeys.id, id));
      return row;
    },

    /**
     * Counts a call of a live key in its one-minute window and stamps its last use, in one
     * statement (every node counts on the same row). Answers undefined for an unknown or revoked key.
     */
    async useKey(hash: string, now: Date) {
      const since = new Date(now.getTime() - 60_000).toISOString();
      const windowOpen = sql`${estimationApiKeys.windowStart} is not null and ${estimationApiKeys.windowStart} > ${since}::timestamptz`;
      const [row] = await db
        .update(estimationApiKeys)
        .set({
          windowCount: sql`case when ${windowOpen} then ${estimationApiKeys.windowCount} + 1 else 1 end`,
          windowStart: sql`case when ${windowOpen} then ${estimationApiKeys.windowStart} else ${now.toISOString()}::timestamptz end`,
          lastUsedAt: now,
        })
        .where(and(eq(estimationApiKeys.keyHash, hash), isNull(estimationApiKeys.revokedAt)))
        .returning({
          id: estimationApiKeys.id,
          count: estimationApiKeys.windowCount,
          limit: estimationApiKeys.requestsPerMinute,
        });
      return row;
    },
  };
}
export type PortAnalysisRepo = ReturnType<typeof createPortAnalysisRepo>;
