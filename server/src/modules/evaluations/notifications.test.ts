import type { TLiveNotification as LiveNotification } from '@portcall/contracts/notifications';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime, type Realtime } from '../../platform/realtime';
import { ok } from '../../test/buyer-scenario';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { profiles } from '../account/db';
import { createLineWorld, E, type LineWorld, S } from './line-scenario';

/**
 * Live notifications from evaluation services over a real socket.io server on a real port: the
 * agent hears of a clarification request, a department of a budget-commit reminder, and nobody
 * else hears of either.
 */
let w: LineWorld;
let realtime: Realtime;
let url: string;
let colleague: TestProfile;
let financeUser: TestProfile;
const sockets: Socket[] = [];

beforeAll(async () => {
  w = await createLineWorld();
  realtime = await attachRealtime(w.t.app.server, {
    authenticate: w.t.services.auth.authenticateNow,
    corsOrigins: [],
    log: w.t.app.log,
    hub: w.t.services.realtime,
  });
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = w.t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  colleague = await createCompanyWithProfile(w.t, { type: 'AGENT', companyId: w.agent.companyId });
  financeUser = await createCompanyWithProfile(w.t, { type: 'BUYER', companyId: w.buyer.companyId });
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await realtime?.close();
  await w?.t.close();
});

/** A socket of `who` subscribed to its NOTIFICATIONS topic, collecting what arrives. */
async function listen(who: TestProfile) {
  const socket = io(url, { path: '/socket.io/', auth: { token: who.token }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  expect(await socket.emitWithAck('subscribe', `${who.profileId}/NOTIFICATIONS`)).toEqual({ ok: true });
  const received: LiveNotification[] = [];
  socket.on('notification', (n: LiveNotification) => received.push(n));
  return {
    received,
    next: () => new Promise<LiveNotification>((resolve) => socket.once('notification', resolve)),
    /**
     * A round trip on this socket: socket.io keeps a connection's order, so anything emitted to it
     * before the call (as the service's publish was) has arrived when the answer comes back.
     */
    drain: () => socket.emitWithAck('subscribe', `${who.profileId}/NOTIFICATIONS`),
  };
}

describe('live evaluation notifications', () => {
  it('tells every profile of the agent company of a clarification request, and no one else', async () => {
    // The DA first: its appointment's own notifications (accepted...) are not what this test hears.
    const e = await w.evaluation();
    const agentSocket = await listen(w.agent);
    const colleagueSocket = await listen(colleague);
    const buyerSocket = await listen(w.buyer);
    const otherBuyerSocket = await listen(w.otherBuyer);
    const [dues] = e.port.expenseEvaluations;
    const heard = Promise.all([agentSocket.next(), colleagueSocket.next()]);
    await ok(w.t, w.buyer, 'POST', `${E}/${e.id}/clarifications-request/send`, {
      message: 'Please send the port dues tariff',
      expenseEvaluationIds: [dues?.id],
    });
    const [toAgent, toColleague] = await heard;
    expect(toAgent).toMatchObject({
      eventType: 'EVALUATION',
      eventMessage: `Clarification requested on DA evaluation #${e.id}: Please send the port dues tariff`,
      entityId: e.id,
      eventId: e.id,
      unreadCount: expect.any(Number),
    });
    expect(toColleague).toMatchObject({ eventMessage: toAgent.eventMessage, profileId: colleague.profileId });
    await Promise.all([buyerSocket.drain(), otherBuyerSocket.drain()]);
    expect(buyerSocket.received).toEqual([]);
    expect(otherBuyerSocket.received).toEqual([]);
  });

  it('pushes a budget-commit reminder to the department and says it was delivered live', async () => {
    const e = await w.evaluation();
    const dept = await ok<{ id: number; name: string }>(w.t, w.buyer, 'POST', `${S}/buyer/settings/department/create`, {
      name: `Finance ${e.id}`,
      abbreviation: `F${e.id}`,
    });
    await w.t.database.db.update(profiles).set({ departmentId: dept.id }).where(eq(profiles.id, financeUser.profileId));
    await ok(w.t, w.buyer, 'POST', `${E}/${e.id}/budget-check`);
    await ok(w.t, w.buyer, 'POST', `${E}/${e.id}/budget-commit`, { departmentName: dept.name });
    const financeSocket = await listen(financeUser);
    const agentSocket = await listen(w.agent);
    const heard = financeSocket.next();
    const reminder = await ok<{ recipientIds: number[]; delivered: boolean }>(
      w.t,
      w.buyer,
      'POST',
      `${E}/${e.id}/budget-commit/send-reminder/department/${encodeURIComponent(dept.name)}`,
    );
    expect(reminder).toMatchObject({ recipientIds: [financeUser.profileId], delivered: true });
    // Through the one Notifier: the stored notification itself, with the recipient's unread count.
    expect(await heard).toMatchObject({
      eventType: 'EVALUATION',
      eventMessage: `Budget commit requested from ${dept.name} for DA evaluation #${e.id}`,
      entityId: e.id,
      eventId: e.id,
      profileId: financeUser.profileId,
      unreadCount: expect.any(Number),
    });
    await agentSocket.drain();
    expect(agentSocket.received).toEqual([]);
  });
});
