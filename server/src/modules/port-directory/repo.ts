import { and, asc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { harborComplexPlaces, portDirectoryDetails } from './db';

export type PlaceRow = typeof harborComplexPlaces.$inferSelect;
export type DetailsRow = typeof portDirectoryDetails.$inferSelect;

export interface PlaceFilter {
  segment?: string;
  cargo?: string;
  facility?: string;
}

/** The directory's own tables: a port's details and its harbor complex places. */
export function createPortDirectoryRepo(db: Db) {
  async function findDetails(portId: number, tx: Db = db): Promise<DetailsRow | undefined> {
    const [row] = await tx.select().from(portDirectoryDetails).where(eq(portDirectoryDetails.portId, portId));
    return row;
  }

  async function listPlaces(portId: number, filter: PlaceFilter = {}, tx: Db = db): Promise<PlaceRow[]> {
    const where: SQL[] = [eq(harborComplexPlaces.portId, portId)];
    if (filter.segment) where.push(sql`${harborComplexPlaces.segments} @> array[${filter.segment}]::text[]`);
    if (filter.cargo) where.push(sql`${harborComplexPlaces.cargos} @> array[${filter.cargo}]::text[]`);
    if (filter.facility) where.push(sql`${harborComplexPlaces.facilities} @> array[${filter.facility}]::text[]`);
    return tx
      .select()
      .from(harborComplexPlaces)
      .where(and(...where))
      .orderBy(asc(harborComplexPlaces.kind), asc(harborComplexPlaces.position), asc(harborComplexPlaces.id));
  }

  async function upsertDetails(values: typeof portDirectoryDetails.$inferInsert, tx: Db) {
    const { portId: _portId, ...set } = values;
    await tx
      .insert(portDirectoryDetails)
      .values(values)
      .onConflictDoUpdate({ target: portDirectoryDetails.portId, set });
  }

  /** Replaces the port's places with the given ones (kept by id where given, matched to the port). */
  async function replacePlaces(
    portId: number,
    places: Array<Omit<typeof harborComplexPlaces.$inferInsert, 'portId'> & { id?: number }>,
    tx: Db,
  ) {
    const keptIds = places.flatMap((p) => (p.id === undefined ? [] : [p.id]));
    await tx
      .delete(harborComplexPlaces)
      .where(
        keptIds.length > 0
          ? and(eq(harborComplexPlaces.portId, portId), notInArray(harborComplexPlaces.id, keptIds))
          : eq(harborComplexPlaces.portId, portId),
      );
    for (const [index, place] of places.entries()) {
      const { id, ...values } = place;
      const row = { ...values, portId, position: index + 1 };
      if (id === undefined) await tx.insert(harborComplexPlaces).values(row);
      else
        await tx
          .update(harborComplexPlaces)
          .set(row)
          .where(and(eq(harborComplexPlaces.id, id), eq(harborComplexPlaces.portId, portId)));
    }
  }

  async function findPlace(id: number, kind: PlaceRow['kind'], tx: Db = db): Promise<PlaceRow | undefined> {
    const [row] = await tx
      .select()
      .from(harborComplexPlaces)
      .where(and(eq(harborComplexPlaces.id, id), eq(harborComplexPlaces.kind, kind)));
    return row;
  }

  return { findDetails, listPlaces, findPlace, upsertDetails, replacePlaces };
}
export type PortDirectoryRepo = ReturnType<typeof createPortDirectoryRepo>;
