import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import {
  addEvent,
  buildMandatoryTimeline,
  gql,
  gqlOk,
  inviteByLink,
  readSof,
  SOF_FIELDS,
  type SofAnswer,
  sofAgent,
  sofPortCall,
} from './scenario';

let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await sofAgent(t);
});
afterAll(() => t?.close());

const mutate = (who: { token: string }, name: string, type: string, input: Record<string, unknown>) =>
  gql<Record<string, SofAnswer>>(t, who, `mutation($input: ${type}!) { ${name}(input: $input) { ${SOF_FIELDS} } }`, {
    input,
  });

describe('remarks', () => {
  it('keeps general and event remarks with their codes; only the author changes or withdraws one', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    const added = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'ALL_FAST',
      timestamp: '2026-03-12T08:00',
    });
    const event = added.data.addEvent.sof?.events[0];
    let version = added.data.addEvent.sof?.version as number;
    const general = await mutate(buyer, 'addGeneralRemark', 'AddRemarkInput', {
      portCallId,
      version,
      code: 'LETTER_OF_PROTEST_ISSUED',
      text: 'Letter of protest issued for shifting time',
    });
    expect(general.errors).toEqual([]);
    const remark = general.data.addGeneralRemark?.remarks[0];
    expect(remark).toMatchObject({ code: 'LETTER_OF_PROTEST_ISSUED', involvement: 'OWNER' });
    version = general.data.addGeneralRemark?.version as number;
    const onEvent = await mutate(agent, 'addEventRemark', 'AddRemarkInput', {
      portCallId,
      version,
      eventId: event?.id,
      code: 'WEATHER',
      text: 'Swell at the berth',
    });
    version = onEvent.data.addEventRemark?.version as number;
    expect(onEvent.data.addEventRemark?.events[0]?.remarks).toHaveLength(1);
    const notMine = await mutate(agent, 'editGeneralRemark', 'EditRemarkInput', {
      portCallId,
      version,
      remarkId: remark?.id,
      text: 'x',
    });
    expect(notMine.code).toBe('FORBIDDEN');
    const wrongKind = await mutate(buyer, 'deleteEventRemark', 'DeleteRemarkInput', {
      portCallId,
      version,
      remarkId: remark?.id,
    });
    expect(wrongKind.code).toBe('SOF_REMARK_NOT_FOUND');
    const edited = await mutate(buyer, 'editGeneralRemark', 'EditRemarkInput', {
      portCallId,
      version,
      remarkId: remark?.id,
      text: 'Issued at 10:00',
    });
    expect(edited.data.editGeneralRemark?.remarks[0]?.text).toBe('Issued at 10:00');
    version = edited.data.editGeneralRemark?.version as number;
    const flagged = await mutate(agent, 'setRemarksNeeded', 'SetRemarksNeededInput', {
      portCallId,
      version,
      noRemarksNeeded: true,
    });
    expect(flagged.errors).toEqual([]);
    const timeline = await gqlOk<{ activityTimeline: Array<{ action: string }> }>(
      t,
      buyer,
      'query($id: Int!) { activityTimeline(portCallId: $id) { action } }',
      { id: portCallId },
    );
    expect(timeline.activityTimeline.map((a) => a.action)).toEqual([
      'ADD',
      'ADD',
      'EVENT_REMARK_ADDITION',
      'EDIT',
      'EDIT',
    ]);
  });
});

