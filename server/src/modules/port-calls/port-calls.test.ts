import { messages } from '@portcall/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/db';
import { createColleague, createOrganisation, createVessel, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import {
  buyerWithPortCall,
  createAppointment,
  createVoyage,
  type OperationsReference,
  operationsReference,
  portCallBody,
  type SavedPortCall,
} from './scenario';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;
let otherAgent: TestProfile;
let ref: OperationsReference;

type Edit = {
  id: number;
  status: string;
  version: number;
  eta: string;
  ets: string;
  laycanStart: string | null;
  port: { id: number; label: string };
  agents: Array<{ id: number; appointmentId: number | null; appointmentState: string | null }>;
  activities: Array<{ activityType: { id: number; name: string }; cargo: string | null }>;
  opsCoordinator: { id: number; fullName: string } | null;
  emails: string[];
};

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Port Call Owners' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Port Call Charterers' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Piraeus Agency' });
  otherAgent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Rotterdam Agency' });
  ref = await operationsReference(t);
});
afterAll(() => t?.close());

/** A fresh vessel and voyage of the buyer with a valid body for them. */
async function freshBody(overrides: Record<string, unknown> = {}) {
  const vessel = await createVessel(t, buyer);
  const voyage = await createVoyage(t, buyer, vessel.id);
  return portCallBody(ref, { vesselId: vessel.id, voyageId: voyage.id, agentIds: [agent.companyId] }, overrides);
}
const save = (actor: TestProfile, body: unknown) => send(t, actor, 'POST', `${S}/port-call/save-details`, body);

