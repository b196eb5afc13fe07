import { isValidImo } from '@portcall/contracts/fleet';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { vesselSizes, vesselTypes } from '../refdata/db';
import { vessels } from './db';
import { createFleetRepo } from './repo';

/**
 * Demo bulk carriers named after their owner (`${prefix} Aurora` ...). The IMO numbers are made up
 * with a correct check digit; they are unique per company, so every demo buyer may reuse them.
 */
export function demoVessels(prefix: string) {
  return [
    { name: `${prefix} Aurora`, imo: '9487316', size: 'Handysize', dwt: 38_200 },
    { name: `${prefix} Fjord`, imo: '9523160', size: 'Supramax', dwt: 57_800 },
    { name: `${prefix} Bergen`, imo: '9612040', size: 'Ultramax', dwt: 63_500 },
    { name: `${prefix} Lofoten`, imo: '9709582', size: 'Kamsarmax', dwt: 81_900 },
    { name: `${prefix} Narvik`, imo: '9798478', size: 'Capesize', dwt: 181_000 },
    { name: `${prefix} Svalbard`, imo: '9830123', size: 'Newcastlemax', dwt: 208_500 },
  ];
}

export function demoFleets(prefix: string) {
  return [
    {
      name: 'Handy and Supramax',
      description: 'Geared bulkers',
      vessels: [`${prefix} Aurora`, `${prefix} Fjord`, `${prefix} Bergen`],
    },
    {
      name: 'Kamsarmax and Capesize',
      description: 'Gearless bulkers',
      vessels: [`${prefix} Lofoten`, `${prefix} Narvik`, `${prefix} Svalbard`],
    },
  ];
}

/** A demo buyer's bulk carriers and fleets (the seed's and the QA task's); answers vessel ids by name. */
export async function buildDemoFleet(tx: Db, companyId: number, prefix: string): Promise<Map<string, number>> {
  const repo = createFleetRepo(tx);
  const [bulkCarrier] = await tx
    .select({ id: vesselTypes.id })
    .from(vesselTypes)
    .where(eq(vesselTypes.code, 'BULK_CARRIER'));
  if (!bulkCarrier) throw new Error('vessel types are not seeded');
  const list = demoVessels(prefix);
  const sizes = await tx
    .select({ id: vesselSizes.id, name: vesselSizes.name })
    .from(vesselSizes)
    .where(
      inArray(
        vesselSizes.name,
        list.map((v) => v.size),
      ),
    );
  const ids = new Map<string, number>();
  for (const v of list) {
    if (!isValidImo(v.imo)) throw new Error(`demo vessel ${v.name} has an invalid IMO number`);
    const row = await repo.insertVessel({
      companyId,
      name: v.name,
      imo: v.imo,
      vesselTypeId: bulkCarrier.id,
      vesselSizeId: sizes.find((s) => s.name === v.size)?.id ?? null,
      dwt: v.dwt,
      commodityType: 'DRY_BULK',
    });
    ids.set(v.name, row.id);
  }
  for (const f of demoFleets(prefix)) {
    const fleet = await repo.fleets.insert({ companyId, name: f.name, description: f.description });
    await repo.fleets.replaceMembers(
      fleet.id,
      f.vessels.map((name) => ids.get(name) as number),
    );
  }
  return ids;
}

/** The company's vessels, oldest first (a cloned DA's port call takes the first). */
export async function vesselIdsOf(tx: Db, companyId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: vessels.id })
    .from(vessels)
    .where(eq(vessels.companyId, companyId))
    .orderBy(asc(vessels.id));
  return rows.map((r) => r.id);
}

/** A profile looks after these vessels (the vessels a USER sees). */
export async function assignDemoVessels(tx: Db, profileId: number, vesselIds: number[]): Promise<void> {
  await createFleetRepo(tx).replaceProfileVessels(profileId, vesselIds);
}
