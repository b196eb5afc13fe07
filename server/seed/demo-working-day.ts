import { and, asc, eq, inArray } from 'drizzle-orm';
import { companies } from '../src/modules/account/db';
import { vessels } from '../src/modules/fleet/db';
import { voyages } from '../src/modules/port-calls/db';
import { activityTypes, ports, terminals } from '../src/modules/refdata/db';
import type { Db } from '../src/platform/db/client';
import { type DemoActor, type DemoApi, openDemoApi } from './demo-api';
import {
  advancePayment,
  approveDa,
  approveLines,
  type DemoCatalogue,
  type DemoLine,
  submitDemoDa,
  verifyLines,
} from './demo-day-das';
import { seedDemoRequest } from './demo-day-rfq';
import { seedDemoSof } from './demo-day-sof';
import { seedDemoSofInProgress } from './demo-day-sof-in-progress';

const DAY = 86_400_000;
/** The first voyage this step makes: found, the working day is there (the step ran before). */
export const WORKING_DAY_MARKER = 'NB2605';

type Supplier = 'aegean' | 'piraeus' | 'hellas' | 'northsea' | 'vendor';
type Stage = 'APPOINTED' | 'ACCEPTED';

/**
 * A working day for the demo buyer (issue 47 item 8): port calls at the demo ports with each agent
 * where it serves, a request for quotation at Piraeus with two quotes in, DAs at every step of
 * evaluation and payment, an FDA with its variance, a signed SOF with a demurrage claim, messages,
 * and the notifications all of this sends. Every step is the demo user's own call to the
 * application (in-process), so the modules' rules and state machines hold as they do for a user.
 * Runs once: a buyer with the marker voyage is left alone (the seed on an existing database).
 */
export async function seedDemoWorkingDay(
  db: Db,
  options: { password: string; dataDir?: string; now?: Date },
): Promise<void> {
  const [buyer] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.type, 'BUYER'), eq(companies.name, 'Nordic Bulk Carriers')));
  if (!buyer) return;
  const fleet = await db.select().from(vessels).where(eq(vessels.companyId, buyer.id)).orderBy(asc(vessels.id));
  if (fleet.length < 5) return;
  const [marker] = await db
    .select({ id: voyages.id })
    .from(voyages)
    .where(and(eq(voyages.companyId, buyer.id), eq(voyages.voyageNumber, WORKING_DAY_MARKER)));
  if (marker) return;
  const now = options.now ?? new Date();
  const api = await openDemoApi(db, { dataDir: options.dataDir, password: options.password, now: () => new Date() });
  try {
    await buildWorkingDay(db, api, {
      now,
      vesselIds: new Map(fleet.map((v) => [v.name, v.id])),
    });
  } finally {
    await api.close();
  }
}