describe('port-call/save-details', () => {
  it('creates a DRAFT port call and answers the save response (id, schedule, port label)', async () => {
    const body = await freshBody({ opsCoordinatorId: buyer.profileId, emails: ['master@ship.example'] });
    const response = await save(buyer, body);
    expect(response.statusCode).toBe(200);
    const saved = response.json() as SavedPortCall;
    expect(saved).toEqual({
      id: expect.any(Number),
      version: 0,
      schedule: { dateIn: '2026-03-10T08:00:00.000Z', dateOut: '2026-03-12T18:00:00.000Z' },
      port: { label: 'Piraeus (GRPIR)' },
    });
    const edit = await ok<Edit>(t, buyer, 'GET', `${S}/port-call/${saved.id}/load`);
    expect(edit).toMatchObject({
      status: 'DRAFT',
      // A date without a zone (the web sends yyyy-MM-ddT00:00:00) is read as UTC.
      laycanStart: '2026-03-09T00:00:00.000Z',
      agents: [{ id: agent.companyId, appointmentId: null, appointmentState: null }],
      activities: [{ activityType: { id: ref.loadingId, name: 'Loading' }, cargo: 'Wheat' }],
      opsCoordinator: { id: buyer.profileId },
      emails: ['master@ship.example'],
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'port_call'), eq(auditLog.entityId, String(saved.id))));
    expect(audit.map((a) => a.action)).toEqual(['CREATE']);
  });

  const rules: Array<[string, Record<string, unknown>, string, string, string]> = [
    ['at least one agent', { agentIds: [] }, 'AGENT_REQUIRED', 'agentIds', messages.AGENT_REQUIRED],
    ['at least one activity', { activities: [] }, 'ACTIVITY_REQUIRED', 'activities', messages.ACTIVITY_REQUIRED],
    ['ETS after ETA', { ets: '2026-03-09T08:00:00Z' }, 'ETS_BEFORE_ETA', 'ets', messages.ETS_BEFORE_ETA],
    ['ETS strictly after ETA', { ets: '2026-03-10T08:00:00Z' }, 'ETS_BEFORE_ETA', 'ets', messages.ETS_BEFORE_ETA],
    [
      'laycan end after laycan start',
      { laycanEnd: '2026-03-09T00:00:00' },
      'LAYCAN_END_BEFORE_START',
      'laycanEnd',
      messages.LAYCAN_END_BEFORE_START,
    ],
    ['a laycan end with a laycan start', { laycanEnd: null }, 'REQUIRED_FIELD', 'laycanEnd', messages.REQUIRED_FIELD],
    ['a valid ETA', { eta: '2026-02-31T00:00:00' }, 'VALIDATION_FAILED', 'eta', messages.INVALID_DATE],
    ['valid e-mails', { emails: ['not-an-address'] }, 'VALIDATION_FAILED', 'emails.0', messages.INVALID_EMAIL_FIELD],
  ];
  for (const [name, change, code, field, message] of rules) {
    it(`needs ${name} (${code})`, async () => {
      const response = await save(buyer, await freshBody(change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, fields: { [field]: message } });
    });
  }

  it("answers every broken cross-field rule at once, with the first one's code", async () => {
    const response = await save(buyer, await freshBody({ agentIds: [], activities: [], ets: '2026-03-01T00:00:00Z' }));
    expect(response.json()).toMatchObject({
      code: 'AGENT_REQUIRED',
      fields: {
        agentIds: messages.AGENT_REQUIRED,
        activities: messages.ACTIVITY_REQUIRED,
        ets: messages.ETS_BEFORE_ETA,
      },
    });
  });

  it('refuses a second open port call for the same vessel, port and voyage (PORT_CALL_EXISTS)', async () => {
    const body = await freshBody();
    await ok(t, buyer, 'POST', `${S}/port-call/save-details`, body);
    const duplicate = await save(buyer, { ...body, eta: '2026-05-01T00:00:00Z', ets: '2026-05-02T00:00:00Z' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'PORT_CALL_EXISTS', message: messages.PORT_CALL_EXISTS });
    // Another port is another port call.
    expect((await save(buyer, { ...body, portId: ref.genoa.id })).statusCode).toBe(200);
  });

  it('answers 409, never 500, when duplicates race past the check', async () => {
    const body = await freshBody();
    const answers = await Promise.all([1, 2, 3].map(() => save(buyer, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('PORT_CALL_EXISTS');
  });

  it('does not count a cancelled port call as a duplicate', async () => {
    const body = await freshBody();
    const first = await ok<SavedPortCall>(t, buyer, 'POST', `${S}/port-call/save-details`, body);
    await ok(t, buyer, 'PATCH', `${S}/portcall/${first.id}/update-status?status=CANCELLED`);
    expect((await save(buyer, body)).statusCode).toBe(200);
  });

  it('checks every reference: vessel, voyage, port, activities, agents, coordinator', async () => {
    const otherVessel = await createVessel(t, otherBuyer);
    const otherVoyage = await createVoyage(t, otherBuyer, otherVessel.id);
    const myVessel = await createVessel(t, buyer);
    const colleagueOfOther = await createColleague(t, otherBuyer);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ vesselId: otherVessel.id }, 'vesselId', 'UNKNOWN_VESSEL'],
      [{ voyageId: otherVoyage.id }, 'voyageId', 'UNKNOWN_VOYAGE'],
      [{ vesselId: myVessel.id }, 'voyageId', 'VOYAGE_VESSEL_MISMATCH'],
      [{ portId: 987654321 }, 'portId', 'UNKNOWN_PORT'],
      [{ activities: [{ activityTypeId: 987654 }] }, 'activities', 'UNKNOWN_ACTIVITY_TYPE'],
      [{ agentIds: [987654321] }, 'agentIds', 'UNKNOWN_AGENT'],
      [{ agentIds: [otherBuyer.companyId] }, 'agentIds', 'RECIPIENT_NOT_AGENT'],
      [{ opsCoordinatorId: colleagueOfOther.profileId }, 'opsCoordinatorId', 'UNKNOWN_USER'],
    ];
    for (const [change, field, code] of cases) {
      const response = await save(buyer, await freshBody(change));
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject({ code, fields: { [field]: messages[code as keyof typeof messages] } });
    }
  });

  it('edits with the version last read; stale and missing versions are refused', async () => {
    const body = await freshBody();
    const created = await ok<SavedPortCall>(t, buyer, 'POST', `${S}/port-call/save-details`, body);
    const edited = await ok<SavedPortCall>(t, buyer, 'POST', `${S}/port-call/save-details`, {
      ...body,
      id: created.id,
      version: 0,
      ets: '2026-03-13T06:00:00Z',
    });
    expect(edited).toMatchObject({ id: created.id, version: 1, schedule: { dateOut: '2026-03-13T06:00:00.000Z' } });
    const stale = await save(buyer, { ...body, id: created.id, version: 0 });
    expect(stale.json()).toMatchObject({ status: 409, code: 'STALE_VERSION' });
    expect((await save(buyer, { ...body, id: created.id })).statusCode).toBe(400);
    expect((await save(otherBuyer, { ...body, id: created.id, version: 1 })).statusCode).toBe(404);
  });

  it("keeps an agent that has an appointment, and changes an appointed port call's port only by amending it", async () => {
    const body = await freshBody({ agentIds: [agent.companyId, otherAgent.companyId] });
    const created = await ok<SavedPortCall>(t, buyer, 'POST', `${S}/port-call/save-details`, body);
    await createAppointment(t, buyer, created.id, agent.companyId, { appoint: true });
    const removed = await save(buyer, { ...body, id: created.id, version: 1, agentIds: [otherAgent.companyId] });
    expect(removed.json()).toMatchObject({ status: 409, code: 'AGENT_HAS_APPOINTMENT' });
    const moved = await save(buyer, { ...body, id: created.id, version: 1, portId: ref.genoa.id });
    expect(moved.json()).toMatchObject({ status: 409, code: 'PORT_AMEND_REQUIRED' });
    // The other agent has no appointment: it may go.
    expect((await save(buyer, { ...body, id: created.id, version: 1, agentIds: [agent.companyId] })).statusCode).toBe(
      200,
    );
  });

  it('needs DA_PORT_CALL_CREATE to create and DA_PORT_CALL_EDIT to edit', async () => {
    const viewer = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW', 'DA_PORT_CALL_EDIT'],
    });
    expect((await save(viewer, await freshBody())).statusCode).toBe(403);
  });
});

