import { describe, expect, it } from 'vitest';
import { createRealtimeConnection, REALTIME_OPTIONS, type RealtimeStatus, topicOf } from './realtime';

describe('realtime client', () => {
  it('uses the connection options of the spec', () => {
    expect(REALTIME_OPTIONS).toMatchObject({
      path: '/socket.io/',
      reconnectionAttempts: 10,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      timeout: 20000,
      transports: ['websocket', 'polling'],
      // Without it a failed websocket is never retried over polling.
      tryAllTransports: true,
    });
  });

  it('scopes topics to the user', () => {
    expect(topicOf(42, 'notifications')).toBe('42/notifications');
  });
});

describe('realtime status', () => {
  it('says reconnecting while socket.io tries again, and disconnected once closed', async () => {
    const statuses: RealtimeStatus[] = [];
    const quiet = { info: () => {}, warn: () => {} };
    // Nothing listens on port 9 (discard): every attempt fails at once.
    const connection = createRealtimeConnection('token', 1, (s) => statuses.push(s), quiet, 'http://127.0.0.1:9');
    await expect.poll(() => statuses.at(-1), { timeout: 5000 }).toBe('reconnecting');
    connection.close();
    expect(statuses[0]).toBe('connecting');
    expect(statuses.at(-1)).toBe('disconnected');
  });
});
