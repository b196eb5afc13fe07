import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { buildDemoAppointment } from '../appointments/module';
import { buildDemoPortCall } from '../port-calls/module';
import { activityTypes, ports } from '../refdata/db';

const DAY = 86_400_000;

export interface DemoOperationsInput {
  buyerId: number;
  agentId: number;
  /** The buyer's profile that plans and appoints. */
  managerId: number | null;
  /** The agent's profile that accepts (audit only). */
  agentProfileId: number | null;
  /** Another agent where it serves the port (UN/LOCODE), instead of `agentId` there. */
  agentsByPort?: Record<string, { agentId: number; agentProfileId: number | null }>;
  /** The buyer's vessels, at least three (a fourth takes the imported port call). */
  vesselIds: number[];
  vesselNames: string[];
  /** Voyage numbers are `${voyagePrefix}01` ... */
  voyagePrefix: string;
  /** Where the port calls' e-mails go (master@...). */
  emailDomain: string;
  /** Adds a port call imported from an integration (the seed's demo buyer shows one). */
  withImported?: boolean;
  now: Date;
}

/**
 * A demo buyer's operations, the same for the seeded buyer and every QA demo company (issue 25):
 * three voyages with a port call each and an appointment of the demo agent in each state worth
 * seeing: ACCEPTED at Piraeus, APPOINTED at Genova, DRAFT at Rotterdam; dates relative to `now` so
 * the dashboard looks current. Writes through the port-calls and appointments modules' builders in
 * the caller's transaction.
 */
export async function buildDemoOperations(tx: Db, input: DemoOperationsInput) {
  const portRows = await tx
    .select({ id: ports.id, unlocode: ports.unlocode })
    .from(ports)
    .where(inArray(ports.unlocode, ['GRPIR', 'ITGOA', 'NLRTM', 'NOOSL']));
  const port = (code: string) => {
    const found = portRows.find((p) => p.unlocode === code);
    if (!found) throw new Error(`port ${code} is not seeded`);
    return found.id;
  };
  const activities = await tx
    .select({ id: activityTypes.id, code: activityTypes.code })
    .from(activityTypes)
    .where(inArray(activityTypes.code, ['LOADING', 'DISCHARGING', 'BUNKERING']));
  const activity = (code: string) => activities.find((a) => a.code === code)?.id as number;
  const today = new Date(Math.floor(input.now.getTime() / DAY) * DAY);
  const at = (days: number, hours = 0) => new Date(today.getTime() + days * DAY + hours * 3_600_000);

  const calls = [
    { vessel: 1, port: 'GRPIR', eta: at(3, 6), ets: at(5, 18), cargo: 'Wheat', act: 'DISCHARGING', state: 'ACCEPTED' },
    {
      vessel: 2,
      port: 'ITGOA',
      eta: at(9, 8),
      ets: at(11, 20),
      cargo: 'Soybeans',
      act: 'DISCHARGING',
      state: 'APPOINTED',
    },
    { vessel: 0, port: 'NLRTM', eta: at(16, 10), ets: at(18, 12), cargo: 'Coal', act: 'LOADING', state: 'DRAFT' },
  ] as const;

  const made: Array<{ portCallId: number; appointmentId: number; state: string; portId: number }> = [];
  for (const [i, call] of calls.entries()) {
    const vesselId = input.vesselIds[call.vessel];
    if (vesselId === undefined) continue;
    const draft = call.state === 'DRAFT';
    const agent = input.agentsByPort?.[call.port] ?? { agentId: input.agentId, agentProfileId: input.agentProfileId };
    const { portCallId } = await buildDemoPortCall(tx, {
      companyId: input.buyerId,
      vesselId,
      voyageNumber: `${input.voyagePrefix}${String(i + 1).padStart(2, '0')}`,
      portId: port(call.port),
      status: draft ? 'DRAFT' : 'IN_PROCESS',
      eta: call.eta,
      ets: call.ets,
      laycanStart: draft ? at(15) : null,
      laycanEnd: draft ? at(17) : null,
      createdById: input.managerId,
      emails: [`master@${input.emailDomain}`],
      activities: [
        { activityTypeId: activity(call.act), cargo: call.cargo },
        { activityTypeId: activity('BUNKERING') },
      ],
      agentIds: [agent.agentId],
    });
    const { appointmentId } = await buildDemoAppointment(tx, {
      companyId: input.buyerId,
      portCallId,
      agentCompanyId: agent.agentId,
      state: call.state,
      instructions: `Please attend ${input.vesselNames[call.vessel] ?? 'the vessel'} for ${call.act.toLowerCase()} of ${call.cargo.toLowerCase()} and send your PDA.`,
      buyerProfileId: input.managerId,
      agentProfileId: agent.agentProfileId,
      appointedAt: at(-2),
      acceptedAt: at(-1),
    });
    made.push({ portCallId, appointmentId, state: call.state, portId: port(call.port) });
  }
  if (input.withImported) {
    const vesselId = input.vesselIds[3] ?? input.vesselIds[0];
    if (vesselId !== undefined)
      await buildDemoPortCall(tx, {
        companyId: input.buyerId,
        vesselId,
        portId: port('NOOSL'),
        status: 'IMPORTED',
        eta: at(24, 6),
        ets: at(25, 18),
        createdById: null,
        activities: [],
        agentIds: [],
        source: 'VESON',
        externalRef: 'IMOS-DEMO-0001',
        importedVoyageNumber: `${input.voyagePrefix}04`,
      });
  }
  return made;
}
