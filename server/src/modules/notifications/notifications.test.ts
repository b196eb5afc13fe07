import type { TLiveNotification, TNotification } from '@portcall/contracts/notifications';
import type { TPaged } from '@portcall/contracts/paging';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationEvent } from '../../platform/notify';
import { attachRealtime, type Realtime } from '../../platform/realtime';
import { ok, send } from '../../test/buyer-scenario';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { profiles } from '../account/db';
import { createLineWorld, type LineWorld } from '../evaluations/line-scenario';
import { acceptedAppointment } from '../proformas/scenario';

const S = '/da-app/secured';
let world: LineWorld;
let realtime: Realtime;
let url: string;
let buyer: TestProfile;
let colleague: TestProfile;
const sockets: Socket[] = [];

beforeAll(async () => {
  world = await createLineWorld();
  buyer = world.buyer;
  colleague = await createCompanyWithProfile(world.t, { type: 'BUYER', companyId: buyer.companyId });
  realtime = await attachRealtime(world.t.app.server, {
    authenticate: world.t.services.auth.authenticateNow,
    corsOrigins: [],
    log: world.t.app.log,
    hub: world.t.services.realtime as never,
  });
  await world.t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = world.t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await realtime?.close();
  await world?.t.close();
});

const notify = (events: NotificationEvent | NotificationEvent[]) => world.t.services.notifier.notify(events);
const event = (profile: TestProfile, overrides: Partial<NotificationEvent> = {}): NotificationEvent => ({
  profileIds: [profile.profileId],
  eventType: 'PAYMENT',
  eventId: 1,
  eventMessage: 'Payment to approve',
  ...overrides,
});
const list = (profile: TestProfile, filter = 'ALL', page = 0) =>
  ok<TPaged<TNotification>>(world.t, profile, 'POST', `${S}/notification/list`, { page, size: 14, filter });
const unread = async (profile: TestProfile) =>
  (await ok<{ count: number }>(world.t, profile, 'GET', `${S}/notification/unread`)).count;

