import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { type Bearer, gql, inviteByLink, sofAgent, sofPortCall } from './scenario';

/**
 * Every GraphQL field against the callers who must be refused: anonymous (UNAUTHORIZED), a link
 * collaborator of another SOF, a buyer of another company, an agent of another company (NOT_FOUND or
 * FORBIDDEN, never data), and the owners who must be answered.
 */
let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;
let portCallId: number;
let eventId: number;
let version: number;
const outsiders: Record<string, Bearer> = {};
const owners: Record<string, Bearer> = {};

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Owner Shipping' });
  agent = await sofAgent(t, 'Owner Agency');
  const other = await sofAgent(t, 'Other Agency');
  const otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER', companyName: 'Other Shipping' });
  const admin = await createCompanyWithProfile(t, { type: 'ADMIN' });
  const call = await sofPortCall(t, buyer, agent);
  portCallId = call.portCallId;
  const added = await gql<{ addEvent: { eventId: number; sof: { version: number } } }>(
    t,
    agent,
    'mutation($input: AddEventInput!) { addEvent(input: $input) { eventId sof { version } } }',
    { input: { portCallId, version: call.sof.version, templateCode: 'NOR_TENDERED', timestamp: '2026-03-12T08:00' } },
  );
  eventId = added.data.addEvent.eventId;
  version = added.data.addEvent.sof.version;
  const otherCall = await sofPortCall(t, otherBuyer, other);
  const foreignMaster = await inviteByLink(t, other, otherCall.portCallId, 'MASTER');
  const master = await inviteByLink(t, agent, portCallId, 'MASTER');
  outsiders.anonymous = null;
  outsiders.inviteeOfAnotherSof = { token: foreignMaster.token };
  outsiders.buyerOfAnotherCompany = otherBuyer;
  outsiders.agentOfAnotherCompany = other;
  owners.buyer = buyer;
  owners.agent = agent;
  owners.master = { token: master.token };
  owners.admin = admin;
}, 120_000);
afterAll(() => t?.close());

const pc = () => ({ pc: portCallId });
/** Each query of operations §7 with the smallest selection. */
const queries: Array<[string, string, () => Record<string, unknown>]> = [
  ['parameterSummary', 'query($pc: Int!) { parameterSummary(portCallId: $pc) { pilotsTotal } }', pc],
  ['suggestedTemplates', 'query($pc: Int!) { suggestedTemplates(portCallId: $pc) { code } }', pc],
  [
    'eventComments',
    'query($pc: Int!, $e: Int!) { eventComments(portCallId: $pc, eventId: $e) { id } }',
    () => ({ pc: portCallId, e: eventId }),
  ],
  ['activityTimeline', 'query($pc: Int!) { activityTimeline(portCallId: $pc) { action } }', pc],
  ['suggestedRemarks', 'query($pc: Int!) { suggestedRemarks(portCallId: $pc) { code } }', pc],
  ['signingStatus', 'query($pc: Int!) { signingStatus(portCallId: $pc) { signingStage } }', pc],
  ['signingUrl', 'query($pc: Int!) { signingUrl(portCallId: $pc) }', pc],
  ['downloadList', 'query($pc: Int!) { downloadList(portCallId: $pc) { code } }', pc],
  ['portCallDetails', 'query($pc: Int!) { portCallDetails(portCallId: $pc) { portName } }', pc],
];
const input = (extra: () => Record<string, unknown>) => () => ({ input: { portCallId, version, ...extra() } });
const mutations: Array<[string, string, () => Record<string, unknown>]> = [
  ['addEvent', 'AddEventInput', input(() => ({ templateCode: 'ALL_FAST', timestamp: '2026-03-12T10:00' }))],
  ['editEvent', 'EditEventInput', input(() => ({ eventId, timestamp: '2026-03-12T09:00' }))],
  ['deleteEvent', 'DeleteEventInput', input(() => ({ eventId }))],
  ['addParameters', 'AddParametersInput', input(() => ({ parameters: { pilotsIn: 1 } }))],
  ['addEventComment', 'AddCommentInput', () => ({ input: { portCallId, eventId, commentText: 'Noted' } })],
  ['addSofComment', 'AddCommentInput', () => ({ input: { portCallId, commentText: 'Noted' } })],
  ['addEventRemark', 'AddRemarkInput', input(() => ({ eventId, code: 'DELAY', text: 'Late' }))],
  ['editEventRemark', 'EditRemarkInput', input(() => ({ remarkId: 1, text: 'Later' }))],
  ['deleteEventRemark', 'DeleteRemarkInput', input(() => ({ remarkId: 1 }))],
  ['addGeneralRemark', 'AddRemarkInput', input(() => ({ code: 'GENERAL', text: 'All good' }))],
  ['editGeneralRemark', 'EditRemarkInput', input(() => ({ remarkId: 1, text: 'All fine' }))],
  ['deleteGeneralRemark', 'DeleteRemarkInput', input(() => ({ remarkId: 1 }))],
  ['setRemarksNeeded', 'SetRemarksNeededInput', input(() => ({ noRemarksNeeded: true }))],
  ['requestSignatures', 'StatusInput', input(() => ({}))],
  ['signSof', 'SignInput', input(() => ({}))],
  ['declineSof', 'SignInput', input(() => ({}))],
  ['lockSof', 'StatusInput', input(() => ({}))],
  ['submitSof', 'StatusInput', input(() => ({}))],
  ['hideSof', 'StatusInput', input(() => ({}))],
  ['unhideSof', 'StatusInput', input(() => ({}))],
];
const mutationText = (name: string, type: string) =>
  `mutation($input: ${type}!) { ${name}(input: $input) { __typename } }`;

