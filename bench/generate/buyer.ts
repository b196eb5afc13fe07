import { sql } from 'drizzle-orm';
import { appointmentPortCalls, appointments } from '../../server/src/modules/appointments/db';
import { vessels } from '../../server/src/modules/fleet/db';
import { portCalls, voyages } from '../../server/src/modules/port-calls/db';
import type { Db } from '../../server/src/platform/db/client';
import { insertBatched, insertReturningIds } from './batch';
import type { Random } from './prng';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface BuyerShape {
  companyId: number;
  /** Profiles that create and coordinate port calls (the first also appoints agents). */
  profileIds: number[];
  vesselTypeId: number;
  /** Vessels the buyer already has; new ones are added up to `vessels`. */
  existingVesselIds: number[];
  vessels: number;
  voyagesPerVessel: number;
  portCalls: number;
  appointments: number;
  /** Port ids to use; every one of them gets at least one port call when there are enough calls. */
  portIds: number[];
  agentCompanyIds: number[];
  /** Voyage numbers start with it (unique per buyer in any letter case). */
  voyagePrefix: string;
  /** Latest ETA: a few weeks after the anchor date, the earliest some years before. */
  anchor: Date;
  years: number;
}

export interface GeneratedBuyer {
  vesselIds: number[];
  voyageIds: number[];
  portCallIds: number[];
  appointmentCount: number;
}

/** A valid 7-digit IMO number (check digit = weighted sum of the first six mod 10) from a serial. */
export function imoOf(serial: number): string {
  const six = String(900_000 + (serial % 100_000)).padStart(6, '0');
  const check = [...six].reduce((sum, digit, i) => sum + Number(digit) * (7 - i), 0) % 10;
  return `${six}${check}`;
}

/**
 * One buyer's operations: vessels, voyages (consecutive port calls of one vessel, distinct ports),
 * port calls spread over `years` up to a little after `anchor`, and appointments of several agent
 * companies in every state, consistent with the port call's dates (past calls closed or accepted,
 * coming ones drafted or appointed, some cancelled or rejected anywhere).
 */
