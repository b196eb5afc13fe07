import type { TConversationMessage, TLiveMessage } from '@portcall/contracts/conversations';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type PortcallApp } from '../app';
import { acceptedAppointment, sendMultipart } from '../modules/proformas/scenario';
import { createTestApp, type TestApp } from '../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../test/scenario';
import { redisAnswers } from '../test/services';
import { readConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { attachRealtime, type Realtime } from './realtime';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const databaseUrl = process.env.DATABASE_URL;

const canRun = Boolean(databaseUrl) && (await redisAnswers(redisUrl));

// Two server processes behind one URL share PostgreSQL and fan events out through Redis: here two
// apps in this process, each with its own pool, HTTP server and socket.io, as two nodes would be.
describe.runIf(canRun)('realtime across two nodes (PostgreSQL + Redis)', () => {
  let one: TestApp;
  let two: PortcallApp & { database: Database };
  const realtimes: Realtime[] = [];
  const urls: string[] = [];
  const sockets: Socket[] = [];
  let buyer: TestProfile;
  let agent: TestProfile;
  let stranger: TestProfile;
  let appointmentId: number;

  async function serve(app: PortcallApp) {
    realtimes.push(
      await attachRealtime(app.app.server, {
        authenticate: app.services.auth.authenticateNow,
        corsOrigins: [],
        log: app.app.log,
        redisUrl,
        hub: app.services.realtime,
      }),
    );
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.app.server.address();
    urls.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  }

  beforeAll(async () => {
    one = await createTestApp();
    const url = (one.database as Database & { url?: string }).url as string;
    const database = await openDatabase({ databaseUrl: url });
    // The same data folder: both nodes sign and check tokens with one key, as a deployment shares it.
    const config = { ...readConfig({ DATA_DIR: one.dataDir, LOG_LEVEL: 'silent' }), webDistDir: '/nonexistent' };
    two = { ...(await buildApp({ config, database, logger: false })), database };
    await two.app.ready();
    await serve(one);
    await serve(two);
    buyer = await createCompanyWithProfile(one, { type: 'BUYER' });
    agent = await createCompanyWithProfile(one, { type: 'AGENT' });
    stranger = await createCompanyWithProfile(one, { type: 'BUYER' });
    ({ appointmentId } = await acceptedAppointment(one, buyer, agent));
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.close();
    for (const r of realtimes) await r.close();
    await two?.app.close();
    await two?.database.close();
    await one?.close();
  });

  async function listen(node: number, profile: TestProfile) {
    const socket = io(urls[node] as string, {
      path: '/socket.io/',
      auth: { token: profile.token },
      transports: ['websocket'],
    });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    expect(await socket.emitWithAck('subscribe', `${profile.profileId}/APPOINTMENT_CHAT`)).toEqual({ ok: true });
    const received: TLiveMessage[] = [];
    socket.on('message', (m: TLiveMessage) => received.push(m));
    return { socket, received };
  }

  it('delivers a message sent through one node to a client on the other, and to no other company', async () => {
    const onTwo = await listen(1, buyer);
    const strangerOnTwo = await listen(1, stranger);
    const onOne = await listen(0, buyer);
    const sent = await sendMultipart(
      one,
      agent,
      `/da-app/secured/conversation/${appointmentId}/message/send?buyerId=${buyer.companyId}`,
      { text: 'All fast at berth 4' },
    );
    expect(sent.statusCode).toBe(200);
    const message = sent.json<TConversationMessage>();
    await expect.poll(() => onTwo.received.map((m) => m.id)).toEqual([message.id]);
    await expect.poll(() => onOne.received.map((m) => m.id)).toEqual([message.id]);
    expect(strangerOnTwo.received).toEqual([]);
  });

  it('closes on every node the sockets of a session that logs out on one', async () => {
    const leaving = await createCompanyWithProfile(one, { type: 'BUYER', companyId: buyer.companyId });
    const { socket } = await listen(1, leaving);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    const logout = await one.app.inject({
      method: 'POST',
      url: '/da-app/secured/auth/logout',
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });
});

describe.skipIf(canRun)('realtime across two nodes', () => {
  it.skip('needs DATABASE_URL and a Redis server (REDIS_URL, default redis://127.0.0.1:6379)', () => {});
});
