import { inArray } from 'drizzle-orm';
import type { ReferenceLookups } from '../account/service';
import { countries, ports } from './db';
import { createRefdataRepo } from './repo';

/** Existence checks other modules ask of reference data (registration, company settings). */
export function createReferenceLookups(db: Parameters<typeof createRefdataRepo>[0]): ReferenceLookups {
  const repo = createRefdataRepo(db);
  return {
    async countryExists(id) {
      return (await repo.existingIds(countries, [id])).length === 1;
    },
    existingPortIds: (ids) => repo.existingIds(ports, ids),
    /** A retired category cannot be chosen any more, so only active ones count. */
    existingCategoryIds: (kind, ids) =>
      repo.existingActiveCodeIds(kind === 'AGENT' ? 'agentTypes' : 'vendorTypes', ids),
  };
}

/** Ports by id or UN/LOCODE, with their names (preferred agents, uploads naming ports). */
export function createPortLookups(db: Parameters<typeof createRefdataRepo>[0]) {
  const columns = { id: ports.id, name: ports.name, unlocode: ports.unlocode };
  return {
    async portsByIds(ids: number[]) {
      return ids.length ? db.select(columns).from(ports).where(inArray(ports.id, ids)) : [];
    },
    async portsByUnlocodes(codes: string[]) {
      return codes.length ? db.select(columns).from(ports).where(inArray(ports.unlocode, codes)) : [];
    },
  };
}