export async function generateBuyer(db: Db, rnd: Random, shape: BuyerShape): Promise<GeneratedBuyer> {
  const newVessels = Array.from({ length: Math.max(0, shape.vessels - shape.existingVesselIds.length) }, (_, i) => ({
    companyId: shape.companyId,
    name: `${shape.voyagePrefix} Vessel ${String(i + 1).padStart(3, '0')}`,
    imo: imoOf(shape.companyId * 1000 + i),
    vesselTypeId: shape.vesselTypeId,
    dwt: rnd.int(20_000, 210_000),
    commodityType: 'DRY_BULK',
  }));
  const vesselIds = [...shape.existingVesselIds, ...(await insertReturningIds(db, vessels, newVessels))];

  const start = shape.anchor.getTime() - shape.years * 365 * DAY;
  const end = shape.anchor.getTime() + 60 * DAY;
  const callsPerVoyage = Math.max(1, Math.round(shape.portCalls / (vesselIds.length * shape.voyagesPerVessel)));

  // Voyages: each vessel's voyages follow one another over the period.
  const voyagePlan: Array<{ vesselId: number; number: string; from: number; calls: number }> = [];
  let remaining = shape.portCalls;
  const voyageCount = vesselIds.length * shape.voyagesPerVessel;
  const span = (end - start) / shape.voyagesPerVessel;
  vesselIds.forEach((vesselId, v) => {
    for (let k = 0; k < shape.voyagesPerVessel; k++) {
      const left = voyageCount - voyagePlan.length;
      const calls = left === 1 ? remaining : Math.min(remaining, callsPerVoyage);
      remaining -= calls;
      const from = start + k * span + rnd.int(0, Math.floor(span / 4));
      const year = new Date(from).getUTCFullYear() % 100;
      voyagePlan.push({
        vesselId,
        number: `${shape.voyagePrefix}${year}${String(v).padStart(3, '0')}-${k + 1}`,
        from,
        calls,
      });
    }
  });
  const voyageIds = await insertReturningIds(
    db,
    voyages,
    voyagePlan.map((p) => ({
      companyId: shape.companyId,
      vesselId: p.vesselId,
      voyageNumber: p.number,
      createdById: shape.profileIds[0],
      createdAt: new Date(p.from - 10 * DAY),
    })),
  );

  // Ports: each of the given ports once first, then skewed towards busy ports.
  const firstUse = rnd.shuffle([...shape.portIds]);
  const nextPort = (taken: Set<number>) => {
    for (;;) {
      const port = firstUse.pop() ?? (shape.portIds[rnd.zipf(shape.portIds.length)] as number);
      if (!taken.has(port)) return port;
    }
  };
  const calls: Array<typeof portCalls.$inferInsert> = [];
  voyagePlan.forEach((plan, i) => {
    const taken = new Set<number>();
    let eta = plan.from;
    for (let c = 0; c < plan.calls; c++) {
      const port = nextPort(taken);
      taken.add(port);
      const ets = eta + rnd.int(12, 96) * HOUR;
      const future = eta > shape.anchor.getTime();
      const status = rnd.chance(0.04) ? 'CANCELLED' : future && rnd.chance(0.3) ? 'DRAFT' : 'IN_PROCESS';
      const coordinator = rnd.chance(0.2) ? null : rnd.pick(shape.profileIds);
      calls.push({
        companyId: shape.companyId,
        vesselId: plan.vesselId,
        voyageId: voyageIds[i],
        portId: port,
        status,
        eta: new Date(eta),
        ets: new Date(ets),
        opsCoordinatorId: coordinator,
        createdById: rnd.pick(shape.profileIds),
        createdAt: new Date(eta - rnd.int(5, 40) * DAY),
      });
      eta = ets + rnd.int(2, 12) * DAY;
    }
  });
  // The voyages' summary trigger recomputes the touched voyages per batch, joining port calls the
  // planner knows no size of yet (5 s a batch past 150,000 port calls): off for the bulk insert, then
  // the same refresh once over the buyer's voyages.
  await db.execute(sql`alter table ${portCalls} disable trigger port_calls_voyage_summary_insert`);
  let portCallIds: number[];
  try {
    portCallIds = await insertReturningIds(db, portCalls, calls);
  } finally {
    await db.execute(sql`alter table ${portCalls} enable trigger port_calls_voyage_summary_insert`);
  }
  await db.execute(sql`analyze ${portCalls}`);
  await db.execute(
    sql`select voyages_refresh_port_calls(array(select id from ${voyages} where company_id = ${shape.companyId}))`,
  );

  // Appointments: distinct agent companies per port call, states by the port call's dates.
  const perCall = shape.appointments / portCallIds.length;
  const rows: Array<typeof appointments.$inferInsert> = [];
  portCallIds.forEach((portCallId, i) => {
    const call = calls[i] as (typeof calls)[number];
    const due = Math.round(perCall * (i + 1)) - Math.round(perCall * i);
    const agents = rnd.shuffle([...shape.agentCompanyIds]).slice(0, due);
    const eta = (call.eta as Date).getTime();
    const past = eta < shape.anchor.getTime();
    for (const agentCompanyId of agents) {
      const state =
        call.status === 'DRAFT'
          ? 'DRAFT'
          : call.status === 'CANCELLED'
            ? 'CANCELLED'
            : rnd.chance(0.06)
              ? 'REJECTED'
              : rnd.chance(0.04)
                ? 'CANCELLED'
                : past
                  ? rnd.chance(0.7)
                    ? 'CLOSED'
                    : 'ACCEPTED'
                  : rnd.pick(['DRAFT', 'APPOINTED', 'APPOINTED', 'ACCEPTED']);
      const appointedAt = state === 'DRAFT' ? null : new Date(eta - rnd.int(3, 20) * DAY);
      const later = (days: number) => (appointedAt ? new Date(appointedAt.getTime() + days * DAY) : null);
      rows.push({
        companyId: shape.companyId,
        portCallId,
        agentCompanyId,
        state,
        previousState: state === 'CANCELLED' || state === 'REJECTED' ? 'APPOINTED' : null,
        createdById: call.createdById,
        appointedById: appointedAt ? rnd.pick(shape.profileIds) : null,
        appointedAt,
        acceptedAt: state === 'ACCEPTED' || state === 'CLOSED' ? later(1) : null,
        rejectedAt: state === 'REJECTED' ? later(1) : null,
        cancelledAt: state === 'CANCELLED' ? later(2) : null,
        closedAt: state === 'CLOSED' ? new Date(eta + 30 * DAY) : null,
        recipientState: past ? 'READ' : rnd.pick(['READ', 'UNREAD']),
        createdAt: new Date(eta - 25 * DAY),
      });
    }
  });
  const appointmentIds = await insertReturningIds(db, appointments, rows);
  // Every appointment is also in appointment_port_calls with its own port call (as the service does).
  // The links' triggers recompute each touched port call's appointment facts per statement (5-30 s a
  // batch of 5,000 on a loaded machine, hours at BENCH_SCALE=10): they are off for the bulk load and
  // the same refresh runs once over the buyer's port calls afterwards.
  await db.execute(sql`alter table ${appointmentPortCalls} disable trigger user`);
  try {
    await insertBatched(
      db,
      appointmentPortCalls,
      appointmentIds.map((appointmentId, i) => ({ appointmentId, portCallId: rows[i]?.portCallId as number })),
      5000,
    );
  } finally {
    await db.execute(sql`alter table ${appointmentPortCalls} enable trigger user`);
  }
  // Statistics first: on tables just filled the planner knows no sizes and probed the links by
  // sequential scans for each port call (minutes at 20,000 port calls).
  await db.execute(sql`analyze ${appointmentPortCalls}`);
  await db.execute(sql`analyze ${appointments}`);
  await db.execute(sql`analyze ${portCalls}`);
  await db.execute(
    sql`select port_calls_refresh_appointment_facts(array(select id from ${portCalls} where company_id = ${shape.companyId}))`,
  );
  return { vesselIds, voyageIds, portCallIds, appointmentCount: appointmentIds.length };
}
