import { SOF_PAGE_SELECTION, ZSofPage } from '@portcall/contracts/statement-of-facts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment } from '../proformas/scenario';
import { sofs } from './db';
import {
  addEvent,
  buildMandatoryTimeline,
  gql,
  gqlOk,
  inviteByLink,
  readSof,
  SOF_FIELDS,
  sofAgent,
  sofPortCall,
} from './scenario';

let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;

let statements = 0;
/** How many SQL statements `work` sends (the harness reports every one). */
async function countStatements(work: () => Promise<unknown>) {
  statements = 0;
  await work();
  return statements;
}

beforeAll(async () => {
  t = await createTestApp({
    onQuery: () => {
      statements++;
    },
  });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await sofAgent(t);
});
afterAll(() => t?.close());

const sign = (who: { token: string }, portCallId: number, version: number, extra: Record<string, unknown> = {}) =>
  gql<{ signSof: { status: string; version: number } }>(
    t,
    who,
    `mutation($input: SignInput!) { signSof(input: $input) { ${SOF_FIELDS} } }`,
    { input: { portCallId, version, ...extra } },
  );
const requestSignatures = (portCallId: number, version: number) =>
  gql<{ requestSignatures: { status: string; version: number } }>(
    t,
    agent,
    'mutation($input: StatusInput!) { requestSignatures(input: $input) { status version } }',
    { input: { portCallId, version } },
  );