describe('port call loads', () => {
  it('answers the details of operations §3, with suppliers and hasAcceptedAppointment', async () => {
    const { portCall } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId, otherAgent.companyId] });
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
    await ok(t, agent, 'POST', `${S}/agent/appointment/${appointment.id}/accept`);
    const details = await ok<Record<string, unknown>>(t, buyer, 'GET', `${S}/portcall/${portCall.id}/load`);
    expect(details).toMatchObject({
      id: portCall.id,
      status: 'IN_PROCESS',
      etaDate: '2026-03-10T08:00:00.000Z',
      port: { name: 'Piraeus', unlocode: 'GRPIR', country: { alpha2: 'GR' }, timezoneId: 'Europe/Athens' },
      vessel: { size: 'Supramax', dwt: 58_000, commodityType: 'DRY_BULK' },
      activities: [{ type: 'Loading', cargo: 'Wheat' }],
      company: { id: buyer.companyId, name: 'Port Call Owners' },
      suppliers: [
        { id: agent.companyId, name: 'Piraeus Agency', hasAcceptedAppointment: true },
        { id: otherAgent.companyId, name: 'Rotterdam Agency', hasAcceptedAppointment: false },
      ],
    });
    // The agent sees its own line only; an agent with nothing sent to it sees nothing.
    const asAgent = await ok<{ suppliers: unknown[] }>(t, agent, 'GET', `${S}/portcall/${portCall.id}/load`);
    expect(asAgent.suppliers).toEqual([{ id: agent.companyId, name: 'Piraeus Agency', hasAcceptedAppointment: true }]);
    expect((await send(t, otherAgent, 'GET', `${S}/portcall/${portCall.id}/load`)).statusCode).toBe(404);
    expect((await send(t, otherBuyer, 'GET', `${S}/portcall/${portCall.id}/load`)).statusCode).toBe(404);
  });

  it("hides a draft appointment's port call from its agent", async () => {
    const { portCall } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    await createAppointment(t, buyer, portCall.id, agent.companyId);
    expect((await send(t, agent, 'GET', `${S}/portcall/${portCall.id}/load`)).statusCode).toBe(404);
  });
});

