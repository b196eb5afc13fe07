import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/mail/db';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { addEvent, gql, inviteByLink, readSof, sofAgent, sofPortCall } from './scenario';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-03-10T08:00:00Z');
let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await sofAgent(t);
});
afterAll(() => t?.close());

const P = '/sof/api/private';
const openLink = (portCallId: number, inviteId: string, collaboratorType = 'BUYER') =>
  send(
    t,
    null,
    'GET',
    `/sof/api/public/invited/statement-of-facts/${portCallId}?inviteId=${inviteId}&collaboratorType=${collaboratorType}`,
  );

describe('collaborators by link', () => {
  it('e-mails the link, records when it was opened, and counts resends to the master', async () => {
    const { portCallId } = await sofPortCall(t, buyer, agent);
    const invite = await ok<{ inviteId: string; hasBeenOpened: boolean }>(
      t,
      agent,
      'POST',
      `${P}/invites/port-calls/${portCallId}`,
      {
        email: 'master@mv-nordic.example',
        fullName: 'Captain Lars Holm',
        involvement: 'MASTER',
      },
    );
    expect(invite.hasBeenOpened).toBe(false);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'master@mv-nordic.example'));
    expect(mail?.text).toContain(
      `/statement-of-facts/invited/${portCallId}?inviteId=${invite.inviteId}&collaboratorType=BUYER`,
    );
    const opened = await openLink(portCallId, invite.inviteId);
    expect(opened.json()).toMatchObject({
      collaboratorType: 'BUYER',
      fullName: 'Captain Lars Holm',
      involvement: 'MASTER',
    });
    expect((await readSof(t, agent, portCallId)).collaborators).toMatchObject([{ hasBeenOpened: true }]);
    await ok(t, agent, 'POST', `${P}/invites/port-calls/${portCallId}/resend`, { inviteId: invite.inviteId });
    const sof = await gql<{ sofsByPortCallIds: Array<{ numberOfResendsToMaster: number }> }>(
      t,
      buyer,
      'query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { numberOfResendsToMaster } }',
      { ids: [portCallId] },
    );
    expect(sof.data.sofsByPortCallIds[0]?.numberOfResendsToMaster).toBe(1);
    const again = await send(t, agent, 'POST', `${P}/invites/port-calls/${portCallId}`, {
      email: 'MASTER@mv-nordic.example',
      fullName: 'Captain Lars Holm',
      involvement: 'MASTER',
    });
    expect(again.json()).toMatchObject({ status: 409, code: 'SOF_INVITE_EXISTS' });
  });

  it('refuses a wrong collaborator type, an unknown invite and another port call', async () => {
    const { portCallId } = await sofPortCall(t, buyer, agent);
    const other = await sofPortCall(t, buyer, agent);
    const { inviteId } = await inviteByLink(t, agent, portCallId, 'SURVEYOR');
    expect((await openLink(portCallId, inviteId, 'BUYER')).statusCode).toBe(404);
    expect((await openLink(other.portCallId, inviteId, 'VENDOR')).statusCode).toBe(404);
    expect((await openLink(portCallId, 'not-a-uuid', 'VENDOR')).statusCode).toBe(404);
    expect((await openLink(portCallId, inviteId, 'VENDOR')).statusCode).toBe(200);
  });

  it('limits a link to its own SOF and to what its involvement may do', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    const other = await sofPortCall(t, buyer, agent);
    const master = await inviteByLink(t, agent, portCallId, 'MASTER');
    const surveyor = await inviteByLink(t, agent, portCallId, 'SURVEYOR');
    const byAgent = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'NOR_TENDERED',
      timestamp: '2026-03-12T08:00',
    });
    const agentEventId = byAgent.data.addEvent.sof?.events[0]?.id as number;
    const version = byAgent.data.addEvent.sof?.version as number;
    // The master writes events, never someone else's.
    const byMaster = await addEvent(t, master, {
      portCallId,
      version,
      templateCode: 'ALL_FAST',
      timestamp: '2026-03-12T12:00',
    });
    expect(byMaster.errors).toEqual([]);
    const masterView = byMaster.data.addEvent.sof;
    expect(masterView?.events.map((e) => [e.templateCode, e.editable])).toEqual([
      ['NOR_TENDERED', false],
      ['ALL_FAST', true],
    ]);
    const edit = await gql(t, master, 'mutation($input: EditEventInput!) { editEvent(input: $input) { id } }', {
      input: { portCallId, version: masterView?.version, eventId: agentEventId, timestamp: '2026-03-12T07:00' },
    });
    expect(edit.code).toBe('FORBIDDEN');
    // A surveyor remarks and comments, but adds no events.
    const bySurveyor = await addEvent(t, surveyor, {
      portCallId,
      version: masterView?.version as number,
      templateCode: 'DRAFT_SURVEY_COMPLETED',
      timestamp: '2026-03-13T12:00',
    });
    expect(bySurveyor.code).toBe('FORBIDDEN');
    const remark = await gql(
      t,
      surveyor,
      'mutation($input: AddRemarkInput!) { addGeneralRemark(input: $input) { id } }',
      {
        input: { portCallId, version: masterView?.version, code: 'DISCREPANCY', text: 'Draft survey 120 t short' },
      },
    );
    expect(remark.errors).toEqual([]);
    // Another SOF is not there for a link, on REST nor GraphQL.
    expect(
      (await send(t, master, 'GET', `${P}/statement-of-facts/download/${other.portCallId}?code=SOF`)).statusCode,
    ).toBe(404);
    expect((await send(t, master, 'GET', `${P}/statement-of-facts/download/${portCallId}?code=SOF`)).statusCode).toBe(
      200,
    );
    expect(
      (
        await send(t, master, 'POST', `${P}/invites/port-calls/${portCallId}`, {
          email: 'x@y.example',
          fullName: 'X',
          involvement: 'PORT',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('stops a link at once when revoked, and after its expiry until resent', async () => {
    const { portCallId } = await sofPortCall(t, buyer, agent);
    const master = await inviteByLink(t, agent, portCallId, 'MASTER');
    const surveyor = await inviteByLink(t, agent, portCallId, 'SURVEYOR');
    const signingQuery = 'query($pc: Int!) { signingStatus(portCallId: $pc) { involvement } }';
    expect((await gql(t, surveyor, signingQuery, { pc: portCallId })).errors).toEqual([]);
    await ok(t, agent, 'POST', `${P}/invites/port-calls/${portCallId}/revoke`, { inviteId: surveyor.inviteId });
    expect((await gql(t, surveyor, signingQuery, { pc: portCallId })).code).toBe('UNAUTHORIZED');
    expect((await openLink(portCallId, surveyor.inviteId, 'VENDOR')).json()).toMatchObject({
      status: 410,
      code: 'SOF_INVITE_REVOKED',
    });
    expect((await readSof(t, agent, portCallId)).requiredSigners).toEqual(['AGENT', 'MASTER']);

    now = new Date(now.getTime() + 15 * DAY);
    expect((await gql(t, master, signingQuery, { pc: portCallId })).code).toBe('UNAUTHORIZED');
    expect((await openLink(portCallId, master.inviteId)).json()).toMatchObject({
      status: 410,
      code: 'SOF_INVITE_EXPIRED',
    });
    const agentNow = { token: await t.services.auth.openSession(agent.profileId) };
    await ok(t, agentNow, 'POST', `${P}/invites/port-calls/${portCallId}/resend`, { inviteId: master.inviteId });
    const reopened = await openLink(portCallId, master.inviteId);
    expect(reopened.statusCode).toBe(200);
    const token = { token: (reopened.json() as { token: string }).token };
    expect((await gql(t, token, signingQuery, { pc: portCallId })).errors).toEqual([]);
  });
});
