import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryIds, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import {
  type Bearer,
  buildMandatoryTimeline,
  gqlOk,
  inviteByLink,
  SOF_FIELDS,
  sofAgent,
  sofPortCall,
} from './scenario';

/**
 * The SOF page's answer is kept between reads (page-cache.ts): every write that changes what the
 * page shows, and every change of who reads, must show on the very next read.
 */
let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;
let statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ onQuery: (statement) => statements.push(statement) });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await sofAgent(t, 'Cache Agency');
});
afterAll(() => t?.close());

const PAGE = `${SOF_FIELDS}
  comments { id commentText } attachments { id name }
  events { id attachments { id name } comments { id commentText } }
  collaborators { resends expiresAt isRevoked hasBeenOpened }
  portCall { vesselName eta agentName }`;

interface Page {
  version: number;
  status: string;
  noRemarksNeeded: boolean;
  events: Array<{
    id: number;
    description: string;
    timestamp: string;
    editable: boolean;
    remarks: Array<{ id: number; text: string }>;
    comments: Array<{ commentText: string }>;
    attachments: Array<{ name: string }>;
  }>;
  parameters: { pilotsIn: number | null };
  remarks: Array<{ id: number; text: string }>;
  comments: Array<{ commentText: string }>;
  attachments: Array<{ id: number; name: string }>;
  collaborators: Array<{ involvement: string; resends: number; isRevoked: boolean; hasBeenOpened: boolean }>;
  signatures: Array<{ involvement: string; isValid: boolean }>;
  portCall: { vesselName: string; eta: string | null; agentName: string | null };
}

/** The page's read, twice: the second is the kept answer when nothing changed. */
async function read(who: Bearer, portCallId: number) {
  const query = `query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { ${PAGE} } }`;
  const first = await gqlOk<{ sofsByPortCallIds: Page[] }>(t, who, query, { ids: [portCallId] });
  const again = await gqlOk<{ sofsByPortCallIds: Page[] }>(t, who, query, { ids: [portCallId] });
  expect(again).toEqual(first);
  return first.sofsByPortCallIds[0] as Page;
}

/** A mutation of the SOF (addEvent and addParameters answer an EventResult, the others the SOF). */
const mutate = (who: Bearer, field: string, type: string, input: Record<string, unknown>) =>
  gqlOk(
    t,
    who,
    `mutation($input: ${type}!) { ${field}(input: $input) { ${['addEvent', 'addParameters'].includes(field) ? 'sof { version }' : 'version'} } }`,
    { input },
  );

async function withEvent() {
  const { portCallId, sof } = await sofPortCall(t, buyer, agent);
  await mutate(agent, 'addEvent', 'AddEventInput', {
    portCallId,
    version: sof.version,
    templateCode: 'NOR_TENDERED',
    timestamp: '2026-03-12T08:00',
  });
  const page = await read(agent, portCallId);
  return { portCallId, page, eventId: page.events[0]?.id as number };
}

