import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createVessel, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import {
  buyerWithPortCall,
  createAppointment,
  createVoyage,
  type OperationsReference,
  operationsReference,
  portCallBody,
} from '../port-calls/scenario';
import { createDashboardRepo } from './dashboard-read-model';

const S = '/da-app/secured';
let t: TestApp;
let manager: TestProfile;
let restricted: TestProfile;
let otherBuyer: TestProfile;
let agentX: TestProfile;
let agentY: TestProfile;
let admin: TestProfile;
let ref: OperationsReference;
let world: Awaited<ReturnType<typeof buildWorld>>;

type Item = {
  id: number;
  buyerId: number;
  status: string;
  eta: string;
  ets: string;
  port: { id: number; countryId: number };
  vessel: { id: number };
  voyage: { id: number; voyageNumber: string } | null;
  opsCoordinator: { id: number } | null;
  appointments: Array<{
    id: number;
    state: string;
    agent: { id: number };
    evaluations: unknown[];
    observer: { state: string };
  }>;
};
type Paged<T> = { items: T[]; total: number; page: number; size: number };
type VoyageItem = { id: number; buyerId: number; voyageNumber: string; portCalls: Item[] };
type AppointmentItem = {
  id: number;
  buyerId: number;
  state: string;
  title: string;
  agent: { id: number };
  portCall: Omit<Item, 'appointments' | 'buyerId'>;
};

/**
 * Buyer A: vessel 1 on voyage A1 calls Piraeus (agent X appointed by the manager), Genoa (agent Y,
 * a draft) and Rotterdam (agent X, accepted); vessel 2 on voyage A2 calls Singapore (no agent yet)
 * and Piraeus (coordinated by the restricted colleague), plus a cancelled call at Oslo. Buyer B has
 * its own Piraeus call with agent X. The restricted colleague works in the Mediterranean (GR, IT).
 */