describe('region rules', () => {
  it('limits a restricted colleague to the ports of its regions: others are 404, new ones refused', async () => {
    const org = await createOrganisation(t, buyer); // a Mediterranean region (GR, IT) and its rule
    const restricted = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId, role: 'USER' });
    await ok(t, buyer, 'POST', `${S}/profile/rules`, { profileId: restricted.profileId, ruleIds: [org.ruleId] });
    const inside = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    const outside = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId], portId: ref.rotterdam.id });
    expect((await send(t, restricted, 'GET', `${S}/port-call/${inside.portCall.id}/load`)).statusCode).toBe(200);
    expect((await send(t, restricted, 'GET', `${S}/port-call/${outside.portCall.id}/load`)).statusCode).toBe(404);
    expect((await send(t, restricted, 'GET', `${S}/portcall/${outside.portCall.id}/load`)).statusCode).toBe(404);
    const created = await send(
      t,
      restricted,
      'POST',
      `${S}/port-call/save-details`,
      await freshBody({ portId: ref.rotterdam.id }),
    );
    expect(created.json()).toMatchObject({ status: 400, code: 'PORT_OUTSIDE_REGION' });
  });
});

describe('port call status', () => {
  const patch = (actor: TestProfile, id: number, query: string) =>
    send(t, actor, 'PATCH', `${S}/portcall/${id}/update-status?${query}`);

  it('moves DRAFT -> IN_PROCESS -> CANCELLED -> DRAFT, and refuses the other changes', async () => {
    const { portCall } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    expect((await patch(buyer, portCall.id, 'status=IN_PROCESS')).json()).toEqual({
      id: portCall.id,
      status: 'IN_PROCESS',
      version: 1,
    });
    const back = await patch(buyer, portCall.id, 'status=DRAFT');
    expect(back.json()).toMatchObject({
      status: 409,
      code: 'PORT_CALL_STATUS_CHANGE_NOT_ALLOWED',
      message: 'A port call cannot change from IN_PROCESS to DRAFT',
    });
    expect((await patch(buyer, portCall.id, 'status=IMPORTED')).statusCode).toBe(409);
    expect((await patch(buyer, portCall.id, 'status=CANCELLED&version=0')).json().code).toBe('STALE_VERSION');
    expect((await patch(buyer, portCall.id, 'status=CANCELLED&version=1')).json()).toMatchObject({
      status: 'CANCELLED',
    });
    expect((await patch(buyer, portCall.id, 'status=DRAFT')).json()).toMatchObject({ status: 'DRAFT' });
    expect((await patch(buyer, portCall.id, 'status=BOGUS')).statusCode).toBe(400);
  });

  it('refuses to cancel while an appointment is with an agent, and to reopen onto a duplicate', async () => {
    const { portCall, vesselId, voyage } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
    expect((await patch(buyer, portCall.id, 'status=CANCELLED')).json()).toMatchObject({
      code: 'PORT_CALL_HAS_ACTIVE_APPOINTMENTS',
    });
    await ok(t, buyer, 'POST', `${S}/appointment/${appointment.id}/reject`);
    await ok(t, buyer, 'PATCH', `${S}/portcall/${portCall.id}/update-status?status=CANCELLED`);
    await ok(
      t,
      buyer,
      'POST',
      `${S}/port-call/save-details`,
      portCallBody(ref, { vesselId, voyageId: voyage.id, agentIds: [agent.companyId] }),
    );
    expect((await patch(buyer, portCall.id, 'status=DRAFT')).json()).toMatchObject({ code: 'PORT_CALL_EXISTS' });
  });

  it('needs DA_PORT_CALL_CANCEL to cancel', async () => {
    const editor = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW', 'DA_PORT_CALL_EDIT'],
    });
    const { portCall } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    expect((await patch(editor, portCall.id, 'status=CANCELLED')).statusCode).toBe(403);
    expect((await patch(editor, portCall.id, 'status=IN_PROCESS')).statusCode).toBe(200);
  });
});