async function buildWorkingDay(db: Db, api: DemoApi, input: { now: Date; vesselIds: Map<string, number> }) {
  const today = new Date(Math.floor(input.now.getTime() / DAY) * DAY);
  const at = (days: number, hours = 0) => new Date(today.getTime() + days * DAY + hours * 3_600_000);
  const isoDay = (days: number) => at(days).toISOString().slice(0, 10);

  const manager = await api.login('manager@nordic-bulk.example');
  const user = await api.login('user@nordic-bulk.example');
  const reviewer = await api.login('reviewer@nordic-bulk.example');
  const approver = await api.login('approver@nordic-bulk.example');
  const suppliers: Record<Supplier, DemoActor> = {
    aegean: await api.login('agent@aegean-agency.example'),
    piraeus: await api.login('agent@piraeus-maritime.example'),
    hellas: await api.login('agent@hellas-ship.example'),
    northsea: await api.login('agent@northsea-agency.example'),
    vendor: await api.login('vendor@harbour-supply.example'),
  };

  const ref = await reference(db, api, manager);
  const instructions = await paymentInstructions(api, manager, ['EUR', 'USD']);

  let voyageSequence = 5;
  /** A port call on a new voyage (NB2605...) with the suppliers' appointments sent and, where told, accepted. */
  async function portCall(call: {
    vessel: string;
    port: string;
    eta: Date;
    ets: Date;
    activity: string;
    cargo: string;
    appointments: Array<[Supplier, Stage | null, string]>;
  }) {
    const vesselId = input.vesselIds.get(call.vessel) as number;
    const voyageNumber = `NB26${String(voyageSequence++).padStart(2, '0')}`;
    const voyage = await api.call<{ id: number }>(manager, 'POST', 'buyer/voyage/save', { vesselId, voyageNumber });
    const saved = await api.call<{ id: number }>(manager, 'POST', 'port-call/save-details', {
      vesselId,
      voyageId: voyage.id,
      portId: ref.port(call.port),
      eta: call.eta.toISOString(),
      ets: call.ets.toISOString(),
      activities: [
        { activityTypeId: ref.activity(call.activity), cargo: call.cargo },
        { activityTypeId: ref.activity('BUNKERING') },
      ],
      agentIds: call.appointments.map(([s]) => suppliers[s].companyId),
      emails: ['master@nordic-bulk.example'],
    });
    const appointmentIds = new Map<Supplier, number>();
    for (const [s, stage, instructions] of call.appointments) {
      if (!stage) continue;
      const supplier = suppliers[s];
      const draft = await api.call<{ id: number }>(manager, 'POST', 'appointment/create', {
        portCallId: saved.id,
        agentId: supplier.companyId,
      });
      await api.call(manager, 'POST', `appointment/${draft.id}/appoint`, { instructions });
      if (stage === 'ACCEPTED')
        await api.call(supplier, 'POST', `${supplier.type.toLowerCase()}/appointment/${draft.id}/accept`);
      appointmentIds.set(s, draft.id);
    }
    const appointment = (s: Supplier) => appointmentIds.get(s) as number;
    return { portCallId: saved.id, appointment, terminalId: ref.terminal(call.port) };
  }

  const da = (
    s: Supplier,
    at0: { appointmentId: number; terminalId: number },
    type: 'PDA' | 'FDA',
    currency: string,
    lines: DemoLine[],
    sailingDate?: string,
  ) =>
    submitDemoDa(api, suppliers[s], {
      ...at0,
      type,
      currency,
      lines,
      catalogue: ref.catalogue,
      berth: type === 'FDA' ? 'Berth 9 (grain terminal)' : 'Berth 9',
      sailingDate,
    });
  const financial = { reviewer, approver };
  const payOn = (days: number) => ({ dueDate: isoDay(days) });

  // A call that has sailed: its PDA paid, its FDA in with the costs it really ran to, its SOF
  // signed and the demurrage it earned claimed from the charterers.
  const sailed = await portCall({
    vessel: 'Nordic Lofoten',
    port: 'GRPIR',
    eta: at(-26, 4),
    ets: at(-22, 16),
    activity: 'DISCHARGING',
    cargo: 'Wheat',
    appointments: [['aegean', 'ACCEPTED', 'Discharge of 72,000 t wheat at the grain terminal; PDA in EUR please.']],
  });
  const sailedAt = { appointmentId: sailed.appointment('aegean'), terminalId: sailed.terminalId };
  const sailedPda = await da('aegean', sailedAt, 'PDA', 'EUR', [
    ['PORT_DUES', '14250.00'],
    ['PILOTAGE_IN', '2180.00'],
    ['PILOTAGE_OUT', '2180.00'],
    ['TOWAGE_IN', '3900.00'],
    ['AGENCY_FEE', '2500.00'],
  ]);
  const sailedPayment = await approveDa(api, manager, sailedPda, {
    instructionId: instructions.EUR,
    ...payOn(0),
  });
  await advancePayment(api, financial, sailedPayment, 'PAID', '25010.00');
  await seedDemoSof(
    api,
    { agent: suppliers.aegean, manager },
    { portCallId: sailed.portCallId, arrival: at(-26), masterEmail: 'master@nordic-bulk.example' },
  );
  await da(
    'aegean',
    sailedAt,
    'FDA',
    'EUR',
    [
      ['PORT_DUES', '14250.00'],
      ['PILOTAGE_IN', '2180.00'],
      ['PILOTAGE_OUT', '2460.00'],
      ['TOWAGE_IN', '5850.00'],
      ['AGENCY_FEE', '2500.00'],
      ['GARBAGE', '640.00'],
    ],
    isoDay(-22),
  );

  // Payments at every step of the Financial page: approved (to pay), awaiting approval, to request.
  const oslo = await portCall({
    vessel: 'Nordic Narvik',
    port: 'NOOSL',
    eta: at(-12, 6),
    ets: at(-9, 18),
    activity: 'LOADING',
    cargo: 'Timber',
    appointments: [['northsea', 'ACCEPTED', 'Loading of sawn timber; please arrange two tugs in and out.']],
  });
  const osloPda = await da(
    'northsea',
    { appointmentId: oslo.appointment('northsea'), terminalId: oslo.terminalId },
    'PDA',
    'USD',
    [
      ['PORT_DUES', '9800.00'],
      ['TOWAGE_IN', '4200.00'],
      ['TOWAGE_OUT', '4200.00'],
      ['AGENCY_FEE', '2100.00'],
    ],
  );
  await advancePayment(
    api,
    financial,
    await approveDa(api, manager, osloPda, { instructionId: instructions.USD, ...payOn(2) }),
    'APPROVED',
  );

  const rotterdam = await portCall({
    vessel: 'Nordic Aurora',
    port: 'NLRTM',
    eta: at(-6, 10),
    ets: at(-3, 14),
    activity: 'LOADING',
    cargo: 'Coal',
    appointments: [
      ['northsea', 'ACCEPTED', 'Loading of steam coal at EMO; please confirm the berth window.'],
      ['vendor', 'ACCEPTED', 'Fresh water and provisions on arrival, as per the attached list.'],
    ],
  });
  const rotterdamPda = await da(
    'northsea',
    { appointmentId: rotterdam.appointment('northsea'), terminalId: rotterdam.terminalId },
    'PDA',
    'EUR',
    [
      ['PORT_DUES', '11600.00'],
      ['PILOTAGE_IN', '3100.00'],
      ['MOORING', '1450.00'],
      ['AGENCY_FEE', '1950.00'],
    ],
  );
  await advancePayment(
    api,
    financial,
    await approveDa(api, manager, rotterdamPda, { instructionId: instructions.EUR, ...payOn(5) }),
    'PENDING_APPROVAL',
  );

  const piraeusNow = await portCall({
    vessel: 'Nordic Bergen',
    port: 'GRPIR',
    eta: at(-1, 7),
    ets: at(2, 18),
    activity: 'DISCHARGING',
    cargo: 'Corn',
    appointments: [['piraeus', 'ACCEPTED', 'Discharge of corn; crew change of four on arrival.']],
  });
  const piraeusPda = await da(
    'piraeus',
    { appointmentId: piraeusNow.appointment('piraeus'), terminalId: piraeusNow.terminalId },
    'PDA',
    'EUR',
    [
      ['PORT_DUES', '12900.00'],
      ['PILOTAGE_IN', '2050.00'],
      ['CREW_CHANGE_FEE', '850.00'],
      ['AGENCY_FEE', '2300.00'],
    ],
  );
  await approveDa(api, manager, piraeusPda, { instructionId: instructions.EUR, ...payOn(7) });
  // Its SOF under way, unsigned: what the DCSA timestamps journey exchanges.
  await seedDemoSofInProgress(api, suppliers.piraeus, { portCallId: piraeusNow.portCallId, at });

  // DAs still with the buyer: one in review (some lines verified by the desk), one to evaluate.
  const genoa = await portCall({
    vessel: 'Nordic Fjord',
    port: 'ITGOA',
    eta: at(6, 8),
    ets: at(8, 20),
    activity: 'DISCHARGING',
    cargo: 'Soybeans',
    appointments: [['northsea', 'ACCEPTED', 'Discharge of soybeans at the Genoa bulk terminal.']],
  });
  const genoaAt = { appointmentId: genoa.appointment('northsea'), terminalId: genoa.terminalId };
  const genoaPda = await da('northsea', genoaAt, 'PDA', 'USD', [
    ['PORT_DUES', '10400.00'],
    ['PILOTAGE_IN', '1900.00'],
    ['TOWAGE_IN', '3600.00'],
    ['MOORING', '900.00'],
    ['AGENCY_FEE', '2200.00'],
  ]);
  // The desk (the demo USER, Mediterranean) verified every line; the manager approved two so far.
  await verifyLines(api, user, genoaPda.evaluationId, Number.MAX_SAFE_INTEGER);
  await approveLines(api, manager, genoaPda.evaluationId, 2);

  const piraeusNext = await portCall({
    vessel: 'Nordic Bergen',
    port: 'GRPIR',
    eta: at(8, 6),
    ets: at(10, 18),
    activity: 'LOADING',
    cargo: 'Cement',
    appointments: [['hellas', 'ACCEPTED', 'Loading of bagged cement; please advise the berth and the draft limit.']],
  });
  const hellasAt = { appointmentId: piraeusNext.appointment('hellas'), terminalId: piraeusNext.terminalId };
  await da('hellas', hellasAt, 'PDA', 'EUR', [
    ['PORT_DUES', '8700.00'],
    ['PILOTAGE_IN', '1800.00'],
    ['PILOTAGE_OUT', '1800.00'],
    ['AGENCY_FEE', '2000.00'],
  ]);

  // A request for quotation at Piraeus to its three agents; two have quoted.
  const tender = await portCall({
    vessel: 'Nordic Narvik',
    port: 'GRPIR',
    eta: at(13, 6),
    ets: at(16, 18),
    activity: 'DISCHARGING',
    cargo: 'Iron ore',
    appointments: [
      ['aegean', null, ''],
      ['piraeus', null, ''],
      ['hellas', null, ''],
    ],
  });
  await seedDemoRequest(
    api,
    {
      manager,
      agents: [suppliers.aegean, suppliers.piraeus, suppliers.hellas],
      quotes: [
        {
          agent: suppliers.piraeus,
          amounts: ['15800.00', '2200.00', '2200.00', '4100.00', '1300.00', '2600.00', '450.00', '900.00'],
        },
        {
          agent: suppliers.hellas,
          amounts: ['15800.00', '2150.00', '2150.00', '3800.00', '1250.00', '2350.00', '500.00', '950.00'],
        },
      ],
    },
    {
      portCallId: tender.portCallId,
      activityTypeId: ref.activity('DISCHARGING'),
      cargo: 'Iron ore',
      catalogue: ref.catalogue,
      dueDate: isoDay(4),
    },
  );

  // Appointments waiting on the agents: one to accept, one accepted with its PDA to write.
  const rotterdamNext = await portCall({
    vessel: 'Nordic Lofoten',
    port: 'NLRTM',
    eta: at(11, 9),
    ets: at(13, 15),
    activity: 'DISCHARGING',
    cargo: 'Iron ore',
    appointments: [
      ['northsea', 'APPOINTED', 'Discharge of iron ore at EMO; please send your PDA in EUR.'],
      ['vendor', 'APPOINTED', 'Provisions and bonded stores on arrival.'],
    ],
  });
  await portCall({
    vessel: 'Nordic Aurora',
    port: 'NOOSL',
    eta: at(19, 8),
    ets: at(21, 16),
    activity: 'DISCHARGING',
    cargo: 'Fertiliser',
    appointments: [['northsea', 'ACCEPTED', 'Discharge of fertiliser in bulk; please send your PDA in USD.']],
  });

  // Conversations on appointments: the buyer and the agents (and the vendor) about the calls.
  const talk = async (from: DemoActor, appointmentId: number, title: string, text: string) =>
    api.callMultipart(from, `conversation/${appointmentId}/message/send?buyerId=${manager.companyId}`, { title, text });
  await talk(
    manager,
    genoaAt.appointmentId,
    'Berth',
    '<p>Please confirm the berth for Nordic Fjord and the expected waiting time.</p>',
  );
  await talk(
    suppliers.northsea,
    genoaAt.appointmentId,
    'Berth',
    '<p>Berth 27 is confirmed from the ETA; no waiting expected. Our PDA is in, the towage follows the port tariff.</p>',
  );
  await talk(
    suppliers.hellas,
    hellasAt.appointmentId,
    'Draft limit',
    '<p>The draft limit at the cement berth is 11.5 m; please confirm the arrival draft.</p>',
  );
  await talk(manager, hellasAt.appointmentId, 'Draft limit', '<p>Arrival draft 10.8 m. Thank you.</p>');
  await talk(
    suppliers.vendor,
    rotterdam.appointment('vendor'),
    'Delivery',
    '<p>Fresh water and provisions delivered alongside; delivery note to follow.</p>',
  );
  await talk(
    manager,
    rotterdamNext.appointment('northsea'),
    'Nomination',
    '<p>Please accept the nomination and send your PDA.</p>',
  );
}