async function listen(profile: TestProfile) {
  const socket = io(url, { path: '/socket.io/', auth: { token: profile.token }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  expect(await socket.emitWithAck('subscribe', `${profile.profileId}/NOTIFICATIONS`)).toEqual({ ok: true });
  const received: TLiveNotification[] = [];
  socket.on('notification', (payload: TLiveNotification) => received.push(payload));
  return received;
}

describe('notifications', () => {
  it('lists a person their own, newest first, 14 a page, with the drawer filters', async () => {
    const reader = await createCompanyWithProfile(world.t, { type: 'BUYER', companyId: buyer.companyId });
    for (let n = 1; n <= 16; n++) await notify(event(reader, { eventId: n, eventMessage: `Payment ${n} to approve` }));
    await notify(event(reader, { eventType: 'EVALUATION', eventId: 77, eventMessage: 'DA submitted' }));
    await notify(event(reader, { eventType: 'ASSIGNMENT', eventId: 5, eventMessage: 'Port log to submit' }));
    await notify(event(colleague, { eventMessage: 'Not for the reader' }));

    const first = await list(reader);
    expect(first.total).toBe(18);
    expect(first.items).toHaveLength(14);
    expect(first.items[0]).toMatchObject({ eventType: 'ASSIGNMENT', eventId: 5, isRead: false });
    expect((await list(reader, 'ALL', 1)).items).toHaveLength(4);
    expect((await list(reader, 'EVALUATION')).items.map((n) => n.eventMessage)).toEqual(['DA submitted']);
    expect((await list(reader, 'ASSIGNMENT')).items.map((n) => n.eventId)).toEqual([5]);
    expect(first.items.every((n) => n.profileId === reader.profileId)).toBe(true);

    const firstId = first.items[0]?.id as number;
    expect(await ok(world.t, reader, 'POST', `${S}/notification/read`, { id: firstId })).toEqual({ count: 17 });
    expect((await list(reader, 'UNREAD')).total).toBe(17);
    // Reading it again changes nothing; another person's answers 404 and stays unread for them.
    expect(await ok(world.t, reader, 'POST', `${S}/notification/read`, { id: firstId })).toEqual({ count: 17 });
    const theirs = (await list(colleague)).items[0]?.id as number;
    expect((await send(world.t, reader, 'POST', `${S}/notification/read`, { id: theirs })).statusCode).toBe(404);
    expect(await ok(world.t, reader, 'POST', `${S}/notification/read-all`)).toEqual({ count: 0 });
    expect(await unread(reader)).toBe(0);
    expect(await unread(colleague)).toBeGreaterThan(0);
  });

  it('counts +1 for each of many arrivals at once and -1 for each read, whatever the order', async () => {
    const reader = await createCompanyWithProfile(world.t, { type: 'BUYER', companyId: buyer.companyId });
    await Promise.all(Array.from({ length: 20 }, (_, n) => notify(event(reader, { eventId: n + 1 }))));
    expect(await unread(reader)).toBe(20);
    const ids = (await list(reader, 'UNREAD', 0)).items.slice(0, 10).map((n) => n.id);
    const counts = await Promise.all(
      ids.map((id) => ok<{ count: number }>(world.t, reader, 'POST', `${S}/notification/read`, { id })),
    );
    expect(await unread(reader)).toBe(10);
    expect(Math.min(...counts.map((c) => c.count))).toBe(10);
  });

  it('pushes each new one live with the unread count, to its recipients only; a muted profile gets no push', async () => {
    const muted = await createCompanyWithProfile(world.t, { type: 'BUYER', companyId: buyer.companyId });
    await world.t.database.db
      .update(profiles)
      .set({ isNotificationMuted: true })
      .where(eq(profiles.id, muted.profileId));
    const toBuyer = await listen(buyer);
    const toMuted = await listen(muted);
    const toOther = await listen(world.otherBuyer);
    const before = await unread(buyer);
    await notify({
      profileIds: [muted.profileId, buyer.profileId],
      eventType: 'EVALUATION',
      eventId: 9,
      eventMessage: 'DA submitted by the agent',
    });
    await expect.poll(() => toBuyer.length).toBe(1);
    expect(toBuyer[0]).toMatchObject({
      eventType: 'EVALUATION',
      eventId: 9,
      entityId: 9,
      eventMessage: 'DA submitted by the agent',
      unreadCount: before + 1,
      isRead: false,
    });
    // Delivered in one pass: had the muted profile been pushed, it would be there by now.
    expect(toMuted).toEqual([]);
    expect(toOther).toEqual([]);
    expect(await unread(muted)).toBe(1);
  });

  it('routes an evaluation to its page for the buyer, to the DA page for its agent, and 404 for anyone else', async () => {
    const evaluation = await world.evaluation();
    const route = (profile: TestProfile, type: string, id: number) =>
      send(world.t, profile, 'POST', `${S}/notification/router/${type}`, { id });
    const answer = await route(buyer, 'EVALUATION', evaluation.id);
    expect(answer.json()).toEqual({ path: `/secured/buyer/da-tool/evaluation/${evaluation.id}` });
    expect((await route(world.otherBuyer, 'EVALUATION', evaluation.id)).statusCode).toBe(404);
    const supplierPath = (await route(world.agent, 'EVALUATION', evaluation.id)).json().path;
    expect(supplierPath).toMatch(/^\/secured\/agent\/da-tool\/appointment\/\d+\/proforma$/);
    const stranger = await createCompanyWithProfile(world.t, { type: 'AGENT' });
    expect((await route(stranger, 'EVALUATION', evaluation.id)).statusCode).toBe(404);
    expect((await route(buyer, 'EVALUATION', 987_654_321)).statusCode).toBe(404);
    expect((await route(buyer, 'NOT_A_TYPE', evaluation.id)).statusCode).toBe(400);
  });

  it('routes an appointment to its own page on each side', async () => {
    const { appointmentId } = await acceptedAppointment(world.t, buyer, world.agent);
    const route = (profile: TestProfile) =>
      send(world.t, profile, 'POST', `${S}/notification/router/APPOINTMENT`, { id: appointmentId });
    expect((await route(buyer)).json()).toEqual({
      path: `/secured/buyer/dashboard/port-calls/appointment/${appointmentId}/official-preview`,
    });
    expect((await route(world.agent)).json()).toEqual({
      path: `/secured/agent/da-tool/appointment/${appointmentId}/official-preview`,
    });
    expect((await route(world.otherBuyer)).statusCode).toBe(404);
  });

  it('does not record anything when the change it belongs to rolls back', async () => {
    const reader = await createCompanyWithProfile(world.t, { type: 'BUYER', companyId: buyer.companyId });
    await world.t.database.db
      .transaction(async (tx) => {
        await world.t.services.notifier.record(event(reader), tx);
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await unread(reader)).toBe(0);
  });
});
