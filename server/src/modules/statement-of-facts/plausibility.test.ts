import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { addEvent, buildMandatoryTimeline, gql, type SofAnswer, sofAgent, sofPortCall } from './scenario';

// The scenario's port call at Piraeus: ETA 10/03/2026, ETS 12/03/2026; its window 09/01 to 11/05/2026.
let now = new Date('2026-03-20T12:00:00Z');
let t: TestApp;
let buyer: TestProfile;
let agent: TestProfile;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await sofAgent(t);
});
afterAll(() => t?.close());

const mutate = (name: string, type: string, input: Record<string, unknown>) =>
  gql<Record<string, SofAnswer>>(t, agent, `mutation($input: ${type}!) { ${name}(input: $input) { status version } }`, {
    input,
  });

/** Adds events in turn, each on the version the one before answered; answers the last answer. */
async function addAll(portCallId: number, version: number, events: { templateCode: string; timestamp: string }[]) {
  let current = version;
  let last: Awaited<ReturnType<typeof addEvent>> | null = null;
  for (const e of events) {
    last = await addEvent(t, agent, { portCallId, version: current, ...e });
    current = last.data.addEvent.sof?.version ?? current;
  }
  return { last, version: current };
}

describe('SOF events are plausible', () => {
  it('refuses events decades away from the call, naming the event and the window', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    const old = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'CARGO_OPERATIONS_COMPLETED',
      timestamp: '1990-03-12T08:00',
    });
    expect(old.data.addEvent.sof).toBeNull();
    expect(old.data.addEvent.eventError).toMatch(/^"Cargo operations completed" must fall between 09\/01\/2026/);
    const far = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'CARGO_OPERATIONS_COMMENCED',
      timestamp: '2099-03-12T08:00',
    });
    expect(far.data.addEvent.eventError).toContain('"Cargo operations commenced" must fall between');
    expect(far.data.addEvent.eventError).toContain('11/05/2026');
    const near = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'CARGO_OPERATIONS_COMMENCED',
      timestamp: '2026-05-01T08:00',
    });
    expect(near.data.addEvent.eventError).toBeNull();
  });

  it('refuses completion before commencement and NOR after it, naming both events', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    const { version } = await addAll(portCallId, sof.version, [
      { templateCode: 'CARGO_OPERATIONS_COMMENCED', timestamp: '2026-03-12T10:00' },
    ]);
    const early = await addEvent(t, agent, {
      portCallId,
      version,
      templateCode: 'CARGO_OPERATIONS_COMPLETED',
      timestamp: '2026-03-12T08:00',
    });
    expect(early.data.addEvent.eventError).toBe(
      '"Cargo operations completed" cannot be before "Cargo operations commenced" (12/03/2026 10:00:00 (Europe/Athens, UTC+02:00))',
    );
    const lateNor = await addEvent(t, agent, {
      portCallId,
      version,
      templateCode: 'NOR_TENDERED',
      timestamp: '2026-03-12T11:00',
    });
    expect(lateNor.data.addEvent.eventError).toBe(
      '"Notice of readiness tendered" cannot be after "Cargo operations commenced" (12/03/2026 10:00:00 (Europe/Athens, UTC+02:00))',
    );
    const same = await addEvent(t, agent, {
      portCallId,
      version,
      templateCode: 'CARGO_OPERATIONS_COMPLETED',
      timestamp: '2026-03-12T10:00',
    });
    expect(same.data.addEvent.eventError).toBeNull();
  });

  it('refuses arrival after berthing, and an edit that moves an event out of order', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    const { last, version } = await addAll(portCallId, sof.version, [
      { templateCode: 'ARRIVED_PILOT_BOARDING_PLACE', timestamp: '2026-03-10T06:00' },
      { templateCode: 'ALL_FAST', timestamp: '2026-03-11T09:00' },
    ]);
    const arrival = last?.data.addEvent.sof?.events.find((e) => e.templateCode === 'ARRIVED_PILOT_BOARDING_PLACE');
    const moved = await gql(t, agent, 'mutation($input: EditEventInput!) { editEvent(input: $input) { version } }', {
      input: { portCallId, version, eventId: arrival?.id, timestamp: '2026-03-11T10:00' },
    });
    expect(moved.code).toBe('SOF_EVENT_OUT_OF_ORDER_AFTER');
    expect(moved.errors[0]?.message).toBe(
      '"Arrived at pilot boarding place" cannot be after "All fast" (11/03/2026 09:00:00 (Europe/Athens, UTC+02:00))',
    );
    const anchored = await addEvent(t, agent, {
      portCallId,
      version,
      templateCode: 'ANCHORED',
      placeholder: 'Piraeus anchorage B',
      timestamp: '2026-03-10T05:00',
    });
    expect(anchored.data.addEvent.eventError).toBe(
      '"Anchored at Piraeus anchorage B" cannot be before "Arrived at pilot boarding place" (10/03/2026 06:00:00 (Europe/Athens, UTC+02:00))',
    );
  });

  it('refuses to ask for signatures, or to sign, while an event lies in the future', async () => {
    now = new Date('2026-03-13T12:00:00Z');
    const { portCallId } = await sofPortCall(t, buyer, agent);
    // The timeline's events run from 10/03 to 16/03, one a day at 08:00 port time.
    const full = await buildMandatoryTimeline(t, agent, portCallId);
    const early = await mutate('requestSignatures', 'StatusInput', { portCallId, version: full.version });
    expect(early.code).toBe('SOF_EVENT_IN_FUTURE');
    expect(early.errors[0]?.message).toBe(
      '"Cargo operations completed" is in the future (14/03/2026 08:00:00 (Europe/Athens, UTC+02:00)): correct it before signing',
    );
    now = new Date('2026-03-20T12:00:00Z');
    const ready = await mutate('requestSignatures', 'StatusInput', { portCallId, version: full.version });
    expect(ready.data.requestSignatures?.status).toBe('READY_TO_SIGN');
    // A signature is checked again against the clock at the moment it is given.
    now = new Date('2026-03-15T12:00:00Z');
    const signed = await mutate('signSof', 'SignInput', { portCallId, version: ready.data.requestSignatures?.version });
    expect(signed.code).toBe('SOF_EVENT_IN_FUTURE');
    now = new Date('2026-03-20T12:00:00Z');
  });

  it('accepts quantities with thousands separators and stores them without', async () => {
    const { portCallId, sof } = await sofPortCall(t, buyer, agent);
    const grouped = await addEvent(t, agent, {
      portCallId,
      version: sof.version,
      templateCode: 'CARGO_OPERATIONS_COMPLETED',
      timestamp: '2026-03-12T08:00',
      parameters: { cargoQuantityActual: '48,312.5' },
    });
    expect(grouped.data.addEvent.cargoQuantityActualError).toBeNull();
    expect(grouped.data.addEvent.sof?.parameters.cargoQuantityActual).toBe('48312.500');
    const misgrouped = await addEvent(t, agent, {
      portCallId,
      version: grouped.data.addEvent.sof?.version ?? sof.version,
      templateCode: 'DRAFT_SURVEY_COMPLETED',
      timestamp: '2026-03-12T09:00',
      parameters: { cargoQuantityActual: '48,31.5' },
    });
    expect(misgrouped.data.addEvent.cargoQuantityActualError).toBe(
      'Please insert a quantity in digits with up to 3 decimals, e.g. 48,312.5',
    );
  });
});
