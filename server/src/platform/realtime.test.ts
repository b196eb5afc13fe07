import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../modules/auth/db';
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
    authenticate: t.services.auth.authenticateNow,
    corsOrigins: [],
    log: t.app.log,
    hub: t.services.realtime as never,
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

  it('closes the open socket of a session that logs out', async () => {
    const leaving = await createCompanyWithProfile(t, { type: 'BUYER' });
    const socket = connect(leaving.token);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    expect(await socket.emitWithAck('subscribe', `${leaving.profileId}/NOTIFICATIONS`)).toEqual({ ok: true });
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    const logout = await t.app.inject({
      method: 'POST',
      url: '/da-app/secured/auth/logout',
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });

  it('checks the token again on every subscription: a revoked session gets no topic and is closed', async () => {
    const revoked = await createCompanyWithProfile(t, { type: 'BUYER' });
    const socket = connect(revoked.token);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    // Revoked behind the socket's back (as another node's logout would be, before its event arrives).
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.profileId, revoked.profileId));
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    expect(await socket.emitWithAck('subscribe', `${revoked.profileId}/NOTIFICATIONS`)).toEqual({ ok: false });
    expect(await closed).toBe('io server disconnect');
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