describe('amend port and change voyage', () => {
  it('checks, then amends the port; the check names the appointments already sent', async () => {
    const { portCall } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
    const check = await ok(t, buyer, 'GET', `${S}/port-call/${portCall.id}/amend-port/check?newPortId=${ref.genoa.id}`);
    expect(check).toEqual({
      canAmend: true,
      code: null,
      message: null,
      newPort: {
        id: ref.genoa.id,
        name: 'Genova',
        unlocode: 'ITGOA',
        countryId: ref.genoa.countryId,
        label: 'Genova (ITGOA)',
      },
      appointments: [
        { id: appointment.id, state: 'APPOINTED', agent: { id: agent.companyId, name: 'Piraeus Agency' } },
      ],
    });
    const same = await ok(
      t,
      buyer,
      'GET',
      `${S}/port-call/${portCall.id}/amend-port/check?newPortId=${ref.piraeus.id}`,
    );
    expect(same).toMatchObject({ canAmend: false, code: 'SAME_PORT', message: messages.SAME_PORT });
    const unknown = await send(t, buyer, 'GET', `${S}/port-call/${portCall.id}/amend-port/check?newPortId=987654321`);
    expect(unknown.json()).toMatchObject({ status: 400, code: 'UNKNOWN_PORT' });
    const current = await ok<Edit>(t, buyer, 'GET', `${S}/port-call/${portCall.id}/load`);
    const stale = await send(t, buyer, 'POST', `${S}/port-call/${portCall.id}/amend-port`, {
      newPortId: ref.genoa.id,
      version: 0,
    });
    expect(stale.json().code).toBe('STALE_VERSION');
    const amended = await ok(t, buyer, 'POST', `${S}/port-call/${portCall.id}/amend-port`, {
      newPortId: ref.genoa.id,
      version: current.version,
    });
    expect(amended).toMatchObject({ id: portCall.id, port: { label: 'Genova (ITGOA)' } });
  });

  it('will not amend onto a port where the vessel already calls on that voyage', async () => {
    const { portCall, vesselId, voyage } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    await ok(
      t,
      buyer,
      'POST',
      `${S}/port-call/save-details`,
      portCallBody(ref, { vesselId, voyageId: voyage.id, agentIds: [agent.companyId] }, { portId: ref.genoa.id }),
    );
    const check = await ok(t, buyer, 'GET', `${S}/port-call/${portCall.id}/amend-port/check?newPortId=${ref.genoa.id}`);
    expect(check).toMatchObject({ canAmend: false, code: 'PORT_CALL_EXISTS' });
    const amend = await send(t, buyer, 'POST', `${S}/port-call/${portCall.id}/amend-port`, {
      newPortId: ref.genoa.id,
      version: 0,
    });
    expect(amend.json()).toMatchObject({ status: 409, code: 'PORT_CALL_EXISTS' });
  });

  it('moves a port call to another voyage of the same vessel only', async () => {
    const { portCall, vesselId } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    const next = await createVoyage(t, buyer, vesselId);
    const moved = await ok(t, buyer, 'POST', `${S}/port-call-change-voyage`, {
      portCallId: portCall.id,
      voyageId: next.id,
    });
    expect(moved).toMatchObject({ id: portCall.id, version: 1 });
    const otherVessel = await createVessel(t, buyer);
    const foreign = await createVoyage(t, buyer, otherVessel.id);
    const refused = await send(t, buyer, 'POST', `${S}/port-call-change-voyage`, {
      portCallId: portCall.id,
      voyageId: foreign.id,
    });
    expect(refused.json()).toMatchObject({ status: 400, code: 'VOYAGE_VESSEL_MISMATCH' });
    expect(
      (
        await send(t, otherBuyer, 'POST', `${S}/port-call-change-voyage`, {
          portCallId: portCall.id,
          voyageId: next.id,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('imported port calls and export', () => {
  it('lists imported port calls, links one to a port call, which then carries its reference', async () => {
    const { portCall, vesselId } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    const imported = await t.services.portCalls.imported.importPortCall(buyer.companyId, {
      source: 'VESON',
      externalRef: 'IMOS-0042',
      vesselId,
      portId: ref.piraeus.id,
      voyageNumber: '42A',
      eta: '2026-03-10T06:00:00Z',
      ets: null,
    });
    const mismatch = await t.services.portCalls.imported.importPortCall(buyer.companyId, {
      source: 'VESON',
      externalRef: 'IMOS-0043',
      vesselId,
      portId: ref.rotterdam.id,
      eta: '2026-04-10T06:00:00Z',
      ets: null,
    });
    const list = await ok<{
      items: Array<{ id: number; externalRef: string; voyageNumber: string | null }>;
      total: number;
    }>(t, buyer, 'POST', `${S}/buyer/da/dashboard/port-calls/imported`, { filter: { vesselId } });
    expect(list.items.map((i) => i.id)).toEqual([imported.id, mismatch.id]);
    expect(list.items[0]).toMatchObject({ externalRef: 'IMOS-0042', voyageNumber: '42A' });
    expect(
      (await ok<{ total: number }>(t, otherBuyer, 'POST', `${S}/buyer/da/dashboard/port-calls/imported`, {})).total,
    ).toBe(0);

    const link = (importedPortCallId: number) =>
      send(t, buyer, 'POST', `${S}/buyer/port-call/${portCall.id}/link-imported-port-call`, { importedPortCallId });
    expect((await link(mismatch.id)).json()).toMatchObject({ status: 409, code: 'IMPORTED_PORT_CALL_MISMATCH' });
    expect((await link(imported.id)).statusCode).toBe(200);
    expect((await link(imported.id)).json()).toMatchObject({ status: 409, code: 'NOT_AN_IMPORTED_PORT_CALL' });
    expect(
      (await ok<Edit & { source: string; externalRef: string }>(t, buyer, 'GET', `${S}/port-call/${portCall.id}/load`))
        .externalRef,
    ).toBe('IMOS-0042');
    const after = await ok<{ items: Array<{ id: number }> }>(
      t,
      buyer,
      'POST',
      `${S}/buyer/da/dashboard/port-calls/imported`,
      { filter: { vesselId } },
    );
    expect(after.items.map((i) => i.id)).toEqual([mismatch.id]);
  });

  it('adopts an imported port call as a DRAFT when it is saved', async () => {
    const vessel = await createVessel(t, buyer);
    const voyage = await createVoyage(t, buyer, vessel.id);
    const imported = await t.services.portCalls.imported.importPortCall(buyer.companyId, {
      source: 'VESON',
      externalRef: 'IMOS-0100',
      vesselId: vessel.id,
      portId: ref.piraeus.id,
      eta: '2026-03-10T06:00:00Z',
      ets: null,
    });
    await ok(t, buyer, 'POST', `${S}/port-call/save-details`, {
      ...portCallBody(ref, { vesselId: vessel.id, voyageId: voyage.id, agentIds: [agent.companyId] }),
      id: imported.id,
      version: 0,
    });
    expect((await ok<Edit>(t, buyer, 'GET', `${S}/port-call/${imported.id}/load`)).status).toBe('DRAFT');
  });

  it('queues an export event, never for an imported port call', async () => {
    const { portCall, vesselId } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    const event = await ok(t, buyer, 'POST', `${S}/port-call/trigger-export-event?portCallId=${portCall.id}`);
    expect(event).toMatchObject({ portCallId: portCall.id, status: 'PENDING', id: expect.any(Number) });
    const imported = await t.services.portCalls.imported.importPortCall(buyer.companyId, {
      source: 'VESON',
      externalRef: 'IMOS-0200',
      vesselId,
      portId: ref.oslo.id,
      eta: '2026-03-10T06:00:00Z',
      ets: null,
    });
    const refused = await send(t, buyer, 'POST', `${S}/port-call/trigger-export-event?portCallId=${imported.id}`);
    expect(refused.json()).toMatchObject({ status: 409, code: 'EXPORT_NOT_ALLOWED' });
  });
});
