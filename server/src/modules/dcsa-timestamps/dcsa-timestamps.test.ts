import { createHmac } from 'node:crypto';
import type { TDcsaTimestampOut, TTimestampImport, TTimestampProposal } from '@portcall/contracts/dcsa-timestamps';
import { messages } from '@portcall/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { addEvent, buildMandatoryTimeline, gql, readSof, sofAgent, sofPortCall } from '../statement-of-facts/scenario';

const S = '/da-app/secured';
const P = '/sof/api/private/statement-of-facts';
const SECRET = 'terminal-shared-secret-0001';

let t: TestApp;
let admin: TestProfile;
let buyer: TestProfile;
let otherBuyer: TestProfile;
let agent: TestProfile;
let otherAgent: TestProfile;

async function switchOn(buyerId: number, code: string) {
  const list = await ok<Array<{ code: string; integrationConfigId: number }>>(
    t,
    admin,
    'GET',
    `${S}/admin/integrations?buyerId=${buyerId}`,
  );
  const config = list.find((c) => c.code === code) as { integrationConfigId: number };
  await ok(t, admin, 'PUT', `${S}/admin/integrations/${buyerId}/${config.integrationConfigId}`, { isEnabled: true });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await sofAgent(t);
  otherAgent = await sofAgent(t, 'Other SOF Agency');
  await switchOn(buyer.companyId, 'EXPORT_EVENTS');
  await switchOn(otherBuyer.companyId, 'EXPORT_EVENTS');
}, 60_000);
afterAll(() => t?.close());

/** A port call whose SOF the agent started: arrived, NOR, anchored at a named place, all fast. */
async function startedSof() {
  const { portCallId } = await sofPortCall(t, buyer, agent);
  let version = (await readSof(t, agent, portCallId)).version;
  for (const [templateCode, timestamp, placeholder] of [
    ['ARRIVED_PILOT_BOARDING_PLACE', '2026-03-10T04:00:00Z'],
    ['NOR_TENDERED', '2026-03-10T05:00:00Z'],
    ['ANCHORED', '2026-03-10T06:00:00Z', 'Piraeus outer anchorage'],
    ['ALL_FAST', '2026-03-10T12:00:00Z'],
  ] as const) {
    const added = await addEvent(t, agent, { portCallId, version, templateCode, timestamp, placeholder });
    version = (added.data.addEvent.sof as { version: number }).version;
  }
  return { portCallId, version };
}

const exportOf = (who: TestProfile, portCallId: number) =>
  ok<TDcsaTimestampOut[]>(t, who, 'GET', `${P}/${portCallId}/dcsa-timestamps`);
const upload = (who: TestProfile, portCallId: number, body: unknown) =>
  send(t, who, 'POST', `${P}/${portCallId}/dcsa-timestamps`, body);
const proposals = (portCallId: number) =>
  ok<TTimestampProposal[]>(t, agent, 'GET', `${P}/${portCallId}/dcsa-proposals`);