describe('statement of facts', () => {
  it('is created in the transaction that accepts the appointment, before anyone opens it', async () => {
    const { portCallId } = await acceptedAppointment(t, buyer, agent);
    const rows = await t.database.db.select({ status: sofs.status }).from(sofs).where(eq(sofs.portCallId, portCallId));
    expect(rows).toEqual([{ status: 'AVAILABLE' }]);
  });

  it('opens once the agent has accepted, and timestamps read in the port time zone', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    expect(sof.status).toBe('AVAILABLE');
    const added = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'ANCHORED',
      timestamp: '2026-03-12T14:30',
      placeholder: 'Piraeus anchorage B',
    });
    expect(added.errors).toEqual([]);
    const event = added.data.addEvent.sof?.events[0];
    expect(event?.description).toBe('Anchored at Piraeus anchorage B');
    expect(event?.group).toBe('ARRIVAL');
    // Piraeus is Europe/Athens (UTC+2 in March): the port's 14:30 is 12:30 UTC.
    expect(event?.timestamp).toBe('2026-03-12T12:30:00.000Z');
    expect(event?.portTime).toBe('12/03/2026 14:30:00 (Europe/Athens, UTC+02:00)');
    const buyerView = await readSof(t, buyer, portCallId);
    expect(buyerView.status).toBe('IN_PROGRESS');
    expect(buyerView.events[0]?.editable).toBe(false);
    const timeline = await gqlOk<{ activityTimeline: Array<{ action: string; summary: string }> }>(
      t,
      buyer,
      'query($id: Int!) { activityTimeline(portCallId: $id) { action summary } }',
      { id: portCallId },
    );
    expect(timeline.activityTimeline.map((a) => a.action)).toEqual(['ADD']);
  });

  it('answers the add-event errors of operations §5 in the result', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    const base = { portCallId, version: sof.version, timestamp: '2026-03-12T10:00' };
    const unknown = await addEvent(t, agent, { ...base, templateCode: 'NO_SUCH' });
    expect(unknown.data.addEvent.eventError).toBe('Please choose an event from the list');
    const placeholder = await addEvent(t, agent, { ...base, templateCode: 'ANCHORED' });
    expect(placeholder.data.addEvent.eventPlaceHolderError).toBe('Please fill in the detail this event asks for');
    const tugs = await addEvent(t, agent, {
      ...base,
      templateCode: 'TUGS_MADE_FAST_INBOUND',
      parameters: { inboundTugsOrdered: 2, inboundTugsUsed: 3, pilotsIn: 99, cargoQuantityActual: '12.5e3' },
    });
    expect(tugs.data.addEvent).toMatchObject({
      sof: null,
      parameterError: 'Please check the parameters of the statement of facts',
      inboundTugsUsedError: 'More tugs used than ordered: please add the details',
      pilotsInError: 'Please insert a whole number from 0 to 20',
      cargoQuantityActualError: 'Please insert a quantity in digits with up to 3 decimals, e.g. 48,312.5',
    });
    const remark = await addEvent(t, agent, {
      ...base,
      templateCode: 'ALL_FAST',
      remark: { code: 'DELAY', text: '  ' },
    });
    expect(remark.data.addEvent.remarkError).toBe('Please write the remark');
    // Nothing of the refused adds was kept.
    expect((await readSof(t, agent, portCallId)).events).toEqual([]);
  });

  it('refuses a stale version', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    const first = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'NOR_TENDERED',
      timestamp: '2026-03-12T10:00',
    });
    expect(first.errors).toEqual([]);
    const stale = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'ALL_FAST',
      timestamp: '2026-03-12T11:00',
    });
    expect(stale.code).toBe('STALE_VERSION');
  });

  it('walks the signing journey: invite, protest, signatures, signed PDF, verification', async () => {
    const { portCallId } = await sofPortCall(t, buyer, agent);
    let sof = await buildMandatoryTimeline(t, agent, portCallId);
    const master = await inviteByLink(t, agent, portCallId, 'MASTER');
    sof = await readSof(t, agent, portCallId);
    expect(sof.collaborators).toMatchObject([{ involvement: 'MASTER', hasBeenOpened: true }]);
    expect(sof.requiredSigners).toEqual(['AGENT', 'MASTER']);
    const early = await sign(agent, portCallId, sof.version);
    expect(early.code).toBe('SOF_STATUS_CHANGE_REFUSED');
    const requested = await requestSignatures(portCallId, sof.version);
    expect(requested.data.requestSignatures.status).toBe('READY_TO_SIGN');

    const status = await gqlOk<{ signingStatus: { shouldSign: boolean; signingStage: string } }>(
      t,
      master,
      'query($id: Int!) { signingStatus(portCallId: $id) { shouldSign signingStage } }',
      { id: portCallId },
    );
    expect(status.signingStatus).toEqual({ shouldSign: true, signingStage: 'READY_TO_SIGN' });
    const noReason = await sign(master, portCallId, requested.data.requestSignatures.version, { isUnderProtest: true });
    expect(noReason.code).toBe('SOF_PROTEST_REMARK_REQUIRED');
    const masterSigned = await sign(master, portCallId, requested.data.requestSignatures.version, {
      isUnderProtest: true,
      protestRemark: 'Waiting time at anchorage disputed',
    });
    expect(masterSigned.errors).toEqual([]);
    const afterMaster = await readSof(t, agent, portCallId);
    expect(afterMaster.status).toBe('PARTIALLY_SIGNED');
    expect(afterMaster.remarks).toMatchObject([
      { code: 'SIGNED_UNDER_PROTEST', text: 'Waiting time at anchorage disputed' },
    ]);
    const agentSigned = await sign(agent, portCallId, afterMaster.version);
    expect(agentSigned.errors).toEqual([]);
    const signed = await readSof(t, buyer, portCallId);
    expect(signed.status).toBe('SIGNED');
    expect(signed.signatures.every((s) => s.isValid && s.contentHash === signed.contentHash)).toBe(true);

    const pdf = await send(
      t,
      buyer,
      'GET',
      `/sof/api/private/statement-of-facts/download/${portCallId}?code=SIGNED_SOF`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const verified = await verify(buyer, pdf.rawPayload);
    expect(verified).toMatchObject({ isValid: true, portCallId, contentHash: signed.contentHash });
    const forged = await verify(buyer, Buffer.concat([pdf.rawPayload, Buffer.from('%tampered')]));
    expect(forged.isValid).toBe(false);
  });

  it('invalidates signatures when the content changes before the lock, and not after it', async () => {
    const { portCallId } = await sofPortCall(t, buyer, agent);
    let sof = await buildMandatoryTimeline(t, agent, portCallId);
    const requested = await requestSignatures(portCallId, sof.version);
    const signed = await sign(agent, portCallId, requested.data.requestSignatures.version);
    expect(signed.data.signSof.status).toBe('SIGNED');
    sof = await readSof(t, agent, portCallId);
    const changed = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'FREE_PRATIQUE',
      timestamp: '2026-03-11T09:00',
    });
    expect(changed.errors).toEqual([]);
    const after = changed.data.addEvent.sof;
    expect(after?.status).toBe('IN_PROGRESS');
    expect(after?.signatures).toMatchObject([{ involvement: 'AGENT', isValid: false }]);

    const again = await requestSignatures(portCallId, after?.version as number);
    const resigned = await sign(agent, portCallId, again.data.requestSignatures.version);
    const locked = await gqlOk<{ lockSof: { status: string; version: number } }>(
      t,
      agent,
      'mutation($input: StatusInput!) { lockSof(input: $input) { status version } }',
      { input: { portCallId, version: resigned.data.signSof.version } },
    );
    expect(locked.lockSof.status).toBe('LOCKED');
    const refused = await addEvent(t, agent, {
      portCallId,
      version: locked.lockSof.version,
      templateCode: 'DRAFT_SURVEY_COMPLETED',
      timestamp: '2026-03-11T09:00',
    });
    expect(refused.code).toBe('SOF_READ_ONLY');
  });
});