async function buildWorld() {
  const org = await createOrganisation(t, manager);
  await ok(t, manager, 'POST', `${S}/profile/rules`, { profileId: restricted.profileId, ruleIds: [org.ruleId] });
  const agents = [agentX.companyId, agentY.companyId];
  const v1 = await createVessel(t, manager);
  const v2 = await createVessel(t, manager);
  const a1 = await createVoyage(t, manager, v1.id, 'DASH-A1');
  const a2 = await createVoyage(t, manager, v2.id, 'DASH-A2');
  const call = async (
    vesselId: number,
    voyageId: number,
    portId: number,
    eta: string,
    ets: string,
    extra: Record<string, unknown> = {},
  ) =>
    (
      await ok<{ id: number }>(
        t,
        manager,
        'POST',
        `${S}/port-call/save-details`,
        portCallBody(
          ref,
          { vesselId, voyageId, agentIds: agents },
          { portId, eta, ets, laycanStart: null, laycanEnd: null, ...extra },
        ),
      )
    ).id;
  const piraeus1 = await call(v1.id, a1.id, ref.piraeus.id, '2026-03-10T08:00:00Z', '2026-03-12T08:00:00Z');
  const genoa1 = await call(v1.id, a1.id, ref.genoa.id, '2026-03-20T08:00:00Z', '2026-03-21T08:00:00Z');
  const rotterdam1 = await call(v1.id, a1.id, ref.rotterdam.id, '2026-04-01T08:00:00Z', '2026-04-03T08:00:00Z');
  const singapore2 = await call(v2.id, a2.id, ref.singapore.id, '2026-05-01T08:00:00Z', '2026-05-02T08:00:00Z');
  const piraeus2 = await call(v2.id, a2.id, ref.piraeus.id, '2026-02-01T08:00:00Z', '2026-02-02T08:00:00Z', {
    opsCoordinatorId: restricted.profileId,
  });
  const oslo2 = await call(v2.id, a2.id, ref.oslo.id, '2026-06-01T08:00:00Z', '2026-06-02T08:00:00Z');
  await ok(t, manager, 'PATCH', `${S}/portcall/${oslo2}/update-status?status=CANCELLED`);
  const appointedX = await createAppointment(t, manager, piraeus1, agentX.companyId, { appoint: true });
  const draftY = await createAppointment(t, manager, genoa1, agentY.companyId);
  const acceptedX = await createAppointment(t, manager, rotterdam1, agentX.companyId, { appoint: true });
  await ok(t, agentX, 'POST', `${S}/agent/appointment/${acceptedX.id}/accept`);
  const other = await buyerWithPortCall(t, otherBuyer, ref, { agentIds: [agentX.companyId] });
  const otherAppointment = await createAppointment(t, otherBuyer, other.portCall.id, agentX.companyId, {
    appoint: true,
  });
  const otherOrg = await createOrganisation(t, otherBuyer);
  return {
    org,
    otherOrg,
    v1,
    v2,
    a1,
    a2,
    piraeus1,
    genoa1,
    rotterdam1,
    singapore2,
    piraeus2,
    oslo2,
    appointedX,
    draftY,
    acceptedX,
    other,
    otherAppointment,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  manager = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Dashboard Owners' });
  restricted = await createCompanyWithProfile(t, { type: 'BUYER', companyId: manager.companyId, role: 'USER' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Dashboard Rivals' });
  agentX = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Agent X' });
  agentY = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Agent Y' });
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  ref = await operationsReference(t);
  world = await buildWorld();
}, 120_000);
afterAll(() => t?.close());

const portCalls = (actor: TestProfile, query = '') =>
  ok<Paged<Item>>(t, actor, 'GET', `${S}/dashboard/portCalls?size=50${query}`);
const ids = (page: Paged<{ id: number }>) => page.items.map((i) => i.id);

describe('dashboard/portCalls', () => {
  it("lists the company's port calls, 5 a page by default, newest ETA first; imported and other buyers' never", async () => {
    const page = await ok<Paged<Item>>(t, manager, 'GET', `${S}/dashboard/portCalls`);
    expect(page).toMatchObject({ page: 0, size: 5, total: 6 });
    expect(ids(page)).toEqual([world.oslo2, world.singapore2, world.rotterdam1, world.genoa1, world.piraeus1]);
    const second = await ok<Paged<Item>>(t, manager, 'GET', `${S}/dashboard/portCalls?page=1`);
    expect(ids(second)).toEqual([world.piraeus2]);
  });

  it('answers the port call list item with its appointments (platform-core §3)', async () => {
    const page = await portCalls(manager, `&portCallId=${world.piraeus1}`);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: world.piraeus1,
        buyerId: manager.companyId,
        status: 'IN_PROCESS',
        eta: '2026-03-10T08:00:00.000Z',
        ets: '2026-03-12T08:00:00.000Z',
        voyage: { id: world.a1.id, voyageNumber: 'DASH-A1' },
        appointments: [
          {
            id: world.appointedX.id,
            state: 'APPOINTED',
            agent: { id: agentX.companyId, name: 'Agent X' },
            appointedAt: expect.any(String),
            evaluations: [],
            payments: [],
            agentRating: null,
            observer: { pokes: 0, firstPokeDate: null, lastPokeDate: null, pokeLock: false, state: 'UNREAD' },
          },
        ],
      }),
    ]);
  });

  const filters: Array<[string, () => string, () => number[]]> = [
    ['vessel', () => `vessel=${world.v1.id}`, () => [world.rotterdam1, world.genoa1, world.piraeus1]],
    ['port', () => `port=${ref.piraeus.id}`, () => [world.piraeus1, world.piraeus2]],
    ['portCallId', () => `portCallId=${world.genoa1}`, () => [world.genoa1]],
    ['appointmentId', () => `appointmentId=${world.acceptedX.id}`, () => [world.rotterdam1]],
    ['agent', () => `agent=${agentX.companyId}`, () => [world.rotterdam1, world.piraeus1]],
    [
      'voyageNumber (part, any case)',
      () => 'voyageNumber=sh-a2',
      () => [world.oslo2, world.singapore2, world.piraeus2],
    ],
    [
      'etaFromDate and etaToDate (whole days)',
      () => 'etaFromDate=2026-03-10T00:00:00&etaToDate=2026-03-20T00:00:00',
      () => [world.genoa1, world.piraeus1],
    ],
    ['etsFromDate', () => 'etsFromDate=2026-05-02', () => [world.oslo2, world.singapore2]],
    ['etsToDate', () => 'etsToDate=2026-02-02', () => [world.piraeus2]],
    ['opsCoordinator', () => `opsCoordinator=${restricted.profileId}`, () => [world.piraeus2]],
    [
      'regionId (Mediterranean)',
      () => `regionId=${world.org.regionId}`,
      () => [world.genoa1, world.piraeus1, world.piraeus2],
    ],
    ['regionId of another buyer (nothing)', () => `regionId=${world.otherOrg.regionId}`, () => []],
    ['mySubmittedAppointments', () => 'mySubmittedAppointments=true', () => [world.rotterdam1, world.piraeus1]],
    // Mine (I created them, nobody else coordinates) and waiting for me: no agent yet, a draft or a rejection.
    ['myPendingTasks', () => 'myPendingTasks=true', () => [world.singapore2, world.genoa1]],
    ['assignee (no evaluations yet: nothing)', () => `assignee=${manager.profileId}`, () => []],
    [
      'several at once',
      () => `vessel=${world.v1.id}&agent=${agentX.companyId}&etaToDate=2026-03-31`,
      () => [world.piraeus1],
    ],
    [
      'empty values (ignored)',
      () => 'vessel=&port=&voyageNumber=',
      () => [world.oslo2, world.singapore2, world.rotterdam1, world.genoa1, world.piraeus1, world.piraeus2],
    ],
  ];
  for (const [name, query, expected] of filters) {
    it(`filters by ${name}`, async () => {
      expect(ids(await portCalls(manager, `&${query()}`))).toEqual(expected());
    });
  }

  it('answers each request with its own values where only the values differ (one prepared statement a shape)', async () => {
    expect(ids(await portCalls(manager, `&port=${ref.genoa.id}`))).toEqual([world.genoa1]);
    expect(ids(await portCalls(manager, `&port=${ref.rotterdam.id}`))).toEqual([world.rotterdam1]);
    const appointmentsAt = async (portId: number) =>
      (await ok<Paged<AppointmentItem>>(t, manager, 'GET', `${S}/dashboard/appointments?port=${portId}`)).items.map(
        (i) => i.id,
      );
    expect(await appointmentsAt(ref.genoa.id)).toEqual([world.draftY.id]);
    expect(await appointmentsAt(ref.rotterdam.id)).toEqual([world.acceptedX.id]);
    const voyagesOf = async (vesselId: number) =>
      (await ok<Paged<VoyageItem>>(t, manager, 'GET', `${S}/dashboard/voyages?vessel=${vesselId}`)).items.map(
        (v) => v.id,
      );
    expect(await voyagesOf(world.v1.id)).toEqual([world.a1.id]);
    expect(await voyagesOf(world.v2.id)).toEqual([world.a2.id]);
    // Later pages bind their window; each page is its own slice of the same order.
    const pages = [];
    for (const page of [1, 2, 1])
      pages.push(ids(await ok<Paged<Item>>(t, manager, 'GET', `${S}/dashboard/portCalls?size=1&page=${page}`)));
    const all = ids(await portCalls(manager));
    expect(pages).toEqual([[all[1]], [all[2]], [all[1]]]);
  });

  it('sorts by an allowed property only', async () => {
    const byPort = await portCalls(manager, '&property=port&direction=ASC');
    expect(byPort.items.map((i) => i.port.id).slice(0, 2)).toEqual([ref.genoa.id, ref.oslo.id]);
    const byEta = await portCalls(manager, '&property=eta&direction=asc');
    expect(ids(byEta)[0]).toBe(world.piraeus2);
    expect((await send(t, manager, 'GET', `${S}/dashboard/portCalls?property=password`)).statusCode).toBe(400);
    expect((await send(t, manager, 'GET', `${S}/dashboard/portCalls?vessel=abc`)).statusCode).toBe(400);
  });

  it('applies region rules: the restricted colleague sees Mediterranean port calls only', async () => {
    expect(ids(await portCalls(restricted))).toEqual([world.genoa1, world.piraeus1, world.piraeus2]);
    // It coordinates Piraeus (vessel 2), where no agent has been appointed yet.
    expect(ids(await portCalls(restricted, `&myPendingTasks=true`))).toEqual([world.piraeus2]);
  });

  it('stops counting at the count limit: the total then says "at least", the page is the same', async () => {
    const repo = createDashboardRepo(t.database.db);
    const scope = { companyId: manager.companyId, profileId: manager.profileId, region: null };
    const exact = await repo.pagePortCalls(scope, {}, { page: 0, size: 2 });
    const capped = await repo.pagePortCalls(scope, {}, { page: 0, size: 2, countLimit: 3 });
    expect(exact.total).toBe(6);
    expect(capped.total).toBe(3);
    expect(capped.items.map((i) => i.id)).toEqual(exact.items.map((i) => i.id));
    const appointments = await repo.pageAppointments(scope, {}, { page: 0, size: 1, countLimit: 2 });
    expect(appointments.total).toBe(2);
    const voyages = await repo.pageVoyages(scope, {}, { page: 0, size: 1, countLimit: 1 });
    expect(voyages.total).toBe(1);
    // Below the limit the count is exact.
    expect(
      (await repo.pagePortCalls(scope, { vessel: world.v1.id }, { page: 0, size: 2, countLimit: 1001 })).total,
    ).toBe(3);
  });

  it('shows buyer B its own port call only', async () => {
    expect(ids(await portCalls(otherBuyer))).toEqual([world.other.portCall.id]);
  });
});

