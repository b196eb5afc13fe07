import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { companies, profiles } from '../../server/src/modules/account/db';
import { createAccountRepo } from '../../server/src/modules/account/repo';
import { vessels } from '../../server/src/modules/fleet/db';
import { ports, vesselTypes } from '../../server/src/modules/refdata/db';
import { regions, rules } from '../../server/src/modules/settings/db';
import { createRegionsRepo } from '../../server/src/modules/settings/regions-repo';
import { hashPassword } from '../../server/src/platform/auth/passwords';
import type { Db } from '../../server/src/platform/db/client';
import { generateBuyer } from './buyer';
import { seeded } from './prng';

/** The sizes of the fleet-scale dataset; `scale` shrinks them (BENCH_SCALE=0.1 for a quick look). */
export const FULL_SIZE = { vessels: 200, ports: 2000, portCalls: 20_000, appointments: 50_000, agents: 30 };

/** A profile restricted to the demo "Mediterranean only" REGION_RULE that can open the dashboard. */
export const REGION_USER = 'region-user@nordic-bulk.example';
export const MANAGER = 'manager@nordic-bulk.example';

export interface Dataset {
  buyerId: number;
  otherBuyerId: number;
  managerId: number;
  regionUserId: number;
  /** Sample values for filters: a busy vessel, a busy port, a busy agent, a Mediterranean region. */
  sample: { vesselId: number; portId: number; agentId: number; regionId: number; voyageFragment: string };
  /** The day the data is laid out around (the start of the run's UTC day): filters are relative to it. */
  anchor: Date;
  counts: Record<string, number>;
  seconds: number;
}

/**
 * Fills a migrated, demo-seeded database with one realistic buyer (the demo Nordic Bulk Carriers)
 * and a smaller second buyer, so that company scoping has rows to leave out. Repeatable: the same
 * seed makes the same rows.
 */
