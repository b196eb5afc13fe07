import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createCompanyWithProfile, type TestProfile } from '../test/scenario';
import { attachRealtime, type Realtime } from './realtime';

let t: TestApp;
let realtime: Realtime;
let url: string;
let buyer: TestProfile;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  realtime = await attachRealtime(t.app.server, {
    authenticate: t.services.auth.authenticate,
    corsOrigins: [],
    log: t.app.log,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await realtime?.close();
  await t?.close();
});

function connect(token?: string): Socket {
  const socket = io(url, {
    path: '/socket.io/',
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

describe('realtime', () => {
  it('refuses a connection without a valid token', async () => {
    const socket = connect('not-a-token');
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('Full authentication is required to access this resource');
  });

  it('delivers events on the caller own topic only', async () => {
    const socket = connect(buyer.token);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const own = await socket.emitWithAck('subscribe', `${buyer.profileId}/NOTIFICATIONS`);
    const foreign = await socket.emitWithAck('subscribe', `${buyer.profileId + 1000}/NOTIFICATIONS`);
    expect(own).toEqual({ ok: true });
    expect(foreign).toEqual({ ok: false });
    const received = new Promise((resolve) => socket.on('notification', resolve));
    realtime.publish(buyer.profileId, 'NOTIFICATIONS', 'notification', {
      eventType: 'EVALUATION',
      eventMessage: 'DA submitted',
    });
    expect(await received).toEqual({ eventType: 'EVALUATION', eventMessage: 'DA submitted' });
  });

  it('a revoked session can no longer connect', async () => {
    const other = await createCompanyWithProfile(t, { type: 'AGENT' });
    await t.app.inject({
      method: 'POST',
      url: '/da-app/secured/auth/logout',
      headers: { authorization: `Bearer ${other.token}` },
    });
    const socket = connect(other.token);
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toContain('Full authentication');
  });
});
