import { APPOINTMENT_REMINDER_LIMIT } from '@portcall/contracts/appointments';
import { messages } from '@portcall/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createVessel, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import {
  type AppointmentAnswer,
  buyerWithPortCall,
  createAppointment,
  createVoyage,
  type OperationsReference,
  operationsReference,
  portCallBody,
} from '../port-calls/scenario';

const S = '/da-app/secured';
let t: TestApp;
// A fixed clock after today: sessions (12 h) opened on it stay valid for the checks of real time too.
let now = new Date('2030-03-01T09:00:00Z');
let buyer: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;
let otherAgent: TestProfile;
let vendor: TestProfile;
let ref: OperationsReference;

type Appointment = AppointmentAnswer & {
  buyerId: number;
  agent: { id: number; name: string; type: string };
  portCall: { id: number; status: string; voyage: { voyageNumber: string } | null };
  instructions: string | null;
  rejectionReason: string | null;
  appointedAt: string | null;
  appointedBy: { id: number; fullName: string } | null;
  evaluations: unknown[];
  agentRating: unknown;
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Appointing Owners' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Someone Else Shipping' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Aegean Test Agency' });
  otherAgent = await createCompanyWithProfile(t, { type: 'AGENT', companyName: 'Other Test Agency' });
  vendor = await createCompanyWithProfile(t, { type: 'VENDOR', companyName: 'Bunker Vendor' });
  ref = await operationsReference(t);
});
afterAll(() => t?.close());

const portCallWith = (agentIds = [agent.companyId, otherAgent.companyId, vendor.companyId]) =>
  buyerWithPortCall(t, buyer, ref, { agentIds });
const path = (id: number, action: string) => `${S}/appointment/${id}/${action}`;
const load = (actor: TestProfile, id: number) => ok<Appointment>(t, actor, 'GET', path(id, 'load'));