export async function generateDataset(db: Db, options: { seed?: number; scale?: number } = {}): Promise<Dataset> {
  const started = performance.now();
  const rnd = seeded(options.seed ?? 20_260_501);
  const scale = options.scale ?? 1;
  const size = (n: number) => Math.max(1, Math.round(n * scale));
  const accounts = createAccountRepo(db);

  const [buyer] = await db.select().from(companies).where(eq(companies.name, 'Nordic Bulk Carriers'));
  const [manager] = await db.select().from(profiles).where(eq(profiles.username, MANAGER));
  const [deputy] = await db.select().from(profiles).where(eq(profiles.username, 'deputy@nordic-bulk.example'));
  const [bulk] = await db.select().from(vesselTypes).where(eq(vesselTypes.code, 'BULK_CARRIER'));
  if (!buyer || !manager || !deputy || !bulk) throw new Error('the demo data must be seeded first (seedAll)');

  // Agent companies: the demo agent and vendor, and more agents so a port call can have several.
  const demoSuppliers = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.type, ['AGENT', 'VENDOR']))
    .orderBy(asc(companies.id));
  const extraAgents = Math.max(0, FULL_SIZE.agents - demoSuppliers.length);
  const created = extraAgents
    ? await db
        .insert(companies)
        .values(Array.from({ length: extraAgents }, (_, i) => ({ type: 'AGENT', name: `Bench Agency ${i + 1}` })))
        .returning({ id: companies.id })
    : [];
  const agentIds = [...demoSuppliers, ...created].map((c) => c.id);

  // Ports actually used: drawn from the better-known seeded ports.
  const candidates = await db
    .select({ id: ports.id })
    .from(ports)
    .where(eq(ports.isActive, true))
    .orderBy(desc(ports.rank), asc(ports.id))
    .limit(FULL_SIZE.ports * 3);
  const portIds = rnd.shuffle(candidates.map((p) => p.id)).slice(0, size(FULL_SIZE.ports));

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const regionUser = await accounts.insertProfile({
    companyId: buyer.id,
    type: 'BUYER',
    username: REGION_USER,
    email: REGION_USER,
    name: 'Rita',
    surname: 'Region',
    passwordHash,
    status: 'ACTIVE',
    role: 'USER',
    termsVersion: '1.0',
    termsAcceptedAt: new Date(),
  });
  await accounts.grant(regionUser.id, { products: ['DA_TOOL', 'DA_DASHBOARD'], authorities: ['DA_VIEW'] });
  const [rule] = await db
    .select()
    .from(rules)
    .where(and(eq(rules.companyId, buyer.id), eq(rules.ruleType, 'REGION_RULE')));
  const [med] = await db
    .select()
    .from(regions)
    .where(and(eq(regions.companyId, buyer.id), eq(regions.name, 'Mediterranean')));
  if (!rule || !med) throw new Error('the demo region rule is missing');
  await createRegionsRepo(db).replaceProfileRules(regionUser.id, [rule.id]);

  // Data around the day of the run, so "upcoming" and "past" rows mean the same thing on any day.
  const today = new Date();
  const anchor = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const existing = await db.select({ id: vessels.id }).from(vessels).where(eq(vessels.companyId, buyer.id));
  const main = await generateBuyer(db, rnd, {
    companyId: buyer.id,
    profileIds: [manager.id, deputy.id, regionUser.id],
    vesselTypeId: bulk.id,
    existingVesselIds: existing.map((v) => v.id),
    vessels: size(FULL_SIZE.vessels),
    voyagesPerVessel: 20,
    portCalls: size(FULL_SIZE.portCalls),
    appointments: size(FULL_SIZE.appointments),
    portIds,
    agentCompanyIds: agentIds,
    voyagePrefix: 'NB',
    anchor,
    years: 5,
  });

  // The second buyer: a tenth of the size, partly the same ports and agents.
  const other = await accounts.insertCompany({ type: 'BUYER', name: 'Bench Second Buyer' });
  const otherManager = await accounts.insertProfile({
    companyId: other.id,
    type: 'BUYER',
    username: 'manager@bench-second.example',
    email: 'manager@bench-second.example',
    name: 'Otto',
    surname: 'Other',
    passwordHash,
    status: 'ACTIVE',
    role: 'MANAGER',
    termsVersion: '1.0',
    termsAcceptedAt: new Date(),
  });
  const second = await generateBuyer(db, rnd, {
    companyId: other.id,
    profileIds: [otherManager.id],
    vesselTypeId: bulk.id,
    existingVesselIds: [],
    vessels: size(FULL_SIZE.vessels / 10),
    voyagesPerVessel: 20,
    portCalls: size(FULL_SIZE.portCalls / 10),
    appointments: size(FULL_SIZE.appointments / 10),
    portIds: portIds.slice(0, size(FULL_SIZE.ports / 10)),
    agentCompanyIds: agentIds,
    voyagePrefix: 'SB',
    anchor,
    years: 5,
  });

  // A real database has statistics and a visibility map (autovacuum): without them the planner
  // guesses and index-only scans visit the heap.
  await db.execute(sql`VACUUM ANALYZE`);

  const busiest = async (column: string) => {
    const result = await db.execute(
      sql.raw(
        `select ${column} as id from ${column === 'agent_company_id' ? 'appointments' : 'port_calls'}
         where company_id = ${buyer.id} group by 1 order by count(*) desc, 1 limit 1`,
      ),
    );
    return Number((rowsOf(result)[0] as { id: unknown }).id);
  };
  return {
    buyerId: buyer.id,
    otherBuyerId: other.id,
    managerId: manager.id,
    regionUserId: regionUser.id,
    sample: {
      vesselId: await busiest('vessel_id'),
      portId: await busiest('port_id'),
      agentId: await busiest('agent_company_id'),
      regionId: med.id,
      // Voyage numbers carry the two-digit year they start in (buyer.ts): two years back is always there.
      voyageFragment: `nb${String((anchor.getUTCFullYear() - 2) % 100).padStart(2, '0')}`,
    },
    anchor,
    counts: {
      vessels: main.vesselIds.length,
      ports: portIds.length,
      voyages: main.voyageIds.length,
      portCalls: main.portCallIds.length,
      appointments: main.appointmentCount,
      otherBuyerPortCalls: second.portCallIds.length,
      otherBuyerAppointments: second.appointmentCount,
    },
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/** node-postgres answers { rows }, PGlite an object with rows too; both through drizzle's execute. */
export function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}
