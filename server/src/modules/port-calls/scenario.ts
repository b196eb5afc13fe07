import { eq, inArray } from 'drizzle-orm';
import { createVessel, ok } from '../../test/buyer-scenario';
import type { TestApp } from '../../test/harness';
import type { TestProfile } from '../../test/scenario';
import { activityTypes, ports } from '../refdata/db';

/**
 * Scenario builders for the port-call, appointment and dashboard tests and role matrices (test
 * code only). Rows are made through the real HTTP calls, as a buyer's operator would.
 */

const S = '/da-app/secured';
let sequence = 0;

export async function operationsReference(t: TestApp) {
  const db = t.database.db;
  const portRows = await db
    .select({ id: ports.id, unlocode: ports.unlocode, countryId: ports.countryId })
    .from(ports)
    .where(inArray(ports.unlocode, ['GRPIR', 'NLRTM', 'ITGOA', 'SGSIN', 'NOOSL']));
  const port = (code: string) => {
    const row = portRows.find((p) => p.unlocode === code);
    if (!row) throw new Error(`port ${code} is not seeded`);
    return row;
  };
  const [loading] = await db
    .select({ id: activityTypes.id })
    .from(activityTypes)
    .where(eq(activityTypes.code, 'LOADING'));
  const [discharging] = await db
    .select({ id: activityTypes.id })
    .from(activityTypes)
    .where(eq(activityTypes.code, 'DISCHARGING'));
  if (!loading || !discharging) throw new Error('activity types are not seeded');
  return {
    piraeus: port('GRPIR'),
    rotterdam: port('NLRTM'),
    genoa: port('ITGOA'),
    singapore: port('SGSIN'),
    oslo: port('NOOSL'),
    loadingId: loading.id,
    dischargingId: discharging.id,
  };
}
export type OperationsReference = Awaited<ReturnType<typeof operationsReference>>;

export async function createVoyage(t: TestApp, buyer: TestProfile, vesselId: number, voyageNumber?: string) {
  return ok<{ id: number; voyageNumber: string; version: number }>(t, buyer, 'POST', `${S}/buyer/voyage/save`, {
    vesselId,
    voyageNumber: voyageNumber ?? `V${process.pid % 1000}-${++sequence}`,
  });
}

/** A valid save-details body; override any field. */
export function portCallBody(
  ref: OperationsReference,
  base: { vesselId: number; voyageId: number; agentIds: number[] },
  overrides: Record<string, unknown> = {},
) {
  return {
    vesselId: base.vesselId,
    voyageId: base.voyageId,
    portId: ref.piraeus.id,
    eta: '2026-03-10T08:00:00Z',
    ets: '2026-03-12T18:00:00Z',
    laycanStart: '2026-03-09T00:00:00',
    laycanEnd: '2026-03-11T00:00:00',
    activities: [{ activityTypeId: ref.loadingId, cargo: 'Wheat' }],
    agentIds: base.agentIds,
    ...overrides,
  };
}

export type SavedPortCall = {
  id: number;
  version: number;
  schedule: { dateIn: string; dateOut: string };
  port: { label: string };
};

/** A buyer's vessel, voyage and DRAFT port call with the given agents (a fresh vessel unless given). */
export async function buyerWithPortCall(
  t: TestApp,
  buyer: TestProfile,
  ref: OperationsReference,
  options: { agentIds: number[]; vesselId?: number; portId?: number; overrides?: Record<string, unknown> },
) {
  const vesselId = options.vesselId ?? (await createVessel(t, buyer)).id;
  const voyage = await createVoyage(t, buyer, vesselId);
  const portCall = await ok<SavedPortCall>(
    t,
    buyer,
    'POST',
    `${S}/port-call/save-details`,
    portCallBody(
      ref,
      { vesselId, voyageId: voyage.id, agentIds: options.agentIds },
      {
        ...(options.portId ? { portId: options.portId } : {}),
        ...options.overrides,
      },
    ),
  );
  return { vesselId, voyage, portCall };
}

export type AppointmentAnswer = {
  id: number;
  state: string;
  version: number;
  title: string;
  portCallIds: number[];
  observer: {
    pokes: number;
    firstPokeDate: string | null;
    lastPokeDate: string | null;
    pokeLock: boolean;
    state: string;
  };
};

/** A DRAFT appointment of one of the port call's agents; `appoint` sends it. */
export async function createAppointment(
  t: TestApp,
  buyer: TestProfile,
  portCallId: number,
  agentId: number,
  options: { appoint?: boolean; instructions?: string } = {},
) {
  const draft = await ok<AppointmentAnswer>(t, buyer, 'POST', `${S}/appointment/create`, {
    portCallId,
    agentId,
    ...(options.instructions ? { instructions: options.instructions } : {}),
  });
  if (!options.appoint) return draft;
  return ok<AppointmentAnswer>(t, buyer, 'POST', `${S}/appointment/${draft.id}/appoint`, {});
}
