import type { TAppointmentAssignment, TInternalPortLog, TPublicPortLog } from '@portcall/contracts/port-logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryIds, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { buyerWithPortCall, createAppointment, operationsReference } from '../port-calls/scenario';
import { sendMultipart } from '../proformas/scenario';
import { addEntry, department, portLog } from './scenario';

const S = '/da-app/secured';
let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;
let crew: { id: number };
let technical: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  crew = await department(t, buyer, 'Crew');
  technical = await department(t, buyer, 'Technical');
}, 60_000);
afterAll(() => t?.close());

const internal = (id: number, who = buyer) =>
  ok<TInternalPortLog>(t, who, 'GET', `${S}/assignment/${id}/load-internal-port-log`);
const publicLog = (id: number, who = agent) => send(t, who, 'GET', `${S}/assignment/${id}/load-public-port-log`);
const submit = (id: number, who = buyer) => send(t, who, 'POST', `${S}/assignment/${id}/submit-port-log`);
const stateOf = async (id: number) => (await internal(id)).assignment.state;

describe('port logs', () => {
  it('goes CREATED -> SUBMITTED -> UPDATED -> SUBMITTED -> CANCELLED, the agent seeing only what was submitted', async () => {
    const { appointmentId, assignmentId } = await portLog(t, buyer, agent);
    const log = await internal(assignmentId);
    expect(log.assignment.state).toBe('CREATED');
    expect(log.departments.map((d) => d.departmentId)).toEqual(expect.arrayContaining([crew.id, technical.id]));
    expect(log.departments.every((d) => d.isIncluded && d.id !== null)).toBe(true);

    // Not yet submitted: the agent sees nothing.
    expect(
      (await ok<TAppointmentAssignment>(t, agent, 'GET', `${S}/appointment/${appointmentId}/assignment`)).assignment,
    ).toBeNull();
    expect((await publicLog(assignmentId)).statusCode).toBe(404);

    const change = await addEntry(t, buyer, assignmentId, crew.id);
    await ok(t, buyer, 'POST', `${S}/assignment/${assignmentId}/save-internal-port-log-general-comments`, {
      generalComments: 'Internal: budget agreed with owners',
    });
    expect((await submit(assignmentId)).json()).toMatchObject({ state: 'SUBMITTED' });
    expect((await submit(assignmentId)).json()).toMatchObject({ status: 409, code: 'PORT_LOG_ALREADY_SUBMITTED' });

    // The agent is told, and the notification lands on its port-log page.
    const list = await ok<{ items: Array<{ id: number; eventId: number; eventMessage: string }> }>(
      t,
      agent,
      'POST',
      `${S}/notification/list`,
      { filter: 'ASSIGNMENT' },
    );
    expect(list.items[0]).toMatchObject({ eventId: assignmentId });
    expect(list.items[0]?.eventMessage).toContain('Port log from');
    const target = await ok<{ path: string }>(t, agent, 'POST', `${S}/notification/router/ASSIGNMENT`, {
      id: assignmentId,
    });
    expect(target.path).toBe(`/secured/agent/da-tool/appointment/${appointmentId}/port-log`);

    const seen = (await publicLog(assignmentId)).json<TPublicPortLog>();
    expect(seen.departments).toHaveLength(1);
    expect(seen.departments[0]?.entries.map((e) => e.description)).toEqual(['Crew change: 2 on, 2 off']);
    expect(JSON.stringify(seen)).not.toContain('budget agreed');

    // A change after the submit: UPDATED; the new entry waits for the next submit.
    await addEntry(t, buyer, assignmentId, technical.id, 'Spares: 2 boxes', 'SPARES');
    expect(await stateOf(assignmentId)).toBe('UPDATED');
    expect((await publicLog(assignmentId)).json<TPublicPortLog>().departments).toHaveLength(1);
    expect((await submit(assignmentId)).json()).toMatchObject({ state: 'SUBMITTED' });
    expect((await publicLog(assignmentId)).json<TPublicPortLog>().departments).toHaveLength(2);

    // The agent marks the crew change done with a comment; the buyer reads it.
    const done = await ok(t, agent, 'POST', `${S}/portlog-entry/${change.id}/done`, {
      isDone: true,
      comment: 'Boat booked 08:00',
    });
    expect(done).toMatchObject({ isDone: true, doneComment: 'Boat booked 08:00' });
    const after = await internal(assignmentId);
    expect(after.departments.flatMap((d) => d.entries).find((e) => e.id === change.id)).toMatchObject({
      isDone: true,
      doneComment: 'Boat booked 08:00',
    });
    const summary = await ok(t, buyer, 'GET', `${S}/assignment/${assignmentId}/load-summary`);
    expect(summary).toMatchObject({ entries: 2, done: 1, state: 'SUBMITTED' });
    // The buyer's author of the entry is told.
    const told = await ok<{ items: Array<{ eventMessage: string }> }>(t, buyer, 'POST', `${S}/notification/list`, {
      filter: 'ASSIGNMENT',
    });
    expect(told.items[0]?.eventMessage).toContain('handled "Crew change: 2 on, 2 off"');

    // Cancelled: nothing changes any more; a new port log may start.
    expect((await ok(t, buyer, 'POST', `${S}/assignment/${assignmentId}/cancel`)).state).toBe('CANCELLED');
    const refused = await send(t, buyer, 'POST', `${S}/assignment/${assignmentId}/entry/create`, {
      departmentId: crew.id,
      category: 'OTHER',
      description: 'Too late',
    });
    expect(refused.json()).toMatchObject({ status: 409, code: 'PORT_LOG_CANCELLED' });
    expect((await submit(assignmentId)).json().code).toBe('PORT_LOG_CANCELLED');
    expect((await send(t, agent, 'POST', `${S}/portlog-entry/${change.id}/done`, { isDone: false })).json().code).toBe(
      'PORT_LOG_CANCELLED',
    );
    const again = await send(t, buyer, 'POST', `${S}/assignment/create`, { appointmentId });
    expect(again.json()).toMatchObject({ state: 'CREATED' });
  });

  it('answers the three catalogued conditions', async () => {
    const { appointmentId, assignmentId } = await portLog(t, buyer, agent);
    // Port log exists.
    const twice = await send(t, buyer, 'POST', `${S}/assignment/create`, { appointmentId });
    expect(twice.json()).toMatchObject({ status: 409, code: 'PORT_LOG_EXISTS' });
    // Empty port log submit: nothing, or only entries of excluded departments.
    expect((await submit(assignmentId)).json()).toMatchObject({ status: 409, code: 'EMPTY_PORT_LOG_SUBMIT' });
    const entry = await addEntry(t, buyer, assignmentId, technical.id, 'Survey: class', 'SURVEY');
    await ok(t, buyer, 'POST', `${S}/portlog/${entry.departmentPortLogId}/include-department?include=false`);
    expect((await submit(assignmentId)).json().code).toBe('EMPTY_PORT_LOG_SUBMIT');
    const back = await ok(
      t,
      buyer,
      'POST',
      `${S}/portlog/${entry.departmentPortLogId}/include-department?include=true`,
    );
    expect(back).toMatchObject({ isIncluded: true, departmentId: technical.id });
    // Department port log or entry not found: unknown ids, another company's department.
    const stranger = await createCompanyWithProfile(t, { type: 'BUYER' });
    const foreign = await department(t, stranger, 'Foreign');
    const wrongDepartment = await send(t, buyer, 'POST', `${S}/assignment/${assignmentId}/entry/create`, {
      departmentId: foreign.id,
      category: 'OTHER',
      description: 'x',
    });
    expect(wrongDepartment.json()).toMatchObject({ status: 404, code: 'PORT_LOG_ENTRY_NOT_FOUND' });
    for (const url of [
      `${S}/portlog-entry/999999999/save`,
      `${S}/portlog/999999999/include-department?include=true`,
      `${S}/portlog-entry/999999999/delete`,
    ]) {
      const body = url.endsWith('/save') ? { category: 'OTHER', description: 'x' } : undefined;
      expect((await send(t, buyer, 'POST', url, body)).json()).toMatchObject({
        status: 404,
        code: 'PORT_LOG_ENTRY_NOT_FOUND',
      });
    }
    // An entry not yet submitted is not the agent's to mark.
    await ok(t, buyer, 'POST', `${S}/assignment/${assignmentId}/submit-port-log`);
    const late = await addEntry(t, buyer, assignmentId, crew.id, 'Cash to master USD 5,000', 'CASH_TO_MASTER');
    expect((await send(t, agent, 'POST', `${S}/portlog-entry/${late.id}/done`, { isDone: true })).json().code).toBe(
      'PORT_LOG_ENTRY_NOT_FOUND',
    );
  });

  it('keeps the file the agent gives with a done mark until the entry is reopened', async () => {
    const { assignmentId } = await portLog(t, buyer, agent);
    const entry = await addEntry(t, buyer, assignmentId, crew.id, 'Cash to master USD 5,000', 'CASH_TO_MASTER');
    await ok(t, buyer, 'POST', `${S}/assignment/${assignmentId}/submit-port-log`);
    const url = `${S}/portlog-entry/${entry.id}/done`;
    const two = await sendMultipart(t, agent, url, { isDone: true }, [
      { name: 'a.pdf', content: '%PDF-1.4 a' },
      { name: 'b.pdf', content: '%PDF-1.4 b' },
    ]);
    expect(two.statusCode).toBe(400);
    const done = await sendMultipart(t, agent, url, { isDone: true, comment: 'Receipt signed by master' }, [
      { name: 'receipt.pdf', content: '%PDF-1.4 receipt' },
    ]);
    expect(done.json()).toMatchObject({ isDone: true, doneFileName: 'receipt.pdf' });
    const file = await send(t, buyer, 'GET', `${S}/portlog-entry/${entry.id}/done-file`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 receipt');
    expect((await send(t, agent, 'GET', `${S}/portlog-entry/${entry.id}/done-file`)).statusCode).toBe(200);
    const stranger = await createCompanyWithProfile(t, { type: 'BUYER' });
    expect((await send(t, stranger, 'GET', `${S}/portlog-entry/${entry.id}/done-file`)).statusCode).toBe(404);
    // Done again without a file keeps it; reopened, the file goes.
    expect((await ok(t, agent, 'POST', url, { isDone: true })).doneFileName).toBe('receipt.pdf');
    expect((await ok(t, agent, 'POST', url, { isDone: false })).doneFileName).toBeNull();
    expect((await send(t, buyer, 'GET', `${S}/portlog-entry/${entry.id}/done-file`)).json().code).toBe(
      'PORT_LOG_ENTRY_NOT_FOUND',
    );
  });

  it('goes CANCELLED with its appointment, and the agent no longer reaches a port log to act on', async () => {
    const { appointmentId, assignmentId } = await portLog(t, buyer, agent);
    await addEntry(t, buyer, assignmentId, crew.id);
    expect((await submit(assignmentId)).json()).toMatchObject({ state: 'SUBMITTED' });
    await ok(t, buyer, 'POST', `${S}/appointment/${appointmentId}/reject`);
    expect(await stateOf(assignmentId)).toBe('CANCELLED');
    expect((await submit(assignmentId)).json().code).toBe('PORT_LOG_CANCELLED');
  });

  it('keeps a port log to the appointment open with the agent', async () => {
    const ref = await operationsReference(t);
    const { portCall } = await buyerWithPortCall(t, buyer, ref, { agentIds: [agent.companyId] });
    const draft = await createAppointment(t, buyer, portCall.id, agent.companyId);
    const refused = await send(t, buyer, 'POST', `${S}/assignment/create`, { appointmentId: draft.id });
    expect(refused.json()).toMatchObject({ status: 409, code: 'PORT_LOG_APPOINTMENT_NOT_OPEN' });
  });

  it('is 404 to another buyer, another agent, and on entries of another company', async () => {
    const { appointmentId, assignmentId } = await portLog(t, buyer, agent);
    const entry = await addEntry(t, buyer, assignmentId, crew.id);
    await ok(t, buyer, 'POST', `${S}/assignment/${assignmentId}/submit-port-log`);
    const otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    const otherAgent = await createCompanyWithProfile(t, { type: 'AGENT' });
    for (const who of [otherBuyer, otherAgent]) {
      expect((await send(t, who, 'GET', `${S}/assignment/${assignmentId}/load`)).statusCode).toBe(404);
      expect((await send(t, who, 'GET', `${S}/appointment/${appointmentId}/assignment`)).statusCode).toBe(404);
      expect((await publicLog(assignmentId, who)).statusCode).toBe(404);
    }
    const save = await send(t, otherBuyer, 'POST', `${S}/portlog-entry/${entry.id}/save`, {
      category: 'OTHER',
      description: 'Hijack',
    });
    expect(save.json()).toMatchObject({ status: 404, code: 'PORT_LOG_ENTRY_NOT_FOUND' });
    expect(
      (await send(t, otherAgent, 'POST', `${S}/portlog-entry/${entry.id}/done`, { isDone: true })).statusCode,
    ).toBe(404);
    // A colleague without DA_ASSIGNMENT_SUBMIT reads and edits but cannot submit.
    const editor = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      authorities: ['DA_VIEW', 'DA_ASSIGNMENT_VIEW', 'DA_ASSIGNMENT_EDIT'],
    });
    await addEntry(t, editor, assignmentId, crew.id, 'Provisions: fresh', 'PROVISIONS');
    expect((await submit(assignmentId, editor)).statusCode).toBe(403);
  });

  it("keeps to the buyer's region rules as appointments do (the call here is at Piraeus)", async () => {
    const { appointmentId, assignmentId } = await portLog(t, buyer, agent);
    const entry = await addEntry(t, buyer, assignmentId, crew.id);
    const northOnly = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
    const c = await countryIds(t, ['NO']);
    const north = await ok<{ id: number }>(t, buyer, 'PUT', `${S}/region`, { name: 'North', countryIds: [c.NO] });
    const rule = await ok<{ id: number }>(t, buyer, 'PUT', `${S}/rule`, {
      name: 'North only',
      regionIds: [north.id],
      state: 'ACTIVE',
    });
    await ok(t, buyer, 'POST', `${S}/profile/rules`, { profileId: northOnly.profileId, ruleIds: [rule.id] });
    northOnly.token = await t.services.auth.openSession(northOnly.profileId);
    expect((await send(t, northOnly, 'GET', `${S}/appointment/${appointmentId}/assignment`)).statusCode).toBe(404);
    expect((await send(t, northOnly, 'GET', `${S}/assignment/${assignmentId}/load-internal-port-log`)).statusCode).toBe(
      404,
    );
    expect((await send(t, northOnly, 'POST', `${S}/portlog-entry/${entry.id}/delete`)).json()).toMatchObject({
      status: 404,
      code: 'PORT_LOG_ENTRY_NOT_FOUND',
    });
    expect((await submit(assignmentId, northOnly)).statusCode).toBe(404);
    expect(await stateOf(assignmentId)).toBe('CREATED');
  });
});
