import fs from 'node:fs';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { createCompanyWithProfile } from '../test/scenario';
import { attachRealtime, type Realtime } from './realtime';
import { createShutdown } from './shutdown';

// A SIGTERM to a node in the middle of a request and with a live socket: the request is answered,
// the socket is closed (its client reconnects through the proxy to another node), new connections
// are refused, and only then do the app and the database close.
describe('graceful shutdown', () => {
  let t: TestApp;
  let realtime: Realtime;
  let baseUrl = '';
  let entered: () => void = () => {};
  const handlerEntered = new Promise<void>((resolve) => {
    entered = resolve;
  });
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });

  beforeAll(async () => {
    t = await createTestApp({
      extraRoutes(app) {
        app.get('/test/slow-write', async () => {
          entered();
          await released;
          return { saved: true };
        });
      },
    });
    realtime = await attachRealtime(t.app.server, {
      authenticate: t.services.auth.authenticateNow,
      corsOrigins: [],
      log: t.app.log,
      hub: t.services.realtime,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => fs.rmSync(t.dataDir, { recursive: true, force: true }));

  it('answers the request in flight, closes sockets, refuses new connections, then closes the database', async () => {
    const buyer = await createCompanyWithProfile(t, { type: 'BUYER' });
    const socket = io(baseUrl, { auth: { token: buyer.token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(t.services.realtime.socketCount()).toBe(1);
    const socketClosed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    const inFlight = fetch(`${baseUrl}/test/slow-write`);
    await handlerEntered;

    const exits: number[] = [];
    const steps: string[] = [];
    const database = {
      close: async () => {
        steps.push('database closed');
        await t.database.close();
      },
    };
    const done = createShutdown({ app: t.app, realtime, database, timeoutMs: 60_000, exit: (c) => exits.push(c) })(
      'SIGTERM',
    );

    // A transport close, not a server disconnect: socket.io clients reconnect by themselves after it.
    expect(await socketClosed).toBe('transport close');
    await expect(fetch(`${baseUrl}/health`)).rejects.toThrow();
    expect(steps).toEqual([]);

    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ saved: true });
    await done;
    expect(steps).toEqual(['database closed']);
    expect(exits).toEqual([0]);
  });
});
