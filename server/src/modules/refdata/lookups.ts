import { eq, inArray } from 'drizzle-orm';
import { countries, ports } from './db';
import { createRefdataRepo } from './repo';

/**
 * Existence checks other modules ask of reference data (registration, company settings). The
 * account module declares the shape it needs; this answers it structurally, so refdata depends on no one.
 */
export function createReferenceLookups(db: Parameters<typeof createRefdataRepo>[0]) {
  const repo = createRefdataRepo(db);
  return {
    async countryExists(id: number) {
      return (await repo.existingIds(countries, [id])).length === 1;
    },
    existingPortIds: (ids: number[]) => repo.existingIds(ports, ids),
    /** A retired category cannot be chosen any more, so only active ones count. */
    existingCategoryIds: (kind: 'AGENT' | 'VENDOR', ids: number[]) =>
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
    /**
     * Whether the port cost estimator offers the port (ports.is_available_in_pce; port analysis sets it):
     * undefined for an unknown port.
     */
    async isAvailableInPce(portId: number, tx = db): Promise<boolean | undefined> {
      const [row] = await tx.select({ flag: ports.isAvailableInPce }).from(ports).where(eq(ports.id, portId));
      return row?.flag;
    },
    /** Sets the flag; answers false when there is no such port. */
    async setAvailableInPce(portId: number, state: boolean, tx = db): Promise<boolean> {
      const rows = await tx
        .update(ports)
        .set({ isAvailableInPce: state })
        .where(eq(ports.id, portId))
        .returning({ id: ports.id });
      return rows.length === 1;
    },
  };
}
