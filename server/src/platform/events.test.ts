import { describe, expect, it } from 'vitest';
import type { Db } from './db/client';
import { createEventBus } from './events';

const tx = {} as Db;
const payload = {
  appointmentId: 7,
  portCallId: 3,
  action: 'CANCEL',
  from: 'ACCEPTED',
  to: 'CANCELLED',
  actor: { profileId: 1, companyId: 2 },
};

describe('event bus', () => {
  it('runs every subscriber of an event, in the order they subscribed, with the publisher transaction', async () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.subscribe('appointment.state-changed', async (p, t) => {
      seen.push(`first ${p.appointmentId} ${t === tx}`);
    });
    bus.subscribe('appointment.state-changed', async (p) => {
      seen.push(`second ${p.to}`);
    });
    await bus.publish('appointment.state-changed', payload, tx);
    expect(seen).toEqual(['first 7 true', 'second CANCELLED']);
  });

  it('lets a failing reaction fail the publisher (so its transaction rolls back)', async () => {
    const bus = createEventBus();
    bus.subscribe('appointment.state-changed', async () => {
      throw new Error('reaction failed');
    });
    await expect(bus.publish('appointment.state-changed', payload, tx)).rejects.toThrow('reaction failed');
  });

  it('publishes to nobody without subscribers', async () => {
    await expect(createEventBus().publish('appointment.state-changed', payload, tx)).resolves.toBeUndefined();
  });
});