describe('dashboard/voyages and dashboard/appointments', () => {
  it('groups by voyage: voyages with matching port calls, and those port calls by ETA', async () => {
    const page = await ok<Paged<VoyageItem>>(
      t,
      manager,
      'GET',
      `${S}/dashboard/voyages?property=voyageNumber&direction=ASC`,
    );
    expect(page.total).toBe(2);
    expect(page.items.map((v) => [v.voyageNumber, v.portCalls.map((p) => p.id)])).toEqual([
      ['DASH-A1', [world.piraeus1, world.genoa1, world.rotterdam1]],
      ['DASH-A2', [world.piraeus2, world.singapore2, world.oslo2]],
    ]);
    const filtered = await ok<Paged<VoyageItem>>(t, manager, 'GET', `${S}/dashboard/voyages?port=${ref.piraeus.id}`);
    expect(filtered.items.map((v) => [v.voyageNumber, v.portCalls.map((p) => p.id)])).toEqual([
      ['DASH-A1', [world.piraeus1]],
      ['DASH-A2', [world.piraeus2]],
    ]);
    const restrictedView = await ok<Paged<VoyageItem>>(
      t,
      restricted,
      'GET',
      `${S}/dashboard/voyages?vessel=${world.v2.id}`,
    );
    expect(restrictedView.items.map((v) => v.portCalls.map((p) => p.id))).toEqual([[world.piraeus2]]);
  });

  it('groups by appointment: each appointment with its port call and title', async () => {
    const page = await ok<Paged<AppointmentItem>>(
      t,
      manager,
      'GET',
      `${S}/dashboard/appointments?property=id&direction=ASC`,
    );
    expect(page.items.map((a) => [a.id, a.state, a.portCall.id])).toEqual([
      [world.appointedX.id, 'APPOINTED', world.piraeus1],
      [world.draftY.id, 'DRAFT', world.genoa1],
      [world.acceptedX.id, 'ACCEPTED', world.rotterdam1],
    ]);
    expect(page.items[0]?.title).toMatch(/ V\.DASH-A1 at Piraeus$/);
    const agentY_ = await ok<Paged<AppointmentItem>>(
      t,
      manager,
      'GET',
      `${S}/dashboard/appointments?agent=${agentY.companyId}`,
    );
    expect(ids(agentY_)).toEqual([world.draftY.id]);
    const pending = await ok<Paged<AppointmentItem>>(
      t,
      manager,
      'GET',
      `${S}/dashboard/appointments?myPendingTasks=true`,
    );
    expect(ids(pending)).toEqual([world.draftY.id]);
  });
});