/** Reference data by code (ports, terminals, activities) and the expense catalogue as the web reads it. */
async function reference(db: Db, api: DemoApi, manager: DemoActor) {
  const codes = ['GRPIR', 'ITGOA', 'NLRTM', 'NOOSL'];
  const portRows = await db
    .select({ id: ports.id, unlocode: ports.unlocode })
    .from(ports)
    .where(inArray(ports.unlocode, codes));
  const terminalRows = await db
    .select({ id: terminals.id, portId: terminals.portId })
    .from(terminals)
    .where(
      inArray(
        terminals.portId,
        portRows.map((p) => p.id),
      ),
    )
    .orderBy(asc(terminals.id));
  const activities = await db.select({ id: activityTypes.id, code: activityTypes.code }).from(activityTypes);
  const items = await api.call<Array<{ value: number; code: string; sectionCode: string }>>(
    manager,
    'GET',
    'ref/active-expenses-catalogue-items',
  );
  const catalogue: DemoCatalogue = new Map(items.map((i) => [i.code, { id: i.value, section: i.sectionCode }]));
  const port = (code: string) => {
    const found = portRows.find((p) => p.unlocode === code);
    if (!found) throw new Error(`demo seed: port ${code} is not seeded`);
    return found.id;
  };
  return {
    port,
    terminal: (code: string) => {
      const found = terminalRows.find((t) => t.portId === port(code));
      if (!found) throw new Error(`demo seed: port ${code} has no terminal`);
      return found.id;
    },
    activity: (code: string) => activities.find((a) => a.code === code)?.id as number,
    catalogue,
  };
}

