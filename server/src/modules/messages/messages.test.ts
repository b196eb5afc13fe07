import type { TConversation, TConversationMessage, TLiveMessage } from '@portcall/contracts/conversations';
import { messages as catalogue } from '@portcall/contracts/messages';
import type { TPaged } from '@portcall/contracts/paging';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachRealtime, type Realtime } from '../../platform/realtime';
import { countryIds, ok, send } from '../../test/buyer-scenario';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../../test/scenario';
import { acceptedAppointment, sendMultipart } from '../proformas/scenario';

const S = '/da-app/secured';
let t: TestApp;
let realtime: Realtime;
let url: string;
let buyer: TestProfile;
let agent: TestProfile;
let otherBuyer: TestProfile;
let appointmentId: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  realtime = await attachRealtime(t.app.server, {
    authenticate: t.services.auth.authenticateNow,
    corsOrigins: [],
    log: t.app.log,
    hub: t.services.realtime as never,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  agent = await createCompanyWithProfile(t, { type: 'AGENT' });
  otherBuyer = await createCompanyWithProfile(t, { type: 'BUYER' });
  ({ appointmentId } = await acceptedAppointment(t, buyer, agent));
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await realtime?.close();
  await t?.close();
});

const conversationOf = (id: number, buyerId = buyer.companyId) =>
  `${S}/conversation/${id}/message/send?buyerId=${buyerId}`;
const sendMessage = (from: TestProfile, text: string, files: Array<{ name: string; content: string }> = []) =>
  sendMultipart(t, from, conversationOf(appointmentId), { title: 'Berth', text }, files);
const unread = async (p: TestProfile) => (await ok<{ count: number }>(t, p, 'GET', `${S}/message/unread`)).count;
const inbox = (p: TestProfile, status = 'ALL') =>
  ok<TPaged<TConversationMessage>>(t, p, 'POST', `${S}/messages/list`, {
    page: 0,
    size: 14,
    filter: { singleValueFilterItems: [{ name: 'status', value: status }], arrayFilterItems: [] },
  });
const load = (p: TestProfile, buyerId = buyer.companyId) =>
  send(t, p, 'GET', `${S}/conversation/${appointmentId}/load?buyerId=${buyerId}`);

