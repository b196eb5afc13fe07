import { and, asc, eq } from 'drizzle-orm';
import { companies, profiles } from '../src/modules/account/db';
import { vessels } from '../src/modules/fleet/db';
import { voyages } from '../src/modules/port-calls/db';
import { buildDemoOperations } from '../src/modules/qa/module';
import type { Db } from '../src/platform/db/client';

/**
 * The demo buyer's operations (Nordic Bulk Carriers with Aegean Port Agency at Piraeus and North Sea
 * Port Agency at Genoa and Rotterdam, where each serves): the
 * QA tasks' builder of a demo buyer's port calls and appointments, plus one port call imported from
 * an integration. Runs once: a buyer that already has voyages is left alone; without demo vessels
 * (organisation not seeded) it does nothing.
 */
export async function seedDemoOperations(db: Db): Promise<void> {
  const [buyer] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.type, 'BUYER'), eq(companies.name, 'Nordic Bulk Carriers')));
  const [agent] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.type, 'AGENT'), eq(companies.name, 'Aegean Port Agency')));
  if (!buyer || !agent) return;
  const fleet = await db.select().from(vessels).where(eq(vessels.companyId, buyer.id)).orderBy(asc(vessels.id));
  if (fleet.length < 3) return;
  const [existing] = await db.select({ id: voyages.id }).from(voyages).where(eq(voyages.companyId, buyer.id)).limit(1);
  if (existing) return;
  const [manager] = await db.select().from(profiles).where(eq(profiles.username, 'manager@nordic-bulk.example'));
  const [agentProfile] = await db.select().from(profiles).where(eq(profiles.username, 'agent@aegean-agency.example'));
  // Genoa and Rotterdam are served by the North Sea agency (Aegean serves the Greek ports only).
  const [northSea] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.type, 'AGENT'), eq(companies.name, 'North Sea Port Agency')));
  const [northSeaProfile] = await db
    .select()
    .from(profiles)
    .where(eq(profiles.username, 'agent@northsea-agency.example'));
  const northSeaAgent = northSea ? { agentId: northSea.id, agentProfileId: northSeaProfile?.id ?? null } : undefined;
  await db.transaction((tx) =>
    buildDemoOperations(tx, {
      buyerId: buyer.id,
      agentId: agent.id,
      managerId: manager?.id ?? null,
      agentProfileId: agentProfile?.id ?? null,
      agentsByPort: northSeaAgent ? { ITGOA: northSeaAgent, NLRTM: northSeaAgent } : undefined,
      vesselIds: fleet.map((v) => v.id),
      vesselNames: fleet.map((v) => v.name),
      voyagePrefix: 'NB26',
      emailDomain: 'nordic-bulk.example',
      withImported: true,
      now: new Date(),
    }),
  );
}