/**
 * The buyer's payment instruction of each currency: an active one already there is used (another
 * demo step may have made it), otherwise one is created through the buyer's settings call.
 */
async function paymentInstructions(api: DemoApi, manager: DemoActor, currencies: string[]) {
  const existing = await api.call<Array<{ id: number; currency: string; isActive: boolean }>>(
    manager,
    'GET',
    'payment-instructions',
  );
  const found: Record<string, number> = {};
  const accounts: Record<string, { iban: string; bankName: string; swift: string }> = {
    EUR: { bankName: 'DNB Bank', iban: 'NO93 8601 1117 947', swift: 'DNBANOKK' },
    USD: { bankName: 'Nordea Bank', iban: 'NO76 6012 0512 342', swift: 'NDEANOKK' },
  };
  for (const currency of currencies) {
    const active = existing.find((i) => i.currency === currency && i.isActive);
    if (active) {
      found[currency] = active.id;
      continue;
    }
    const created = await api.call<{ id: number }>(
      manager,
      'POST',
      `buyers/${manager.companyId}/payment-instructions`,
      {
        name: `${currency} operating account`,
        currency,
        beneficiaryName: 'Nordic Bulk Carriers AS',
        ...(accounts[currency] ?? accounts.EUR),
      },
    );
    found[currency] = created.id;
  }
  return found as Record<'EUR' | 'USD', number>;
}