describe('DCSA JIT timestamps of a SOF', () => {
  it('exports the exchanged events as JIT 1.2 timestamps in UTC with offset, for the agent and the buyer', async () => {
    const { portCallId } = await startedSof();
    const response = await send(t, agent, 'GET', `${P}/${portCallId}/dcsa-timestamps`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="sof-${portCallId}-dcsa-jit-timestamps.json"`,
    );
    const file = response.json() as TDcsaTimestampOut[];
    // The notice of readiness is not a JIT timestamp: three of the four events leave.
    expect(file.map((x) => x.remark)).toEqual([
      'Arrived at pilot boarding place',
      'Anchored at Piraeus outer anchorage',
      'All fast',
    ]);
    const imo = file[0]?.vesselIMONumber as string;
    expect(imo).toMatch(/^\d{7}$/);
    expect(file[2]).toEqual({
      publisher: { partyName: 'SOF Agency' },
      publisherRole: 'AG',
      vesselIMONumber: imo,
      vessel: { vesselIMONumber: imo, vesselName: file[0]?.vessel.vesselName },
      UNLocationCode: file[0]?.UNLocationCode,
      eventLocation: { UNLocationCode: file[0]?.UNLocationCode },
      ...(file[0]?.carrierImportVoyageNumber
        ? {
            carrierImportVoyageNumber: file[0].carrierImportVoyageNumber,
            carrierExportVoyageNumber: file[0].carrierImportVoyageNumber,
          }
        : {}),
      eventClassifierCode: 'ACT',
      operationsEventTypeCode: 'ARRI',
      facilityTypeCode: 'BRTH',
      portCallPhaseTypeCode: 'INBD',
      eventDateTime: '2026-03-10T12:00:00+00:00',
      remark: 'All fast',
    });
    expect(file[1]).toMatchObject({
      facilityTypeCode: 'ANCH',
      eventLocation: { locationName: 'Piraeus outer anchorage' },
    });
    expect(await exportOf(buyer, portCallId)).toEqual(file);
    expect((await send(t, otherBuyer, 'GET', `${P}/${portCallId}/dcsa-timestamps`)).statusCode).toBe(404);
    expect((await send(t, otherAgent, 'GET', `${P}/${portCallId}/dcsa-timestamps`)).statusCode).toBe(404);
  });

  it('proposes only what is new from an upload; the agent accepts one into the SOF and rejects another', async () => {
    const { portCallId, version } = await startedSof();
    const file = await exportOf(agent, portCallId);
    // The SOF's own timestamps sent back are nothing new.
    const same = await upload(agent, portCallId, file);
    expect(same.json()).toEqual({ proposed: [], alreadyKnown: 3 });

    const allFast = file[2] as TDcsaTimestampOut;
    const changed = [
      ...file,
      {
        ...allFast,
        eventDateTime: '2026-03-10T14:30:00+02:00',
        publisher: { partyName: 'Piraeus Container Terminal' },
      },
      {
        ...allFast,
        portCallServiceTypeCode: 'CRGO',
        operationsEventTypeCode: 'STRT',
        portCallPhaseTypeCode: 'ALGS',
        eventDateTime: '2026-03-10T15:00:00Z',
      },
    ];
    const received = (await upload(agent, portCallId, changed)).json() as TTimestampImport;
    expect(received.alreadyKnown).toBe(3);
    expect(received.proposed).toMatchObject([
      {
        templateCode: 'ALL_FAST',
        timestamp: '2026-03-10T12:30:00.000Z',
        source: 'UPLOAD',
        sentBy: 'Piraeus Container Terminal',
        status: 'PROPOSED',
      },
      { templateCode: 'CARGO_OPERATIONS_COMMENCED', description: 'Cargo operations commenced', status: 'PROPOSED' },
    ]);
    // The same file again proposes nothing twice.
    expect((await upload(agent, portCallId, changed)).json()).toMatchObject({ proposed: [], alreadyKnown: 5 });
    // Proposals are not facts: the SOF is as it was.
    expect((await readSof(t, agent, portCallId)).events.map((e) => e.templateCode)).not.toContain(
      'CARGO_OPERATIONS_COMMENCED',
    );

    const [wrongAllFast, commenced] = received.proposed as [TTimestampProposal, TTimestampProposal];
    const accepted = await ok<TTimestampProposal>(
      t,
      agent,
      'POST',
      `${P}/${portCallId}/dcsa-proposals/${commenced.id}/accept`,
      { version },
    );
    expect(accepted.status).toBe('ACCEPTED');
    const sof = await readSof(t, buyer, portCallId);
    expect(sof.events.find((e) => e.templateCode === 'CARGO_OPERATIONS_COMMENCED')).toMatchObject({
      timestamp: expect.stringMatching(/^2026-03-10T15:00:00(\.000)?Z$/),
    });
    expect(sof.version).toBe(version + 1);
    const again = await send(t, agent, 'POST', `${P}/${portCallId}/dcsa-proposals/${commenced.id}/accept`, {
      version: sof.version,
    });
    expect(again.json()).toMatchObject({ status: 409, code: 'DCSA_PROPOSAL_DECIDED' });

    const rejected = await ok<TTimestampProposal>(
      t,
      agent,
      'POST',
      `${P}/${portCallId}/dcsa-proposals/${wrongAllFast.id}/reject`,
    );
    expect(rejected.status).toBe('REJECTED');
    expect((await proposals(portCallId)).map((p) => [p.templateCode, p.status]).sort()).toEqual([
      ['ALL_FAST', 'REJECTED'],
      ['CARGO_OPERATIONS_COMMENCED', 'ACCEPTED'],
    ]);
    expect((await readSof(t, agent, portCallId)).events.filter((e) => e.templateCode === 'ALL_FAST')).toHaveLength(1);
    // A rejected timestamp sent again is not proposed again.
    expect((await upload(agent, portCallId, changed)).json()).toMatchObject({ proposed: [] });
    // Another company's people reach none of it.
    expect((await send(t, otherAgent, 'GET', `${P}/${portCallId}/dcsa-proposals`)).statusCode).toBe(404);
    expect((await upload(otherAgent, portCallId, changed)).statusCode).toBe(404);
    expect((await upload(buyer, portCallId, changed)).statusCode).toBe(403);
  });

  it("answers bad files with the catalogue, and a proposal the SOF's rules refuse with their reason", async () => {
    const { portCallId, version } = await startedSof();
    const [arrived] = await exportOf(agent, portCallId);
    const one = arrived as TDcsaTimestampOut;
    const refused = async (body: unknown) =>
      (await upload(agent, portCallId, body)).json() as { code: string; message: string };
    expect(await refused({ ...one, operationsEventTypeCode: 'GWAY' })).toMatchObject({ code: 'DCSA_CODE_UNKNOWN' });
    expect(await refused([one, { ...one, vesselIMONumber: '9321483' }])).toMatchObject({
      status: 400,
      code: 'DCSA_VESSEL_MISMATCH',
      message: 'Timestamp 2: vessel IMO 9321483 is not the vessel of this port call',
    });
    expect(await refused({ ...one, UNLocationCode: 'ZZZZZ' })).toMatchObject({ code: 'DCSA_PORT_CALL_MISMATCH' });
    expect(await refused({ ...one, eventDateTime: '10/03/2026 06:00' })).toMatchObject({ code: 'DCSA_TIME_INVALID' });
    expect(await refused([])).toMatchObject({ code: 'DCSA_FILE_INVALID' });
    const huge = Array.from({ length: 400 }, () => ({ ...one, remark: 'x'.repeat(500) }));
    const tooLarge = await upload(agent, portCallId, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await proposals(portCallId)).toEqual([]);

    // Arrival after all fast: the SOF's order rule refuses the accept, and the proposal stays open.
    const late = (
      await upload(agent, portCallId, { ...one, eventDateTime: '2026-03-10T13:00:00Z' })
    ).json() as TTimestampImport;
    const proposal = late.proposed[0] as TTimestampProposal;
    const answer = await send(t, agent, 'POST', `${P}/${portCallId}/dcsa-proposals/${proposal.id}/accept`, { version });
    expect(answer.json()).toMatchObject({ status: 400, code: 'DCSA_PROPOSAL_REFUSED' });
    expect((answer.json() as { message: string }).message).toMatch(
      /^The timestamp cannot go into the statement of facts: "Arrived at pilot boarding place" cannot be after "All fast"/,
    );
    const stale = await send(t, agent, 'POST', `${P}/${portCallId}/dcsa-proposals/${proposal.id}/accept`, {
      version: version - 1,
    });
    expect(stale.json()).toMatchObject({ status: 409, code: 'STALE_VERSION' });
    expect((await proposals(portCallId))[0]?.status).toBe('PROPOSED');
    const missing = await send(t, agent, 'POST', `${P}/${portCallId}/dcsa-proposals/999999/reject`);
    expect(missing.json()).toMatchObject({ status: 404, code: 'DCSA_PROPOSAL_NOT_FOUND' });
  });

  it('refuses to accept a timestamp into a signed SOF', async () => {
    const { portCallId } = await sofPortCall(t, buyer, agent);
    let sof = await buildMandatoryTimeline(t, agent, portCallId);
    const [first] = await exportOf(agent, portCallId);
    const received = (
      await upload(agent, portCallId, {
        ...first,
        eventClassifierCode: 'EST',
        operationsEventTypeCode: 'DEPA',
        facilityTypeCode: 'BRTH',
        portCallPhaseTypeCode: 'OUTB',
        eventDateTime: '2026-03-15T06:00:00Z',
      })
    ).json() as TTimestampImport;
    const proposal = received.proposed[0] as TTimestampProposal;
    expect(proposal.templateCode).toBe('ESTIMATED_DEPARTURE');
    const requested = await gql<{ requestSignatures: { version: number } }>(
      t,
      agent,
      'mutation($input: StatusInput!) { requestSignatures(input: $input) { version } }',
      { input: { portCallId, version: sof.version } },
    );
    const signed = await gql<{ signSof: { status: string; version: number } }>(
      t,
      agent,
      'mutation($input: SignInput!) { signSof(input: $input) { status version } }',
      { input: { portCallId, version: requested.data.requestSignatures.version } },
    );
    expect(signed.data.signSof.status).toBe('SIGNED');
    const answer = await send(t, agent, 'POST', `${P}/${portCallId}/dcsa-proposals/${proposal.id}/accept`, {
      version: signed.data.signSof.version,
    });
    expect(answer.json()).toMatchObject({ status: 409, code: 'DCSA_SOF_SIGNED', message: messages.DCSA_SOF_SIGNED });
    sof = await readSof(t, agent, portCallId);
    expect(sof.status).toBe('SIGNED');
    expect(sof.events.map((e) => e.templateCode)).not.toContain('ESTIMATED_DEPARTURE');
  });
});

describe('the signed DCSA webhook', () => {
  const signed = (payload: string, at = new Date()) => {
    const timestamp = String(Math.floor(at.getTime() / 1000));
    return {
      'content-type': 'application/json',
      'x-portcall-timestamp': timestamp,
      'x-portcall-signature': `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${payload}`).digest('hex')}`,
    };
  };
  const connector = (slug: string) => ({
    kind: 'WEBHOOK',
    name: 'Piraeus terminal JIT platform',
    slug,
    url: 'http://127.0.0.1:9/hooks',
    secret: SECRET,
    events: ['port-call.exported'],
    isEnabled: true,
  });

  it("proposes what the buyer's signed system sends; refuses unsigned, tampered, stale and foreign calls", async () => {
    await ok(
      t,
      admin,
      'POST',
      `${S}/admin/integrations/${buyer.companyId}/connectors/save`,
      connector('dcsa-terminal'),
    );
    await ok(
      t,
      admin,
      'POST',
      `${S}/admin/integrations/${otherBuyer.companyId}/connectors/save`,
      connector('dcsa-other'),
    );
    const { portCallId } = await startedSof();
    const [arrived] = await exportOf(agent, portCallId);
    const { publisher: _, ...fromTerminal } = arrived as TDcsaTimestampOut;
    const body = JSON.stringify({
      ...fromTerminal,
      eventClassifierCode: 'PLN',
      facilityTypeCode: 'BRTH',
      eventDateTime: '2026-03-10T11:00:00Z',
    });
    const url = (slug: string, id = portCallId) => `/integration-dcsa-${slug}/jit/v1/port-calls/${id}/timestamps`;

    const post = (slug: string, payload: string, headers: Record<string, string>, id = portCallId) =>
      t.app.inject({ method: 'POST', url: url(slug, id), payload, headers });
    expect((await post('dcsa-terminal', body, { 'content-type': 'application/json' })).statusCode).toBe(401);
    expect((await post('dcsa-terminal', body.replace('11:00', '10:00'), signed(body))).statusCode).toBe(401);
    expect((await post('dcsa-terminal', body, signed(body, new Date(Date.now() - 3_600_000)))).statusCode).toBe(401);
    expect((await post('nobody-here', body, signed(body))).statusCode).toBe(401);
    // Another buyer's connector, signed right, reaches nothing of this buyer's call.
    expect((await post('dcsa-other', body, signed(body))).statusCode).toBe(404);

    const answer = await post('dcsa-terminal', body, signed(body));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      alreadyKnown: 0,
      proposed: [{ templateCode: 'PLANNED_BERTHING', source: 'WEBHOOK', sentBy: 'Piraeus terminal JIT platform' }],
    });
    expect((await post('dcsa-terminal', body, signed(body))).json()).toMatchObject({ proposed: [], alreadyKnown: 1 });
    const bad = JSON.stringify({ ...fromTerminal, eventDateTime: 'soon' });
    expect((await post('dcsa-terminal', bad, signed(bad))).json()).toMatchObject({ code: 'DCSA_TIME_INVALID' });
    const notJson = '{"eventClassifierCode": ';
    expect((await post('dcsa-terminal', notJson, signed(notJson))).json()).toMatchObject({ code: 'DCSA_FILE_INVALID' });
    expect((await proposals(portCallId)).map((p) => p.templateCode)).toEqual(['PLANNED_BERTHING']);
  });
});