describe('the SOF page answer kept between reads', () => {
  it('is read again without its children when nothing changed', async () => {
    const { portCallId } = await withEvent();
    statements = [];
    await read(agent, portCallId);
    expect(statements.filter((s) => s.includes('sof_events'))).toEqual([]);
  });

  it('shows events added, moved and deleted, to the agent and to the buyer', async () => {
    const { portCallId, page, eventId } = await withEvent();
    await read(buyer, portCallId);
    await mutate(agent, 'editEvent', 'EditEventInput', {
      portCallId,
      version: page.version,
      eventId,
      timestamp: '2026-03-12T09:15',
    });
    expect((await read(agent, portCallId)).events[0]?.timestamp).toBe('2026-03-12T07:15:00.000Z');
    const moved = await read(buyer, portCallId);
    expect(moved.events[0]?.timestamp).toBe('2026-03-12T07:15:00.000Z');
    await mutate(agent, 'deleteEvent', 'DeleteEventInput', { portCallId, version: moved.version, eventId });
    expect((await read(buyer, portCallId)).events).toEqual([]);
  });

  it('shows parameters, remarks (added, edited, withdrawn) and the remarks-needed flag', async () => {
    const { portCallId, page, eventId } = await withEvent();
    await mutate(agent, 'addParameters', 'AddParametersInput', {
      portCallId,
      version: page.version,
      parameters: { pilotsIn: 2 },
    });
    let now = await read(buyer, portCallId);
    expect(now.parameters.pilotsIn).toBe(2);
    await mutate(agent, 'addEventRemark', 'AddRemarkInput', {
      portCallId,
      version: now.version,
      eventId,
      code: 'DELAY',
      text: 'Waiting for berth',
    });
    now = await read(buyer, portCallId);
    const remarkId = now.events[0]?.remarks[0]?.id as number;
    expect(now.events[0]?.remarks.map((r) => r.text)).toEqual(['Waiting for berth']);
    await mutate(agent, 'editEventRemark', 'EditRemarkInput', {
      portCallId,
      version: now.version,
      remarkId,
      text: 'Rain',
    });
    now = await read(buyer, portCallId);
    expect(now.events[0]?.remarks.map((r) => r.text)).toEqual(['Rain']);
    await mutate(agent, 'deleteEventRemark', 'DeleteRemarkInput', { portCallId, version: now.version, remarkId });
    now = await read(buyer, portCallId);
    expect(now.events[0]?.remarks).toEqual([]);
    await mutate(agent, 'addGeneralRemark', 'AddRemarkInput', {
      portCallId,
      version: now.version,
      code: 'GENERAL',
      text: 'Fine weather',
    });
    now = await read(agent, portCallId);
    expect(now.remarks.map((r) => r.text)).toEqual(['Fine weather']);
    const generalId = now.remarks[0]?.id as number;
    await mutate(agent, 'editGeneralRemark', 'EditRemarkInput', {
      portCallId,
      version: now.version,
      remarkId: generalId,
      text: 'Calm sea',
    });
    now = await read(agent, portCallId);
    expect(now.remarks.map((r) => r.text)).toEqual(['Calm sea']);
    await mutate(agent, 'deleteGeneralRemark', 'DeleteRemarkInput', {
      portCallId,
      version: now.version,
      remarkId: generalId,
    });
    now = await read(agent, portCallId);
    expect(now.remarks).toEqual([]);
    await mutate(agent, 'setRemarksNeeded', 'SetRemarksNeededInput', {
      portCallId,
      version: now.version,
      noRemarksNeeded: true,
    });
    expect((await read(agent, portCallId)).noRemarksNeeded).toBe(true);
  });

  it('shows comments and attachments, which carry no version', async () => {
    const { portCallId, eventId } = await withEvent();
    await read(buyer, portCallId);
    await mutate(buyer, 'addSofComment', 'AddCommentInput', { portCallId, commentText: 'Who ordered the tugs?' });
    await mutate(buyer, 'addEventComment', 'AddCommentInput', { portCallId, eventId, commentText: 'NOR accepted' });
    let now = await read(agent, portCallId);
    expect(now.comments.map((c) => c.commentText)).toEqual(['Who ordered the tugs?']);
    expect(now.events[0]?.comments.map((c) => c.commentText)).toEqual(['NOR accepted']);
    expect(
      (await upload(agent, `/sof/api/private/statement-of-facts/${portCallId}/attachments`, 'nor.pdf')).statusCode,
    ).toBe(200);
    now = await read(buyer, portCallId);
    expect(now.attachments.map((a) => a.name)).toEqual(['nor.pdf']);
    const removed = await send(
      t,
      agent,
      'DELETE',
      `/sof/api/private/statement-of-facts/${portCallId}/attachments/${now.attachments[0]?.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect((await read(buyer, portCallId)).attachments).toEqual([]);
  });

  it('shows collaborators invited, opening their link, resent and revoked', async () => {
    const { portCallId } = await withEvent();
    const invite = await ok<{ inviteId: string }>(
      t,
      agent,
      'POST',
      `/sof/api/private/invites/port-calls/${portCallId}`,
      {
        email: 'surveyor@cache.example',
        fullName: 'Sam Surveyor',
        involvement: 'SURVEYOR',
      },
    );
    let now = await read(agent, portCallId);
    expect(now.collaborators).toMatchObject([{ involvement: 'SURVEYOR', hasBeenOpened: false, resends: 0 }]);
    const opened = await send(
      t,
      null,
      'GET',
      `/sof/api/public/invited/statement-of-facts/${portCallId}?inviteId=${invite.inviteId}&collaboratorType=VENDOR`,
    );
    expect(opened.statusCode).toBe(200);
    now = await read(agent, portCallId);
    expect(now.collaborators[0]?.hasBeenOpened).toBe(true);
    await ok(t, agent, 'POST', `/sof/api/private/invites/port-calls/${portCallId}/resend`, {
      inviteId: invite.inviteId,
    });
    now = await read(agent, portCallId);
    expect(now.collaborators[0]?.resends).toBe(1);
    await ok(t, agent, 'POST', `/sof/api/private/invites/port-calls/${portCallId}/revoke`, {
      inviteId: invite.inviteId,
    });
    expect((await read(agent, portCallId)).collaborators[0]?.isRevoked).toBe(true);
  });

  it('shows the signing steps: requested, signed, and signatures invalidated by a change', async () => {
    const { portCallId } = await sofPortCall(t, buyer, agent);
    await buildMandatoryTimeline(t, agent, portCallId);
    let now = await read(buyer, portCallId);
    await mutate(agent, 'requestSignatures', 'StatusInput', { portCallId, version: now.version });
    now = await read(buyer, portCallId);
    expect(now.status).toBe('READY_TO_SIGN');
    await mutate(agent, 'signSof', 'SignInput', { portCallId, version: now.version });
    now = await read(buyer, portCallId);
    expect(now.status).toBe('SIGNED');
    expect(now.signatures).toMatchObject([{ involvement: 'AGENT', isValid: true }]);
    await mutate(buyer, 'addGeneralRemark', 'AddRemarkInput', {
      portCallId,
      version: now.version,
      code: 'DISCREPANCY',
      text: 'Times disputed',
    });
    now = await read(agent, portCallId);
    expect(now.status).toBe('IN_PROGRESS');
    expect(now.signatures).toMatchObject([{ involvement: 'AGENT', isValid: false }]);
  });

  it('shows a write made outside this app (another node, a job, SQL by hand)', async () => {
    const { portCallId, eventId } = await withEvent();
    await read(buyer, portCallId);
    await t.database.db.execute(sql`update sof_events set description = 'Corrected by hand' where id = ${eventId}`);
    expect((await read(buyer, portCallId)).events[0]?.description).toBe('Corrected by hand');
  });

  it("shows a change of the port call's facts (vessel, ETA, agent's name), which other modules write", async () => {
    const { portCallId } = await withEvent();
    const before = await read(buyer, portCallId);
    await t.database.db.execute(sql`update port_calls set eta = '2026-04-01T06:00:00Z' where id = ${portCallId}`);
    await t.database.db.execute(sql`update companies set name = 'Cache Agency Renamed' where id = ${agent.companyId}`);
    const after = await read(buyer, portCallId);
    expect(after.portCall.eta).toBe('2026-04-01T06:00:00.000Z');
    expect(after.portCall.agentName).toBe('Cache Agency Renamed');
    expect(before.portCall.agentName).toBe('Cache Agency');
  });

  it("answers each reader their own: an agent's reader cannot edit what the editor can", async () => {
    const { portCallId } = await withEvent();
    expect((await read(agent, portCallId)).events[0]?.editable).toBe(true);
    const reader = await createCompanyWithProfile(t, {
      type: 'AGENT',
      companyId: agent.companyId,
      products: ['DA_TOOL'],
      authorities: ['DA_VIEW', 'SOF_VIEW'],
    });
    expect((await read(reader, portCallId)).events[0]?.editable).toBe(false);
    expect((await read(buyer, portCallId)).events[0]?.editable).toBe(false);
    const master = await inviteByLink(t, agent, portCallId);
    expect((await read(master, portCallId)).events[0]?.editable).toBe(false);
    // Another agency with the same query gets nothing of this SOF.
    const stranger = await sofAgent(t, 'Stranger Agency');
    const none = await gqlOk<{ sofsByPortCallIds: unknown[] }>(
      t,
      stranger,
      `query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { ${PAGE} } }`,
      { ids: [portCallId] },
    );
    expect(none.sofsByPortCallIds).toEqual([]);
  });

  it("leaves the SOF out at once for a buyer's colleague whose region rules stop covering its port", async () => {
    const { portCallId } = await withEvent();
    const colleague = await createCompanyWithProfile(t, {
      type: 'BUYER',
      companyId: buyer.companyId,
      role: 'USER',
      products: ['SOF_EXCHANGE'],
      authorities: ['SOF_VIEW'],
    });
    expect((await read(colleague, portCallId)).events).toHaveLength(1);
    const { NO } = await countryIds(t, ['NO']);
    const region = await ok<{ id: number }>(t, buyer, 'PUT', '/da-app/secured/region', {
      name: 'Norway only',
      countryIds: [NO],
    });
    const rule = await ok<{ id: number }>(t, buyer, 'PUT', '/da-app/secured/rule', {
      name: 'Norway calls',
      regionIds: [region.id],
      state: 'ACTIVE',
    });
    await ok(t, buyer, 'POST', '/da-app/secured/profile/rules', { profileId: colleague.profileId, ruleIds: [rule.id] });
    const answer = await gqlOk<{ sofsByPortCallIds: unknown[] }>(
      t,
      colleague,
      `query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { ${PAGE} } }`,
      { ids: [portCallId] },
    );
    expect(answer.sofsByPortCallIds).toEqual([]);
  });
});

async function upload(who: TestProfile, url: string, name: string) {
  const boundary = '----sofcache';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="form"\r\n\r\n{}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 ${name}\r\n--${boundary}--\r\n`,
    ),
  ]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}