describe('the appointment wizard', () => {
  it('creates a draft for one of the port call agents; the agent sees nothing until it is appointed', async () => {
    const { portCall } = await portCallWith();
    const draft = await createAppointment(t, buyer, portCall.id, agent.companyId, {
      instructions: 'Please confirm berth',
    });
    expect(draft).toMatchObject({
      state: 'DRAFT',
      portCallIds: [portCall.id],
      observer: { pokes: 0, pokeLock: false, state: 'UNREAD' },
    });
    expect((await send(t, agent, 'GET', path(draft.id, 'load'))).statusCode).toBe(404);
    const list = await ok<{ items: Array<{ id: number }> }>(t, agent, 'GET', `${S}/agent/appointments`);
    expect(list.items.map((i) => i.id)).not.toContain(draft.id);

    now = new Date('2030-03-01T10:00:00Z');
    const appointed = await ok<Appointment>(t, buyer, 'POST', path(draft.id, 'appoint'), {});
    expect(appointed).toMatchObject({
      state: 'APPOINTED',
      appointedAt: '2030-03-01T10:00:00.000Z',
      appointedBy: { id: buyer.profileId },
      instructions: 'Please confirm berth',
      portCall: { status: 'IN_PROCESS' },
      evaluations: [],
      agentRating: null,
    });
    const seen = await load(agent, draft.id);
    expect(seen.observer.state).toBe('READ');
    expect(
      (
        await ok<{ items: Array<{ id: number }> }>(t, agent, 'GET', `${S}/agent/appointments?state=APPOINTED`)
      ).items.map((i) => i.id),
    ).toContain(draft.id);
  });

  it('titles an appointment "<vessel> V.<voyage> at <port>"', async () => {
    const vessel = await createVessel(t, buyer, { name: 'Nordic Title' });
    const voyage = await createVoyage(t, buyer, vessel.id, '7N');
    const portCall = await ok<{ id: number }>(
      t,
      buyer,
      'POST',
      `${S}/port-call/save-details`,
      portCallBody(ref, { vesselId: vessel.id, voyageId: voyage.id, agentIds: [agent.companyId] }),
    );
    const draft = await createAppointment(t, buyer, portCall.id, agent.companyId);
    expect(draft.title).toBe('Nordic Title V.7N at Piraeus');
  });

  it('refuses an agent who is not on the port call, and a second appointment for the same company', async () => {
    const { portCall } = await portCallWith([agent.companyId]);
    const stranger = await send(t, buyer, 'POST', `${S}/appointment/create`, {
      portCallId: portCall.id,
      agentId: otherAgent.companyId,
    });
    expect(stranger.json()).toMatchObject({ status: 400, code: 'AGENT_NOT_ON_PORT_CALL' });
    await createAppointment(t, buyer, portCall.id, agent.companyId);
    const twice = await send(t, buyer, 'POST', `${S}/appointment/create`, {
      portCallId: portCall.id,
      agentId: agent.companyId,
    });
    expect(twice.json()).toMatchObject({
      status: 409,
      code: 'APPOINTMENT_EXISTS_FOR_COMPANY',
      message: messages.APPOINTMENT_EXISTS_FOR_COMPANY,
    });
    const foreign = await send(t, otherBuyer, 'POST', `${S}/appointment/create`, {
      portCallId: portCall.id,
      agentId: agent.companyId,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers 409, never 500, when two creations race', async () => {
    const { portCall } = await portCallWith([agent.companyId]);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        send(t, buyer, 'POST', `${S}/appointment/create`, { portCallId: portCall.id, agentId: agent.companyId }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('appointment states', () => {
  it('agent accepts; the buyer closes; a closed appointment cannot be cancelled', async () => {
    const { portCall } = await portCallWith();
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
    expect((await ok<Appointment>(t, agent, 'POST', `${S}/agent/appointment/${appointment.id}/accept`)).state).toBe(
      'ACCEPTED',
    );
    expect((await send(t, agent, 'POST', `${S}/agent/appointment/${appointment.id}/accept`)).json()).toMatchObject({
      status: 409,
      code: 'APPOINTMENT_ACTION_NOT_ALLOWED',
      message: 'This action is not allowed for an appointment in state ACCEPTED',
    });
    expect((await ok<Appointment>(t, buyer, 'GET', path(appointment.id, 'close'))).state).toBe('CLOSED');
    expect((await send(t, buyer, 'POST', path(appointment.id, 'reject'))).json()).toMatchObject({
      code: 'CANCEL_AND_REJECT_FAILED',
    });
  });

  it('agent rejects with a reason; the buyer reverts the rejection and it is with the agent again', async () => {
    const { portCall } = await portCallWith();
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
    await load(agent, appointment.id);
    const rejected = await ok<Appointment>(t, agent, 'POST', `${S}/agent/appointment/${appointment.id}/reject`, {
      reason: 'No berth',
    });
    expect(rejected).toMatchObject({ state: 'REJECTED', rejectionReason: 'No berth' });
    const reverted = await ok<Appointment>(t, buyer, 'POST', path(appointment.id, 'revert-rejected'));
    expect(reverted).toMatchObject({ state: 'APPOINTED', rejectionReason: null, observer: { state: 'UNREAD' } });
    expect((await send(t, buyer, 'POST', path(appointment.id, 'revert-rejected'))).statusCode).toBe(409);
  });

  it('buyer cancels (appointment/{id}/reject) and reverts back to the state it left', async () => {
    const { portCall } = await portCallWith();
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
    await ok(t, agent, 'POST', `${S}/agent/appointment/${appointment.id}/accept`);
    expect((await ok<Appointment>(t, buyer, 'POST', path(appointment.id, 'reject'))).state).toBe('CANCELLED');
    // The agent still sees the cancelled appointment, and may no longer accept or reject it.
    expect((await load(agent, appointment.id)).state).toBe('CANCELLED');
    expect((await send(t, agent, 'POST', `${S}/agent/appointment/${appointment.id}/reject`)).json().code).toBe(
      'CANCEL_AND_REJECT_FAILED',
    );
    expect((await ok<Appointment>(t, buyer, 'POST', path(appointment.id, 'revert'))).state).toBe('ACCEPTED');
    expect((await send(t, buyer, 'POST', path(appointment.id, 'revert'))).statusCode).toBe(409);
  });

  it('deletes drafts only (ONLY_DRAFT_APPOINTMENTS_CAN_BE_DELETED), and a draft cannot be cancelled', async () => {
    const { portCall } = await portCallWith();
    const draft = await createAppointment(t, buyer, portCall.id, agent.companyId);
    expect((await send(t, buyer, 'POST', path(draft.id, 'reject'))).json()).toMatchObject({
      status: 409,
      code: 'CANCEL_AND_REJECT_FAILED',
    });
    const sent = await createAppointment(t, buyer, portCall.id, otherAgent.companyId, { appoint: true });
    expect((await send(t, buyer, 'GET', path(sent.id, 'delete'))).json()).toMatchObject({
      status: 409,
      code: 'ONLY_DRAFT_APPOINTMENTS_CAN_BE_DELETED',
      message: messages.ONLY_DRAFT_APPOINTMENTS_CAN_BE_DELETED,
    });
    expect(await ok(t, buyer, 'GET', path(draft.id, 'delete'))).toEqual({ id: draft.id });
    expect((await send(t, buyer, 'GET', path(draft.id, 'load'))).statusCode).toBe(404);
    // The agent may be appointed afresh once its draft is gone.
    expect(
      (await send(t, buyer, 'POST', `${S}/appointment/create`, { portCallId: portCall.id, agentId: agent.companyId }))
        .statusCode,
    ).toBe(201);
  });

  it('keeps each action behind its authority', async () => {
    const { portCall } = await portCallWith();
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
    const viewer = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW'],
    });
    for (const [method, action] of [
      ['POST', 'reject'],
      ['GET', 'close'],
      ['POST', 'send-reminder'],
      ['GET', 'delete'],
    ] as const)
      expect((await send(t, viewer, method, path(appointment.id, action))).statusCode, action).toBe(403);
    expect((await send(t, viewer, 'GET', path(appointment.id, 'load'))).statusCode).toBe(200);
    // A buyer never accepts on an agent's behalf; another agent cannot see it.
    expect((await send(t, buyer, 'POST', `${S}/agent/appointment/${appointment.id}/accept`)).statusCode).toBe(403);
    expect((await send(t, otherAgent, 'POST', `${S}/agent/appointment/${appointment.id}/accept`)).statusCode).toBe(404);
    expect((await send(t, vendor, 'GET', path(appointment.id, 'load'))).statusCode).toBe(404);
  });

  it('lets a vendor accept what is addressed to it in its own DA tool', async () => {
    const { portCall } = await portCallWith();
    const appointment = await createAppointment(t, buyer, portCall.id, vendor.companyId, { appoint: true });
    const list = await ok<{ items: Array<{ id: number; agent: { type: string } }> }>(
      t,
      vendor,
      'GET',
      `${S}/vendor/appointments`,
    );
    expect(list.items.map((i) => i.id)).toContain(appointment.id);
    expect(list.items.every((i) => i.agent.type === 'VENDOR')).toBe(true);
    expect((await ok<Appointment>(t, vendor, 'POST', `${S}/vendor/appointment/${appointment.id}/accept`)).state).toBe(
      'ACCEPTED',
    );
  });
});

describe('reminders and the recipient', () => {
  it('pokes up to the limit, keeping first and last poke dates, then answers the spec message', async () => {
    const { portCall } = await portCallWith();
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
    await load(agent, appointment.id);
    const pokes: Appointment[] = [];
    for (let i = 0; i < APPOINTMENT_REMINDER_LIMIT; i++) {
      now = new Date(Date.UTC(2030, 2, 1, 11 + i));
      pokes.push(await ok<Appointment>(t, buyer, 'POST', path(appointment.id, 'send-reminder')));
    }
    expect(pokes[0]?.observer).toEqual({
      pokes: 1,
      firstPokeDate: '2030-03-01T11:00:00.000Z',
      lastPokeDate: '2030-03-01T11:00:00.000Z',
      pokeLock: false,
      state: 'UNREAD',
    });
    expect(pokes.at(-1)?.observer).toEqual({
      pokes: APPOINTMENT_REMINDER_LIMIT,
      firstPokeDate: '2030-03-01T11:00:00.000Z',
      lastPokeDate: '2030-03-01T13:00:00.000Z',
      pokeLock: true,
      state: 'UNREAD',
    });
    const refused = await send(t, buyer, 'POST', path(appointment.id, 'send-reminder'));
    expect(refused.json()).toMatchObject({
      status: 409,
      code: 'REMINDER_LIMIT_REACHED',
      message: 'You have reached the limit of the number of reminders you can send for this appointment!',
    });
  });

  it('does not remind a draft', async () => {
    const { portCall } = await portCallWith();
    const draft = await createAppointment(t, buyer, portCall.id, agent.companyId);
    expect((await send(t, buyer, 'POST', path(draft.id, 'send-reminder'))).json().code).toBe(
      'APPOINTMENT_ACTION_NOT_ALLOWED',
    );
  });

  it('names the recipient company', async () => {
    const { portCall } = await portCallWith();
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId);
    expect(await ok(t, buyer, 'GET', `${S}/appointments/${appointment.id}/appointment-recipient`)).toEqual({
      id: agent.companyId,
      name: 'Aegean Test Agency',
      type: 'AGENT',
      email: null,
      phone: '+30 210 000 0000',
      city: null,
      country: 'Greece',
    });
    expect(
      (await send(t, otherBuyer, 'GET', `${S}/appointments/${appointment.id}/appointment-recipient`)).statusCode,
    ).toBe(404);
  });
});

describe('official preview', () => {
  it('shows the principal with dashes for what is missing, and the billing company when the legal entity is displayed', async () => {
    const { portCall } = await portCallWith();
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
    const plain = await ok<{ principal: Record<string, string>; title: string; voyageNumber: string }>(
      t,
      buyer,
      'GET',
      path(appointment.id, 'official-preview'),
    );
    expect(plain.principal).toEqual({
      name: 'Appointing Owners',
      street: '-',
      postcode: '-',
      city: '-',
      country: 'Greece',
      fax: '-',
      operationsContactEmail: '-',
      phone: '+30 210 000 0000',
      siteUrl: '-',
    });
    await createOrganisation(t, buyer); // adds the billing company "Billing entity N", 1 Akti Miaouli, Piraeus, Greece
    await ok(t, buyer, 'POST', `${S}/buyer/settings/profile/save`, {
      operationsContactEmail: 'ops@owners.example',
      fax: '+30 210 111',
      isLegalEntityDisplayed: true,
    });
    const legal = await ok<{ principal: Record<string, string> }>(
      t,
      agent,
      'GET',
      path(appointment.id, 'official-preview'),
    );
    expect(legal.principal).toMatchObject({
      name: expect.stringMatching(/^Billing entity/),
      street: '1 Akti Miaouli',
      city: 'Piraeus',
      country: 'Greece',
      fax: '-',
      operationsContactEmail: '-',
      phone: '-',
      siteUrl: '-',
    });
    await ok(t, buyer, 'POST', `${S}/buyer/settings/profile/save`, {
      operationsContactEmail: 'ops@owners.example',
      fax: '+30 210 111',
    });
    const operating = await ok<{ principal: Record<string, string> }>(
      t,
      buyer,
      'GET',
      path(appointment.id, 'official-preview'),
    );
    expect(operating.principal).toMatchObject({
      name: 'Appointing Owners',
      fax: '+30 210 111',
      operationsContactEmail: 'ops@owners.example',
    });
  });

  it('prints the letter as a PDF', async () => {
    const { portCall } = await portCallWith();
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, {
      appoint: true,
      instructions: 'Berth 5',
    });
    const response = await send(t, agent, 'GET', path(appointment.id, 'official-preview/pdf'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="appointment-${appointment.id}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await send(t, otherAgent, 'GET', path(appointment.id, 'official-preview/pdf'))).statusCode).toBe(404);
  });
});

describe('voyage number and linked port calls', () => {
  it('amends the voyage number (a new voyage of the vessel), refusing one used by another vessel', async () => {
    const { portCall } = await portCallWith();
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
    const amended = await ok<Appointment>(t, buyer, 'POST', path(appointment.id, 'amend-voyage-number'), {
      voyageNumber: 'amend-9',
    });
    expect(amended.portCall.voyage?.voyageNumber).toBe('AMEND-9');
    expect(amended.title).toMatch(/ V\.AMEND-9 at Piraeus$/);
    const otherVessel = await createVessel(t, buyer);
    await createVoyage(t, buyer, otherVessel.id, 'TAKEN-1');
    const taken = await send(t, buyer, 'POST', path(appointment.id, 'amend-voyage-number'), {
      voyageNumber: 'TAKEN-1',
    });
    expect(taken.json()).toMatchObject({ status: 409, code: 'VOYAGE_NUMBER_EXISTS' });
  });

  it('links another open port call of the same vessel, checks for several, lists and unlinks them', async () => {
    const first = await portCallWith();
    const second = await buyerWithPortCall(t, buyer, ref, {
      agentIds: [agent.companyId],
      vesselId: first.vesselId,
      portId: ref.genoa.id,
    });
    const elsewhere = await portCallWith();
    const appointment = await createAppointment(t, buyer, first.portCall.id, agent.companyId, { appoint: true });
    expect(await ok(t, buyer, 'GET', path(appointment.id, 'check-multiple-portcalls'))).toEqual({
      hasMultiplePortCalls: false,
      portCallIds: [first.portCall.id],
    });
    const options = await ok<Array<{ id: number; isLinked: boolean; isPrimary: boolean }>>(
      t,
      buyer,
      'GET',
      path(appointment.id, 'port-call/load'),
    );
    expect(options.find((o) => o.id === first.portCall.id)).toMatchObject({ isLinked: true, isPrimary: true });
    expect(options.find((o) => o.id === second.portCall.id)).toMatchObject({ isLinked: false, isPrimary: false });
    expect(options.some((o) => o.id === elsewhere.portCall.id)).toBe(false);

    const notLinkable = await send(t, buyer, 'POST', path(appointment.id, `port-call/${elsewhere.portCall.id}/link`));
    expect(notLinkable.json()).toMatchObject({ status: 409, code: 'APPOINTMENT_PORT_CALL_NOT_LINKABLE' });
    const linked = await ok<Appointment>(
      t,
      buyer,
      'POST',
      path(appointment.id, `port-call/${second.portCall.id}/link`),
    );
    expect(linked.portCallIds).toEqual([first.portCall.id, second.portCall.id]);
    // An appointment already sent makes the linked port call IN_PROCESS too.
    expect((await ok<{ status: string }>(t, buyer, 'GET', `${S}/port-call/${second.portCall.id}/load`)).status).toBe(
      'IN_PROCESS',
    );
    expect(await ok(t, buyer, 'GET', path(appointment.id, 'check-multiple-portcalls'))).toMatchObject({
      hasMultiplePortCalls: true,
    });
    const withAppointment = await ok<Array<{ id: number }>>(
      t,
      agent,
      'GET',
      `${S}/port-calls-with-appointment/${appointment.id}`,
    );
    expect(withAppointment.map((p) => p.id)).toEqual([first.portCall.id, second.portCall.id]);
    // The same agent cannot be appointed separately for a port call its appointment covers.
    const covered = await send(t, buyer, 'POST', `${S}/appointment/create`, {
      portCallId: second.portCall.id,
      agentId: agent.companyId,
    });
    expect(covered.json().code).toBe('APPOINTMENT_EXISTS_FOR_COMPANY');

    expect((await send(t, buyer, 'POST', `${S}/portcall/${first.portCall.id}/unlink-port-call`)).json().code).toBe(
      'APPOINTMENT_PORT_CALL_NOT_LINKED',
    );
    expect(await ok(t, buyer, 'POST', `${S}/portcall/${second.portCall.id}/unlink-port-call`)).toEqual({
      id: second.portCall.id,
      appointmentIds: [appointment.id],
    });
    expect((await load(buyer, appointment.id)).portCallIds).toEqual([first.portCall.id]);
  });

  it('a port call linked to a draft stays DRAFT until the draft is sent, then goes IN_PROCESS with it', async () => {
    const first = await portCallWith();
    const second = await buyerWithPortCall(t, buyer, ref, {
      agentIds: [agent.companyId],
      vesselId: first.vesselId,
      portId: ref.genoa.id,
    });
    const statusOf = async (id: number) =>
      (await ok<{ status: string }>(t, buyer, 'GET', `${S}/port-call/${id}/load`)).status;
    const draft = await createAppointment(t, buyer, first.portCall.id, agent.companyId);
    await ok(t, buyer, 'POST', path(draft.id, `port-call/${second.portCall.id}/link`));
    expect(await statusOf(second.portCall.id)).toBe('DRAFT');
    await ok(t, buyer, 'POST', path(draft.id, 'appoint'), {});
    expect(await statusOf(first.portCall.id)).toBe('IN_PROCESS');
    expect(await statusOf(second.portCall.id)).toBe('IN_PROCESS');
  });
});

describe('history', () => {
  it('lists what happened to the appointment and its port call, newest first, with who did it', async () => {
    const { portCall } = await portCallWith();
    const appointment = await createAppointment(t, buyer, portCall.id, agent.companyId, { appoint: true });
    await ok(t, agent, 'POST', `${S}/agent/appointment/${appointment.id}/accept`);
    const history = await ok<
      Array<{
        entity: string;
        action: string;
        fromState: string | null;
        toState: string | null;
        actor: { id: number } | null;
      }>
    >(t, buyer, 'GET', `${S}/dashboard/history/${appointment.id}`);
    const lines = history.map((h) => `${h.entity} ${h.action} ${h.fromState ?? ''}->${h.toState ?? ''}`);
    expect(lines).toEqual([
      'appointment ACCEPT APPOINTED->ACCEPTED',
      'port_call STATUS DRAFT->IN_PROCESS',
      'appointment APPOINT DRAFT->APPOINTED',
      'appointment CREATE ->DRAFT',
      'port_call CREATE ->DRAFT',
    ]);
    expect(history[0]?.actor?.id).toBe(agent.profileId);
    expect((await send(t, otherBuyer, 'GET', `${S}/dashboard/history/${appointment.id}`)).statusCode).toBe(404);
  });
});