describe('SOF GraphQL access', () => {
  for (const [name, query, variables] of queries) {
    it(`${name}: refused to every outsider, answered to the parties`, async () => {
      for (const [who, bearer] of Object.entries(outsiders)) {
        const answer = await gql(t, bearer, query, variables());
        const expected = who === 'anonymous' ? ['UNAUTHORIZED'] : ['NOT_FOUND', 'FORBIDDEN'];
        expect(expected, `${name} as ${who}: ${JSON.stringify(answer.errors)}`).toContain(answer.code);
        expect(answer.data?.[name as never] ?? null).toBeNull();
      }
      for (const who of ['buyer', 'agent', 'master', 'admin']) {
        const answer = await gql(t, owners[who] as Bearer, query, variables());
        expect(answer.errors, `${name} as ${who}`).toEqual([]);
      }
    });
  }

  for (const [name, type, variables] of mutations) {
    it(`${name}: refused to every outsider`, async () => {
      for (const [who, bearer] of Object.entries(outsiders)) {
        const answer = await gql(t, bearer, mutationText(name, type), variables());
        const expected = who === 'anonymous' ? ['UNAUTHORIZED'] : ['NOT_FOUND', 'FORBIDDEN'];
        expect(expected, `${name} as ${who}: ${JSON.stringify(answer.errors)}`).toContain(answer.code);
      }
      const admin = await gql(t, owners.admin as Bearer, mutationText(name, type), variables());
      expect(admin.code, `${name} as admin`).toBe('FORBIDDEN');
    });
  }

  it('lists leave out the port calls of others instead of failing', async () => {
    for (const [who, bearer] of Object.entries(outsiders)) {
      if (!bearer) continue;
      const answer = await gql<{ sofsByPortCallIds: unknown[]; sofStatuses: unknown[] }>(
        t,
        bearer,
        'query($ids: [Int!]!) { sofsByPortCallIds(portCallIds: $ids) { id } sofStatuses(portCallIds: $ids) { status } }',
        { ids: [portCallId] },
      );
      expect(answer.data, who).toEqual({ sofsByPortCallIds: [], sofStatuses: [] });
    }
    const anonymous = await gql(t, null, 'query { sofStatuses(portCallIds: [1]) { status } }');
    expect(anonymous.code).toBe('UNAUTHORIZED');
  });

  it('keeps the admin queries to administrators with ADMIN_SOF', async () => {
    for (const who of ['buyer', 'agent', 'master']) {
      const answer = await gql(t, owners[who] as Bearer, 'query($pc: Int!) { adminSof(portCallId: $pc) { id } }', pc());
      expect(answer.code, who).toBe('FORBIDDEN');
      const list = await gql(t, owners[who] as Bearer, 'query { adminPortCalls { portCallId } }');
      expect(list.code, who).toBe('FORBIDDEN');
    }
    const admin = await gql<{ adminPortCalls: Array<{ portCallId: number }> }>(
      t,
      owners.admin as Bearer,
      'query { adminPortCalls(size: 100) { portCallId } }',
    );
    expect(admin.data.adminPortCalls.map((p) => p.portCallId)).toContain(portCallId);
    expect((await gql(t, null, 'query { eventTemplates { group } }')).code).toBe('UNAUTHORIZED');
  });

  it('refuses queries past the depth and cost limits', async () => {
    const deep = await gql(
      t,
      buyer,
      'query { sofsByPortCallIds(portCallIds: [1]) { events { remarks { id } comments { id } } } a: eventTemplates { templates { jit { classifier } } } }',
    );
    expect(deep.errors).toEqual([]);
    const fragmentLoop = Array.from(
      { length: 30 },
      (_, i) =>
        `s${i}: sofsByPortCallIds(portCallIds: [1]) { events { remarks { id text code actorName } comments { id commentText } attachments { id name } } }`,
    ).join(' ');
    const costly = await gql(t, buyer, `query { ${fragmentLoop} }`);
    expect(costly.code).toBe('SOF_QUERY_TOO_COSTLY');
    const tooDeep = await gql(
      t,
      buyer,
      'query { __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }',
    );
    expect(tooDeep.code).toBe('SOF_QUERY_TOO_DEEP');
  });
});