async function listen(profile: TestProfile) {
  const socket = io(url, { path: '/socket.io/', auth: { token: profile.token }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  expect(await socket.emitWithAck('subscribe', `${profile.profileId}/APPOINTMENT_CHAT`)).toEqual({ ok: true });
  const received: TLiveMessage[] = [];
  socket.on('message', (payload: TLiveMessage) => received.push(payload));
  return received;
}

describe('appointment conversations', () => {
  it('carries a message with an attachment from the agent to the buyer, and each side sees its own view', async () => {
    const before = await unread(buyer);
    const sent = await sendMessage(agent, '<p>ETA moved to <b>06:00</b></p>', [
      { name: 'notice of readiness.pdf', content: '%PDF-1.4 NOR' },
    ]);
    expect(sent.statusCode).toBe(200);
    const message = sent.json<TConversationMessage>();
    expect(message).toMatchObject({ conversationId: appointmentId, title: 'Berth', received: false, isRead: true });
    // The agent's inbox has no other way to learn whose conversation a message is on.
    expect(message.buyerId).toBe(buyer.companyId);
    expect(message.attachments).toEqual([expect.objectContaining({ name: 'notice of readiness.pdf' })]);
    expect(await unread(buyer)).toBe(before + 1);
    expect(await unread(agent)).toBe(0);

    const asBuyer = (await load(buyer)).json<TConversation>();
    expect(asBuyer.messages.at(-1)).toMatchObject({
      id: message.id,
      received: true,
      isRead: false,
      text: '<p>ETA moved to <b>06:00</b></p>',
      senderFullName: expect.any(String),
    });
    expect((await load(agent)).json<TConversation>().messages.at(-1)).toMatchObject({
      id: message.id,
      received: false,
    });
    const file = await send(t, buyer, 'GET', `${S}/message/${message.id}/attachment/${message.attachments[0]?.id}`);
    expect(file.body).toBe('%PDF-1.4 NOR');

    expect((await inbox(buyer, 'UNREAD')).items.map((m) => m.id)).toContain(message.id);
    expect((await inbox(buyer, 'UNREAD')).items.find((m) => m.id === message.id)?.buyerId).toBe(buyer.companyId);
    expect((await send(t, buyer, 'GET', `${S}/message/${message.id}/load`)).json()).toMatchObject({
      buyerId: buyer.companyId,
    });
    expect(await ok(t, buyer, 'POST', `${S}/message/read`, message.id)).toEqual({ count: before });
    expect((await inbox(buyer, 'READ')).items.map((m) => m.id)).toContain(message.id);
    expect((await inbox(buyer, 'UNREAD')).items.map((m) => m.id)).not.toContain(message.id);
  });

  it('lists each conversation the reader took part in once, by its latest message they sent or received', async () => {
    const reader = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
    const { appointmentId: first } = await acceptedAppointment(t, buyer, agent);
    const { appointmentId: second } = await acceptedAppointment(t, buyer, agent);
    const post = async (from: TestProfile, on: number, text: string) =>
      (await sendMultipart(t, from, conversationOf(on), { text })).json<TConversationMessage>();
    await post(agent, first, 'Berth confirmed');
    const onSecond = await post(agent, second, 'Pilot at 06:00');
    const latestOnFirst = await post(agent, first, 'Berth moved to 4');
    const shown = (page: TPaged<TConversationMessage>) => page.items.map((m) => [m.conversationId, m.id]);

    const before = await inbox(reader);
    expect(before.total).toBe(2);
    expect(shown(before)).toEqual([
      [first, latestOnFirst.id],
      [second, onSecond.id],
    ]);
    // The reader's own reply is their latest on that conversation, and moves it to the top.
    const reply = await post(reader, second, 'Noted');
    const after = await inbox(reader);
    expect(after.total).toBe(2);
    expect(shown(after)).toEqual([
      [second, reply.id],
      [first, latestOnFirst.id],
    ]);
    const theirs = (await inbox(otherBuyer)).items.map((m) => m.id);
    expect(theirs).not.toContain(reply.id);
    expect(theirs).not.toContain(latestOnFirst.id);
  });

  it('is 404 to another buyer, and to anyone naming another buyer', async () => {
    expect((await load(otherBuyer)).statusCode).toBe(404);
    expect((await load(otherBuyer, otherBuyer.companyId)).statusCode).toBe(404);
    expect((await load(buyer, otherBuyer.companyId)).statusCode).toBe(404);
    const sent = await sendMultipart(t, otherBuyer, conversationOf(appointmentId), { text: 'Hello' });
    expect(sent.statusCode).toBe(404);
    const [theirs] = (await inbox(buyer)).items;
    expect((await send(t, otherBuyer, 'GET', `${S}/message/${theirs?.id}/load`)).statusCode).toBe(404);
    expect((await send(t, otherBuyer, 'POST', `${S}/message/read`, { id: theirs?.id })).statusCode).toBe(404);
  });

  it('reaches the buyer colleagues whose region rules cover the port, and no one else', async () => {
    const { IT } = await countryIds(t, ['IT']);
    const italy = await ok<{ id: number }>(t, buyer, 'PUT', `${S}/region`, { name: 'Italy desk', countryIds: [IT] });
    const rule = await ok<{ id: number }>(t, buyer, 'PUT', `${S}/rule`, { name: 'Italy only', regionIds: [italy.id] });
    const italyDesk = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
    await ok(t, buyer, 'POST', `${S}/profile/rules`, { profileId: italyDesk.profileId, ruleIds: [rule.id] });
    const everywhere = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });

    const message = (await sendMessage(agent, 'Pilot booked for Piraeus')).json<TConversationMessage>();
    expect(await unread(everywhere)).toBe(1);
    expect(await unread(italyDesk)).toBe(0);
    expect((await send(t, italyDesk, 'GET', `${S}/message/${message.id}/load`)).statusCode).toBe(404);
    expect((await load(italyDesk)).statusCode).toBe(404);
  });

  it('stores only the toolbar formatting: scripts, handlers and styles never reach the database', async () => {
    const sent = await sendMessage(
      agent,
      '<script>alert(1)</script><p onclick="steal()" style="color:red">Hi <strong>there</strong></p><img src=x onerror=alert(2)><a href="javascript:x">link</a>',
    );
    expect(sent.json<TConversationMessage>().text).toBe('<p>Hi <strong>there</strong></p>link');
    const empty = await sendMessage(agent, '<script>alert(1)</script>');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { text: catalogue.REQUIRED_FIELD } });
  });

  it('counts +1 for each of many messages at once, -1 for each read, and 0 after read-all', async () => {
    const reader = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
    const sent = await Promise.all(Array.from({ length: 8 }, (_, n) => sendMessage(agent, `Update ${n + 1}`)));
    expect(sent.every((r) => r.statusCode === 200)).toBe(true);
    expect(await unread(reader)).toBe(8);
    await ok(t, reader, 'POST', `${S}/message/read`, { id: sent[0]?.json<TConversationMessage>().id });
    expect(await unread(reader)).toBe(7);
    expect(await ok(t, reader, 'GET', `${S}/message/read-all`)).toEqual({ count: 0 });
    expect(await unread(reader)).toBe(0);
  });

  it("takes 50 posts at once on one new conversation over HTTP: none refused or lost, each sender's in order", async () => {
    const { appointmentId: fresh } = await acceptedAppointment(t, buyer, agent);
    const reader = await createCompanyWithProfile(t, { type: 'BUYER', companyId: buyer.companyId });
    // Real sockets, so that on PostgreSQL the posts run on separate pooled connections at once; the
    // first ones race to create the conversation itself.
    const post = async (from: TestProfile, text: string) => {
      const data = new FormData();
      data.append('form', JSON.stringify({ text }));
      const response = await fetch(`${url}${conversationOf(fresh)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${from.token}` },
        body: data,
      });
      return { status: response.status, body: (await response.json()) as TConversationMessage };
    };
    // 50 lanes at once, each posting twice in a row: a lane's second post must follow its first.
    const lanes = await Promise.all(
      Array.from({ length: 50 }, async (_, lane) => {
        const from = lane % 2 === 0 ? agent : buyer;
        const first = await post(from, `Lane ${lane} first`);
        const second = await post(from, `Lane ${lane} second`);
        return [first, second];
      }),
    );
    const answers = lanes.flat();
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);

    const loaded = await send(t, reader, 'GET', `${S}/conversation/${fresh}/load?buyerId=${buyer.companyId}`);
    const listed = loaded.json<TConversation>().messages;
    expect(listed.map((m) => m.id)).toEqual(answers.map((a) => a.body.id).sort((a, b) => a - b));
    const position = new Map(listed.map((m, i) => [m.text, i]));
    for (let lane = 0; lane < 50; lane++)
      expect(position.get(`Lane ${lane} first`)).toBeLessThan(position.get(`Lane ${lane} second`) as number);
    expect(await unread(reader)).toBe(100);
    expect((await inbox(reader, 'ALL')).items[0]?.id).toBe(listed.at(-1)?.id);
  });

  it('pushes a new message live to the recipients with their unread count, and to no other company', async () => {
    const toBuyer = await listen(buyer);
    const toOther = await listen(otherBuyer);
    const toAgent = await listen(agent);
    const expected = (await unread(buyer)) + 1;
    const message = (await sendMessage(agent, 'Arrived at the pilot station')).json<TConversationMessage>();
    await expect.poll(() => toBuyer.length).toBe(1);
    expect(toBuyer[0]).toMatchObject({ id: message.id, received: true, isRead: false, unreadCount: expected });
    await expect.poll(() => toAgent.length).toBe(1);
    expect(toAgent[0]).toMatchObject({ id: message.id, received: false });
    expect(toOther).toEqual([]);
  });
});