describe('statement of facts: templates, files, batching, notices', () => {
  it('lists the templates grouped, the Depart group ending with the mandatory Digital Signature', async () => {
    const data = await gqlOk<{
      eventTemplates: Array<{
        group: string;
        templates: Array<{
          code: string;
          type: string;
          mandatory: boolean;
          description: string;
          jit: { classifier: string } | null;
        }>;
      }>;
    }>(t, agent, 'query { eventTemplates { group templates { code type mandatory description jit { classifier } } } }');
    expect(data.eventTemplates.map((g) => g.group)).toEqual(['ARRIVAL', 'BERTHING', 'CARGO', 'BUNKERING', 'DEPARTURE']);
    const depart = data.eventTemplates.find((g) => g.group === 'DEPARTURE');
    expect(depart?.templates.at(-1)).toMatchObject({
      type: 'SIGNATURE',
      description: 'Digital Signature',
      mandatory: true,
      jit: null,
    });
  });

  it('keeps attachments of the SOF and of an event, and removes them', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    const added = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'NOR_TENDERED',
      timestamp: '2026-03-12T08:00',
    });
    const eventId = added.data.addEvent.sof?.events[0]?.id as number;
    const onSof = await upload(agent, `/sof/api/private/statement-of-facts/${portCallId}/attachments`, 'nor.pdf');
    expect(onSof.statusCode).toBe(200);
    const onEvent = await upload(
      agent,
      `/sof/api/private/statement-of-facts/${portCallId}/events/${eventId}/attachments`,
      'tug.pdf',
    );
    const [attachment] = onEvent.json() as Array<{ id: number; eventId: number }>;
    expect(attachment?.eventId).toBe(eventId);
    const file = await send(
      t,
      buyer,
      'GET',
      `/sof/api/private/statement-of-facts/${portCallId}/attachments/${attachment?.id}`,
    );
    expect(file.body).toBe('%PDF-1.4 tug.pdf');
    const removed = await send(
      t,
      agent,
      'DELETE',
      `/sof/api/private/statement-of-facts/${portCallId}/events/${eventId}/attachments/${attachment?.id}`,
    );
    expect(removed.statusCode).toBe(200);
    const timeline = await gqlOk<{ activityTimeline: Array<{ action: string; summary: string }> }>(
      t,
      agent,
      'query($id: Int!) { activityTimeline(portCallId: $id) { action summary } }',
      { id: portCallId },
    );
    expect(timeline.activityTimeline.map((a) => a.action)).toEqual(['ADD', 'ADD', 'ADD', 'DELETE']);
  });

  it('refuses a file over 20 MB (DESIGN §5) and stores nothing', async () => {
    const { portCallId } = await sofPortCall(t, buyer, agent);
    const boundary = '----sofbig';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.alloc(21 * 1024 * 1024, 0x41),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/sof/api/private/statement-of-facts/${portCallId}/attachments`,
      headers: { authorization: `Bearer ${agent.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(413);
    const view = await gqlOk<{ sofsByPortCallIds: Array<{ attachments: unknown[] }> }>(
      t,
      agent,
      'query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { attachments { id } } }',
      { ids: [portCallId] },
    );
    expect(view.sofsByPortCallIds[0]?.attachments).toEqual([]);
  });

  it('reads many SOFs with as many statements as one (no query per SOF)', async () => {
    const calls = [
      await sofPortCall(t, buyer, agent),
      await sofPortCall(t, buyer, agent),
      await sofPortCall(t, buyer, agent),
    ];
    for (const c of calls)
      await addEvent(t, agent, {
        portCallId: c.portCallId,
        version: c.sof.version,
        templateCode: 'NOR_TENDERED',
        timestamp: '2026-03-12T08:00',
      });
    const one = await countStatements(() => readSof(t, buyer, calls[0]?.portCallId as number));
    const three = await countStatements(() =>
      gqlOk(t, buyer, `query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { ${SOF_FIELDS} } }`, {
        ids: calls.map((c) => c.portCallId),
      }),
    );
    expect(three).toBe(one);
  });

  it("answers the SOF page's own read in the shape of the contract the web types it with", async () => {
    const c = await sofPortCall(t, buyer, agent);
    const added = await addEvent(t, agent, {
      portCallId: c.portCallId,
      version: c.sof.version,
      templateCode: 'NOR_TENDERED',
      timestamp: '2026-03-12T08:00',
    });
    await gqlOk(t, agent, 'mutation($input: AddRemarkInput!) { addGeneralRemark(input: $input) { version } }', {
      input: { portCallId: c.portCallId, version: added.data?.addEvent.sof?.version, code: 'WEATHER', text: 'Rain' },
    });
    const data = await gqlOk<{ sofsByPortCallIds: unknown[] }>(
      t,
      buyer,
      `query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { ${SOF_PAGE_SELECTION} } }`,
      { ids: [c.portCallId] },
    );
    const page = ZSofPage.strict().parse(data.sofsByPortCallIds[0]);
    expect(page.events.map((e) => e.templateCode)).toEqual(['NOR_TENDERED']);
    expect(page.remarks.map((r) => r.text)).toEqual(['Rain']);
  });

  it('tells the parties when a change invalidates their signatures, and routes the notice to the SOF', async () => {
    const { portCallId } = await sofPortCall(t, buyer, agent);
    const sof = await buildMandatoryTimeline(t, agent, portCallId);
    const requested = await requestSignatures(portCallId, sof.version);
    await sign(agent, portCallId, requested.data.requestSignatures.version);
    const before = await ok<{ count: number }>(t, buyer, 'GET', '/da-app/secured/notification/unread');
    const now = await readSof(t, agent, portCallId);
    await addEvent(t, agent, {
      portCallId,
      version: now.version,
      templateCode: 'FREE_PRATIQUE',
      timestamp: '2026-03-11T09:00',
    });
    const after = await ok<{ count: number }>(t, buyer, 'GET', '/da-app/secured/notification/unread');
    expect(after.count).toBeGreaterThan(before.count);
    const target = await ok<{ path: string }>(t, buyer, 'POST', '/da-app/secured/notification/router/SOF', {
      id: now.id,
    });
    expect(target.path).toBe(`/secured/buyer/sof/${portCallId}`);
  });
});

async function upload(who: TestProfile, url: string, name: string) {
  const boundary = '----sofupload';
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

async function verify(who: TestProfile, pdf: Buffer) {
  const boundary = '----sofverify';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="sof.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/sof/api/private/statement-of-facts/verify',
    headers: { authorization: `Bearer ${who.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`verify: ${response.statusCode} ${response.body}`);
  return response.json() as { isValid: boolean; portCallId: number | null; contentHash: string | null };
}
