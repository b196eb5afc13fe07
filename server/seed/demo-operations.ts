import { and, asc, eq, inArray } from 'drizzle-orm';
import { companies, profiles } from '../src/modules/account/db';
import { createAppointmentRepo } from '../src/modules/appointments/repo';
import { vessels } from '../src/modules/fleet/db';
import { voyages } from '../src/modules/port-calls/db';
import { createPortCallRepo } from '../src/modules/port-calls/repo';
import { activityTypes, ports } from '../src/modules/refdata/db';
import { writeAudit } from '../src/platform/audit/audit';
import type { Db } from '../src/platform/db/client';

const DAY = 86_400_000;

/**
 * The demo buyer's operations: three voyages with a port call each and an appointment of the demo
 * agent (Aegean Port Agency) in each state worth seeing: ACCEPTED at Piraeus, APPOINTED at Genova,
 * DRAFT at Rotterdam (outside the demo USER's "Mediterranean only" rule), plus one port call
 * imported from an integration. Dates are relative to the day of seeding so the dashboard looks
 * current. Runs once: a buyer that already has voyages is left alone; without demo vessels
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
  const portRows = await db
    .select()
    .from(ports)
    .where(inArray(ports.unlocode, ['GRPIR', 'ITGOA', 'NLRTM', 'NOOSL']));
  const port = (code: string) => portRows.find((p) => p.unlocode === code)?.id as number;
  const activities = await db
    .select()
    .from(activityTypes)
    .where(inArray(activityTypes.code, ['LOADING', 'DISCHARGING', 'BUNKERING']));
  const activity = (code: string) => activities.find((a) => a.code === code)?.id as number;
  const today = new Date(Math.floor(Date.now() / DAY) * DAY);
  const at = (days: number, hours = 0) => new Date(today.getTime() + days * DAY + hours * 3_600_000);

  const calls = [
    {
      vessel: fleet[1],
      voyage: 'NB2601',
      port: 'GRPIR',
      eta: at(3, 6),
      ets: at(5, 18),
      cargo: 'Wheat',
      act: 'DISCHARGING',
      state: 'ACCEPTED',
    },
    {
      vessel: fleet[2],
      voyage: 'NB2602',
      port: 'ITGOA',
      eta: at(9, 8),
      ets: at(11, 20),
      cargo: 'Soybeans',
      act: 'DISCHARGING',
      state: 'APPOINTED',
    },
    {
      vessel: fleet[0],
      voyage: 'NB2603',
      port: 'NLRTM',
      eta: at(16, 10),
      ets: at(18, 12),
      cargo: 'Coal',
      act: 'LOADING',
      state: 'DRAFT',
    },
  ] as const;

  await db.transaction(async (tx) => {
    const repo = createPortCallRepo(tx);
    const appointmentRepo = createAppointmentRepo(tx);
    const audit = (entity: string, entityId: number, action: string, after: unknown, profileId = manager?.id) =>
      writeAudit(tx, { profileId: profileId ?? null, companyId: buyer.id, entity, entityId, action, after });
    for (const call of calls) {
      if (!call.vessel) continue;
      const voyage = await repo.insertVoyage({
        companyId: buyer.id,
        vesselId: call.vessel.id,
        voyageNumber: call.voyage,
        createdById: manager?.id ?? null,
      });
      const portCall = await repo.insertPortCall({
        companyId: buyer.id,
        vesselId: call.vessel.id,
        voyageId: voyage.id,
        portId: port(call.port),
        status: call.state === 'DRAFT' ? 'DRAFT' : 'IN_PROCESS',
        eta: call.eta,
        ets: call.ets,
        laycanStart: call.state === 'DRAFT' ? at(15) : null,
        laycanEnd: call.state === 'DRAFT' ? at(17) : null,
        opsCoordinatorId: manager?.id ?? null,
        emails: ['master@nordic-bulk.example'],
        createdById: manager?.id ?? null,
      });
      await repo.replaceActivities(portCall.id, [
        { activityTypeId: activity(call.act), cargo: call.cargo },
        { activityTypeId: activity('BUNKERING') },
      ]);
      await repo.replaceAgents(portCall.id, [agent.id]);
      await audit('port_call', portCall.id, 'CREATE', { status: 'DRAFT' });
      const sent = call.state !== 'DRAFT';
      const appointment = await appointmentRepo.insertAppointment({
        companyId: buyer.id,
        portCallId: portCall.id,
        agentCompanyId: agent.id,
        state: call.state,
        instructions: `Please attend ${call.vessel.name} for ${call.act.toLowerCase()} of ${call.cargo.toLowerCase()} and send your PDA.`,
        createdById: manager?.id ?? null,
        appointedById: sent ? (manager?.id ?? null) : null,
        appointedAt: sent ? at(-2) : null,
        acceptedAt: call.state === 'ACCEPTED' ? at(-1) : null,
        recipientState: call.state === 'ACCEPTED' ? 'READ' : 'UNREAD',
      });
      await audit('appointment', appointment.id, 'CREATE', { state: 'DRAFT' });
      if (sent) await audit('appointment', appointment.id, 'APPOINT', { state: 'APPOINTED' });
      if (call.state === 'ACCEPTED')
        await audit('appointment', appointment.id, 'ACCEPT', { state: 'ACCEPTED' }, agentProfile?.id);
    }
    const imported = await repo.insertPortCall({
      companyId: buyer.id,
      vesselId: (fleet[3] ?? fleet[0])?.id as number,
      portId: port('NOOSL'),
      status: 'IMPORTED',
      eta: at(24, 6),
      ets: at(25, 18),
      source: 'VESON',
      externalRef: 'IMOS-DEMO-0001',
      importedVoyageNumber: 'NB2604',
    });
    await audit('port_call', imported.id, 'IMPORT', { status: 'IMPORTED' }, undefined);
  });
}