describe('signing', () => {
  it('refuses signatures while mandatory events are missing, and after a decline starts again on a change', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    const early = await mutate(agent, 'requestSignatures', 'StatusInput', { portCallId, version: sof.version });
    expect(early.code).toBe('SOF_STATUS_CHANGE_REFUSED');
    const one = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'ALL_FAST',
      timestamp: '2026-03-12T08:00',
    });
    const missing = await mutate(agent, 'requestSignatures', 'StatusInput', {
      portCallId,
      version: one.data.addEvent.sof?.version,
    });
    expect(missing.code).toBe('SOF_MANDATORY_EVENTS_MISSING');
    expect(missing.errors[0]?.message).toContain('Notice of readiness tendered');

    const full = await buildMandatoryTimeline(t, agent, (await sofPortCall(t, buyer, agent)).portCallId);
    const master = await inviteByLink(t, agent, full.portCallId, 'MASTER');
    const ready = await mutate(agent, 'requestSignatures', 'StatusInput', {
      portCallId: full.portCallId,
      version: full.version,
    });
    const declined = await mutate(master, 'declineSof', 'SignInput', {
      portCallId: full.portCallId,
      version: ready.data.requestSignatures?.version,
    });
    expect(declined.data.declineSof?.status).toBe('DECLINED');
    const again = await readSof(t, agent, full.portCallId);
    const changed = await addEvent(t, agent, {
      portCallId: full.portCallId,
      version: again.version,
      templateCode: 'FREE_PRATIQUE',
      timestamp: '2026-03-10T09:00',
    });
    expect(changed.data.addEvent.sof?.status).toBe('IN_PROGRESS');
  });

  it('makes the SOF signed when the last missing signer is revoked', async () => {
    const { portCallId } = await sofPortCall(t, buyer, agent);
    const sof = await buildMandatoryTimeline(t, agent, portCallId);
    const surveyor = await inviteByLink(t, agent, portCallId, 'SURVEYOR');
    const ready = await mutate(agent, 'requestSignatures', 'StatusInput', { portCallId, version: sof.version });
    const signed = await mutate(agent, 'signSof', 'SignInput', {
      portCallId,
      version: ready.data.requestSignatures?.version,
    });
    expect(signed.data.signSof?.status).toBe('PARTIALLY_SIGNED');
    const notSigner = await mutate(buyer, 'signSof', 'SignInput', {
      portCallId,
      version: signed.data.signSof?.version,
    });
    expect(notSigner.code).toBe('FORBIDDEN');
    const revoked = await send(t, agent, 'POST', `/sof/api/private/invites/port-calls/${portCallId}/revoke`, {
      inviteId: surveyor.inviteId,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await readSof(t, buyer, portCallId)).status).toBe('SIGNED');
  });
});

describe('hiding', () => {
  it('hides a SOF before signing, refuses changes while hidden, and shows it again', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    const hidden = await mutate(buyer, 'hideSof', 'StatusInput', { portCallId, version: sof.version });
    expect(hidden.data.hideSof?.status).toBe('HIDDEN');
    const refused = await addEvent(t, agent, {
      portCallId,
      version: hidden.data.hideSof?.version as number,
      templateCode: 'ALL_FAST',
      timestamp: '2026-03-12T08:00',
    });
    expect(refused.code).toBe('SOF_READ_ONLY');
    const shown = await mutate(agent, 'unhideSof', 'StatusInput', {
      portCallId,
      version: hidden.data.hideSof?.version,
    });
    expect(shown.data.unhideSof?.status).toBe('IN_PROGRESS');
  });
});

describe('bad input', () => {
  it('answers any addEvent input with a result or a 4xx code, never an internal error', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          templateCode: fc.oneof(
            fc.constantFrom('ALL_FAST', 'ANCHORED', 'TUGS_MADE_FAST_INBOUND'),
            fc.string({ maxLength: 70 }),
          ),
          timestamp: fc.oneof(
            fc.constantFrom('2026-03-12T08:00', '0000-00-00T00:00', '9999-12-31T23:59Z'),
            fc.string({ maxLength: 45 }),
          ),
          placeholder: fc.option(fc.string({ maxLength: 210 })),
          parameters: fc.option(
            fc.record({
              inboundTugsUsed: fc.option(fc.integer()),
              pilotsIn: fc.option(fc.integer({ min: -5, max: 50 })),
              cargoQuantityActual: fc.option(fc.string({ maxLength: 45 })),
            }),
          ),
        }),
        async (input) => {
          const current = await readSof(t, agent, portCallId);
          const answer = await addEvent(t, agent, { portCallId, version: current.version, ...input });
          expect(answer.status).toBeLessThan(500);
          expect(answer.code).not.toBe('INTERNAL_ERROR');
        },
      ),
      { numRuns: 40 },
    );
    expect(sof.portCallId).toBe(portCallId);
  });
});

