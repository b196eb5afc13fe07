import { describe, expect, it } from 'vitest';
import { REALTIME_OPTIONS, topicOf } from './realtime';

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