describe('administrator DA tool', () => {
  it("lists every buyer's port calls 5 a page, filtered by buyer", async () => {
    const page = await ok<Paged<Item & { buyer: { id: number; name: string } }>>(
      t,
      admin,
      'GET',
      `${S}/administrator/dashboard/port-calls`,
    );
    expect(page.size).toBe(5);
    expect(page.total).toBeGreaterThanOrEqual(7);
    const mine = await ok<Paged<Item & { buyer: { name: string } }>>(
      t,
      admin,
      'GET',
      `${S}/administrator/dashboard/port-calls?buyerId=${otherBuyer.companyId}`,
    );
    expect(mine.items.map((i) => [i.id, i.buyer.name])).toEqual([[world.other.portCall.id, 'Dashboard Rivals']]);
    const noSupport = await createCompanyWithProfile(t, { type: 'ADMIN', authorities: ['ADMIN_SYSTEM'] });
    expect((await send(t, noSupport, 'GET', `${S}/administrator/dashboard/port-calls`)).statusCode).toBe(403);
  });
});

describe("any filter combination stays inside the caller's company and regions (property)", () => {
  const date = fc
    .integer({ min: 0, max: 200 })
    .map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10));
  const filterArb = () =>
    fc.record(
      {
        myPendingTasks: fc.constantFrom('true', 'false'),
        mySubmittedAppointments: fc.constantFrom('true', 'false'),
        vessel: fc.constantFrom(world.v1.id, world.v2.id, world.other.vesselId, 987654),
        port: fc.constantFrom(ref.piraeus.id, ref.genoa.id, ref.rotterdam.id, ref.singapore.id),
        appointmentId: fc.constantFrom(world.appointedX.id, world.draftY.id, world.otherAppointment.id),
        regionId: fc.constantFrom(world.org.regionId, world.otherOrg.regionId),
        agent: fc.constantFrom(agentX.companyId, agentY.companyId),
        portCallId: fc.constantFrom(world.piraeus1, world.rotterdam1, world.other.portCall.id),
        voyageNumber: fc.constantFrom('DASH', 'a1', 'V', '%', '_'),
        etaFromDate: date,
        etaToDate: date,
        etsFromDate: date,
        etsToDate: date,
        assignee: fc.constantFrom(manager.profileId, restricted.profileId),
        opsCoordinator: fc.constantFrom(manager.profileId, restricted.profileId),
        property: fc.constantFrom('eta', 'id'),
        direction: fc.constantFrom('ASC', 'DESC'),
      },
      { requiredKeys: [] },
    );
  const callers = () => [
    { actor: manager, countries: null as number[] | null },
    { actor: restricted, countries: [ref.piraeus.countryId, ref.genoa.countryId] },
    { actor: otherBuyer, countries: null },
  ];
  const inScope = (
    caller: { actor: TestProfile; countries: number[] | null },
    row: { buyerId: number; port: { countryId: number } },
  ) =>
    row.buyerId === caller.actor.companyId &&
    (caller.countries === null || caller.countries.includes(row.port.countryId));

  it('holds for dashboard/portCalls, dashboard/voyages and dashboard/appointments', async () => {
    await fc.assert(
      fc.asyncProperty(filterArb(), async (filter) => {
        const query = new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)])).toString();
        for (const caller of callers()) {
          const pc = await send(t, caller.actor, 'GET', `${S}/dashboard/portCalls?size=100&${query}`);
          expect(pc.statusCode).toBe(200);
          const pcItems = (pc.json() as Paged<Item>).items;
          for (const item of pcItems) {
            expect(inScope(caller, item)).toBe(true);
            if (filter.vessel !== undefined) expect(item.vessel.id).toBe(filter.vessel);
            if (filter.port !== undefined) expect(item.port.id).toBe(filter.port);
            if (filter.etaFromDate) expect(item.eta >= filter.etaFromDate).toBe(true);
          }
          const voyages = await send(
            t,
            caller.actor,
            'GET',
            `${S}/dashboard/voyages?size=100&${query.replace(/property=id/, 'property=eta')}`,
          );
          expect(voyages.statusCode).toBe(200);
          for (const voyage of (voyages.json() as Paged<VoyageItem>).items) {
            expect(voyage.buyerId).toBe(caller.actor.companyId);
            expect(voyage.portCalls.length).toBeGreaterThan(0);
            for (const item of voyage.portCalls) expect(inScope(caller, item)).toBe(true);
          }
          const appointments = await send(t, caller.actor, 'GET', `${S}/dashboard/appointments?size=100&${query}`);
          expect(appointments.statusCode).toBe(200);
          for (const item of (appointments.json() as Paged<AppointmentItem>).items) {
            expect(inScope(caller, { buyerId: item.buyerId, port: item.portCall.port })).toBe(true);
            if (filter.agent !== undefined) expect(item.agent.id).toBe(filter.agent);
          }
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

// Last in the file: it adds port calls to buyer A. The pending flag and the voyages' first ETA are
// kept by triggers (migration 0014); these are the transitions that must move them.
describe('what the dashboard keeps up to date itself', () => {
  it('brings a port call back to my pending tasks when its appointment is rejected, and reorders voyages by first ETA', async () => {
    const vessel = await createVessel(t, manager);
    const voyage = await createVoyage(t, manager, vessel.id, 'DASH-T1');
    const saveCall = async (portId: number, eta: string, ets: string) =>
      (
        await ok<{ id: number }>(
          t,
          manager,
          'POST',
          `${S}/port-call/save-details`,
          portCallBody(
            ref,
            { vesselId: vessel.id, voyageId: voyage.id, agentIds: [agentX.companyId] },
            { portId, eta, ets, laycanStart: null, laycanEnd: null },
          ),
        )
      ).id;
    const pending = async () => ids(await portCalls(manager, '&myPendingTasks=true'));
    const voyageOrder = async () =>
      (await ok<Paged<VoyageItem>>(t, manager, 'GET', `${S}/dashboard/voyages?size=100`)).items.map((v) => v.id);

    const portCallId = await saveCall(ref.genoa.id, '2031-01-10T08:00:00Z', '2031-01-11T08:00:00Z');
    expect(await pending()).toContain(portCallId);
    const appointment = await createAppointment(t, manager, portCallId, agentX.companyId, { appoint: true });
    expect(await pending()).not.toContain(portCallId);
    await ok(t, agentX, 'POST', `${S}/agent/appointment/${appointment.id}/reject`, { reason: 'No berth' });
    expect(await pending()).toContain(portCallId);

    // Newest first ETA first: the voyage leads until an earlier call makes its first ETA the oldest.
    expect((await voyageOrder())[0]).toBe(voyage.id);
    await saveCall(ref.piraeus.id, '2020-01-10T08:00:00Z', '2020-01-11T08:00:00Z');
    const order = await voyageOrder();
    expect(order.at(-1)).toBe(voyage.id);
    expect(order.indexOf(world.a1.id)).toBeLessThan(order.indexOf(voyage.id));
  });

  // The agent filter reads the agents kept on each port call (migration 0040): every way an
  // appointment comes onto or leaves a port call must move it.
  it('finds a port call by agent as soon as an appointment of that agent covers it, and no longer once none does', async () => {
    const vessel = await createVessel(t, manager);
    const voyage = await createVoyage(t, manager, vessel.id, 'DASH-T2');
    const saveCall = async (portId: number, eta: string) =>
      (
        await ok<{ id: number }>(
          t,
          manager,
          'POST',
          `${S}/port-call/save-details`,
          portCallBody(
            ref,
            { vesselId: vessel.id, voyageId: voyage.id, agentIds: [agentY.companyId] },
            { portId, eta, ets: eta.replace('T08', 'T20'), laycanStart: null, laycanEnd: null },
          ),
        )
      ).id;
    const first = await saveCall(ref.genoa.id, '2032-01-10T08:00:00Z');
    const second = await saveCall(ref.piraeus.id, '2032-01-20T08:00:00Z');
    const ofAgentY = async () => ids(await portCalls(manager, `&agent=${agentY.companyId}&vessel=${vessel.id}`));
    const voyagesOfAgentY = async () =>
      (
        await ok<Paged<VoyageItem>>(t, manager, 'GET', `${S}/dashboard/voyages?size=50&agent=${agentY.companyId}`)
      ).items.map((v) => v.id);
    expect(await ofAgentY()).toEqual([]);

    const draft = await createAppointment(t, manager, first, agentY.companyId);
    expect(await ofAgentY()).toEqual([first]);
    expect(await voyagesOfAgentY()).toContain(voyage.id);
    await ok(t, manager, 'POST', `${S}/appointment/${draft.id}/port-call/${second}/link`);
    expect(await ofAgentY()).toEqual([second, first]);
    await ok(t, manager, 'POST', `${S}/portcall/${second}/unlink-port-call`);
    expect(await ofAgentY()).toEqual([first]);
    // Agent X's filter never showed them, and still shows its own port calls.
    const ofAgentX = ids(await portCalls(manager, `&agent=${agentX.companyId}`));
    expect(ofAgentX).toEqual(expect.arrayContaining([world.rotterdam1, world.piraeus1]));
    expect(ofAgentX).not.toContain(first);
    await ok(t, manager, 'GET', `${S}/appointment/${draft.id}/delete`);
    expect(await ofAgentY()).toEqual([]);
    expect(await voyagesOfAgentY()).not.toContain(voyage.id);
  });

  // The APPOINTMENT grouping's pending tasks are a table kept by triggers (migration
  // dashboard_pending_tasks): each way an appointment or its port call changes must move them, and the
  // page read from that table alone answers as the page that also reads the port calls.
  it('lists my draft and rejected appointments on pending port calls as my tasks, by ETA, as they change', async () => {
    const vessel = await createVessel(t, manager);
    const voyage = await createVoyage(t, manager, vessel.id, 'DASH-T3');
    const body = (portId: number, eta: string, extra: Record<string, unknown> = {}) =>
      portCallBody(
        ref,
        { vesselId: vessel.id, voyageId: voyage.id, agentIds: [agentX.companyId, agentY.companyId] },
        { portId, eta, ets: eta.replace('T08', 'T20'), laycanStart: null, laycanEnd: null, ...extra },
      );
    const save = (b: Record<string, unknown>) =>
      ok<{ id: number; version: number }>(t, manager, 'POST', `${S}/port-call/save-details`, b);
    const early = await save(body(ref.genoa.id, '2033-01-10T08:00:00Z'));
    const late = await save(body(ref.piraeus.id, '2033-02-10T08:00:00Z'));
    const made: number[] = [];
    const tasks = async (actor: TestProfile, filters = '') => {
      const page = await ok<Paged<AppointmentItem>>(
        t,
        actor,
        'GET',
        `${S}/dashboard/appointments?size=100&myPendingTasks=true${filters}`,
      );
      return page.items.map((i) => i.id).filter((id) => made.includes(id));
    };
    const mine = async () => {
      const alone = await tasks(manager);
      // With a vessel filter the page reads the port calls too: the same tasks in the same order.
      expect(await tasks(manager, `&vessel=${vessel.id}`)).toEqual(alone);
      return alone;
    };

    const onEarly = await createAppointment(t, manager, early.id, agentX.companyId);
    const onLate = await createAppointment(t, manager, late.id, agentY.companyId);
    made.push(onEarly.id, onLate.id);
    expect(await mine()).toEqual([onLate.id, onEarly.id]);

    await ok(t, manager, 'POST', `${S}/appointment/${onLate.id}/appoint`, {});
    expect(await mine()).toEqual([onEarly.id]);
    await ok(t, agentY, 'POST', `${S}/agent/appointment/${onLate.id}/reject`, { reason: 'No berth' });
    expect(await mine()).toEqual([onLate.id, onEarly.id]);

    // The port call's ETA orders the tasks; its coordinator says whose they are.
    const moved = await save({ ...body(ref.genoa.id, '2033-03-10T08:00:00Z'), id: early.id, version: early.version });
    expect(await mine()).toEqual([onEarly.id, onLate.id]);
    await save({
      ...body(ref.piraeus.id, '2033-02-10T08:00:00Z'),
      id: late.id,
      version: late.version + 1,
      opsCoordinatorId: restricted.profileId,
    });
    expect(await mine()).toEqual([onEarly.id]);
    expect(await tasks(restricted)).toEqual([onLate.id]);

    // A second draft, deleted; then the port call cancelled.
    const another = await createAppointment(t, manager, early.id, agentY.companyId);
    made.push(another.id);
    expect(await mine()).toEqual([another.id, onEarly.id]);
    await ok(t, manager, 'GET', `${S}/appointment/${another.id}/delete`);
    expect(await mine()).toEqual([onEarly.id]);
    await ok(t, manager, 'PATCH', `${S}/portcall/${early.id}/update-status?status=CANCELLED&version=${moved.version}`);
    expect(await mine()).toEqual([]);
  });

  /** A port call of the manager's with agent X at `portId`, arriving at 08:00 and leaving at 20:00 of `eta`'s day. */
  const savePortCallAt = (vesselId: number, voyageId: number, portId: number, eta: string) =>
    ok<{ id: number; version: number }>(
      t,
      manager,
      'POST',
      `${S}/port-call/save-details`,
      portCallBody(
        ref,
        { vesselId, voyageId, agentIds: [agentX.companyId] },
        { portId, eta, ets: eta.replace('T08', 'T20'), laycanStart: null, laycanEnd: null },
      ),
    );

  // With a port filter the VOYAGE grouping walks the port's port calls by ETA instead of grouping them:
  // a voyage still sorts by its first matching port call, not by the one the walk meets first.
  it('orders voyages by their first port call at the filtered port, either way, cancelled calls included', async () => {
    const vessel = await createVessel(t, manager);
    const twice = await createVoyage(t, manager, vessel.id, 'DASH-T4');
    const once = await createVoyage(t, manager, vessel.id, 'DASH-T5');
    const save = (voyageId: number, eta: string) => savePortCallAt(vessel.id, voyageId, ref.piraeus.id, eta);
    const early = await save(twice.id, '2034-01-10T08:00:00Z');
    await ok(t, manager, 'PATCH', `${S}/portcall/${early.id}/update-status?status=CANCELLED&version=${early.version}`);
    await save(twice.id, '2034-06-10T08:00:00Z');
    await save(once.id, '2034-03-10T08:00:00Z');
    const order = async (direction: string) =>
      (
        await ok<Paged<VoyageItem>>(
          t,
          manager,
          'GET',
          `${S}/dashboard/voyages?size=100&port=${ref.piraeus.id}&property=eta&direction=${direction}`,
        )
      ).items
        .map((v) => v.id)
        .filter((id) => id === twice.id || id === once.id);
    expect(await order('DESC')).toEqual([once.id, twice.id]);
    expect(await order('ASC')).toEqual([twice.id, once.id]);
  });

  // An ETA range groups the matching port calls once for the page and its count (dashboard_voyage_firsts),
  // my pending tasks walk their index: either way a voyage sorts by its first matching port call.
  it('orders voyages by their first port call in the ETA range or among my pending tasks, and counts them', async () => {
    const vessel = await createVessel(t, manager);
    const started = await createVoyage(t, manager, vessel.id, 'DASH-T9');
    const inside = await createVoyage(t, manager, vessel.id, 'DASH-T10');
    const before = await savePortCallAt(vessel.id, started.id, ref.piraeus.id, '2036-01-05T08:00:00Z');
    const later = await savePortCallAt(vessel.id, started.id, ref.genoa.id, '2036-02-20T08:00:00Z');
    const middle = await savePortCallAt(vessel.id, inside.id, ref.piraeus.id, '2036-02-10T08:00:00Z');
    const ours = [started.id, inside.id];
    const voyagesBy = async (query: string) => {
      const page = await ok<Paged<VoyageItem>>(t, manager, 'GET', `${S}/dashboard/voyages?size=100&${query}`);
      return page.items.filter((v) => ours.includes(v.id)).map((v) => [v.id, v.portCalls.map((c) => c.id)]);
    };
    const range = 'etaFromDate=2036-02-01&etaToDate=2036-03-01';
    expect(await voyagesBy(`${range}&direction=DESC`)).toEqual([
      [started.id, [later.id]],
      [inside.id, [middle.id]],
    ]);
    expect(await voyagesBy(`${range}&direction=ASC`)).toEqual([
      [inside.id, [middle.id]],
      [started.id, [later.id]],
    ]);
    const counted = await ok<Paged<VoyageItem>>(t, manager, 'GET', `${S}/dashboard/voyages?${range}`);
    expect(counted.total).toBe(2);

    // Appointed, the voyage's first port call leaves my pending tasks: the voyage sorts by its next one.
    const pendingOrder = () => voyagesBy('myPendingTasks=true&direction=ASC');
    expect(await pendingOrder()).toEqual([
      [started.id, [before.id, later.id]],
      [inside.id, [middle.id]],
    ]);
    await createAppointment(t, manager, before.id, agentX.companyId, { appoint: true });
    expect(await pendingOrder()).toEqual([
      [inside.id, [middle.id]],
      [started.id, [later.id]],
    ]);
  });

  // The agent filter alone, or with a status, region or ETA range, reads dashboard_agent_port_calls
  // (migrations 0058-0059): a port call's ETA, port (so its country) and voyage must reach it.
  it("follows an agent's port calls as their ETA, port and voyage change", async () => {
    const vessel = await createVessel(t, manager);
    const [voyage, other] = [
      await createVoyage(t, manager, vessel.id, 'DASH-T11'),
      await createVoyage(t, manager, vessel.id, 'DASH-T12'),
    ];
    const bodyOf = (voyageId: number, portId: number, eta: string) =>
      portCallBody(
        ref,
        { vesselId: vessel.id, voyageId, agentIds: [agentY.companyId] },
        { portId, eta, ets: eta.replace('T08', 'T20'), laycanStart: null, laycanEnd: null },
      );
    type Saved = { id: number; version: number };
    const save = (body: object) => ok<Saved>(t, manager, 'POST', `${S}/port-call/save-details`, body);
    const a = await save(bodyOf(voyage.id, ref.genoa.id, '2037-01-10T08:00:00Z'));
    let b = await save(bodyOf(voyage.id, ref.piraeus.id, '2037-02-10T08:00:00Z'));
    await createAppointment(t, manager, a.id, agentY.companyId);
    await createAppointment(t, manager, b.id, agentY.companyId);
    const ours = [a.id, b.id];
    const agentPage = async (who: TestProfile, query = '') =>
      ids(await portCalls(who, `&agent=${agentY.companyId}${query}`)).filter((id) => ours.includes(id));
    expect(await agentPage(manager)).toEqual([b.id, a.id]);
    expect(await agentPage(restricted)).toEqual([b.id, a.id]);

    await save({ ...bodyOf(voyage.id, ref.genoa.id, '2037-03-10T08:00:00Z'), id: a.id, version: a.version });
    expect(await agentPage(manager)).toEqual([a.id, b.id]);
    expect(await agentPage(manager, '&etaFromDate=2037-03-01&etaToDate=2037-03-31')).toEqual([a.id]);

    b = await save({ ...bodyOf(voyage.id, ref.rotterdam.id, '2037-02-10T08:00:00Z'), id: b.id, version: b.version });
    expect(await agentPage(restricted)).toEqual([a.id]);

    const voyagesOfAgent = async () =>
      (
        await ok<Paged<VoyageItem>>(t, manager, 'GET', `${S}/dashboard/voyages?size=100&agent=${agentY.companyId}`)
      ).items
        .filter((v) => [voyage.id, other.id].includes(v.id))
        .map((v) => [v.id, v.portCalls.map((c) => c.id)]);
    // Once, by its first port call of the agent, though the walk meets both.
    expect(await voyagesOfAgent()).toEqual([[voyage.id, [b.id, a.id]]]);
    await save({ ...bodyOf(other.id, ref.rotterdam.id, '2037-02-10T08:00:00Z'), id: b.id, version: b.version });
    expect(await voyagesOfAgent()).toEqual([
      [voyage.id, [a.id]],
      [other.id, [b.id]],
    ]);
  });

  // The port's walk keeps one prepared plan whatever the port; a page of it is cut after the walk.
  it('breaks ties on the first port call by voyage, and pages one voyage at a time in the same order', async () => {
    const vessel = await createVessel(t, manager);
    const [a, b, c] = [
      await createVoyage(t, manager, vessel.id, 'DASH-T6'),
      await createVoyage(t, manager, vessel.id, 'DASH-T7'),
      await createVoyage(t, manager, vessel.id, 'DASH-T8'),
    ];
    const save = (voyageId: number, eta: string) => savePortCallAt(vessel.id, voyageId, ref.genoa.id, eta);
    await save(a.id, '2035-02-10T08:00:00Z');
    await save(b.id, '2035-02-10T08:00:00Z');
    await save(c.id, '2035-01-10T08:00:00Z');
    const page = async (query: string) =>
      (
        await ok<Paged<VoyageItem>>(
          t,
          manager,
          'GET',
          `${S}/dashboard/voyages?port=${ref.genoa.id}&property=eta&${query}`,
        )
      ).items;
    const mine = (items: VoyageItem[]) => items.map((v) => v.id).filter((id) => [a.id, b.id, c.id].includes(id));
    expect(mine(await page('size=100&direction=DESC'))).toEqual([b.id, a.id, c.id]);
    expect(mine(await page('size=100&direction=ASC'))).toEqual([c.id, a.id, b.id]);
    const all = await page('size=100&direction=DESC');
    const oneByOne: VoyageItem[] = [];
    for (let i = 0; i < all.length; i++) oneByOne.push(...(await page(`size=1&page=${i}&direction=DESC`)));
    expect(oneByOne.map((v) => v.id)).toEqual(all.map((v) => v.id));
  });
});