describe('every mutation under hostile input', () => {
  const MUTATIONS: Array<[string, string]> = [
    ['addEvent', 'AddEventInput'],
    ['editEvent', 'EditEventInput'],
    ['deleteEvent', 'DeleteEventInput'],
    ['addParameters', 'AddParametersInput'],
    ['addEventComment', 'AddCommentInput'],
    ['addSofComment', 'AddCommentInput'],
    ['addEventRemark', 'AddRemarkInput'],
    ['editEventRemark', 'EditRemarkInput'],
    ['deleteEventRemark', 'DeleteRemarkInput'],
    ['addGeneralRemark', 'AddRemarkInput'],
    ['editGeneralRemark', 'EditRemarkInput'],
    ['deleteGeneralRemark', 'DeleteRemarkInput'],
    ['setRemarksNeeded', 'SetRemarksNeededInput'],
    ['requestSignatures', 'StatusInput'],
    ['signSof', 'SignInput'],
    ['declineSof', 'SignInput'],
    ['lockSof', 'StatusInput'],
    ['submitSof', 'StatusInput'],
  ];
  it('refuses text the database cannot store (a NUL) as a validation error', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    const remark = await gql(t, agent, 'mutation($input: AddRemarkInput!) { addGeneralRemark(input: $input) { id } }', {
      input: { portCallId, version: sof.version, code: 'GENERAL', text: 'bad \u0000 text' },
    });
    expect(remark.code, JSON.stringify(remark)).toBe('VALIDATION_FAILED');
    const event = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'ANCHORED',
      timestamp: '2026-03-12T08:00',
      placeholder: 'B\u0000',
    });
    expect(event.code).toBe('VALIDATION_FAILED');
  });

  it('answers a result or a catalogued refusal, never an internal error', async () => {
    const { portCallId } = await sofPortCall(t, buyer, agent);
    const value = fc.oneof(
      fc.integer(),
      fc.integer({ min: 0, max: 5 }),
      fc.constant(portCallId),
      fc.string({ maxLength: 60 }),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('GENERAL', 'SIGNED_UNDER_PROTEST', 'ALL_FAST', '2026-03-12T08:00', '\u0000'),
    );
    const keys = fc.constantFrom(
      'portCallId',
      'version',
      'eventId',
      'remarkId',
      'templateCode',
      'timestamp',
      'code',
      'text',
      'commentText',
      'noRemarksNeeded',
      'isUnderProtest',
      'protestRemark',
      'placeholder',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MUTATIONS),
        fc.dictionary(keys, value, { maxKeys: 8 }),
        async ([name, type], input) => {
          const answer = await gql(t, agent, `mutation($input: ${type}!) { ${name}(input: $input) { __typename } }`, {
            input: { portCallId, version: 0, ...input },
          });
          expect(answer.status).toBeLessThan(500);
          expect(answer.code).not.toBe('INTERNAL_ERROR');
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('introspection in production', () => {
  it('needs a caller', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const someone = await createCompanyWithProfile(production, { type: 'BUYER' });
      const query = 'query { __schema { queryType { name } } }';
      const call = (headers: Record<string, string>) =>
        production.app.inject({
          method: 'POST',
          url: '/sof/graphql',
          headers: { 'content-type': 'application/json', ...headers },
          payload: { query },
        });
      const anonymous = (await call({})).json() as { errors?: Array<{ extensions?: { code?: string } }> };
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('SOF_INTROSPECTION_DISABLED');
      const signedIn = (await call({ authorization: `Bearer ${someone.token}` })).json() as { data?: unknown };
      expect(signedIn.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await production.close();
    }
  });
});

describe('GraphQL over HTTP', () => {
  it('allows the app origins only, and answers a GET query', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/sof/graphql',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
      });
    expect((await preflight('http://localhost:8080')).headers['access-control-allow-origin']).toBe(
      'http://localhost:8080',
    );
    expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).not.toBe(
      'https://evil.example',
    );
    const get = await t.app.inject({
      method: 'GET',
      url: `/sof/graphql?query=${encodeURIComponent('{ eventTemplates { group } }')}`,
      headers: { authorization: `Bearer ${buyer.token}`, accept: 'application/json' },
    });
    expect((get.json() as { data: { eventTemplates: unknown[] } }).data.eventTemplates).toHaveLength(5);
  });
});
